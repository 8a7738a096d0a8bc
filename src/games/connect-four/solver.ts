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
import { PackedPosition } from './packed-position.js';
import { winNowScore } from './score.js';

export { BitPosition, PAD, POPCOUNT } from './bit-position.js';
export { winNowScore } from './score.js';

/** Raised when a solve runs out of time or is aborted. */
export class SolveStopped extends Error {
  override readonly name = 'SolveStopped';
}

const CHECK_EVERY = 4095;

/** What a solve may spend. */
export interface SolveLimits {
  /** Stop (throwing `SolveStopped`) after this many milliseconds. */
  timeMs?: number;
  /** Stop when aborted. */
  signal?: AbortSignal;
  /** The clock (default `performance.now`). */
  now?: () => number;
  /** Stop after searching about this many positions (a budget that does not depend on the machine). */
  nodes?: number;
  /** Called every few thousand positions (long solves use it to report progress or save the table). */
  onProgress?: () => void;
}

/** What the search needs of a position: `PackedPosition` where the board fits in two words, else `BitPosition`. */
interface SearchBoard {
  readonly moves: number;
  readonly hash: number;
  readonly lock: number;
  readonly mirrorHash: number;
  readonly mirrorLock: number;
  load(position: BitPosition): void;
  canPlay(col: number): boolean;
  isWinningMove(col: number): boolean;
  canWinNext(): boolean;
  play(col: number): void;
  undo(col: number): void;
  nonLosingMoves(): number;
  moveScore(col: number): number;
}

/** Columns from the centre outwards, left before right: 3 2 4 1 5 0 6 on a 7-wide board. */
export function centreOrder(width: number): number[] {
  return Array.from({ length: width }, (_, c) => c).sort((a, b) => Math.abs(2 * a - (width - 1)) - Math.abs(2 * b - (width - 1)) || a - b);
}

/**
 * The exact solver. One instance keeps its transposition table between solves (positions
 * reached again cost nothing); `reset()` clears it.
 */
export class Solver {
  /** Nodes searched by the last `solve`, `bestMoves` or `analyse`. */
  nodes = 0;
  /**
   * The transposition table: two words per slot, the lock and then the value in the low byte
   * with the stones on the board of the entry's position above it (fewer means a larger subtree,
   * worth keeping). A bucket's two slots share one cache line, so a probe costs one miss.
   */
  private readonly entries: Int32Array;
  /** Masks a hash to the first slot of its bucket of two. */
  private readonly bucketMask: number;
  private readonly order: number[];
  private readonly minScore: number;
  private readonly cells: number;
  private readonly maxScore: number;
  private deadline = Infinity;
  private maxNodes = Infinity;
  private onProgress: (() => void) | undefined;
  /** The position searched: a copy of the one asked about, in the fastest layout for its size. */
  private readonly board: SearchBoard;
  /** Ordered moves and their sort keys, 16 slots per depth below the root. */
  private readonly moveBuffer = new Int8Array(128 * 16);
  private readonly scoreBuffer = new Int16Array(128 * 16);
  private depth = 0;
  private signal: AbortSignal | undefined;
  private now: () => number = () => performance.now();

  constructor(
    readonly width = 7,
    readonly height = 6,
    tableBits = 22,
  ) {
    this.entries = new Int32Array(2 << tableBits);
    this.bucketMask = (1 << tableBits) - 2;
    this.order = centreOrder(width);
    this.board = PackedPosition.fits(width, height) ? new PackedPosition(width, height) : new BitPosition(width, height);
    this.cells = width * height;
    this.minScore = -Math.floor((width * height) / 2) + 3;
    this.maxScore = Math.floor((width * height + 1) / 2) - 3;
  }

  /** Forgets every stored result. */
  reset(): void {
    this.entries.fill(0);
  }

  /** The transposition table, to save a long computation's progress and load it back (same size only). */
  get table(): Int32Array {
    return this.entries;
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
    const board = this.board;
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
    if (position.width !== this.width || position.height !== this.height) throw new RangeError('The position does not fit this solver.');
    this.now = limits.now ?? (() => performance.now());
    this.deadline = limits.timeMs === undefined ? Infinity : this.now() + limits.timeMs;
    this.signal = limits.signal;
    this.maxNodes = limits.nodes ?? Infinity;
    this.onProgress = limits.onProgress;
    this.nodes = 0;
    this.board.load(position);
  }

  /** The exact (or with `weak`, the signed) score of the board. */
  private score(weak: boolean): number {
    const cells = this.width * this.height;
    const moves = this.board.moves;
    if (this.board.canWinNext()) return weak ? 1 : winNowScore(cells, moves);
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
    if (this.board.canWinNext()) return winNowScore(this.width * this.height, this.board.moves);
    // A search stopped by its limits leaves moves on the board; `begin` loads it afresh.
    this.depth = 0;
    return this.negamax(this.board, alpha, alpha + 1);
  }

