/**
 * Import circles (decision 010): dependency-cruiser only checks that the module graph of the
 * portal, the mock backend and the generated SDK has none, type-only imports included. The layers
 * themselves are the ESLint rule's (eslint/layers.js). Run by tests/unit/architecture/circles.test.ts.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle makes load order matter and ties the modules on it into one unit.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
