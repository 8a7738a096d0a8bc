/**
 * Tic-tac-toe and its larger cousins: `size` x `size` cells, `winLength` in a row
 * (horizontally, vertically or diagonally) wins, a full board without a line is a draw.
 * `first` plays X, `second` plays O.
 *
 * Notation: column letter and row number, `a1` top left (as on Othello boards), so `b2` is the
 * centre of the 3x3 board.
 */
import { canCompleteLine, lineWindows as gridWindows } from '../../core/line-windows.js';
import {
  type BaseState,
  type Game,
  IllegalMoveError,
  type Result,
  assertValidOptions,
  isIntInRange,
  opponent,
} from '../../core/game.js';

/** Options of a tic-tac-toe game. */
export interface TicTacToeOptions {
  /** Cells per side, 3 to 7. */
  size: number;
  /** Marks in a row that win, 3 to `size`. Default: `size`, but at most 4. */
  winLength: number;
}

/** A cell: empty, X (`first`) or O (`second`). */
export type Mark = 0 | 1 | 2;

/** A tic-tac-toe position. */
export interface TicTacToeState extends BaseState {
  /** Cells per side. */
  readonly size: number;
  /** Marks in a row that win. */
  readonly winLength: number;
  /** The cells row by row from the top left: 0 empty, 1 X, 2 O. */
  readonly cells: readonly Mark[];
  /** The cell played last, or null at the start. */
  readonly lastMove: number | null;
}

/** A move is the index of the cell to mark, row by row from the top left. */
export type TicTacToeMove = number;

/** How a tic-tac-toe game ended, with the winning line when there is one. */
export interface TicTacToeResult extends Result {
  /** The cells of the winning line, in order along it. */
  readonly line?: readonly number[];
}

/** Smallest and largest board. */
export const MIN_SIZE = 3;
export const MAX_SIZE = 7;

/** Every run of `winLength` cells in a line on a `size` board (rows, columns, both diagonals). */
export function lineWindows(size: number, winLength: number): readonly (readonly number[])[] {
  return gridWindows(size, size, winLength);
}

/** The default win length for a board size. */
export function defaultWinLength(size: number): number {
  return Math.min(size, 4);
}

/** The name of a cell in notation (`a1` is the top left). */
export function cellName(size: number, cell: number): string {
  return `${String.fromCharCode(97 + (cell % size))}${Math.floor(cell / size) + 1}`;
}

/** The rules of tic-tac-toe. */
export const rules: Game<TicTacToeState, TicTacToeMove, TicTacToeOptions> = {
  id: 'tictactoe',
  defaults: { size: 3, winLength: 3 },

  validateOptions(options) {
    const size = options.size ?? rules.defaults.size;
    if (!isIntInRange(size, MIN_SIZE, MAX_SIZE)) return `size: expected an integer from ${MIN_SIZE} to ${MAX_SIZE}`;
    if (options.winLength !== undefined && !isIntInRange(options.winLength, 3, size))
      return `winLength: expected an integer from 3 to the size (${size})`;
    return null;
  },

  newGame(options = {}) {
    assertValidOptions(rules, options);
    const size = options.size ?? rules.defaults.size;
    const winLength = options.winLength ?? defaultWinLength(size);
    return { size, winLength, cells: new Array<Mark>(size * size).fill(0), turn: 'first', ply: 0, lastMove: null };
  },

  legalMoves(state) {
    if (rules.result(state)) return [];
    const moves: number[] = [];
    state.cells.forEach((c, i) => c === 0 && moves.push(i));
    return moves;
  },

  play(state, move) {
    if (!isIntInRange(move, 0, state.cells.length - 1))
      throw new IllegalMoveError(`There is no cell ${String(move)} on a ${state.size}x${state.size} board.`, move);
    if (rules.result(state)) throw new IllegalMoveError('The game is over.', move);
    if (state.cells[move] !== 0) throw new IllegalMoveError(`${cellName(state.size, move)} is already taken.`, move);
    const cells = state.cells.slice();
    cells[move] = state.turn === 'first' ? 1 : 2;
    return {
      size: state.size,
      winLength: state.winLength,
      cells,
      turn: opponent(state.turn),
      ply: state.ply + 1,
      lastMove: move,
    };
  },

  // Every move fills an empty square.
  maxPlies(start) {
    return start.cells.filter((c) => c === 0).length;
  },

  result(state): TicTacToeResult | null {
    for (const line of lineWindows(state.size, state.winLength)) {
      const mark = state.cells[line[0]!];
      if (mark !== 0 && line.every((i) => state.cells[i] === mark)) {
        return { winner: mark === 1 ? 'first' : 'second', reason: 'line', line };
      }
    }
    return state.cells.includes(0) ? null : { winner: null, reason: 'full-board' };
  },

  canWin(state, player) {
    return canCompleteLine(state.cells, lineWindows(state.size, state.winLength), player, state.turn);
  },

  moveToString(state, move) {
    return cellName(state.size, move);
  },

  moveFromString(state, text) {
    const m = /^\s*([a-z])([1-9])\s*$/i.exec(text);
    const col = m ? m[1]!.toLowerCase().charCodeAt(0) - 97 : -1;
    const row = m ? Number(m[2]) - 1 : -1;
    if (!m || col >= state.size || row >= state.size) {
      throw new IllegalMoveError(
        `"${text}" is not a cell of the ${state.size}x${state.size} board (a1 to ` +
          `${cellName(state.size, state.size * state.size - 1)}).`,
        text,
      );
    }
    const move = row * state.size + col;
    rules.play(state, move);
    return move;
  },
};
