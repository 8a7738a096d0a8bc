/**
 * The seam of Reversi's exact endgame search, as Connect Four's `SolverCore` is of its solver: one
 * interface (`EndgameCore`) that the JavaScript engine (`BitSolver`, `solver.ts`) and the
 * WebAssembly one (`WasmEndgame`, `wasm-endgame.ts`) implement, what a solve finds, and the one
 * conversion from the rules' board to the engines' bitboard halves and back.
 */
import { type SolveLimits, limitCheck } from '../../core/solve-limits.js';
import { geometry } from './bitboard.js';
import { type Disc, PASS, type ReversiMove, type ReversiState, discOf } from './rules.js';

export { type SolveLimits, SolveStopped, limitCheck } from '../../core/solve-limits.js';

/** What a solve found. */
export interface Solution {
  /** The final disc difference for the side to move with perfect play (empties to the winner). */
  score: number;
  /** A move that achieves it (`pass` when the side to move has none). */
  move: ReversiMove;
  /** Positions visited. */
  nodes: number;
}

/** What an engine calls every few thousand positions; it throws `SolveStopped` to stop the solve. */
export type EngineCheck = () => void;

/** One engine of the exact search, for boards of side 4, 6 or 8, with a table kept between solves. */
export interface EndgameCore {
  /** Positions visited by the last solve. */
  readonly nodes: number;
  /** Forgets every stored position. */
  reset(): void;
  /**
   * Solves the position where `p` (to move) and `o` hold the given frame squares (the halves of
   * `bitboard.ts`) on a board of side `size`: the score and a best frame square (-1 for a pass).
   */
  solveBits(
    size: number,
    pl: number,
    ph: number,
    ol: number,
    oh: number,
    check: EngineCheck,
  ): { score: number; square: number };
}

/** Solves `state` (a board of side 8 or less, the game on) on `core`. Throws `SolveStopped`. */
export function solveOn(core: EndgameCore, state: ReversiState, limits: SolveLimits = {}): Solution {
  const g = geometry(state.size);
  const me = discOf(state.turn);
  const [pl, ph] = g.halves(state.cells, me);
  const [ol, oh] = g.halves(state.cells, (3 - me) as Disc);
  const { score, square } = core.solveBits(state.size, pl, ph, ol, oh, limitCheck(limits));
  // `+ 0` turns the -0 of a negated draw into 0.
  return { score: score + 0, move: square < 0 ? PASS : (g.fromFrame(square) as ReversiMove), nodes: core.nodes };
}
