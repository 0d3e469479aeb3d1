import type { RouteOptions } from 'fastify';
import { useSandbox } from '../../testing/sandbox';

/** `GET /path` (a route of several methods names them all). */
function nameOf(route: RouteOptions): string {
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  return `${methods} ${route.url}`;
}

/** HEAD routes are Fastify's copies of the GETs; `OPTIONS *` is the CORS preflight. */
function isDeclaredHere(route: RouteOptions): boolean {
  if (route.method === 'HEAD') return false;
  return !(route.method === 'OPTIONS' && route.url === '*');
}

/** The statuses a route's response schema lists. */
function declaredStatuses(route: RouteOptions): string[] {
  return Object.keys((route.schema?.response ?? {}) as Record<string, unknown>);
}

/** Whether the route declares `status`; `2xx` is any success (200, 201, 202, 204). */
function declares(route: RouteOptions, status: string): boolean {
  return declaredStatuses(route).some((each) => (status === '2xx' ? /^2\d\d$/.test(each) : each === status));
}

describe('every route declares its answer (issue 48 item 1)', () => {
  const sandbox = useSandbox();
  const routes = () => sandbox.app.routeDeclarations.filter(isDeclaredHere);

  it('each route / a response schema or config.answers (page, file, socket) / none without', () => {
    const undeclared = routes()
      .filter((route) => route.schema?.response === undefined && route.config?.answers === undefined)
      .map(nameOf);

    expect(routes().length).toBeGreaterThan(100);
    expect(undeclared).toEqual([]);
  });

  it('a page, a file or the socket / config.answers / no JSON response schema beside it', () => {
    const both = routes()
      .filter((route) => route.config?.answers !== undefined && route.schema?.response !== undefined)
      .map(nameOf);

    expect(both).toEqual([]);
  });

  it.each([
    ['/contract-service/', ['2xx', '400', '401', '403', '404']],
    ['/public-api/', ['2xx', '400', '401', '403']],
    ['/merchant-api/v1/', ['2xx', '400', '401', '403', '429']],
    ['/zoho/', ['2xx', '400', '401']],
    ['/service/check-urls', ['2xx', '400']],
  ])('each JSON route under %s / declares %j', (prefix, statuses) => {
    const family = routes().filter(
      (route) => route.url.startsWith(prefix) && route.config?.answers === undefined,
    );

    const missing = family
      .filter((route) => !statuses.every((status) => declares(route, status)))
      .map((route) => `${nameOf(route)} declares ${declaredStatuses(route).join(',')}`);
    expect(family.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
