/** Tic-tac-toe's words in Hebrew; "איקס עיגול", its name in Hebrew Wikipedia. */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `איקס עיגול, ${num('he', size)} על ${num('he', size)}, מי שמשלים ${num('he', winLength)} ברצף מנצח`,
  empty: 'ריקה',
  winningLine: 'שורת הניצחון',
  lastMove: 'המהלך האחרון',
  hinted: 'רמז',
  separator: ', ',
  taken: (cell) => `המשבצת ${cell} כבר תפוסה.`,
  // The board keeps its left-to-right layout in Hebrew: the digits run from the top left, not in reading order.
  digitKeys: '1 עד 9: סימון משבצת, משמאל לימין ומלמעלה למטה',
};

export default words;
