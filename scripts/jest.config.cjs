// The root scripts' tests (release and rollback, issue 13): plain ES modules, compiled by swc like every package's.
const { jestConfig } = require('../shared/build/jest.preset.cjs');
const swcOptions = require('../shared/build/swc.cjs');

module.exports = {
  ...jestConfig(__dirname, { environment: 'node' }),
  testMatch: ['<rootDir>/*.test.mjs'],
  transform: { '^.+\\.mjs$': [require.resolve('@swc/jest'), swcOptions({ forJest: true })] },
};
