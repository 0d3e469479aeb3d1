// Every package's jest project, run together by `npm test` (DESIGN §6).
const fs = require('node:fs');
const path = require('node:path');
const { STUCK_TEST_LIMIT_MS } = require('./shared/build/jest.preset.cjs');

const dirs = [
  'shell',
  'sandbox-api',
  'scripts',
  ...fs.readdirSync(__dirname).filter((d) => d.startsWith('mfe-')),
]
  .concat(fs.readdirSync(path.join(__dirname, 'shared')).map((d) => `shared/${d}`))
  .filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs')));

module.exports = {
  projects: dirs.map((d) => `<rootDir>/${d}/jest.config.cjs`),
  // Jest reads testTimeout from the run's global config only; a project's own value is ignored when several projects
  // run together, which left `npm test` at the 5 s default (a page test timed out there on a busy machine).
  testTimeout: STUCK_TEST_LIMIT_MS,
};
