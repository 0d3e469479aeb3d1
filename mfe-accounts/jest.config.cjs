const base = require('@portal/build/jest').jestConfig(__dirname);

// d3-shape and d3-path ship as ES modules only (.mjs): compiled like the sources, the rest of node_modules not.
module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?d3-(shape|path)[@/])'],
};
