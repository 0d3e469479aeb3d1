/* global describe, it, expect -- jest's globals */
// `npm test` runs every package's jest project in one run; jest takes the stuck-test limit from that run's global
// config only, so the limit the preset documents must reach it (CI once failed a page test at jest's 5 s default).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const fromJest = createRequire(require.resolve('jest'));
const { readConfigs } = createRequire(fromJest.resolve('jest-cli'))('jest-config');
const { STUCK_TEST_LIMIT_MS } = require('../shared/build/jest.preset.cjs');

describe('the root jest config', () => {
  it('gives the whole run the preset stuck-test limit, not jest’s 5 s default', async () => {
    const { globalConfig, configs } = await readConfigs({ _: [], $0: 'jest' }, [root]);
    expect(STUCK_TEST_LIMIT_MS).toBeGreaterThan(5_000);
    expect(globalConfig.testTimeout).toBe(STUCK_TEST_LIMIT_MS);
    expect(configs.map((c) => path.relative(root, c.rootDir))).toEqual(
      expect.arrayContaining(['sandbox-api', 'shell', 'mfe-transfers', 'scripts']),
    );
  });
});
