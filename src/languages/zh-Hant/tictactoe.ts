/** Tic-tac-toe's words in Traditional Chinese (Taiwan); the name as Taiwan says it (井字遊戲; Chinese Wikipedia 「井字棋」). */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('zh-Hant', x);

const words: TicTacToeWords = {
  boardLabel: (size, winLength) => `井字遊戲，${n(size)}×${n(size)}，${n(winLength)} 個連成一線獲勝`,
  empty: '空',
  winningLine: '獲勝連線',
  lastMove: '上一步',
  hinted: '提示',
  separator: '，',
  taken: (cell) => `${cell} 已經有人下了。`,
  digitKeys: '1 到 9：依由左而右、由上而下的順序，在對應的格子下子',
};

export default words;
