/** Tic-tac-toe's words in Chinese (Simplified). */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) => `井字棋，${size}×${size}，连成 ${winLength} 子获胜`,
  empty: '空',
  winningLine: '获胜连线',
  lastMove: '上一步',
  hinted: '提示',
  separator: '，',
  taken: (cell) => `${cell} 已有棋子。`,
  digitKeys: '1 到 9：按阅读顺序在格子里落子',
};

export default words;
