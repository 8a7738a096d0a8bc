/** Lines of Action's own words, in each built-in language (the shared ones live in `element/base/messages.ts`). */
import { plural } from '../../languages/intl.js';

/** The texts of `<lines-of-action-board>` in one language. */
export interface LinesOfActionWords {
  boardLabel: (size: number) => string;
  black: string;
  white: string;
  empty: string;
  /** A destination where the picked-up piece would capture. */
  capture: string;
  /** A piece's group, when `show-groups` is on: the `n`-th of `of`. */
  group: (n: number, of: number) => string;
  /** A side's number of groups, beside its name. */
  groups: (n: number) => string;
  /** Joins the parts of a square's label. */
  separator: string;
  /** A move announced with what it did. */
  moved: (name: string, from: string, to: string, captured: boolean) => string;
  /**
   * Why a move to a square is refused (`refusals.ts` names the rule), the squares as the board names them: a piece
   * moves exactly as many squares as there are pieces, of both sides, on its line (`row`, `column` or `diagonal`);
   * it may jump its own pieces, not the other side's; it never lands on its own; it moves along one of its lines.
   */
  refusals: {
    distance: (from: string, line: 'row' | 'column' | 'diagonal', count: number) => string;
    jumpEnemy: (from: string, over: string) => string;
    ownPiece: (to: string) => string;
    notALine: (from: string, to: string) => string;
  };
  keys: readonly string[];
}

/** English, the source of every other language's table (`src/languages/<tag>/`). */
export const en: LinesOfActionWords = {
  boardLabel: (size) => `Lines of Action, ${size} by ${size}`,
  black: 'black',
  white: 'white',
  empty: 'empty',
  capture: 'capture',
  group: (n, of) => `group ${n} of ${of}`,
  groups: (n) => plural('en', n, { one: '# group', other: '# groups' }),
  separator: ', ',
  moved: (name, from, to, captured) => `${name} moved ${from} to ${to}${captured ? ', capturing' : ''}.`,
  refusals: {
    distance: (from, line, count) =>
      `There ${plural('en', count, { one: 'is # piece', other: 'are # pieces' })} on the ${line} of ${from}, so it moves exactly ${plural('en', count, { one: '# square', other: '# squares' })} along it.`,
    jumpEnemy: (from, over) =>
      `${from} may jump its own pieces, not the other side's: the piece on ${over} is in the way.`,
    ownPiece: (to) => `${to} holds one of your own pieces: a piece lands on an empty square or captures.`,
    notALine: (from, to) => `A piece moves along a row, a column or a diagonal: ${to} is on no line through ${from}.`,
  },
  keys: [
    'Arrows, Home, End: move between squares',
    'Enter or Space on your piece: pick it up; then on a square: move there (Esc puts it down)',
    'p: pass (when you have no move)',
  ],
};
