/** Tic-tac-toe's words in Turkish; «XOX», the name Turkish players and Vikipedi («XOX») use, with its kareler. */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `XOX, ${num('tr', size)} × ${num('tr', size)}, ${num('tr', winLength)} işaretini düz bir çizgide dizen kazanır`,
  empty: 'boş',
  winningLine: 'kazanan çizgi',
  lastMove: 'son hamle',
  hinted: 'ipucu',
  separator: ', ',
  taken: (cell) => `${cell} karesi dolu.`,
  digitKeys: '1 ile 9 arası: okuma sırasına göre bir kareyi işaretle',
};

export default words;
