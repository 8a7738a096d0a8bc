/** Connect Four's own words, in each built-in language (the shared ones live in `element/base/messages.ts`). */
import { plural } from '../../languages/intl.js';

/** The texts of `<connect-four-board>` in one language. */
export interface ConnectFourWords {
  boardLabel: (columns: number, rows: number) => string;
  column: (column: number) => string;
  /** A cell: its column (1 = left) and row (1 = bottom). */
  cellLabel: (column: number, row: number) => string;
  red: string;
  yellow: string;
  empty: string;
  landsHere: string;
  winningLine: string;
  lastMove: string;
  hinted: string;
  /** Joins the parts of a cell's label. */
  separator: string;
  full: (column: number) => string;
  /**
   * A column's exact value for the side to move: `moves` of theirs to a win (positive), a loss after `moves` of the
   * opponent's (negative), or a draw.
   */
  value: (kind: 'win' | 'draw' | 'loss', moves: number) => string;
  /** The same value, short enough to sit above a column. */
  shortValue: (kind: 'win' | 'draw' | 'loss', moves: number) => string;
  analysing: string;
  keys: readonly string[];
}

/** English, the source of every other language's table (`src/languages/<tag>/`). */
export const en: ConnectFourWords = {
  boardLabel: (columns, rows) => `Connect Four, ${columns} columns by ${rows} rows, four in a row wins`,
  column: (column) => `Column ${column}`,
  cellLabel: (column, row) => `Column ${column}, row ${row}`,
  red: 'red',
  yellow: 'yellow',
  empty: 'empty',
  landsHere: 'your disc lands here',
  winningLine: 'winning line',
  lastMove: 'last move',
  hinted: 'hint',
  separator: ', ',
  full: (column) => `Column ${column} is full.`,
  value: (kind, moves) =>
    kind === 'draw'
      ? 'draw'
      : kind === 'win'
        ? `win in ${plural('en', moves, { one: '# move', other: '# moves' })}`
        : `loss in ${plural('en', moves, { one: '# move', other: '# moves' })}`,
  shortValue: (kind, moves) => (kind === 'draw' ? '=' : kind === 'win' ? `+${moves}` : `−${moves}`),
  analysing: 'Analysing…',
  keys: ['1 to 9 (0 for 10): drop a disc into that column', 'Enter or Space: drop a disc into the focused column'],
};
