/** Reversi's words in Hebrew; "רברסי", its name in Hebrew Wikipedia, with דסקיות that turn over and ויתור על התור. */
import { estimate, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'אני';

/** A number of discs. */
const discs = (n: number) => plural('he', n, { one: 'דסקית אחת', two: 'שתי דסקיות', other: '# דסקיות' });

const words: ReversiWords = {
  boardLabel: (size) => `רברסי, ${num('he', size)} על ${num('he', size)}`,
  black: 'שחור',
  white: 'לבן',
  empty: 'ריקה',
  legal: 'אפשר לשחק כאן',
  lastMove: 'המהלך האחרון',
  turned: 'התהפכה זה עתה',
  hinted: 'רמז',
  separator: ', ',
  value: (n, exact) =>
    exact
      ? n === 0
        ? 'תיקו במשחק מושלם'
        : `${n > 0 ? 'ניצחון' : 'הפסד'} בהפרש של ${discs(Math.abs(n))} במשחק מושלם`
      : `הפרש משוער: ${estimate(n, 'he')}`,
  shortValue: (n, exact) => (exact ? signed(n, 'he') : estimate(n, 'he')),
  playedTurning: (name, square, turned) =>
    name === YOU
      ? `שיחקת ${square} והפכת ${discs(turned)}.`
      : `המהלך של ${name}: ${square}, ` +
        plural('he', turned, { one: 'דסקית אחת התהפכה', two: 'שתי דסקיות התהפכו', other: '# דסקיות התהפכו' }) +
        '.',
  taken: (square) => `המשבצת ${square} תפוסה.`,
  noFlip: (square) => `מהלך ב־${square} לא הופך אף דסקית.`,
  finalCount: (black, white) => `שחור ${num('he', black)}, לבן ${num('he', white)}.`,
  keys: [
    'חיצים, Home, End: תנועה בין המשבצות',
    'Enter או רווח: מהלך במשבצת שבמיקוד',
    'p: ויתור על התור (כשאין מהלך אפשרי)',
  ],
};

export default words;
