import type { LOGO_ACCEPT } from '@portal/api/catalogue';

export type LogoContentType = (typeof LOGO_ACCEPT)[number];

/**
 * What an uploaded logo is, read from its bytes (the uploader's name and type are only claims): PNG, JPEG, WebP by
 * their signatures, SVG by an `<svg` root after an optional BOM, XML declaration, comments and doctype. Null when
 * it is none of them.
 */
export function sniffLogo(bytes: Buffer): LogoContentType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head.replace(/^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, '');
  if (/^<svg[\s>]/i.test(rest)) return 'image/svg+xml';
  return null;
}

/**
 * Headers of a served logo: its type, never sniffed again by the browser; an SVG may carry scripts, so it is served
 * with a policy that runs none and loads nothing (and sandboxed, should it be opened as a page).
 */
export function logoHeaders(contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, max-age=300',
    'content-security-policy':
      contentType === 'image/svg+xml'
        ? "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"
        : "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'cross-origin',
  };
}
