/** Peg solitaire's words in Russian; terms (солитер, колышки, отверстия) as Russian Wikipedia («Солитер (игра)») uses them. */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { plural } from '../intl.js';

const variantNames: Record<Variant, string> = {
  english: 'английская доска',
  french: 'французская доска',
  wiegleb: 'доска Виглеба',
  diamond: 'ромбовидная доска',
  triangle: 'треугольная доска',
};

/** How many pegs are left, within a sentence. */
const left = (n: number) =>
  plural('ru', n, {
    one: 'остался # колышек',
    few: 'осталось # колышка',
    many: 'осталось # колышков',
    other: 'осталось # колышка',
  });

/** The same at the start of a sentence. */
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) =>
    `Солитер, ${variantNames[variant]}, ` +
    plural('ru', holes, { one: '# отверстие', few: '# отверстия', many: '# отверстий', other: '# отверстия' }),
  peg: 'колышек',
  hole: 'пустое отверстие',
  startHole: 'исходное отверстие',
  deadEnd: 'тупик',
  allDeadEnds: 'любой прыжок ведёт в тупик',
  separator: ', ',
  pegsLeft: (n) => capital(left(n)),
  central: 'Остался один колышек, и он в исходном отверстии: идеальное решение!',
  onePeg: 'Остался один колышек: решено!',
  stuck: (n) => `Прыжков больше нет: ${left(n)}.`,
  noLongerCentral: 'Последний колышек уже не сможет оказаться в исходном отверстии.',
  noLongerOnePeg: 'Закончить с одним колышком уже невозможно.',
  deadEndPegs: (n) =>
    plural('ru', n, {
      one: '# обведённый колышек ведёт только в тупик.',
      few: '# обведённых колышка ведут только в тупик.',
      many: '# обведённых колышков ведут только в тупик.',
      other: '# обведённого колышка ведут только в тупик.',
    }),
  jumped: (from, to, pegs) => `Прыжок с ${from} на ${to}; ${left(pegs)}.`,
  solve: 'Решить',
  solving: 'Поиск решения…',
  refusals: {
    notAJump: (from, to) =>
      `Колышек прыгает по прямой через соседний колышек в отверстие сразу за ним: с ${from} на ${to} так прыгнуть нельзя.`,
    noPeg: (from) => `В отверстии ${from} нет колышка — прыгать нечем.`,
    nothingToJump: (from, to, over) =>
      `Прыжок с ${from} на ${to} прошёл бы через отверстие ${over}, а оно пустое: колышек перепрыгивает через другой колышек.`,
    holeFull: (to) => `Отверстие ${to} уже занято колышком: прыжок заканчивается в пустом отверстии.`,
  },
  keys: [
    'Стрелки, Home, End: перемещение по отверстиям',
    'Enter или пробел на колышке: взять его; затем на пустом отверстии: прыгнуть туда (Esc — отменить выбор)',
    'h: подсказка — прыжок, после которого решение ещё возможно',
  ],
};

export default words;
