import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { METHOD_CATALOGUE, type MethodName } from '@portal/api/catalogue';
import { callMethod, signIn, useSandbox } from '../../testing/sandbox';

/**
 * Issue 47 item 1: no page calls an operation that answers "Not implemented" (spec 03 §8 allows it for unimplemented
 * representative actions; the portal has none). The operations are read from the portal's own code, every
 * `call('name'` and `callWithFile('name'` of the shell, the remotes and the shared packages, so an operation a page
 * starts to call is walked too without this list being edited.
 */
const REPOSITORY = path.resolve(__dirname, '../../../..');
const CODE_ROOTS = [
  'shell/src',
  'shared',
  ...readdirSync(REPOSITORY).filter((name) => name.startsWith('mfe-')),
];
const CALL = /\b(?:call|callWithFile)\(\s*'([A-Za-z]+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const portalOperations = [
  ...new Set(
    CODE_ROOTS.flatMap((root) => sourceFiles(path.join(REPOSITORY, root))).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(CALL)].map((match) => match[1]!),
    ),
  ),
].sort();

const sandbox = useSandbox();
// Some 190 calls each walk: a second or two alone, longer beside the other jest workers.
jest.setTimeout(60_000);

describe('every operation the portal calls (issue 47 item 1)', () => {
  it('the portal’s code names its operations, each in the catalogue', () => {
    // A floor, so a change that stopped the pattern from matching cannot pass by walking nothing.
    expect(portalOperations.length).toBeGreaterThan(150);
    expect(portalOperations.filter((name) => !(name in METHOD_CATALOGUE))).toEqual([]);
  });

  it('no handler of the sandbox answers Not implemented', () => {
    const answering = sourceFiles(path.join(REPOSITORY, 'sandbox-api/src')).filter((file) =>
      /['"`]Not implemented['"`]/i.test(readFileSync(file, 'utf8')),
    );
    expect(answering.map((file) => path.relative(REPOSITORY, file))).toEqual([]);
  });

  it.each([
    ['a business owner acting for her company', 'bianca.business@demo.test', { 'x-customer-id': '20003' }],
    ['a personal customer', 'anna.simple@demo.test', {}],
  ] as const)(
    'as %s / none answers Not implemented, an unknown method or a 500',
    async (_who, email, headers) => {
      const { accessToken } = await signIn(sandbox.app, email);
      const wrong: string[] = [];
      for (const method of portalOperations) {
        const response = await callMethod(sandbox.app, method as MethodName, {
          accessToken,
          headers,
          body: {},
        });
        const answer = response.json<{ responseCode?: string; responseDescription?: string }>();
        if (
          response.statusCode >= 500 ||
          answer.responseCode === 'IM' ||
          /not implemented/i.test(answer.responseDescription ?? '')
        )
          wrong.push(
            `${method}: ${response.statusCode} ${answer.responseCode} ${answer.responseDescription}`,
          );
      }
      expect(wrong).toEqual([]);
    },
  );
});
