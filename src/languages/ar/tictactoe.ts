/** Tic-tac-toe's words in Arabic; «إكس أو», the name Arabic players use (Arabic Wikipedia: «تيك تاك تو»). */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num, plural } from '../intl.js';

/** The marks of a winning line, after "من" (genitive): "خطًا من 3 علامات". */
const marks = (n: number) =>
  plural('ar', n, { one: 'علامة واحدة', two: 'علامتين', few: '# علامات', many: '# علامة', other: '# علامة' });

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `إكس أو، ${num('ar', size)} × ${num('ar', size)}، يفوز من يكمل خطًا من ${marks(winLength)}`,
  empty: 'فارغة',
  winningLine: 'خط الفوز',
  lastMove: 'آخر نقلة',
  hinted: 'تلميح',
  separator: '، ',
  taken: (cell) => `الخانة ${cell} مشغولة بالفعل.`,
  // The board keeps its left-to-right layout in Arabic: the digits run from the top left, not in reading order.
  digitKeys: '1 إلى 9: وضع علامة في خانة، من اليسار إلى اليمين ومن الأعلى إلى الأسفل',
};

export default words;
