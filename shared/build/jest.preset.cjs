// Jest preset for every package: @swc/jest, jsdom for UI code, CSS modules as class-name echoes.
const path = require('node:path');
const swcOptions = require('./swc.cjs');

/**
 * A page test types and clicks through a whole form with user-event, and a sandbox test may sign several users in on
 * PGlite: on 2 shared cores, each with a test of the other kind beside it, tests of both kinds took over jest's default
 * 5 s (the authorization matrix's owner walk takes 4 s). A limit for a stuck test, not a measure of speed (speed is the
 * benchmark's). Jest takes it from the global config only, so the root jest.config.cjs sets it too.
 */
const STUCK_TEST_LIMIT_MS = 30_000;

/**
 * @param {string} dir the package directory
 * @param {{ environment?: 'jsdom' | 'node' }} [options]
 */
function jestConfig(dir, { environment = 'jsdom' } = {}) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), swcOptions({ forJest: true })] },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest', 'css-module.cjs') },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest', 'setup-dom.cjs')] : [],
    clearMocks: true,
    restoreMocks: true,
    testTimeout: STUCK_TEST_LIMIT_MS,
  };
}

module.exports = { jestConfig, STUCK_TEST_LIMIT_MS };
