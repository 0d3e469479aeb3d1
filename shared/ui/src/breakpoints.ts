/**
 * Responsive breakpoints in CSS pixels, the lower bound of each range.
 * spec 01 §2: mobile 476, tablet 768, phablet 871, laptop 1024, desktop 1280.
 * CSS cannot read custom properties in media queries, so the component modules repeat these numbers.
 */
export const BREAKPOINTS = {
  mobile: 476,
  tablet: 768,
  phablet: 871,
  laptop: 1024,
  desktop: 1280,
} as const;

/** Name of one of the {@link BREAKPOINTS}. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * Layout flags the product switches on, in CSS pixels.
 * spec 01 §9: wide desktop from 1280, small desktop from 992, tablet view from 871, large phone from 576.
 */
export const VIEWPORT_FLAGS = {
  largePhone: 576,
  tabletView: 871,
  smallDesktop: 992,
  wideDesktop: 1280,
} as const;

/**
 * A `min-width` media query for a breakpoint, for `window.matchMedia`.
 * @example window.matchMedia(minWidth('laptop')).matches
 */
export function minWidth(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/**
 * A `max-width` media query for the range below a breakpoint (its lower bound minus a fraction of a pixel).
 * @example window.matchMedia(maxWidth('tablet')).matches // a phone
 */
export function maxWidth(breakpoint: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[breakpoint] - 0.02}px)`;
}
