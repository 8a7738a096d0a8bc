/**
 * Connect Four: `columns` x `rows` cells standing upright; a disc dropped into a
 * column falls to its lowest empty cell. Four in a row (across, up or diagonally) wins; a full
 * board without one is a draw. `first` plays red, `second` yellow.
 *
 * Notation: the column number, 1 = leftmost, so a game is a string of digits on boards up to 9
 * columns wide (`4453`); on a 10-wide board column 10 is written `10`.
 */
import { SharedLine, lineOf, withLines } from '../../core/shared-line.js';
import { LINE_DIRECTIONS, canCompleteLine, lineWindows } from '../../core/line-windows.js';
import {
  type BaseState,
  type Game,
  IllegalMoveError,
  type Result,
  assertValidOptions,
  isIntInRange,
  opponent,
} from '../../core/game.js';

/** Options of a Connect Four game. */
export interface ConnectFourOptions {
  /** Columns, 4 to 10 (default 7). */
  columns: number;
  /** Rows, 4 to 10 (default 6). */
  rows: number;
}

/** A cell: empty, a disc of `first` (1) or of `second` (2). */
export type Disc = 0 | 1 | 2;

/** A Connect Four position. */
export interface ConnectFourState extends BaseState {
  /** Columns of the board. */
  readonly columns: number;
  /** Rows of the board. */
  readonly rows: number;
  /** The cells row by row from the top left: 0 empty, 1 first, 2 second. */
  readonly cells: readonly Disc[];
  /** Discs in each column, left to right. */
  readonly heights: readonly number[];
  /** The column played last, or null at the start. */
  readonly lastMove: number | null;
  /** The columns played so far, oldest first (0-based). */
  readonly history: readonly number[];
  /** How the game ended, or null while it goes on (kept so `result` costs nothing). */
  readonly outcome: ConnectFourResult | null;
}

/** A move is the 0-based column to drop a disc into. */
export type ConnectFourMove = number;

/** How a Connect Four game ended, with the winning line when there is one. */
export interface ConnectFourResult extends Result {
  /** The cells of the winning line (four or more, in order along it). */
  readonly line?: readonly number[];
}

/** Smallest and largest number of columns or rows. */
export const MIN_SIZE = 4;
export const MAX_SIZE = 10;

/** The cell index of (`row` from the top, `col`). */
export function cellIndex(state: Pick<ConnectFourState, 'columns'>, row: number, col: number): number {
  return row * state.columns + col;
}

/** The row (from the top) where a disc dropped into `col` lands, or -1 when the column is full. */
export function landingRow(state: Pick<ConnectFourState, 'rows' | 'heights'>, col: number): number {
  const h = state.heights[col];
  return h === undefined || h >= state.rows ? -1 : state.rows - 1 - h;
}

/**
 * The longest line of `disc` through the cell (`row`, `col`) that reaches four, in order along
 * it, or null. Looks only through that cell: a new disc can only complete lines through itself.
 */
function lineThrough(
  state: Pick<ConnectFourState, 'columns' | 'rows' | 'cells'>,
  row: number,
  col: number,
  disc: Disc,
): number[] | null {
  let best: number[] | null = null;
  for (const [dr, dc] of LINE_DIRECTIONS) {
    const run = [row * state.columns + col];
    for (const sign of [-1, 1]) {
      for (let k = 1; ; k++) {
        const r = row + sign * dr * k;
        const c = col + sign * dc * k;
        if (r < 0 || r >= state.rows || c < 0 || c >= state.columns || state.cells[r * state.columns + c] !== disc)
          break;
        if (sign < 0) run.unshift(r * state.columns + c);
        else run.push(r * state.columns + c);
      }
    }
    if (run.length >= 4 && (!best || run.length > best.length)) best = run;
  }
  return best;
}

