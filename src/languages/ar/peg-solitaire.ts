/** Peg solitaire's words in Arabic; «سوليتير الأوتاد», the game's usual Arabic name, with its أوتاد and ثقوب. */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { plural } from '../intl.js';

/** The pegs left, as a sentence: "بقي وتدان", "بقي ٣ أوتاد", "بقي ١١ وتدًا". */
const left = (n: number) =>
  plural('ar', n, {
    zero: 'لم يبق أي وتد',
    one: 'بقي وتد واحد',
    two: 'بقي وتدان',
    few: 'بقي # أوتاد',
    many: 'بقي # وتدًا',
    other: 'بقي # وتد',
  });

const variantNames: Record<Variant, string> = {
  english: 'اللوحة الإنجليزية',
  french: 'اللوحة الفرنسية',
  wiegleb: 'لوحة فيغليب',
  diamond: 'اللوحة المعينية',
  triangle: 'اللوحة المثلثة',
};

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) =>
    `سوليتير الأوتاد، ${variantNames[variant]}، ` +
    plural('ar', holes, { one: 'ثقب واحد', two: 'ثقبان', few: '# ثقوب', many: '# ثقبًا', other: '# ثقب' }),
  peg: 'وتد',
  hole: 'ثقب فارغ',
  startHole: 'ثقب البداية',
  deadEnd: 'طريق مسدود',
  allDeadEnds: 'كل قفزاته تنتهي إلى طريق مسدود',
  separator: '، ',
  pegsLeft: left,
  central: 'بقي وتد واحد في ثقب البداية: حل مثالي!',
  onePeg: 'بقي وتد واحد: تم الحل!',
  stuck: (n) => `لا قفزات متاحة: ${left(n)}.`,
  noLongerCentral: 'لم يعد ممكنًا أن ينتهي آخر وتد في ثقب البداية.',
  noLongerOnePeg: 'لم يعد ممكنًا الانتهاء بوتد واحد.',
  deadEndPegs: (n) =>
    plural('ar', n, {
      one: 'الوتد المحاط بدائرة لا يؤدي إلا إلى طرق مسدودة.',
      two: 'الوتدان المحاطان بدائرة لا يؤديان إلا إلى طرق مسدودة.',
      few: '# أوتاد محاطة بدوائر لا تؤدي إلا إلى طرق مسدودة.',
      many: '# وتدًا محاطًا بدائرة لا تؤدي إلا إلى طرق مسدودة.',
      other: '# وتد محاط بدائرة لا تؤدي إلا إلى طرق مسدودة.',
    }),
  jumped: (from, to, pegs) => `قفزة من ${from} إلى ${to}؛ ${left(pegs)}.`,
  solve: 'حل اللعبة',
  solving: 'جارٍ الحل…',
  refusals: {
    notAJump: (from, to) =>
      `يقفز الوتد فوق الوتد المجاور له في خط مستقيم، إلى الثقب الذي يليه مباشرة: الانتقال من ${from} إلى ${to} ليس قفزة كهذه.`,
    noPeg: (from) => `لا يوجد وتد في ${from} للقفز به.`,
    nothingToJump: (from, to, over) =>
      `القفزة من ${from} إلى ${to} ستمر فوق الثقب ${over}، وهو فارغ: يقفز الوتد فوق وتد.`,
    holeFull: (to) => `في الثقب ${to} وتد بالفعل: تنتهي القفزة في ثقب فارغ.`,
  },
  keys: [
    'الأسهم، Home، End: التنقل بين الثقوب',
    'Enter أو المسافة على وتد: رفعه؛ ثم على ثقب فارغ: القفز إليه (Esc يعيده مكانه)',
    'h: تلميح، قفزة تُبقي اللعبة قابلة للحل',
  ],
};

export default words;
