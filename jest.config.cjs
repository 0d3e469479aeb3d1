// Every package's jest project, run together by `npm test` (DESIGN §6).
const fs = require('node:fs');
const path = require('node:path');

const dirs = [
  'shell',
  'sandbox-api',
  'scripts',
  ...fs.readdirSync(__dirname).filter((d) => d.startsWith('mfe-')),
]
  .concat(fs.readdirSync(path.join(__dirname, 'shared')).map((d) => `shared/${d}`))
  .filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs')));

module.exports = { projects: dirs.map((d) => `<rootDir>/${d}/jest.config.cjs`) };
