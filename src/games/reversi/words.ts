/** Reversi's own words, in each built-in language (the shared ones live in `element/base/messages.ts`). */
import { plural } from '../../languages/intl.js';
import { estimate, signed } from './disc-counts.js';

/** The texts of `<reversi-board>` in one language. */
export interface ReversiWords {
  boardLabel: (size: number) => string;
  black: string;
  white: string;
  empty: string;
  /** A square where the side to move may play. */
  legal: string;
  lastMove: string;
  /** A disc the last move turned over. */
  turned: string;
  hinted: string;
  /** Joins the parts of a square's label. */
  separator: string;
  /** A move's value in discs for the side to move: exact with perfect play, or an estimate. */
  value: (discs: number, exact: boolean) => string;
  /** The same value, short enough to sit in a square. */
  shortValue: (discs: number, exact: boolean) => string;
  /** A move announced with what it did. */
  playedTurning: (name: string, square: string, turned: number) => string;
  /** Why a square cannot be played. */
  taken: (square: string) => string;
  noFlip: (square: string) => string;
  /** The final count, after the winner. */
  finalCount: (black: number, white: number) => string;
  keys: readonly string[];
}

/** A number of discs. */
const DISCS = { one: '# disc', other: '# discs' };

/** English, the source of every other language's table (`src/languages/<tag>/`). */
export const en: ReversiWords = {
  boardLabel: (size) => `Reversi, ${size} by ${size}`,
  black: 'black',
  white: 'white',
  empty: 'empty',
  legal: 'you can play here',
  lastMove: 'last move',
  turned: 'just turned',
  hinted: 'hint',
  separator: ', ',
  value: (discs, exact) =>
    exact
      ? discs === 0
        ? 'draw with perfect play'
        : `${discs > 0 ? 'win' : 'loss'} by ${plural('en', Math.abs(discs), DISCS)} with perfect play`
      : `about ${estimate(discs)} ${plural('en', Math.abs(discs), { one: 'disc', other: 'discs' })}`,
  shortValue: (discs, exact) => (exact ? signed(discs) : estimate(discs)),
  playedTurning: (name, square, turned) => `${name} played ${square}, turning ${plural('en', turned, DISCS)}.`,
  taken: (square) => `${square} is taken.`,
  noFlip: (square) => `${square} turns no disc over.`,
  finalCount: (black, white) => `Black ${black}, white ${white}.`,
  keys: [
    'Arrows, Home, End: move between squares',
    'Enter or Space: play on the focused square',
    'p: pass (when you have no move)',
  ],
};
