/**
 * Lines of Action's words in Arabic; Arabic has no name of its own for the game, so it is written out in Arabic letters
 * («لاينز أوف أكشن»), with قطع سوداء and بيضاء and the أسر of chess.
 */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'أنت';

/** A line of the board, as the first word of "صف الخانة …" takes it: صف, عمود, قطر, all masculine ("على امتداده"). */
const lines: Record<'row' | 'column' | 'diagonal', string> = { row: 'صف', column: 'عمود', diagonal: 'قطر' };

const words: LinesOfActionWords = {
  boardLabel: (size) => `لاينز أوف أكشن، ${num('ar', size)} × ${num('ar', size)}`,
  black: 'أسود',
  white: 'أبيض',
  empty: 'فارغة',
  capture: 'أسر',
  group: (n, of) => `المجموعة ${num('ar', n)} من ${num('ar', of)}`,
  groups: (n) =>
    plural('ar', n, {
      zero: 'لا مجموعات',
      one: 'مجموعة واحدة',
      two: 'مجموعتان',
      few: '# مجموعات',
      many: '# مجموعة',
      other: '# مجموعة',
    }),
  separator: '، ',
  moved: (name, from, to, captured) =>
    name === YOU
      ? `نقلت من ${from} إلى ${to}${captured ? ' وأسرت قطعة' : ''}.`
      : `نقلة ${name}: من ${from} إلى ${to}${captured ? '، مع أسر قطعة' : ''}.`,
  refusals: {
    distance: (from, line, count) =>
      `توجد ${plural('ar', count, { one: 'قطعة واحدة', two: 'قطعتان', few: '# قطع', many: '# قطعة', other: '# قطعة' })} في ${lines[line]} الخانة ${from}، لذا تتحرك القطعة التي فيها على امتداده ${plural('ar', count, { one: 'خانة واحدة', two: 'خانتين', few: '# خانات', many: '# خانة', other: '# خانة' })} بالضبط.`,
    jumpEnemy: (from, over) =>
      `يمكن للقطعة التي في ${from} أن تقفز فوق قطع لونها، لا فوق قطع الخصم: القطعة التي في ${over} تعترض طريقها.`,
    ownPiece: (to) => `في ${to} قطعة من قطعك: تنتقل القطعة إلى خانة فارغة، أو تأسر قطعة للخصم.`,
    notALine: (from, to) => `تتحرك القطعة على صف أو عمود أو قطر: الخانة ${to} لا تقع على أي خط يمر بالخانة ${from}.`,
  },
  keys: [
    'الأسهم، Home، End: التنقل بين الخانات',
    'Enter أو المسافة على قطعتك: رفعها؛ ثم على خانة: نقلها إليها (Esc يعيدها مكانها)',
    'p: تمرير الدور (حين لا تكون لديك نقلة)',
  ],
};

export default words;