  /**
   * Scores of every column for the side to move (null for full columns), each from the mover's
   * view; the limits cover the whole analysis.
   */
  analyse(position: BitPosition, limits: SolveLimits = {}): (number | null)[] {
    this.begin(position, limits);
    const board = this.board;
    return Array.from({ length: this.width }, (_, c) => {
      if (!board.canPlay(c)) return null;
      if (board.isWinningMove(c)) return winNowScore(this.width * this.height, board.moves);
      board.play(c);
      const score = 0 - this.score(false);
      board.undo(c);
      return score;
    });
  }

  private negamax(p: SearchBoard, alpha: number, beta: number): number {
    this.nodes++;
    if ((this.nodes & CHECK_EVERY) === 0) this.checkLimits();
    const cells = this.cells;
    const next = p.nonLosingMoves();
    if (next === 0) return -((cells - p.moves) >> 1);
    if (p.moves >= cells - 2) return 0;

    let min = -((cells - 2 - p.moves) >> 1);
    if (alpha < min) {
      alpha = min;
      if (alpha >= beta) return alpha;
    }
    let max = (cells - 1 - p.moves) >> 1;
    // A position and its mirror image have the same score, so both use the frame of the smaller hash.
    const mirrored = p.mirrorHash >>> 0 < p.hash >>> 0;
    const slot = ((mirrored ? p.mirrorHash : p.hash) & this.bucketMask) << 1;
    const lock = mirrored ? p.mirrorLock : p.lock;
    const v = this.probe(slot, lock);
    if (v !== 0) {
      if (v > this.maxScore - this.minScore + 1) {
        min = v + 2 * this.minScore - this.maxScore - 2;
        if (alpha < min) {
          alpha = min;
          if (alpha >= beta) return alpha;
        }
      } else {
        max = v + this.minScore - 1;
      }
    }
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }

    // Order: more threats first, ties centre first (insertion keeps the centre order stable).
    // The moves sit in this depth's slice of preallocated buffers: no allocation per node.
    const base = this.depth * 16;
    const cols = this.moveBuffer;
    const scores = this.scoreBuffer;
    let n = 0;
    for (let k = this.width - 1; k >= 0; k--) {
      const c = this.order[k]!;
      if ((next & (1 << c)) === 0) continue;
      // A forced move needs no ordering.
      const s = (next & (next - 1)) === 0 ? 0 : p.moveScore(c);
      let j = n++;
      while (j > 0 && scores[base + j - 1]! > s) {
        cols[base + j] = cols[base + j - 1]!;
        scores[base + j] = scores[base + j - 1]!;
        j--;
      }
      cols[base + j] = c;
      scores[base + j] = s;
    }
    for (let k = n - 1; k >= 0; k--) {
      const c = cols[base + k]!;
      p.play(c);
      this.depth++;
      const score = -this.negamax(p, -beta, -alpha);
      this.depth--;
      p.undo(c);
      if (score >= beta) {
        this.store(slot, lock, p.moves, score + this.maxScore - 2 * this.minScore + 2);
        return score;
      }
      if (score > alpha) alpha = score;
    }
    this.store(slot, lock, p.moves, alpha - this.minScore + 1);
    return alpha;
  }

  /** The stored value of the position with `lock` in the bucket at word `i` (0 when unknown). */
  private probe(i: number, lock: number): number {
    if (this.entries[i] === lock) return this.entries[i + 1]! & 0xff;
    if (this.entries[i + 2] === lock) return this.entries[i + 3]! & 0xff;
    return 0;
  }

  /**
   * Stores `value` for the position with `lock` and `moves` stones in the bucket at word `i`. The
   * first slot of a bucket keeps the position nearer the root (its result saved more work), the
   * second always takes the newcomer, so neither deep nor recent results crowd out the other.
   */
  private store(i: number, lock: number, moves: number, value: number): void {
    // Bounds beyond the scores a game can have carry no information (and would not fit a byte).
    if (value <= 0 || value > 255) return;
    const e = this.entries;
    const entry = value | (moves << 8);
    if (e[i] === lock) {
      e[i + 1] = entry;
    } else if (e[i + 2] === lock) {
      e[i + 3] = entry;
    } else if (e[i + 1] === 0 || moves <= e[i + 1]! >> 8) {
      e[i + 2] = e[i]!;
      e[i + 3] = e[i + 1]!;
      e[i] = lock;
      e[i + 1] = entry;
    } else {
      e[i + 2] = lock;
      e[i + 3] = entry;
    }
  }

  private checkLimits(): void {
    this.onProgress?.();
    if (this.signal?.aborted || this.nodes > this.maxNodes || this.now() > this.deadline) throw new SolveStopped('The solve ran out of time.');
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
