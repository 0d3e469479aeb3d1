import gateway from '@portal/api/catalogue/gateway-prefixes.json';
import { useSandbox } from './testing/sandbox';

/**
 * Issue 28 item 2: the portal's server forwards the back end's paths from its own origin (scripts/serve.mjs reads
 * the same list). A route the list leaves out would answer the portal's page instead (the two-step verification
 * change did, once): every route of the sandbox but its developer tools must be covered.
 */
const sandbox = useSandbox();

const covered = (path: string) =>
  gateway.prefixes.some((prefix) =>
    prefix.endsWith('/') ? `${path}/`.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );

it('every route of the back end but /sandbox/* / forwarded by the gateway', () => {
  const tree = sandbox.app.printRoutes({ commonPrefix: false });
  // The tree's first level holds whole paths; deeper levels continue them.
  const paths = [...tree.matchAll(/^[├└]── (\/\S*)/gm)].map((match) => match[1]!);
  expect(paths).toEqual(
    expect.arrayContaining(['/api/v1/', '/auth/login', '/live', '/two-step-verification']),
  );
  expect(paths.filter((path) => !path.startsWith('/sandbox/') && !covered(path))).toEqual([]);
  // The tools stay on the sandbox's own origin.
  expect(paths.filter((path) => path.startsWith('/sandbox/') && covered(path))).toEqual([]);
});
