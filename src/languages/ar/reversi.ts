/** Reversi's words in Arabic; «ريفرسي», its name in Arabic Wikipedia, with أقراص turned over (قلب) and تمرير الدور. */
import { estimate, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'أنت';

/** Discs after a preposition or in a construct (genitive): "بفارق قرصين", "مع قلب ٣ أقراص". */
const discs = (n: number) =>
  plural('ar', n, { one: 'قرص واحد', two: 'قرصين', few: '# أقراص', many: '# قرصًا', other: '# قرص' });

/** Discs as the object of a verb (accusative): "قلبت قرصًا واحدًا". */
const discsObject = (n: number) =>
  plural('ar', n, { one: 'قرصًا واحدًا', two: 'قرصين', few: '# أقراص', many: '# قرصًا', other: '# قرص' });

const words: ReversiWords = {
  boardLabel: (size) => `ريفرسي، ${num('ar', size)} × ${num('ar', size)}`,
  black: 'أسود',
  white: 'أبيض',
  empty: 'فارغة',
  legal: 'يمكنك اللعب هنا',
  lastMove: 'آخر نقلة',
  turned: 'انقلب للتو',
  hinted: 'تلميح',
  separator: '، ',
  value: (n, exact) =>
    exact
      ? n === 0
        ? 'تعادل مع اللعب المثالي'
        : `${n > 0 ? 'فوز' : 'خسارة'} بفارق ${discs(Math.abs(n))} مع اللعب المثالي`
      : `فارق تقديري: ${estimate(n, 'ar')}`,
  shortValue: (n, exact) => (exact ? signed(n, 'ar') : estimate(n, 'ar')),
  playedTurning: (name, square, turned) =>
    name === YOU ? `لعبت ${square} وقلبت ${discsObject(turned)}.` : `نقلة ${name}: ${square}، مع قلب ${discs(turned)}.`,
  taken: (square) => `الخانة ${square} مشغولة.`,
  noFlip: (square) => `اللعب في ${square} لا يقلب أي قرص.`,
  finalCount: (black, white) => `الأسود ${num('ar', black)}، الأبيض ${num('ar', white)}.`,
  keys: [
    'الأسهم، Home، End: التنقل بين الخانات',
    'Enter أو المسافة: اللعب في الخانة الحالية',
    'p: تمرير الدور (حين لا تكون لديك نقلة)',
  ],
};

export default words;
