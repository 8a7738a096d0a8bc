/** Tic-tac-toe's words in Ukrainian; the game's name as Ukrainian Wikipedia («Хрестики-нулики») gives it. */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `Хрестики-нулики, поле ${num('uk', size)} на ${num('uk', size)}, для перемоги потрібно ${num('uk', winLength)} у ряд`,
  empty: 'порожньо',
  winningLine: 'виграшна лінія',
  lastMove: 'останній хід',
  hinted: 'підказка',
  separator: ', ',
  taken: (cell) => `Клітинка ${cell} уже зайнята.`,
  digitKeys: 'Цифри 1–9: хід у клітинку, рахуючи зліва направо й згори донизу',
};

export default words;
