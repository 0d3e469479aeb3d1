// Jest preset for every package: @swc/jest, jsdom for UI code, CSS modules as class-name echoes.
const path = require('node:path');
const swcOptions = require('./swc.cjs');

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
  };
}

module.exports = { jestConfig };
