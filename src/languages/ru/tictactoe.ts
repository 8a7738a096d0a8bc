/** Tic-tac-toe's words in Russian; the game's name as Russian Wikipedia («Крестики-нолики») gives it. */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `Крестики-нолики, поле ${num('ru', size)} на ${num('ru', size)}, для победы нужно ${num('ru', winLength)} в ряд`,
  empty: 'пусто',
  winningLine: 'выигрышная линия',
  lastMove: 'последний ход',
  hinted: 'подсказка',
  separator: ', ',
  taken: (cell) => `Клетка ${cell} уже занята.`,
  digitKeys: 'Цифры 1–9: ход в клетку, считая слева направо и сверху вниз',
};

export default words;
