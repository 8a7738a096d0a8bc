/** Generates custom-elements.json from the elements' JSDoc (`npm run analyze`). */
export default {
  // The elements and what they are built from; engines and rules are documented by their typings.
  globs: ['src/index.ts', 'src/*-board.ts', 'src/games/*/*-board.ts', 'src/element/*.ts'],
  outdir: '.',
  litelement: true,
  // package.json's "customElements" field is kept by hand; the freshness check must not rewrite it.
  packagejson: false,
};
