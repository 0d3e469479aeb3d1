import { renderSVG } from 'uqr';

/** The scheme the auth service writes its deep links with. */
export const SERVICE_DEEP_LINK_SCHEME = 'portal://';

/** The link in the brand's own app scheme (brand.deepLinkScheme, e.g. `aurora://`). */
export function brandDeepLink(link: string, brandScheme: string): string {
  return link.startsWith(SERVICE_DEEP_LINK_SCHEME)
    ? brandScheme + link.slice(SERVICE_DEEP_LINK_SCHEME.length)
    : link;
}

/** A QR code of the text as an SVG data URL, for an `<img>`. */
export function qrCodeDataUrl(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { ecc: 'M', border: 2 }))}`;
}
