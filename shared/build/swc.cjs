// One swc configuration for webpack (swc-loader) and jest (@swc/jest).
module.exports = function swcOptions({ forJest = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: forJest ? { type: 'commonjs' } : { type: 'es6' },
    sourceMaps: true,
  };
};
