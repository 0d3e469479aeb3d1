import { DEFAULT_DOCUMENT_BRAND, DOCUMENT_BRANDS, type DocumentBrand } from './document-brands';

/**
 * The brand of a call from the portal (issue 14): one portal deployment serves every brand, the host name picking
 * it (`<brand>.localhost`, DESIGN §4), so the page's Origin names it; any other origin, or none, is the default
 * brand, as the portal's own default.
 */
export function brandOfOrigin(origin: string | undefined): DocumentBrand {
  let host: string | undefined;
  try {
    host = origin ? new URL(origin).hostname : undefined;
  } catch {
    host = undefined;
  }
  const key = host?.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : undefined;
  return key !== undefined && Object.hasOwn(DOCUMENT_BRANDS, key)
    ? DOCUMENT_BRANDS[key as keyof typeof DOCUMENT_BRANDS]
    : DEFAULT_DOCUMENT_BRAND;
}

/**
 * The brand of a request to a REST service: its Origin where the browser sent one, else the host it was asked on
 * (the gateway's `X-Forwarded-Host`, which Fastify reads from the trusted hops only): a same-origin GET carries no
 * Origin.
 */
export function brandOfRequest(request: { headers: { origin?: string }; host: string }): DocumentBrand {
  return brandOfOrigin(request.headers.origin ?? `http://${request.host}`);
}
