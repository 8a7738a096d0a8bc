/** Tic-tac-toe's words in Spanish; «Tres en raya», a name Wikipedia en español («Tres en línea») gives it. */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `Tres en raya, ${num('es', size)} por ${num('es', size)}, gana quien alinee ${num('es', winLength)}`,
  empty: 'vacía',
  winningLine: 'línea ganadora',
  lastMove: 'última jugada',
  hinted: 'pista',
  separator: ', ',
  taken: (cell) => `La casilla ${cell} ya está ocupada.`,
  digitKeys: '1 a 9: marcar una casilla, en orden de lectura',
};

export default words;
