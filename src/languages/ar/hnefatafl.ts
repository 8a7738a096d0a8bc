/**
 * Hnefatafl's words in Arabic; the game's name written out in Arabic letters («هنفتافل»), with the plain Arabic words
 * for its pieces and squares: الملك, العرش, المهاجمون and المدافعون.
 */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'أنت';

/** The pieces a move took (the same spelling as object and after "أسر"): "قطعتين", "٣ قطع". */
const pieces = (n: number) =>
  plural('ar', n, { one: 'قطعة واحدة', two: 'قطعتين', few: '# قطع', many: '# قطعة', other: '# قطعة' });

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'كوبنهاغن', fetlar: 'فتلار', tablut: 'تابلوت', brandubh: 'براندوف' })[v],
  boardLabel: (variant, size) => `هنفتافل، قواعد ${variant}، ${num('ar', size)} × ${num('ar', size)}`,
  attackers: 'المهاجمون',
  defenders: 'المدافعون',
  attacker: 'مهاجم',
  defender: 'مدافع',
  king: 'الملك',
  empty: 'فارغة',
  throne: 'العرش',
  corner: 'زاوية',
  onOpenLine: 'على خط مفتوح للملك',
  capture: 'أسر',
  separator: '، ',
  moved: (name, from, to, captured) =>
    name === YOU
      ? `نقلت من ${from} إلى ${to}${captured > 0 ? ` وأسرت ${pieces(captured)}` : ''}.`
      : `نقلة ${name}: من ${from} إلى ${to}${captured > 0 ? `، مع أسر ${pieces(captured)}` : ''}.`,
  openLines: (squares) => `أمام الملك خط مفتوح إلى ${list('ar', squares)}!`,
  reasons: {
    escaped: 'هرب الملك.',
    'exit-fort': 'الملك في أمان داخل حصن على حافة اللوحة.',
    'king-captured': 'تم أسر الملك.',
    encircled: 'طوّق المهاجمون جميع المدافعين.',
    'no-moves': 'لم تكن لدى الطرف صاحب الدور أي نقلة.',
    'move-limit': `بلغت اللعبة ${num('ar', 1000)} نقلة، وهو أقصى طول للعبة: تعادل.`,
    repetition: 'تكرر الوضع نفسه ثلاث مرات.',
  },
  refusals: {
    straight: (from, to) =>
      `تتحرك القطع على صف أو عمود، مثل الرخ في الشطرنج: الخانة ${to} ليست على صف الخانة ${from} ولا على عمودها.`,
    blocked: (square) => `القطعة التي في ${square} تعترض الطريق: لا تقفز أي قطعة فوق قطعة أخرى.`,
    kingOnly: (square) => `لا يجوز التوقف على الخانة ${square} إلا للملك.`,
    thronePass: (square) => `في هذه القواعد لا يجوز المرور فوق العرش، ${square}، إلا للملك.`,
    kingRange: (count) =>
      `في هذه القواعد يتحرك الملك ${plural('ar', count, { one: 'خانة واحدة', two: 'خانتين', few: '# خانات', many: '# خانة', other: '# خانة' })} على الأكثر.`,
  },
  keys: [
    'الأسهم، Home، End: التنقل بين الخانات',
    'Enter أو المسافة على قطعتك: رفعها؛ ثم على خانة: نقلها إليها (Esc يعيدها مكانها)',
  ],
};

export default words;
