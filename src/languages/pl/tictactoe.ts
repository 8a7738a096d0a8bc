/** Tic-tac-toe's words in Polish; terms as Wikipedia („Kółko i krzyżyk”) uses them. */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `Kółko i krzyżyk, ${num('pl', size)} × ${num('pl', size)}, wygrywa ${num('pl', winLength)} w rzędzie`,
  empty: 'puste',
  winningLine: 'linia wygrywająca',
  lastMove: 'ostatni ruch',
  hinted: 'podpowiedź',
  separator: ', ',
  taken: (cell) => `Pole ${cell} jest już zajęte.`,
  digitKeys: '1–9: postaw znak na polu (pola liczone rzędami od lewego górnego rogu)',
};

export default words;
