import type { BrandConfig } from './brand-config';

/**
 * The brand's favicon (issue 14): its initial in the brand's contrast colour on a rounded square of its primary
 * colour, an SVG with no external asset. The portal's server answers it at /favicon.svg and /favicon.ico for the
 * brand of the request (scripts/serve.mjs); the shell's build writes every brand's icon to `brand-icons.json`.
 */
export function faviconSvg(brand: Pick<BrandConfig, 'projectName' | 'theme'>): string {
  const initial = [...brand.projectName.trim()][0]?.toUpperCase() ?? '';
  const escaped = initial.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
    `<rect width="32" height="32" rx="7" fill="${brand.theme.primary}"/>` +
    `<text x="16" y="22.5" text-anchor="middle" font-family="-apple-system, 'Segoe UI', Roboto, Arial, sans-serif" ` +
    `font-size="20" font-weight="700" fill="${brand.theme.primaryContrast}">${escaped}</text></svg>`
  );
}
