/**
 * An exact Connect Four solver for any board from 4x4 to 10x10, after the techniques of Pascal
 * Pons' "Solving Connect 4" articles (our own code): a bitboard (two 32-bit words where the board
 * fits, as 7x6 does; one mask per column on larger boards), centre-first move ordering refined by
 * the number of threats a move creates, early detection of forced and losing moves, a
 * transposition table keeping upper and lower bounds, and a null-window search that narrows the
 * score interval.
 *
 * Scores follow the test sets' convention (see `solve`): from the side to move, positive wins,
 * zero draws, negative loses; bigger means faster wins and slower losses.
 */

import { BitPosition } from './bit-position.js';
import { ExactSolver } from './exact-solver.js';
import { ScriptSearch } from './script-search.js';
import type { SolverCore } from './solver-core.js';

export { BitPosition, PAD, POPCOUNT } from './bit-position.js';
export { winNowScore } from './score.js';
export { ExactSolver, type SolveLimits, SolveStopped, centreOrder } from './exact-solver.js';
export type { SolverCore } from './solver-core.js';

/**
 * The exact solver. One instance keeps its transposition table between solves (positions
 * reached again cost nothing); `reset()` clears it. It searches in JavaScript unless given
 * another core (`createWasmSearch` in `wasm-search.ts` makes the faster WebAssembly one).
 */
export class Solver extends ExactSolver {
  /**
   * A solver for `width` x `height` with a table of `2 ** tableBits` slots (8 bytes each), searching with `core` when
   * given.
   */
  constructor(width = 7, height = 6, tableBits = 22, core?: SolverCore) {
    super(width, height, core ?? new ScriptSearch(width, height, tableBits));
  }

  /**
   * The JavaScript search's transposition table, to save a long computation's progress and load it back (same size
   * only).
   */
  get table(): Int32Array {
    if (!(this.core instanceof ScriptSearch)) throw new TypeError('Only the JavaScript search exposes its table.');
    return this.core.table;
  }
}

/** Parses a position written as the columns played, one digit per move from 1 (7x6 test-set format). */
export function positionFromDigits(moves: string, width = 7, height = 6): BitPosition {
  const p = new BitPosition(width, height);
  p.playSequence([...moves.trim()].map((d) => Number(d) - 1));
  return p;
}

let shared: Solver | undefined;

/** The exact score of a 7x6 position given as the columns played (`"4455"` scores 18); see `Solver.solve`. */
export function solve(moves: string): number {
  shared ??= new Solver(7, 6);
  return shared.solve(positionFromDigits(moves));
}

/** Only who wins with perfect play: 1, 0 or -1 for the side to move. */
export function weakSolve(moves: string): number {
  shared ??= new Solver(7, 6);
  return shared.solve(positionFromDigits(moves), true);
}
