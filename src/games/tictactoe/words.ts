/** Tic-tac-toe's own words, in each built-in language (the shared ones live in `element/base/messages.ts`). */

/** The texts of `<tictactoe-board>` in one language. */
export interface TicTacToeWords {
  boardLabel: (size: number, winLength: number) => string;
  empty: string;
  winningLine: string;
  lastMove: string;
  hinted: string;
  /** Joins the parts of a cell's label. */
  separator: string;
  taken: (cell: string) => string;
  digitKeys: string;
}

/** English, the source of every other language's table (`src/languages/<tag>/`). */
export const en: TicTacToeWords = {
  boardLabel: (size, winLength) => `Tic-tac-toe, ${size} by ${size}, ${winLength} in a row wins`,
  empty: 'empty',
  winningLine: 'winning line',
  lastMove: 'last move',
  hinted: 'hint',
  separator: ', ',
  taken: (cell) => `${cell} is already taken.`,
  digitKeys: '1 to 9: mark a cell, in reading order',
};
