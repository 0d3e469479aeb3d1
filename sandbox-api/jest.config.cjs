const { jestConfig } = require('@portal/build/jest');

const base = jestConfig(__dirname, { environment: 'node' });
const swcTransform = Object.values(base.transform)[0];

// Two dependencies need the swc step that jest skips for node_modules:
// - PGlite's CommonJS build loads node built-ins with import(), which jest's VM refuses without
//   --experimental-vm-modules; compiled, those become require() calls;
// - cookie 2 (under fastify's inject), jose 6 (access tokens) and ofx-js (the OFX read-back tests of issue 51)
//   ship ESM only, which jest's require cannot load on Node 20.
module.exports = {
  ...base,
  transform: { ...base.transform, '@electric-sql/pglite/dist/.+\\.cjs$': swcTransform },
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?(@electric-sql/pglite|cookie|jose|ofx-js)/)'],
  // One PostgreSQL for the run, beside PGlite: the ledger and concurrency tests run on both (DESIGN §5).
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
};
