/**
 * Games the fuzzers once found broken, kept as permanent tests: `npm run fuzz` prints a failing
 * game ready to paste here (the game's id, its options and the choices that pick its moves).
 */
export interface Regression {
  game: string;
  options: unknown;
  choices: number[];
  /** What went wrong, for the reader. */
  note: string;
}

export const regressions: Regression[] = [];
