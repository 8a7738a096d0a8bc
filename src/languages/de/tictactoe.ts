/** Tic-tac-toe's words in German; terms as Wikipedia („Tic-Tac-Toe“) uses them. */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `Tic-Tac-Toe, ${num('de', size)} × ${num('de', size)}, ${num('de', winLength)} in einer Reihe gewinnt`,
  empty: 'leer',
  winningLine: 'Gewinnreihe',
  lastMove: 'letzter Zug',
  hinted: 'Tipp',
  separator: ', ',
  taken: (cell) => `${cell} ist schon belegt.`,
  digitKeys: '1 bis 9: ein Feld belegen, in Leserichtung gezählt',
};

export default words;
