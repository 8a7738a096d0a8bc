/** Peg solitaire's own words, in each built-in language (the shared ones live in `element/base/messages.ts`). */
import { plural } from '../../languages/intl.js';
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
  /**
   * Why a jump is refused (`refusals.ts` names the rule), the holes as the board names them: a peg jumps over the peg
   * next to it in a line, into the empty hole just beyond.
   */
  refusals: {
    notAJump: (from: string, to: string) => string;
    noPeg: (from: string) => string;
    nothingToJump: (from: string, to: string, over: string) => string;
    holeFull: (to: string) => string;
  };
  keys: readonly string[];
}

const variantNames: Record<Variant, string> = {
  english: 'English board',
  french: 'French board',
  wiegleb: 'Wiegleb board',
  diamond: 'diamond board',
  triangle: 'triangle',
};

/** English, the source of every other language's table (`src/languages/<tag>/`). */
export const en: PegSolitaireWords = {
  boardLabel: (variant, holes) => `Peg solitaire, ${variantNames[variant]}, ${holes} holes`,
  peg: 'peg',
  hole: 'empty hole',
  startHole: 'starting hole',
  deadEnd: 'dead end',
  allDeadEnds: 'every jump a dead end',
  separator: ', ',
  pegsLeft: (n) => plural('en', n, { one: '# peg left', other: '# pegs left' }),
  central: 'One peg left, in the starting hole: solved perfectly!',
  onePeg: 'One peg left: solved!',
  stuck: (n) => `No jump left: ${plural('en', n, { one: '# peg remains', other: '# pegs remain' })}.`,
  noLongerCentral: 'The last peg can no longer end in the starting hole.',
  noLongerOnePeg: 'Ending with a single peg is no longer possible.',
  deadEndPegs: (n) =>
    plural('en', n, { one: '# ringed peg leads only to dead ends.', other: '# ringed pegs lead only to dead ends.' }),
  jumped: (from, to, pegs) => `${from} jumped to ${to}; ${plural('en', pegs, { one: '# peg', other: '# pegs' })} left.`,
  solve: 'Solve',
  solving: 'Solving…',
  refusals: {
    notAJump: (from, to) =>
      `A peg jumps over the peg next to it in a line, into the hole just beyond: ${from} to ${to} is not such a jump.`,
    noPeg: (from) => `There is no peg on ${from} to jump with.`,
    nothingToJump: (from, to, over) =>
      `${from} to ${to} would jump over ${over}, which is empty: a peg jumps over a peg.`,
    holeFull: (to) => `${to} already holds a peg: a jump lands in an empty hole.`,
  },
  keys: [
    'Arrows, Home, End: move between holes',
    'Enter or Space on a peg: pick it up; then on an empty hole: jump there (Esc puts it down)',
    'h: hint, a jump that keeps the game solvable',
  ],
};
