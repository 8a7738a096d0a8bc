/**
 * Tic-tac-toe's words in Portuguese; «Jogo da velha», its Brazilian name (Wikipedia em português), rather than the
 * «jogo do galo» of Portugal.
 */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `Jogo da velha, ${num('pt', size)} por ${num('pt', size)}, vence quem alinhar ${num('pt', winLength)}`,
  empty: 'vazia',
  winningLine: 'linha vencedora',
  lastMove: 'última jogada',
  hinted: 'dica',
  separator: ', ',
  taken: (cell) => `A casa ${cell} já está ocupada.`,
  digitKeys: '1 a 9: marcar uma casa, na ordem de leitura',
};

export default words;
