/** Connect Four's words in Hebrew; "ארבע בשורה", its name in Hebrew Wikipedia, with its דסקיות (discs). */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** The moves to the end: "בעוד מהלך אחד", "בעוד שני מהלכים", "בעוד 3 מהלכים". */
const inMoves = (n: number) =>
  plural('he', n, { one: 'בעוד מהלך אחד', two: 'בעוד שני מהלכים', other: 'בעוד # מהלכים' });

const words: ConnectFourWords = {
  boardLabel: (columns, rows) =>
    `ארבע בשורה, ${plural('he', columns, { one: 'עמודה אחת', two: 'שתי עמודות', other: '# עמודות' })} ` +
    `על ${plural('he', rows, { one: 'שורה אחת', two: 'שתי שורות', other: '# שורות' })}, ` +
    'מי שמשלים ארבע בשורה מנצח',
  column: (column) => `עמודה ${num('he', column)}`,
  cellLabel: (column, row) => `עמודה ${num('he', column)}, שורה ${num('he', row)}`,
  red: 'אדום',
  yellow: 'צהוב',
  empty: 'ריקה',
  landsHere: 'הדסקית שלך תנחת כאן',
  winningLine: 'שורת הניצחון',
  lastMove: 'המהלך האחרון',
  hinted: 'רמז',
  separator: ', ',
  full: (column) => `עמודה ${num('he', column)} מלאה.`,
  value: (kind, n) => (kind === 'draw' ? 'תיקו' : kind === 'win' ? `ניצחון ${inMoves(n)}` : `הפסד ${inMoves(n)}`),
  shortValue: (kind, n) => (kind === 'draw' ? '=' : kind === 'win' ? `+${num('he', n)}` : `−${num('he', n)}`),
  analysing: 'ניתוח בתהליך…',
  keys: ['1 עד 9 (0 לעמודה 10): הכנסת דסקית לעמודה המתאימה', 'Enter או רווח: הכנסת דסקית לעמודה שבמיקוד'],
};

export default words;
