/** Tic-tac-toe's words in French; « Morpion », the name French players use and Wikipédia (« Tic-tac-toe ») gives. */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `Morpion, grille de ${num('fr', size)} sur ${num('fr', size)}, alignez-en ${num('fr', winLength)} pour gagner`,
  empty: 'vide',
  winningLine: 'ligne gagnante',
  lastMove: 'dernier coup',
  hinted: 'indice',
  separator: ', ',
  taken: (cell) => `La case ${cell} est déjà prise.`,
  digitKeys: '1 à 9 : marquer une case, dans l’ordre de lecture',
};

export default words;
