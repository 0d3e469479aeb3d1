import { RESPONSE_CODES } from '@portal/api/catalogue';
import type { onRequestHookHandler } from 'fastify';
import { ApiError } from '../platform/http/errors';

export interface ToolsGuardOptions {
  /** Origins of the portal's pages (config `portalOrigins`). */
  portalOrigins: readonly string[];
  /** Origins of the sandbox itself (config `sandboxOrigins`): the device page's forms post from them. */
  sandboxOrigins: readonly string[];
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const crossSite = () =>
  new ApiError(403, {
    responseCode: RESPONSE_CODES.noAccess,
    responseDescription:
      'The sandbox tools answer only the portal and the sandbox’s own pages; this request came from another site.',
  });

/** The media type of a Content-Type header, without parameters, lower case. */
const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase();

/**
 * `/sandbox/*` resets the data, shows sign-in codes and answers push prompts, so no other site may use it
 * (issue 22). What a browser lets a page send anywhere without asking is refused here:
 *
 * - an `Origin` other than the portal's or the sandbox's own: 403, before anything runs (a browser always sends
 *   `Origin` on a POST, and on any cross-site read through fetch);
 * - a browser request (it carries `Sec-Fetch-Site`) addressed to a host that is not the sandbox's: that is a page
 *   whose own name was re-pointed at the sandbox (DNS rebinding), to which the sandbox would look same-origin;
 * - a write that is not `application/json`: a page may send text/plain or a form to any site without a preflight,
 *   while JSON needs one, and CORS grants it to the portal only. The device page's plain HTML forms (and the
 *   identity provider's selfie upload, multipart) are the exception, from the sandbox's own pages alone.
 *
 * Requests without `Origin` (curl, scripts, the tests) pass: no browser page sends those writes.
 */
export function toolsGuard({ portalOrigins, sandboxOrigins }: ToolsGuardOptions): onRequestHookHandler {
  const own = new Set(sandboxOrigins);
  const trusted = new Set([...portalOrigins, ...sandboxOrigins]);
  const ownHosts = new Set(sandboxOrigins.map((origin) => new URL(origin).host));

  return async (request) => {
    const { origin, host } = request.headers;
    if (origin !== undefined && !trusted.has(origin)) throw crossSite();
    if (request.headers['sec-fetch-site'] !== undefined && !ownHosts.has(host ?? '')) throw crossSite();
    if (READS.has(request.method)) return;
    const type = mediaType(request.headers['content-type']);
    const ownForm =
      (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') &&
      (origin === undefined || own.has(origin));
    if (type !== 'application/json' && !ownForm)
      throw new ApiError(415, {
        responseCode: RESPONSE_CODES.invalidParameters,
        responseDescription: 'Invalid parameters',
        validationErrors: ['content-type: must be application/json'],
      });
  };
}