/** The rules of Connect Four. */
export const rules: Game<ConnectFourState, ConnectFourMove, ConnectFourOptions> = {
  id: 'connect-four',
  defaults: { columns: 7, rows: 6 },

  validateOptions(options) {
    if (options.columns !== undefined && !isIntInRange(options.columns, MIN_SIZE, MAX_SIZE))
      return `columns: expected an integer from ${MIN_SIZE} to ${MAX_SIZE}`;
    if (options.rows !== undefined && !isIntInRange(options.rows, MIN_SIZE, MAX_SIZE))
      return `rows: expected an integer from ${MIN_SIZE} to ${MAX_SIZE}`;
    return null;
  },

  newGame(options = {}) {
    assertValidOptions(rules, options);
    const columns = options.columns ?? rules.defaults.columns;
    const rows = options.rows ?? rules.defaults.rows;
    return withLines(
      {
        columns,
        rows,
        cells: new Array<Disc>(columns * rows).fill(0),
        heights: new Array<number>(columns).fill(0),
        turn: 'first' as const,
        ply: 0,
        lastMove: null,
        outcome: null,
      },
      { history: SharedLine.from<number>([]) },
    );
  },

  legalMoves(state) {
    if (state.outcome) return [];
    const moves: number[] = [];
    for (let c = 0; c < state.columns; c++) if (state.heights[c]! < state.rows) moves.push(c);
    return moves;
  },

  play(state, move) {
    if (!isIntInRange(move, 0, state.columns - 1))
      throw new IllegalMoveError(
        `There is no column ${typeof move === 'number' ? move + 1 : String(move)} on a board ${state.columns} ` +
          `columns wide.`,
        move,
      );
    if (state.outcome) throw new IllegalMoveError('The game is over.', move);
    const row = landingRow(state, move);
    if (row < 0) throw new IllegalMoveError(`Column ${move + 1} is full.`, move);
    const disc: Disc = state.turn === 'first' ? 1 : 2;
    const cells = state.cells.slice();
    cells[row * state.columns + move] = disc;
    const heights = state.heights.slice();
    heights[move]!++;
    const next = { columns: state.columns, rows: state.rows, cells, heights };
    const line = lineThrough(next, row, move, disc);
    const ply = state.ply + 1;
    const outcome: ConnectFourResult | null = line
      ? { winner: state.turn, reason: 'line', line }
      : ply === cells.length
        ? { winner: null, reason: 'full-board' }
        : null;
    return withLines(
      { ...next, turn: opponent(state.turn), ply, lastMove: move, outcome },
      { history: lineOf<number>(state, 'history').with(move) },
    );
  },

  // Every move fills an empty cell: 42 on the standard board.
  maxPlies(start) {
    return start.cells.filter((c) => c === 0).length;
  },

  result(state) {
    return state.outcome;
  },

  canWin(state, player) {
    return (
      !state.outcome && canCompleteLine(state.cells, lineWindows(state.columns, state.rows, 4), player, state.turn)
    );
  },

  moveToString(_state, move) {
    return String(move + 1);
  },

  moveFromString(state, text) {
    const m = /^\s*(\d{1,2})\s*$/.exec(text);
    const col = m ? Number(m[1]) - 1 : -1;
    if (!m || col < 0 || col >= state.columns) {
      throw new IllegalMoveError(`"${text}" is not a column of this board (1 to ${state.columns}).`, text);
    }
    rules.play(state, col);
    return col;
  },
};

/**
 * The columns of a game written as digits (`"4453"`, 1 = leftmost), as in the solver test sets;
 * boards 10 wide write column 10 as `0`. Throws `IllegalMoveError` at the first illegal move.
 */
export function playDigits(state: ConnectFourState, digits: string): ConnectFourState {
  let s = state;
  for (const ch of digits.replace(/\s+/g, '')) {
    const n = ch === '0' ? 10 : Number(ch);
    if (!Number.isInteger(n)) throw new IllegalMoveError(`"${ch}" is not a column digit.`, ch);
    s = rules.play(s, n - 1);
  }
  return s;
}
