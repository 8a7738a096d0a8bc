/** Connect Four's words in Arabic; «أربعة في صف», the game's name put into Arabic, with its أقراص (discs). */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** Columns counted on their own. */
const columnsOf = (n: number) =>
  plural('ar', n, { one: 'عمود واحد', two: 'عمودان', few: '# أعمدة', many: '# عمودًا', other: '# عمود' });

/** Rows counted on their own. */
const rowsOf = (n: number) =>
  plural('ar', n, { one: 'صف واحد', two: 'صفان', few: '# صفوف', many: '# صفًا', other: '# صف' });

/** Moves after "خلال" (genitive): "خلال نقلتين", "خلال ٣ نقلات". */
const moves = (n: number) =>
  plural('ar', n, { one: 'نقلة واحدة', two: 'نقلتين', few: '# نقلات', many: '# نقلة', other: '# نقلة' });

const words: ConnectFourWords = {
  boardLabel: (columns, rows) => `أربعة في صف، ${columnsOf(columns)} و${rowsOf(rows)}، يفوز من يكمل خطًا من أربعة أقراص`,
  column: (column) => `العمود ${num('ar', column)}`,
  cellLabel: (column, row) => `العمود ${num('ar', column)}، الصف ${num('ar', row)}`,
  red: 'أحمر',
  yellow: 'أصفر',
  empty: 'فارغة',
  landsHere: 'سيستقر قرصك هنا',
  winningLine: 'خط الفوز',
  lastMove: 'آخر نقلة',
  hinted: 'تلميح',
  separator: '، ',
  full: (column) => `العمود ${num('ar', column)} ممتلئ.`,
  value: (kind, n) => (kind === 'draw' ? 'تعادل' : kind === 'win' ? `فوز خلال ${moves(n)}` : `خسارة خلال ${moves(n)}`),
  shortValue: (kind, n) => (kind === 'draw' ? '=' : kind === 'win' ? `+${num('ar', n)}` : `−${num('ar', n)}`),
  analysing: 'جارٍ التحليل…',
  keys: ['1 إلى 9 (0 للعمود العاشر): إسقاط قرص في ذلك العمود', 'Enter أو المسافة: إسقاط قرص في العمود الحالي'],
};

export default words;
