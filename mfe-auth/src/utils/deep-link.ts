/** The scheme the sandbox and the auth service answer deep links with; each brand's app has its own. */
const SERVICE_SCHEME = 'portal://';

/**
 * The deep link in the brand's own app scheme (spec 01 §1: each brand sets a deep-link scheme for its mobile app):
 * `portal://login?key=K` becomes `aurora://login?key=K`. Other links are left as they are.
 */
export function toBrandDeepLink(link: string, brandScheme: string): string {
  if (!link.startsWith(SERVICE_SCHEME)) return link;
  const scheme = brandScheme.endsWith('://') ? brandScheme : `${brandScheme.replace(/:\/*$/, '')}://`;
  return scheme + link.slice(SERVICE_SCHEME.length);
}
