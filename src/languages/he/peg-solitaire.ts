/** Peg solitaire's words in Hebrew; "סוליטר", the game's usual Hebrew name, with its יתדות (pegs) and חורים (holes). */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { plural } from '../intl.js';

/** The pegs left, as a sentence: "נותרה יתד אחת", "נותרו 3 יתדות". */
const left = (n: number) => plural('he', n, { one: 'נותרה יתד אחת', two: 'נותרו שתי יתדות', other: 'נותרו # יתדות' });

const variantNames: Record<Variant, string> = {
  english: 'לוח אנגלי',
  french: 'לוח צרפתי',
  wiegleb: 'לוח ויגלב',
  diamond: 'לוח מעוין',
  triangle: 'לוח משולש',
};

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) =>
    `סוליטר, ${variantNames[variant]}, ` + plural('he', holes, { one: 'חור אחד', two: 'שני חורים', other: '# חורים' }),
  peg: 'יתד',
  hole: 'חור ריק',
  startHole: 'חור ההתחלה',
  deadEnd: 'מבוי סתום',
  allDeadEnds: 'כל הקפיצות שלה מובילות למבוי סתום',
  separator: ', ',
  pegsLeft: left,
  central: 'נותרה יתד אחת, בחור ההתחלה: פתרון מושלם!',
  onePeg: 'נותרה יתד אחת: נפתר!',
  stuck: (n) => `אין עוד קפיצות אפשריות: ${left(n)}.`,
  noLongerCentral: 'היתד האחרונה כבר לא יכולה לסיים בחור ההתחלה.',
  noLongerOnePeg: 'כבר אי אפשר לסיים עם יתד אחת בלבד.',
  deadEndPegs: (n) =>
    plural('he', n, {
      one: 'יתד אחת מוקפת בעיגול מובילה רק למבוי סתום.',
      two: 'שתי יתדות מוקפות בעיגול מובילות רק למבוי סתום.',
      other: '# יתדות מוקפות בעיגול מובילות רק למבוי סתום.',
    }),
  jumped: (from, to, pegs) => `קפיצה מ־${from} ל־${to}; ${left(pegs)}.`,
  solve: 'פתרון',
  solving: 'מחפשים פתרון…',
  refusals: {
    notAJump: (from, to) =>
      `יתד קופצת מעל היתד הסמוכה לה בקו ישר, אל החור שמיד אחריה: המהלך מ־${from} ל־${to} אינו קפיצה כזו.`,
    noPeg: (from) => `אין יתד ב־${from} שאפשר לקפוץ איתה.`,
    nothingToJump: (from, to, over) =>
      `הקפיצה מ־${from} ל־${to} הייתה עוברת מעל החור ${over}, שהוא ריק: יתד קופצת מעל יתד.`,
    holeFull: (to) => `בחור ${to} כבר יש יתד: קפיצה מסתיימת בחור ריק.`,
  },
  keys: [
    'חיצים, Home, End: תנועה בין החורים',
    'Enter או רווח על יתד: הרמתה; אחר כך על חור ריק: קפיצה אליו (Esc מחזיר אותה)',
    'h: רמז, קפיצה שמשאירה את המשחק פתיר',
  ],
};

export default words;
