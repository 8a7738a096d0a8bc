/** Hnefatafl's own words, in each built-in language (the shared ones live in `element/base/messages.ts`). */
import { list, plural } from '../../languages/intl.js';
import type { Variant } from './rules.js';

/** The texts of `<hnefatafl-board>` in one language. */
export interface HnefataflWords {
  /** A variant's name. */
  variantName: (variant: Variant) => string;
  boardLabel: (variant: string, size: number) => string;
  attackers: string;
  defenders: string;
  attacker: string;
  defender: string;
  king: string;
  empty: string;
  throne: string;
  corner: string;
  /** A square on one of the king's open lines to an escape square. */
  onOpenLine: string;
  /** A destination where the picked-up piece would capture. */
  capture: string;
  /** Joins the parts of a square's label. */
  separator: string;
  /** A move announced with what it did. */
  moved: (name: string, from: string, to: string, captured: number) => string;
  /** The warning, like "check" in chess, that the king can reach these escape squares next move. */
  openLines: (squares: string[]) => string;
  /** Why the game ended, as a sentence, by the rules' reason. */
  reasons: Readonly<Record<string, string>>;
  /**
   * Why a move is refused (`refusals.ts` names the rule), the squares as the board names them: pieces move along a row
   * or a column, never through another piece; only the king stops on the throne and the corners; in some variants no
   * other piece crosses the empty throne, and the king moves at most `count` squares.
   */
  refusals: {
    straight: (from: string, to: string) => string;
    blocked: (square: string) => string;
    kingOnly: (square: string) => string;
    thronePass: (square: string) => string;
    kingRange: (count: number) => string;
  };
  keys: readonly string[];
}

/** What a move took, in the words of its announcement. */
function capturing(captured: number): string {
  if (captured === 0) return '';
  return `, capturing ${plural('en', captured, { one: 'a piece', other: '# pieces' })}`;
}

/** English, the source of every other language's table (`src/languages/<tag>/`). */
export const en: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'Copenhagen', fetlar: 'Fetlar', tablut: 'Tablut', brandubh: 'Brandubh' })[v],
  boardLabel: (variant, size) => `Hnefatafl, ${variant} rules, ${size} by ${size}`,
  attackers: 'attackers',
  defenders: 'defenders',
  attacker: 'attacker',
  defender: 'defender',
  king: 'king',
  empty: 'empty',
  throne: 'throne',
  corner: 'corner',
  onOpenLine: "on the king's open line",
  capture: 'capture',
  separator: ', ',
  moved: (name, from, to, captured) => `${name} moved ${from} to ${to}${capturing(captured)}.`,
  openLines: (squares) => `The king has an open line to ${list('en', squares)}!`,
  reasons: {
    escaped: 'The king escaped.',
    'exit-fort': 'The king is safe in an exit fort.',
    'king-captured': 'The king was captured.',
    encircled: 'The attackers enclosed every defender.',
    'no-moves': 'The side to move had no move.',
    'move-limit': 'The game reached 1000 moves, the most a game may last: a draw.',
    repetition: 'The position was repeated three times.',
  },
  refusals: {
    straight: (from, to) =>
      `Pieces move along a row or a column, like a rook in chess: ${to} is not in line with ${from}.`,
    blocked: (square) => `The piece on ${square} is in the way: no piece jumps over another.`,
    kingOnly: (square) => `Only the king may stop on ${square}.`,
    thronePass: (square) => `In this variant only the king may pass over the throne, ${square}.`,
    kingRange: (count) =>
      `In this variant the king moves at most ${plural('en', count, { one: '# square', other: '# squares' })}.`,
  },
  keys: [
    'Arrows, Home, End: move between squares',
    'Enter or Space on your piece: pick it up; then on a square: move there (Esc puts it down)',
  ],
};
