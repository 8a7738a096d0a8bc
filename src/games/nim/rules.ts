/**
 * Nim: heaps of pieces; a move takes one or more pieces from a single heap.
 * Normal play: whoever takes the last piece wins. Misère: whoever takes the last piece loses.
 *
 * Notation: `heap:count`, heaps numbered from 1, so `2:3` takes three pieces from heap 2.
 */
import {
  type BaseState,
  type Game,
  IllegalMoveError,
  type Result,
  assertValidOptions,
  isIntInRange,
  opponent,
} from '../../core/game.js';

/** Options of a Nim game. */
export interface NimOptions {
  /** Pieces in each heap at the start: 1 to 8 heaps of 1 to 15 pieces. */
  heaps: readonly number[];
  /** When true, whoever takes the last piece loses. */
  misere: boolean;
}

/** A Nim position. */
export interface NimState extends BaseState {
  /** Pieces left in each heap. */
  readonly heaps: readonly number[];
  /** Whether the last piece loses. */
  readonly misere: boolean;
}

/** Take `take` pieces from heap `heap` (0-based). */
export interface NimMove {
  /** Index of the heap, from 0. */
  readonly heap: number;
  /** Pieces taken, at least 1. */
  readonly take: number;
}

/** Most heaps a game may have. */
export const MAX_HEAPS = 8;
/** Most pieces a heap may start with. */
export const MAX_HEAP_SIZE = 15;

/** Parses a heap list such as `"3 4 5"` or `"3,4,5"`; returns null when it is not valid. */
export function parseHeaps(text: string): number[] | null {
  const parts = text.trim().split(/[\s,]+/);
  if (parts.length === 0 || parts[0] === '') return null;
  const heaps = parts.map((p) => (/^\d+$/.test(p) ? Number(p) : NaN));
  return validateHeaps(heaps) ? null : heaps;
}

function validateHeaps(heaps: unknown): string | null {
  if (!Array.isArray(heaps) || heaps.length < 1 || heaps.length > MAX_HEAPS)
    return `heaps: expected 1 to ${MAX_HEAPS} heaps`;
  if (!heaps.every((h) => isIntInRange(h, 1, MAX_HEAP_SIZE)))
    return `heaps: each heap holds 1 to ${MAX_HEAP_SIZE} pieces`;
  return null;
}

function winnerOfEmptyBoard(state: NimState): Result {
  // The player who just moved took the last piece.
  const lastMover = opponent(state.turn);
  return { winner: state.misere ? state.turn : lastMover, reason: 'last-piece' };
}

/** The rules of Nim. */
export const rules: Game<NimState, NimMove, NimOptions> = {
  id: 'nim',
  defaults: { heaps: [3, 4, 5], misere: false },

  validateOptions(options) {
    if (options.heaps !== undefined) {
      const problem = validateHeaps(options.heaps);
      if (problem) return problem;
    }
    if (options.misere !== undefined && typeof options.misere !== 'boolean') return 'misere: expected a boolean';
    return null;
  },

  newGame(options = {}) {
    assertValidOptions(rules, options);
    const o = { ...rules.defaults, ...options };
    return { heaps: [...o.heaps], misere: o.misere, turn: 'first', ply: 0 };
  },

  legalMoves(state) {
    const moves: NimMove[] = [];
    state.heaps.forEach((size, heap) => {
      for (let take = 1; take <= size; take++) moves.push({ heap, take });
    });
    return moves;
  },

  play(state, move) {
    const size = state.heaps[move?.heap];
    if (size === undefined || !isIntInRange(move.take, 1, size)) {
      throw new IllegalMoveError(
        size === undefined
          ? `There is no heap ${Number(move?.heap) + 1}.`
          : `Heap ${move.heap + 1} has ${size} piece${size === 1 ? '' : 's'}; cannot take ${move.take}.`,
        move,
      );
    }
    const heaps = state.heaps.slice();
    heaps[move.heap] = size - move.take;
    return { heaps, misere: state.misere, turn: opponent(state.turn), ply: state.ply + 1 };
  },

  // Every move takes at least one piece.
  maxPlies(start) {
    return start.heaps.reduce((a, b) => a + b, 0);
  },

  result(state) {
    return state.heaps.every((h) => h === 0) ? winnerOfEmptyBoard(state) : null;
  },

  moveToString(_state, move) {
    return `${move.heap + 1}:${move.take}`;
  },

  moveFromString(state, text) {
    const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(text);
    if (!m) throw new IllegalMoveError(`"${text}" is not Nim notation (heap:count, e.g. 2:3).`, text);
    const move = { heap: Number(m[1]) - 1, take: Number(m[2]) };
    rules.play(state, move);
    return move;
  },
};

/** The nim-sum (XOR of all heaps); zero means the side to move loses in normal play. */
export function nimSum(heaps: readonly number[]): number {
  return heaps.reduce((x, h) => x ^ h, 0);
}
