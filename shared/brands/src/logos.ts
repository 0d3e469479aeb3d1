// Brand marks: one simple geometric shape per brand next to its wordmark, drawn in the brand colour.

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The geometric mark of each brand in a 40 × 40 box; `ink` is the main colour, `accent` a highlight. */
export type LogoMark = (ink: string, accent: string) => string;

export const MARKS = {
  // The northern lights: a band rising over the horizon.
  aurora: (ink, accent) =>
    `<circle cx="20" cy="20" r="18" fill="${ink}"/>` +
    `<path d="M8 26c4-9 20-9 24 0" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>` +
    `<circle cx="20" cy="13" r="3" fill="${accent}"/>`,
  // A globe cut by a meridian.
  meridian: (ink) =>
    `<circle cx="20" cy="20" r="16.5" fill="none" stroke="${ink}" stroke-width="3.5"/>` +
    `<ellipse cx="20" cy="20" rx="7" ry="16.5" fill="none" stroke="${ink}" stroke-width="3"/>` +
    `<path d="M4 20h32" stroke="${ink}" stroke-width="3"/>`,
  // The sun at its height.
  solstice: (ink, accent) =>
    `<circle cx="20" cy="20" r="8.5" fill="${ink}"/>` +
    `<g stroke="${ink}" stroke-width="3.5" stroke-linecap="round">` +
    `<path d="M20 2.5v4.5M20 33v4.5M2.5 20h4.5M33 20h4.5M7.6 7.6l3.2 3.2M29.2 29.2l3.2 3.2M7.6 32.4l3.2-3.2M29.2 10.8l3.2-3.2"/>` +
    `</g><circle cx="20" cy="20" r="3" fill="${accent}"/>`,
  // Calm water inside a harbour wall.
  harbor: (ink, accent) =>
    `<rect x="2" y="2" width="36" height="36" rx="10" fill="${ink}"/>` +
    `<path d="M9 17c3.7-3 7.3-3 11 0s7.3 3 11 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M9 26c3.7-3 7.3-3 11 0s7.3 3 11 0" fill="none" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`,
  // A falcon's wings, spread.
  kestrel: (ink, accent) =>
    `<path d="M2 12l18 8 18-8-7 18-11-5-11 5z" fill="${ink}" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M20 20v5" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`,
  // Four mosaic tiles, one set in gold.
  tessera: (ink, accent) =>
    `<rect x="2" y="2" width="16.5" height="16.5" rx="4" fill="${ink}"/>` +
    `<rect x="21.5" y="2" width="16.5" height="16.5" rx="4" fill="${accent}"/>` +
    `<rect x="2" y="21.5" width="16.5" height="16.5" rx="4" fill="${ink}"/>` +
    `<rect x="21.5" y="21.5" width="16.5" height="16.5" rx="4" fill="${ink}"/>`,
} satisfies Record<string, LogoMark>;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A horizontal logo (mark + wordmark) as an SVG data URI. The width follows the name's length so the logo
 * keeps its proportions at any height; `role="img"` and the title give it a name if it is inlined.
 */
export function logoDataUri(mark: LogoMark, name: string, ink: string, accent: string): string {
  const width = Math.round(52 + name.length * 12.6);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    mark(ink, accent) +
    `<text x="50" y="27.5" font-family="${FONT}" font-size="21" font-weight="700" letter-spacing="-0.3" fill="${ink}">` +
    `${escapeXml(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
