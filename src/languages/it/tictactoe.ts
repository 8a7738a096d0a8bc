/** Tic-tac-toe's words in Italian; «Tris», its name in Wikipedia in italiano («Tris (gioco)»). */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `Tris, griglia ${num('it', size)} per ${num('it', size)}, vince chi ne allinea ${num('it', winLength)}`,
  empty: 'vuota',
  winningLine: 'linea vincente',
  lastMove: 'ultima mossa',
  hinted: 'suggerimento',
  separator: ', ',
  taken: (cell) => `La casella ${cell} è già occupata.`,
  digitKeys: 'Da 1 a 9: segnare una casella, in ordine di lettura',
};

export default words;
