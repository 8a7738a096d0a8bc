/** Tic-tac-toe's words in Chinese: a module of its own, loaded when a board first speaks Chinese. */
import type { TicTacToeWords } from './words.js';

/** The Chinese table. */
export const zh: TicTacToeWords = {
  boardLabel: (size, winLength) => `井字棋，${size}×${size}，连成 ${winLength} 子获胜`,
  empty: '空',
  winningLine: '获胜连线',
  lastMove: '上一步',
  hinted: '提示',
  separator: '，',
  taken: (cell) => `${cell} 已有棋子。`,
  digitKeys: '1 到 9：按阅读顺序在格子里落子',
};
