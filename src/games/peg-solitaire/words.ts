/** Peg solitaire's own words, in each built-in language (the shared ones live in `element/messages.ts`). */
import type { Language } from '../../element/messages.js';
import type { Variant } from './rules.js';

/** The texts of `<peg-solitaire-board>` in one language. */
export interface PegSolitaireWords {
  boardLabel: (variant: Variant, holes: number) => string;
  peg: string;
  hole: string;
  /** A hole that was empty at the start: where the last peg should end. */
  startHole: string;
  /** Warnings (`show-warnings`): a jump or a peg that leads only to dead ends. */
  deadEnd: string;
  allDeadEnds: string;
  separator: string;
  /** The status while playing, and the result. */
  pegsLeft: (n: number) => string;
  central: string;
  onePeg: string;
  stuck: (n: number) => string;
  /** Said after a jump when the best ending is no longer possible. */
  noLongerCentral: string;
  noLongerOnePeg: string;
  /** The pegs ringed as dead ends (`show-warnings`), counted. */
  deadEndPegs: (n: number) => string;
  /** A jump announced. */
  jumped: (from: string, to: string, pegs: number) => string;
  solve: string;
  solving: string;
  keys: readonly string[];
}

const variantNames: Record<Language, Record<Variant, string>> = {
  en: { english: 'English board', french: 'French board', wiegleb: 'Wiegleb board', diamond: 'diamond board', triangle: 'triangle' },
  zh: { english: '英式棋盘', french: '法式棋盘', wiegleb: '维格勒布棋盘', diamond: '菱形棋盘', triangle: '三角棋盘' },
};

/** The built-in tables. */
export const words: Readonly<Record<Language, PegSolitaireWords>> = {
  en: {
    boardLabel: (variant, holes) => `Peg solitaire, ${variantNames.en[variant]}, ${holes} holes`,
    peg: 'peg',
    hole: 'empty hole',
    startHole: 'starting hole',
    deadEnd: 'dead end',
    allDeadEnds: 'every jump a dead end',
    separator: ', ',
    pegsLeft: (n) => (n === 1 ? '1 peg left' : `${n} pegs left`),
    central: 'One peg left, in the starting hole: solved perfectly!',
    onePeg: 'One peg left: solved!',
    stuck: (n) => `No jump left: ${n} pegs remain.`,
    noLongerCentral: 'The last peg can no longer end in the starting hole.',
    noLongerOnePeg: 'Ending with a single peg is no longer possible.',
    deadEndPegs: (n) => (n === 1 ? '1 ringed peg leads only to dead ends.' : `${n} ringed pegs lead only to dead ends.`),
    jumped: (from, to, pegs) => `${from} jumped to ${to}; ${pegs === 1 ? '1 peg' : `${pegs} pegs`} left.`,
    solve: 'Solve',
    solving: 'Solving…',
    keys: [
      'Arrows, Home, End: move between holes',
      'Enter or Space on a peg: pick it up; then on an empty hole: jump there (Esc puts it down)',
      'h: hint, a jump that keeps the game solvable',
    ],
  },
  zh: {
    boardLabel: (variant, holes) => `孔明棋，${variantNames.zh[variant]}，${holes} 孔`,
    peg: '棋子',
    hole: '空孔',
    startHole: '起始空孔',
    deadEnd: '死路',
    allDeadEnds: '每一跳都是死路',
    separator: '，',
    pegsLeft: (n) => `剩 ${n} 枚棋子`,
    central: '只剩一枚，且在起始空孔：完美解开！',
    onePeg: '只剩一枚：解开了！',
    stuck: (n) => `无子可跳：剩 ${n} 枚。`,
    noLongerCentral: '最后一枚已无法停在起始空孔。',
    noLongerOnePeg: '已无法只剩一枚。',
    deadEndPegs: (n) => `${n} 枚圈出的棋子只能走进死路。`,
    jumped: (from, to, pegs) => `${from} 跳到 ${to}，剩 ${pegs} 枚。`,
    solve: '自动解',
    solving: '正在解…',
    keys: ['方向键、Home、End：在孔间移动', '在棋子上按 Enter 或空格：拿起；再在空孔上按：跳到那里（Esc 放下）', 'h：提示一跳，保持可解'],
  },
};
