/** Peg solitaire's words in Ukrainian; terms (солітер, кілочки, отвори) as the Ukrainian and Russian Wikipedias use them. */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { plural } from '../intl.js';

const variantNames: Record<Variant, string> = {
  english: 'англійська дошка',
  french: 'французька дошка',
  wiegleb: 'дошка Віглеба',
  diamond: 'ромбоподібна дошка',
  triangle: 'трикутна дошка',
};

/** How many pegs are left, within a sentence. */
const left = (n: number) =>
  plural('uk', n, {
    one: 'залишився # кілочок',
    few: 'залишилося # кілочки',
    many: 'залишилося # кілочків',
    other: 'залишилося # кілочка',
  });

/** The same at the start of a sentence. */
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) =>
    `Солітер, ${variantNames[variant]}, ` +
    plural('uk', holes, { one: '# отвір', few: '# отвори', many: '# отворів', other: '# отвору' }),
  peg: 'кілочок',
  hole: 'порожній отвір',
  startHole: 'початковий отвір',
  deadEnd: 'глухий кут',
  allDeadEnds: 'будь-який стрибок веде в глухий кут',
  separator: ', ',
  pegsLeft: (n) => capital(left(n)),
  central: 'Залишився один кілочок, і він у початковому отворі: ідеальний розв’язок!',
  onePeg: 'Залишився один кілочок: розв’язано!',
  stuck: (n) => `Стрибків більше немає: ${left(n)}.`,
  noLongerCentral: 'Останній кілочок уже не зможе опинитися в початковому отворі.',
  noLongerOnePeg: 'Закінчити з одним кілочком уже неможливо.',
  deadEndPegs: (n) =>
    plural('uk', n, {
      one: '# обведений кілочок веде лише в глухий кут.',
      few: '# обведені кілочки ведуть лише в глухий кут.',
      many: '# обведених кілочків ведуть лише в глухий кут.',
      other: '# обведеного кілочка ведуть лише в глухий кут.',
    }),
  jumped: (from, to, pegs) => `Стрибок з ${from} на ${to}; ${left(pegs)}.`,
  solve: 'Розв’язати',
  solving: 'Пошук розв’язку…',
  refusals: {
    notAJump: (from, to) =>
      `Кілочок стрибає по прямій через сусідній кілочок і опиняється в отворі одразу за ним: з ${from} на ${to} так стрибнути не можна.`,
    noPeg: (from) => `В отворі ${from} немає кілочка — стрибати нема чим.`,
    nothingToJump: (from, to, over) =>
      `Стрибок з ${from} на ${to} пройшов би через отвір ${over}, а він порожній: кілочок перестрибує через інший кілочок.`,
    holeFull: (to) => `Отвір ${to} уже зайнятий кілочком: стрибок закінчується в порожньому отворі.`,
  },
  keys: [
    'Стрілки, Home, End: переміщення між отворами',
    'Enter або пробіл на кілочку: взяти його; потім на порожньому отворі: стрибнути туди (Esc — скасувати вибір)',
    'h: підказка — стрибок, після якого розв’язок ще можливий',
  ],
};

export default words;
