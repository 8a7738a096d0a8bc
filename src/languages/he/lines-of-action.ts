/**
 * Lines of Action's words in Hebrew; Hebrew has no name of its own for the game, so it is written out in Hebrew letters
 * ("ליינס אוף אקשן"), with כלים שחורים and לבנים and the הכאה of chess.
 */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'אני';

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
  keys: [
    'חיצים, Home, End: תנועה בין המשבצות',
    'Enter או רווח על כלי שלך: הרמתו; אחר כך על משבצת: הזזתו אליה (Esc מחזיר אותו)',
    'p: ויתור על התור (כשאין מהלך אפשרי)',
  ],
};

export default words;
