/** Online play's texts in Hebrew; the player is spoken to without gender, as in `messages.ts`. */
import type { OnlineWords } from '../../element/online/online-words.js';
import { plural } from '../intl.js';

const words: OnlineWords = {
  panel: 'משחק מקוון',
  invite: 'הזמנת חבר',
  inviteHelp: 'אפשר לשלוח את הקישור הזה לחבר, או למסור לו את הקוד.',
  inviteLink: 'קישור הזמנה',
  copy: 'העתקת הקישור',
  copied: 'הקישור הועתק.',
  code: 'קוד',
  joinCode: 'הקוד של החבר',
  join: 'הצטרפות',
  badCode: 'קוד מורכב משש אותיות וספרות, למשל k7m2qp.',
  waiting: 'ממתינים לחבר שלך…',
  connecting: 'מתבצע חיבור…',
  connectedTo: (name) => `משחק מקוון עם ${name}.`,
  connected: 'משחק מקוון פעיל.',
  reconnecting: 'החיבור אבד, מתבצע חיבור מחדש…',
  closed: 'אין חיבור.',
  registering: 'ההזמנה נרשמת בשרת המשחק המקוון…',
  unreachable: (host) => `אין גישה לשרת המשחק המקוון (${host}).`,
  retry: 'ניסיון חוזר',
  full: 'במשחק הזה כבר יש שני שחקנים.',
  intruder: 'מישהו אחר ניסה להצטרף למשחק הזה באמצעות הקוד של המשחק, והבקשה נדחתה.',
  joinAsk: (code) => `הקישור של הדף הזה מבקש להצטרף למשחק אחר (${code}). לעזוב את המשחק הזה ולהצטרף אליו?`,
  joinOther: 'לעזוב ולהצטרף',
  stay: 'להישאר',
  stop: 'עזיבת המשחק',
  resign: 'כניעה',
  offerDraw: 'הצעת תיקו',
  askUndo: 'בקשה לבטל מהלך',
  accept: 'אישור',
  decline: 'דחייה',
  rematch: 'משחק חוזר',
  theyOffer: (name, what) =>
    ({
      draw: `התקבלה הצעת תיקו מאת ${name}.`,
      undo: `התקבלה בקשה מאת ${name} לבטל את המהלך האחרון.`,
      rematch: `התקבלה בקשה מאת ${name} למשחק חוזר, עם החלפת צדדים.`,
    })[what],
  weOffered: (what) =>
    ({
      draw: 'הצעת התיקו נשלחה; ממתינים לתשובה.',
      undo: 'הבקשה לבטל מהלך נשלחה; ממתינים לתשובה.',
      rematch: 'הבקשה למשחק חוזר נשלחה; ממתינים לתשובה.',
    })[what],
  declined: (what) =>
    ({
      draw: 'הצעת התיקו נדחתה.',
      undo: 'הבקשה לבטל מהלך נדחתה.',
      rematch: 'הבקשה למשחק חוזר נדחתה.',
    })[what],
  resigned: (name) => `המשחק הסתיים בכניעה של ${name}.`,
  drawAgreed: 'תיקו בהסכמה.',
  friend: 'החבר שלך',
  watchLink: 'קישור לצפייה',
  watchHelp: 'כל מי שיש לו את הקישור הזה יכול לצפות במשחק בשידור חי, אבל לא לשחק.',
  watchers: (count) => plural('he', count, { one: 'אדם אחד צופה.', two: 'שני אנשים צופים.', other: '# אנשים צופים.' }),
  watchingGame: (first, second) => `צפייה במשחק בין ${first} לבין ${second}.`,
  watchingWait: 'מתבצע חיבור למשחק…',
  stopWatching: 'הפסקת הצפייה',
  left: (name) => `${name} כבר לא במשחק: ממתינים לחזרה של ${name}.`,
  mayClaim: (name) => `${name} לא במשחק כבר זמן מה. אפשר לתבוע את הניצחון או להכריז על תיקו.`,
  claimWin: 'תביעת הניצחון',
  claimDraw: 'הכרזה על תיקו',
  claimedWin: 'תבעת את הניצחון.',
  calledDraw: 'הכרזת על תיקו.',
  claimedAgainst: (name, draw) =>
    draw ? `אחרי שעזבת, הוכרז תיקו על ידי ${name}.` : `אחרי שעזבת, הניצחון נתבע על ידי ${name}.`,
  claimRefused: (name) => `המשחק נתבע על ידי ${name} בזמן שהחיבור נפל, אבל הלוח שלך היה כאן כל הזמן: המשחק נמשך.`,
  claimWithdrawn: (name) =>
    `הלוח של ${name} היה כאן כל הזמן: התקלה הייתה בחיבור, לא אצל ${name}. ` + 'התביעה שלך בוטלה והמשחק נמשך.',
};

export default words;
