/**
 * The exact solver's logic over a search engine (`SolverCore`): the null-window searches that
 * narrow a score, the best columns, the analysis, and the limits. `Solver` in `solver.ts` gives it
 * the JavaScript search by default; the AI gives it the WebAssembly one where it loads, so a page
 * loads one engine.
 */
import { type SolveLimits as BaseLimits, SolveStopped, limitCheck } from '../../core/solve-limits.js';
import type { BitPosition } from './bit-position.js';
import { winNowScore } from './score.js';
import type { SolverCore } from './solver-core.js';

/** Columns from the centre outwards, left before right: 3 2 4 1 5 0 6 on a 7-wide board. */
export function centreOrder(width: number): number[] {
  return Array.from({ length: width }, (_, c) => c).sort(
    (a, b) => Math.abs(2 * a - (width - 1)) - Math.abs(2 * b - (width - 1)) || a - b,
  );
}

export { SolveStopped } from '../../core/solve-limits.js';

/** What a solve may spend: the shared limits, and a budget of positions. */
export interface SolveLimits extends BaseLimits {
  /** Stop after searching about this many positions (a budget that does not depend on the machine). */
  nodes?: number;
  /** Called every few thousand positions (long solves use it to report progress or save the table). */
  onProgress?: () => void;
}

/**
 * The exact solver over `core`. One instance keeps the core's transposition table between
 * solves (positions reached again cost nothing); `reset()` clears it.
 */
export class ExactSolver {
  private readonly order: number[];
  private maxNodes = Infinity;
  private onProgress: (() => void) | undefined;
  /** The time and abort check of the solve under way. */
  private limit: () => void = () => {};
  /** Stops the core's search when a limit runs out (bound once: the core calls it every few thousand positions). */
  private readonly check = (): void => {
    this.onProgress?.();
    if (this.core.nodes > this.maxNodes) throw new SolveStopped('The solve ran out of positions.');
    this.limit();
  };

  /** A solver for `width` x `height` positions searched by `core` (of that size). */
  constructor(
    readonly width: number,
    readonly height: number,
    protected readonly core: SolverCore,
  ) {
    this.order = centreOrder(width);
  }

  /** Nodes searched by the last `solve`, `bestMoves` or `analyse`. */
  get nodes(): number {
    return this.core.nodes;
  }

  /** Forgets every stored result. */
  reset(): void {
    this.core.reset();
  }

  /**
   * The exact score of `position` for the side to move: 0 for a draw; a win with the mover's
   * `n`-th stone scores `floor(width * height / 2) + 1 - n` (for 7x6: 22 - n), a loss the negative
   * of the opponent's. With `weak`, only the sign (-1, 0, 1). Throws `SolveStopped` when the
   * limits run out. `position` itself is left as it is.
   */
  solve(position: BitPosition, weak = false, limits: SolveLimits = {}): number {
    this.begin(position, limits);
    return this.score(weak);
  }

  /**
   * The exact score of `position` and every column that keeps it (the fastest wins, the slowest
   * losses), centre first. Cheaper than `analyse`: once the score is known, each column needs only
   * one null-window test. Throws `SolveStopped` when the limits run out.
   */
  bestMoves(position: BitPosition, limits: SolveLimits = {}): { score: number; moves: number[] } {
    this.begin(position, limits);
    const board = this.core;
    const score = this.score(false);
    const moves: number[] = [];
    for (const c of this.order) {
      if (!board.canPlay(c)) continue;
      if (board.isWinningMove(c)) {
        if (winNowScore(this.width * this.height, board.moves) === score) moves.push(c);
        continue;
      }
      board.play(c);
      // The child's value is at least -score; the column is best exactly when it is not more.
      if (this.window(-score) <= -score) moves.push(c);
      board.undo(c);
    }
    return { score, moves };
  }

  private begin(position: BitPosition, limits: SolveLimits): void {
    if (position.width !== this.width || position.height !== this.height)
      throw new RangeError('The position does not fit this solver.');
    this.limit = limitCheck(limits);
    this.maxNodes = limits.nodes ?? Infinity;
    this.onProgress = limits.onProgress;
    this.core.load(position);
  }

  /** The exact (or with `weak`, the signed) score of the board. */
  private score(weak: boolean): number {
    const cells = this.width * this.height;
    const moves = this.core.moves;
    if (this.core.canWinNext()) return weak ? 1 : winNowScore(cells, moves);
    let min = -Math.floor((cells - moves) / 2);
    let max = winNowScore(cells, moves);
    if (weak) {
      min = -1;
      max = 1;
    }
    // Narrow [min, max] with null-window searches, probing near zero first (most positions are close).
    while (min < max) {
      let med = min + Math.floor((max - min) / 2);
      if (med <= 0 && Math.trunc(min / 2) < med) med = Math.trunc(min / 2);
      else if (med >= 0 && Math.trunc(max / 2) > med) med = Math.trunc(max / 2);
      const r = this.window(med);
      if (r <= med) max = r;
      else min = r;
    }
    // A fail-high can overshoot the weak window's bound of 1.
    return weak ? Math.sign(min) : min;
  }

  /** A null-window search of the board around `alpha` (the result is at most `alpha` or more than it). */
  private window(alpha: number): number {
    if (this.core.canWinNext()) return winNowScore(this.width * this.height, this.core.moves);
    // A search stopped by its limits leaves moves on the board; `begin` loads it afresh.
    return this.core.search(alpha, this.check);
  }

  /**
   * Scores of every column for the side to move (null for full columns), each from the mover's
   * view; the limits cover the whole analysis.
   */
  analyse(position: BitPosition, limits: SolveLimits = {}): (number | null)[] {
    this.begin(position, limits);
    const board = this.core;
    return Array.from({ length: this.width }, (_, c) => {
      if (!board.canPlay(c)) return null;
      if (board.isWinningMove(c)) return winNowScore(this.width * this.height, board.moves);
      board.play(c);
      const score = 0 - this.score(false);
      board.undo(c);
      return score;
    });
  }
}
