/**
 * Hnefatafl's words in Hebrew; the game's name written out in Hebrew letters ("הנפטפל"), with the plain Hebrew words for
 * its pieces and squares: מלך, כס המלכות, תוקפים and מגינים.
 */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'אני';

/** The pieces a move took. */
const pieces = (n: number) => plural('he', n, { one: 'כלי אחד', two: 'שני כלים', other: '# כלים' });

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'קופנהגן', fetlar: 'פטלר', tablut: 'טבלוט', brandubh: 'ברנדוב' })[v],
  boardLabel: (variant, size) => `הנפטפל, חוקי ${variant}, ${num('he', size)} על ${num('he', size)}`,
  attackers: 'התוקפים',
  defenders: 'המגינים',
  attacker: 'תוקף',
  defender: 'מגן',
  king: 'מלך',
  empty: 'ריקה',
  throne: 'כס המלכות',
  corner: 'פינה',
  onOpenLine: 'על נתיב פתוח של המלך',
  capture: 'הכאה',
  separator: ', ',
  moved: (name, from, to, captured) =>
    name === YOU
      ? `הזזת כלי מ־${from} ל־${to}${captured > 0 ? ` והכית ${pieces(captured)}` : ''}.`
      : `המהלך של ${name}: מ־${from} ל־${to}${captured > 0 ? `, עם הכאת ${pieces(captured)}` : ''}.`,
  openLines: (squares) => `למלך יש נתיב פתוח אל ${list('he', squares)}!`,
  reasons: {
    escaped: 'המלך נמלט.',
    'exit-fort': 'המלך בטוח במבצר בשפת הלוח.',
    'king-captured': 'המלך נלכד.',
    encircled: 'התוקפים כיתרו את כל המגינים.',
    'no-moves': 'לצד שתורו לשחק לא היה מהלך.',
    'move-limit': `המשחק הגיע ל־${num('he', 1000)} מהלכים, האורך המרבי של משחק: תיקו.`,
    repetition: 'אותה עמדה חזרה שלוש פעמים.',
  },
  refusals: {
    straight: (from, to) =>
      `הכלים נעים לאורך שורה או טור, כמו צריח בשחמט: המשבצת ${to} לא נמצאת באותה שורה או באותו טור כמו ${from}.`,
    blocked: (square) => `הכלי שב־${square} חוסם את הדרך: אף כלי לא מדלג מעל כלי אחר.`,
    kingOnly: (square) => `רק המלך רשאי לעצור ב־${square}.`,
    thronePass: (square) => `בגרסה הזו רק המלך רשאי לעבור דרך כס המלכות, ${square}.`,
    kingRange: (count) =>
      `בגרסה הזו המלך נע לכל היותר ${plural('he', count, { one: 'משבצת אחת', two: 'שתי משבצות', other: '# משבצות' })}.`,
  },
  keys: [
    'חיצים, Home, End: תנועה בין המשבצות',
    'Enter או רווח על כלי שלך: הרמתו; אחר כך על משבצת: הזזתו אליה (Esc מחזיר אותו)',
  ],
};

export default words;
