/** Generates custom-elements.json from the elements' JSDoc (`npm run analyze`). */
export default {
  // The elements and what they are built from; engines and rules are documented by their typings.
  globs: ['src/index.ts', 'src/*-board.ts', 'src/games/*/*-board.ts', 'src/element/*.ts'],
  outdir: '.',
  litelement: true,
};
