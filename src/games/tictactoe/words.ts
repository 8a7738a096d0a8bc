/** Tic-tac-toe's own words, in each built-in language (the shared ones live in `element/messages.ts`). */
import type { Language } from '../../element/messages.js';

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

/** The built-in tables. */
export const words: Readonly<Record<Language, TicTacToeWords>> = {
  en: {
    boardLabel: (size, winLength) => `Tic-tac-toe, ${size} by ${size}, ${winLength} in a row wins`,
    empty: 'empty',
    winningLine: 'winning line',
    lastMove: 'last move',
    hinted: 'hint',
    separator: ', ',
    taken: (cell) => `${cell} is already taken.`,
    digitKeys: '1 to 9: mark a cell, in reading order',
  },
  zh: {
    boardLabel: (size, winLength) => `井字棋，${size}×${size}，连成 ${winLength} 子获胜`,
    empty: '空',
    winningLine: '获胜连线',
    lastMove: '上一步',
    hinted: '提示',
    separator: '，',
    taken: (cell) => `${cell} 已有棋子。`,
    digitKeys: '1 到 9：按阅读顺序在格子里落子',
  },
};
