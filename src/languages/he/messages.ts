/**
 * The texts every board shares, in Hebrew; the player is spoken to without gender (infinitives, past-tense forms and
 * "אפשר"), and their own default name is "אני".
 */
import type { Messages } from '../../element/base/messages.js';
import { isName, markAfter } from '../names.js';
import { list, num, plural, sentences } from '../intl.js';

/** The player's own default name; the boards also give it with a mark, as in "אני (X)". */
const YOU = 'אני';

/** Whether `name` is the player's own default name, alone or with its mark: the sentence then speaks to the player. */
const isYou = (name: string) => isName(name, YOU);

/** What follows the name "אני": its mark, as in " (X)", or nothing. */
const markOf = (name: string) => markAfter(name, YOU);

const words: Messages = {
  sentences: (parts) => sentences(parts),
  yourTurn: 'תורך',
  sideToMove: (name) => (isYou(name) ? `תורך${markOf(name)}` : `התור של ${name}`),
  thinking: 'המחשב חושב…',
  sideThinking: (name) => `חישוב המהלך של ${name}…`,
  waitingFor: (name) => `ממתינים למהלך של ${name}…`,
  youWin: 'ניצחת!',
  youLose: 'הפסדת.',
  draw: 'תיקו.',
  sideWins: (name) => (isYou(name) ? 'ניצחת!' : `ניצחון של ${name}!`),
  forcedWinSeen: 'אני רואה ניצחון כפוי.',
  played: (name, move) => (isYou(name) ? `שיחקת ${move}.` : `המהלך של ${name}: ${move}.`),
  you: YOU,
  computer: 'המחשב',
  opponent: 'היריב',
  player1: 'שחקן 1',
  player2: 'שחקן 2',
  wins: (count) => plural('he', count, { one: 'ניצחון אחד', two: 'שני ניצחונות', other: '# ניצחונות' }),
  newGame: 'משחק חדש',
  undo: 'ביטול מהלך',
  redo: 'ביצוע חוזר',
  hint: 'רמז',
  hintIs: (move) => `רמז: ${move}.`,
  keys: 'מקשים',
  keysTitle: 'מקלדת',
  commonKeys: [
    'חיצים, Home, End: תנועה על הלוח',
    'Enter או רווח: מהלך במשבצת שבמיקוד',
    'Esc: ביטול הבחירה, סגירת הרשימה הזו',
    'h: רמז',
    'u: ביטול מהלך',
    'n: משחק חדש',
    's: הקראת המצב',
    '?: הצגה או הסתרה של הרשימה הזו',
  ],
  moveList: 'מהלכים',
  noMoves: 'עדיין אין מהלכים.',
  review: 'ניתוח',
  learn: 'ללמוד',
  players: 'שחקנים',
  newGameHint: 'כדי לשחק שוב, אפשר ללחוץ על "משחק חדש" או על הלוח.',
  namesTitle: 'מי משחק?',
  nameOf: (side) => (isYou(side) ? `השם שלך${markOf(side)}` : `השם של ${side}`),
  start: 'התחלה',
  pass: 'ויתור על התור',
  mustPass: (name) =>
    isYou(name)
      ? `תורך${markOf(name)}: אין לך מהלך אפשרי, יש לוותר על התור`
      : `${name}: אין מהלך אפשרי, יש לוותר על התור`,
  passed: (name) =>
    isYou(name) ? 'לא היה לך מהלך אפשרי, ולכן התור עבר.' : `לא היה מהלך אפשרי עבור ${name}, ולכן התור עבר.`,
  pieceSelected: (square, targets) => `הכלי ב־${square} נבחר; אפשר להזיז אותו ל־${list('he', targets, 'or')}.`,
  selectionCleared: 'הבחירה בוטלה.',
  cannotMoveFrom: (square) => `אין ב־${square} כלי שלך שיכול לזוז.`,
  selected: 'נבחר',
  target: 'הכלי שנבחר יכול לזוז לכאן',
  lastFrom: 'המהלך האחרון יצא מכאן',
  lastTo: 'המהלך האחרון הגיע לכאן',
  hinted: 'רמז',
  music: 'מוזיקה',
  clockOf: (name) => (isYou(name) ? `השעון שלך${markOf(name)}` : `השעון של ${name}`),
  timeLow: (name) =>
    isYou(name) ? `נותרו לך פחות מ־${num('he', 10)} שניות.` : `${name}: נותרו פחות מ־${num('he', 10)} שניות.`,
  outOfTime: (name) => (isYou(name) ? 'הזמן שלך נגמר.' : `${name}: הזמן נגמר.`),
  notSaved: (reason) =>
    ({
      unreadable: 'לא ניתן לקרוא את המשחק השמור כאן. הוא יישאר כפי שהוא עד המהלך הבא.',
      'newer-version': 'המשחק השמור כאן הוא מגרסה חדשה יותר. הוא יישאר כפי שהוא עד המהלך הבא.',
      'other-options': 'למשחק השמור כאן יש הגדרות אחרות. הוא יישאר כפי שהוא עד המהלך הבא.',
      quota: 'האחסון מלא: המשחק הזה אינו נשמר.',
      unavailable: 'הדפדפן הזה לא מאפשר אחסון: המשחק הזה אינו נשמר.',
    })[reason],
};

export default words;
