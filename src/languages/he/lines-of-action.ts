/**
 * Lines of Action's words in Hebrew; Hebrew has no name of its own for the game, so it is written out in Hebrew letters
 * ("ליינס אוף אקשן"), with כלים שחורים and לבנים and the הכאה of chess.
 */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'אני';

/** A line of the board, as "ב…" takes it, with "along it" in its gender: שורה is feminine, טור and אלכסון masculine. */
const lines: Record<'row' | 'column' | 'diagonal', { on: string; along: string }> = {
  row: { on: 'בשורה', along: 'לאורכה' },
  column: { on: 'בטור', along: 'לאורכו' },
  diagonal: { on: 'באלכסון', along: 'לאורכו' },
};

const words: LinesOfActionWords = {
  boardLabel: (size) => `ליינס אוף אקשן, ${num('he', size)} על ${num('he', size)}`,
  black: 'שחור',
  white: 'לבן',
  empty: 'ריקה',
  capture: 'הכאה',
  group: (n, of) => `קבוצה ${num('he', n)} מתוך ${num('he', of)}`,
  groups: (n) => plural('he', n, { one: 'קבוצה אחת', two: 'שתי קבוצות', other: '# קבוצות' }),
  separator: ', ',
  moved: (name, from, to, captured) =>
    name === YOU
      ? `הזזת כלי מ־${from} ל־${to}${captured ? ' והכית כלי' : ''}.`
      : `המהלך של ${name}: מ־${from} ל־${to}${captured ? ', עם הכאה' : ''}.`,
  refusals: {
    distance: (from, line, count) =>
      `יש ${plural('he', count, { one: 'כלי אחד', two: 'שני כלים', other: '# כלים' })} ${lines[line].on} של ${from}, ולכן הכלי שב־${from} נע ${lines[line].along} בדיוק ${plural('he', count, { one: 'משבצת אחת', two: 'שתי משבצות', other: '# משבצות' })}.`,
    jumpEnemy: (from, over) =>
      `הכלי שב־${from} יכול לדלג מעל כלים בצבע שלו, לא מעל כלי היריב: הכלי שב־${over} חוסם את הדרך.`,
    ownPiece: (to) => `ב־${to} עומד כלי שלך: כלי נע למשבצת ריקה, או מכה כלי של היריב.`,
    notALine: (from, to) => `כלי נע לאורך שורה, טור או אלכסון: המשבצת ${to} לא נמצאת על אף קו שעובר דרך ${from}.`,
  },
  keys: [
    'חיצים, Home, End: תנועה בין המשבצות',
    'Enter או רווח על כלי שלך: הרמתו; אחר כך על משבצת: הזזתו אליה (Esc מחזיר אותו)',
    'p: ויתור על התור (כשאין מהלך אפשרי)',
  ],
};

export default words;
