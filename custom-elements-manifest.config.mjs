/** Generates custom-elements.json from the elements' JSDoc (`npm run analyze`). */
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  outdir: '.',
  litelement: true,
};
