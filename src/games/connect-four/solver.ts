/**
 * An exact Connect Four solver for any board from 4x4 to 10x10, after the techniques of Pascal
 * Pons' "Solving Connect 4" articles (our own code): bit masks per column, centre-first move
 * ordering refined by the number of threats a move creates, early detection of forced and losing
 * moves, a transposition table keeping upper and lower bounds, and a null-window search that
 * narrows the score interval.
 *
 * Scores follow the test sets' convention (see `solve`): from the side to move, positive wins,
 * zero draws, negative loses; bigger means faster wins and slower losses.
 */

/** Raised when a solve runs out of time or is aborted. */
export class SolveStopped extends Error {
  override readonly name = 'SolveStopped';
}

import { createRng } from '../../core/rng.js';

/** Empty columns stored on each side of the board, so line checks never test bounds. */
export const PAD = 3;
const CHECK_EVERY = 4095;

/** Popcounts of 0..1023 (columns have at most 10 rows). */
export const POPCOUNT = new Uint8Array(1024);
for (let i = 1; i < 1024; i++) POPCOUNT[i] = POPCOUNT[i >> 1]! + (i & 1);

/** The score of a win with the next disc of the side to move, `moves` discs into a game on `cells` cells; each later disc scores one less. */
export function winNowScore(cells: number, moves: number): number {
  return Math.floor((cells + 1 - moves) / 2);
}

const keyCache = new Map<number, [Int32Array, Int32Array]>();

/**
 * Hash keys per (player, column, row), the same in every thread. They come from a non-linear
 * generator: with a linear one (xorshift) the second hash would be a fixed function of the first
 * and add nothing against collisions.
 */
function zobristKeys(width: number, height: number): [Int32Array, Int32Array] {
  const id = width * 16 + height;
  let keys = keyCache.get(id);
  if (!keys) {
    const rng = createRng(0xc4c4 + id);
    const n = 2 * width * height;
    keys = [Int32Array.from({ length: n }, () => rng.uint32() | 0), Int32Array.from({ length: n }, () => rng.uint32() | 0)];
    keyCache.set(id, keys);
  }
  return keys;
}

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

/**
 * A position with make/unmake, kept as one bit mask per column for the side to move and for all
 * stones; bit `r` of a column is row `r` from the bottom. Columns are stored with three empty
 * columns of padding on each side, so line checks never test bounds.
 */
export class BitPosition {
  /** Stones of the first player, per padded column. */
  readonly first: Int32Array;
  /** Stones of the second player, per padded column. */
  readonly second: Int32Array;
  /** All stones, per padded column. */
  readonly mask: Int32Array;
  /** Stones played so far. */
  moves = 0;
  /** Two independent 32-bit hashes of the position (the side to move follows from `moves`). */
  hash = 0;
  lock = 0;
  /** The same two hashes of the position seen in a mirror, so mirror images can share a table entry. */
  mirrorHash = 0;
  mirrorLock = 0;
  /** A column's bits when full. */
  readonly full: number;

  private readonly zobrist: Int32Array;
  private readonly zobristLock: Int32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    // One spare column at the end: the sliding windows of `threatCount` and `nonLosingMoves` read one past the padding.
    this.first = new Int32Array(width + 2 * PAD + 1);
    this.second = new Int32Array(width + 2 * PAD + 1);
    this.mask = new Int32Array(width + 2 * PAD + 1);
    this.full = (1 << height) - 1;
    [this.zobrist, this.zobristLock] = zobristKeys(width, height);
  }

  /** A copy of this position. */
  clone(): BitPosition {
    const p = new BitPosition(this.width, this.height);
    p.first.set(this.first);
    p.second.set(this.second);
    p.mask.set(this.mask);
    p.moves = this.moves;
    p.hash = this.hash;
    p.lock = this.lock;
    p.mirrorHash = this.mirrorHash;
    p.mirrorLock = this.mirrorLock;
    return p;
  }

  /** Whether column `col` (0-based) has room. */
  canPlay(col: number): boolean {
    return (this.mask[col + PAD]! & (1 << (this.height - 1))) === 0;
  }

  /** Stones of the side to move. */
  get cur(): Int32Array {
    return (this.moves & 1) === 0 ? this.first : this.second;
  }

  /** Stones of the side that moved last. */
  get other(): Int32Array {
    return (this.moves & 1) === 0 ? this.second : this.first;
  }

  /** Drops a stone of the side to move into `col` (which must have room). */
  play(col: number): void {
    const i = col + PAD;
    const m = this.mask[i]!;
    const bit = m + 1;
    const z = ((this.moves & 1) * this.width + col) * this.height + POPCOUNT[m]!;
    this.hash ^= this.zobrist[z]!;
    this.lock ^= this.zobristLock[z]!;
    const mz = z + (this.width - 1 - 2 * col) * this.height;
    this.mirrorHash ^= this.zobrist[mz]!;
    this.mirrorLock ^= this.zobristLock[mz]!;
    const stones = (this.moves & 1) === 0 ? this.first : this.second;
    stones[i] = stones[i]! | bit;
    this.mask[i] = m | bit;
    this.moves++;
  }

  /** Takes back the last stone, which was played into `col`. */
  undo(col: number): void {
    const i = col + PAD;
    const m = this.mask[i]!;
    const top = (m + 1) >> 1;
    this.moves--;
    const z = ((this.moves & 1) * this.width + col) * this.height + POPCOUNT[m]! - 1;
    this.hash ^= this.zobrist[z]!;
    this.lock ^= this.zobristLock[z]!;
    const mz = z + (this.width - 1 - 2 * col) * this.height;
    this.mirrorHash ^= this.zobrist[mz]!;
    this.mirrorLock ^= this.zobristLock[mz]!;
    const stones = (this.moves & 1) === 0 ? this.first : this.second;
    stones[i] = stones[i]! ^ top;
    this.mask[i] = m ^ top;
  }

  /** Plays columns given as digits or 1-based numbers; throws on a full or missing column. */
  playSequence(columns: readonly number[]): void {
    for (const c of columns) {
      if (!Number.isInteger(c) || c < 0 || c >= this.width || !this.canPlay(c)) throw new RangeError(`Column ${c + 1} cannot be played.`);
      this.play(c);
    }
  }

  /** The bit where a stone dropped into `col` lands (0 when the column is full). */
  landing(col: number): number {
    return (this.mask[col + PAD]! + 1) & this.full;
  }

  /** Whether the side to move has four in a row after dropping into `col`. */
  isWinningMove(col: number): boolean {
    const bit = this.landing(col);
    const cur = this.cur;
    return bit !== 0 && (this.threatsAt(cur, col, cur[col + PAD]! | bit) & bit) !== 0;
  }

  /** Whether the side to move can win at once. */
  canWinNext(): boolean {
    const cur = this.cur;
    for (let c = 0; c < this.width; c++) {
      const bit = this.landing(c);
      if (bit !== 0 && (this.threatsAt(cur, c, cur[c + PAD]!) & bit) !== 0) return true;
    }
    return false;
  }

  /**
   * The squares of column `col` where stones `p` (with `colBits` standing in for column `col`)
   * would complete four in a row, empty or not.
   */
  threatsAt(p: Int32Array, col: number, colBits: number): number {
    const i = col + PAD;
    return threatBits(p[i - 3]!, p[i - 2]!, p[i - 1]!, colBits, p[i + 1]!, p[i + 2]!, p[i + 3]!) & this.full;
  }

  /**
   * The columns (as a bit set, bit c for column c) the side to move may play without letting the
   * opponent win at once; 0 when every move loses. Only called when the side to move cannot win
   * at once.
   */
  nonLosingMoves(): number {
    const mask = this.mask;
    const opp = this.other;
    const full = this.full;
    let forced = 0;
    let safe = 0;
    // The same sliding window of seven columns as `threatCount`: inlined in both, because a shared
    // scratch array of column threats measured 10% slower on the middle-game test set.
    let a3 = opp[0]!;
    let a2 = opp[1]!;
    let a1 = opp[2]!;
    let x = opp[3]!;
    let b1 = opp[4]!;
    let b2 = opp[5]!;
    let b3 = opp[6]!;
    for (let c = 0; c < this.width; c++) {
      const bit = (mask[c + PAD]! + 1) & full;
      if (bit !== 0) {
        const threats = threatBits(a3, a2, a1, x, b1, b2, b3) & full;
        // The opponent threatens to win on the landing square: the move is forced.
        if ((threats & bit) !== 0) forced |= 1 << c;
        // Never play right below a square where the opponent would win.
        if ((threats & (bit << 1)) === 0) safe |= 1 << c;
      }
      a3 = a2;
      a2 = a1;
      a1 = x;
      x = b1;
      b1 = b2;
      b2 = b3;
      b3 = opp[c + PAD + 4]!;
    }
    if (forced !== 0) return (forced & (forced - 1)) !== 0 ? 0 : forced & safe;
    return safe;
  }

  /** The number of empty squares where the side that just moved threatens to win (move ordering). */
  threatCount(): number {
    const mask = this.mask;
    const p = this.other;
    const full = this.full;
    // Every column counts (comparing moves needs the whole board's total); a window of seven
    // columns slides along, so each column is read once.
    let a3 = p[0]!;
    let a2 = p[1]!;
    let a1 = p[2]!;
    let x = p[3]!;
    let b1 = p[4]!;
    let b2 = p[5]!;
    let b3 = p[6]!;
    let n = 0;
    const end = this.width + PAD;
    for (let i = PAD; i < end; i++) {
      n += POPCOUNT[threatBits(a3, a2, a1, x, b1, b2, b3) & ~mask[i]! & full]!;
      a3 = a2;
      a2 = a1;
      a1 = x;
      x = b1;
      b1 = b2;
      b2 = b3;
      b3 = p[i + 4]!;
    }
    return n;
  }
}

/**
 * The squares of a column (stones `x`) where stones of the same side would complete four in a
 * row, empty or not, given that side's stones in the three columns to each side (`a1` next left).
 */
function threatBits(a3: number, a2: number, a1: number, x: number, b1: number, b2: number, b3: number): number {
  // Vertical: three stones right below.
  let r = (x << 1) & (x << 2) & (x << 3);
  // Horizontal.
  r |= (a3 & a2 & a1) | (a2 & a1 & b1) | (a1 & b1 & b2) | (b1 & b2 & b3);
  // Diagonal rising to the right: the stone k columns away sits k rows higher.
  const u3 = a3 << 3;
  const u2 = a2 << 2;
  const u1 = a1 << 1;
  const v1 = b1 >> 1;
  const v2 = b2 >> 2;
  const v3 = b3 >> 3;
  r |= (u3 & u2 & u1) | (u2 & u1 & v1) | (u1 & v1 & v2) | (v1 & v2 & v3);
  // Diagonal falling to the right.
  const d3 = a3 >> 3;
  const d2 = a2 >> 2;
  const d1 = a1 >> 1;
  const e1 = b1 << 1;
  const e2 = b2 << 2;
  const e3 = b3 << 3;
  return r | (d3 & d2 & d1) | (d2 & d1 & e1) | (d1 & e1 & e2) | (e1 & e2 & e3);
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
  private readonly locks: Int32Array;
  private readonly values: Uint8Array;
  /** Stones on the board of each entry's position: fewer means a larger subtree, worth keeping. */
  private readonly plies: Uint8Array;
  /** Masks a hash to the first slot of its bucket of two. */
  private readonly bucketMask: number;
  private readonly order: number[];
  private readonly minScore: number;
  private readonly maxScore: number;
  private deadline = Infinity;
  private maxNodes = Infinity;
  private onProgress: (() => void) | undefined;
  /** The columns played below the root, so a stopped search can restore the position. */
  private readonly path = new Int8Array(128);
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
    this.locks = new Int32Array(1 << tableBits);
    this.values = new Uint8Array(1 << tableBits);
    this.plies = new Uint8Array(1 << tableBits);
    this.bucketMask = (1 << tableBits) - 2;
    this.order = centreOrder(width);
    this.minScore = -Math.floor((width * height) / 2) + 3;
    this.maxScore = Math.floor((width * height + 1) / 2) - 3;
  }

  /** Forgets every stored result. */
  reset(): void {
    this.values.fill(0);
    this.locks.fill(0);
  }

  /** The transposition table's arrays, to save a long computation's progress and load it back (same size only). */
  get table(): { locks: Int32Array; values: Uint8Array; plies: Uint8Array } {
    return { locks: this.locks, values: this.values, plies: this.plies };
  }

  /**
   * The exact score of `position` for the side to move: 0 for a draw; a win with the mover's
   * `n`-th stone scores `floor(width * height / 2) + 1 - n` (for 7x6: 22 - n), a loss the negative
   * of the opponent's. With `weak`, only the sign (-1, 0, 1). Throws `SolveStopped` when the
   * limits run out. The position is restored before returning.
   */
  solve(position: BitPosition, weak = false, limits: SolveLimits = {}): number {
    this.begin(position, limits);
    return this.score(position, weak);
  }

  /**
   * The exact score of `position` and every column that keeps it (the fastest wins, the slowest
   * losses), centre first. Cheaper than `analyse`: once the score is known, each column needs only
   * one null-window test. Throws `SolveStopped` when the limits run out.
   */
  bestMoves(position: BitPosition, limits: SolveLimits = {}): { score: number; moves: number[] } {
    this.begin(position, limits);
    const score = this.score(position, false);
    const moves: number[] = [];
    for (const c of this.order) {
      if (!position.canPlay(c)) continue;
      if (position.isWinningMove(c)) {
        if (winNowScore(this.width * this.height, position.moves) === score) moves.push(c);
        continue;
      }
      position.play(c);
      try {
        // The child's value is at least -score; the column is best exactly when it is not more.
        if (this.window(position, -score) <= -score) moves.push(c);
      } finally {
        position.undo(c);
      }
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
  }

  private score(position: BitPosition, weak: boolean): number {
    const cells = this.width * this.height;
    if (position.canWinNext()) return weak ? 1 : winNowScore(this.width * this.height, position.moves);
    let min = -Math.floor((cells - position.moves) / 2);
    let max = winNowScore(cells, position.moves);
    if (weak) {
      min = -1;
      max = 1;
    }
    // Narrow [min, max] with null-window searches, probing near zero first (most positions are close).
    while (min < max) {
      let med = min + Math.floor((max - min) / 2);
      if (med <= 0 && Math.trunc(min / 2) < med) med = Math.trunc(min / 2);
      else if (med >= 0 && Math.trunc(max / 2) > med) med = Math.trunc(max / 2);
      const r = this.window(position, med);
      if (r <= med) max = r;
      else min = r;
    }
    // A fail-high can overshoot the weak window's bound of 1.
    return weak ? Math.sign(min) : min;
  }

  /** A null-window search around `alpha` (the result is at most `alpha` or more than it); restores the position when stopped. */
  private window(position: BitPosition, alpha: number): number {
    if (position.canWinNext()) return winNowScore(this.width * this.height, position.moves);
    this.depth = 0;
    try {
      return this.negamax(position, alpha, alpha + 1);
    } catch (e) {
      // Stopped mid-search: take back the moves still on the board.
      while (this.depth > 0) position.undo(this.path[--this.depth]!);
      throw e;
    }
  }

  /**
   * Scores of every column for the side to move (null for full columns), each from the mover's
   * view; the limits cover the whole analysis.
   */
  analyse(position: BitPosition, limits: SolveLimits = {}): (number | null)[] {
    this.begin(position, limits);
    return Array.from({ length: this.width }, (_, c) => {
      if (!position.canPlay(c)) return null;
      if (position.isWinningMove(c)) return winNowScore(this.width * this.height, position.moves);
      position.play(c);
      try {
        return 0 - this.score(position, false);
      } finally {
        position.undo(c);
      }
    });
  }

  private negamax(p: BitPosition, alpha: number, beta: number): number {
    this.nodes++;
    if ((this.nodes & CHECK_EVERY) === 0) this.checkLimits();
    const cells = this.width * this.height;
    const next = p.nonLosingMoves();
    if (next === 0) return -Math.floor((cells - p.moves) / 2);
    if (p.moves >= cells - 2) return 0;

    let min = -Math.floor((cells - 2 - p.moves) / 2);
    if (alpha < min) {
      alpha = min;
      if (alpha >= beta) return alpha;
    }
    let max = Math.floor((cells - 1 - p.moves) / 2);
    const v = this.probe(p);
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

    const etcPlies = cells - 14;
    // Order: more threats first, ties centre first (insertion keeps the centre order stable).
    // The moves sit in this depth's slice of preallocated buffers: no allocation per node.
    const base = this.depth * 16;
    const cols = this.moveBuffer;
    const scores = this.scoreBuffer;
    let n = 0;
    for (let k = this.width - 1; k >= 0; k--) {
      const c = this.order[k]!;
      if ((next & (1 << c)) === 0) continue;
      p.play(c);
      const s = p.threatCount();
      // Enhanced transposition cutoff: a child whose stored upper bound already proves a fail high.
      // Only far from the end, where a cutoff saves a large subtree: the probe costs a cache miss.
      if (p.moves < etcPlies) {
        const v = this.probe(p);
        if (v !== 0 && v <= this.maxScore - this.minScore + 1 && -(v + this.minScore - 1) >= beta) {
          p.undo(c);
          return -(v + this.minScore - 1);
        }
      }
      p.undo(c);
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
      this.path[this.depth++] = c;
      const score = -this.negamax(p, -beta, -alpha);
      this.depth--;
      p.undo(c);
      if (score >= beta) {
        this.store(p, score + this.maxScore - 2 * this.minScore + 2);
        return score;
      }
      if (score > alpha) alpha = score;
    }
    this.store(p, alpha - this.minScore + 1);
    return alpha;
  }

  /**
   * The stored value of `p` (0 when unknown). A position and its mirror image have the same score,
   * so both use the frame of the smaller hash; each hash maps to a bucket of two slots.
   */
  private probe(p: BitPosition): number {
    const mirrored = p.mirrorHash >>> 0 < p.hash >>> 0;
    const b = (mirrored ? p.mirrorHash : p.hash) & this.bucketMask;
    const lock = mirrored ? p.mirrorLock : p.lock;
    if (this.locks[b] === lock) return this.values[b]!;
    if (this.locks[b + 1] === lock) return this.values[b + 1]!;
    return 0;
  }

  /**
   * Stores `value` for `p`. The first slot of a bucket keeps the position nearer the root (its
   * result saved more work), the second always takes the newcomer, so neither deep nor recent
   * results crowd out the other.
   */
  private store(p: BitPosition, value: number): void {
    // Bounds beyond the scores a game can have carry no information (and would not fit a byte).
    if (value <= 0 || value > 255) return;
    const mirrored = p.mirrorHash >>> 0 < p.hash >>> 0;
    const b = (mirrored ? p.mirrorHash : p.hash) & this.bucketMask;
    const lock = mirrored ? p.mirrorLock : p.lock;
    const locks = this.locks;
    const values = this.values;
    const plies = this.plies;
    if (locks[b] === lock) {
      values[b] = value;
    } else if (locks[b + 1] === lock) {
      values[b + 1] = value;
    } else if (values[b] === 0 || p.moves <= plies[b]!) {
      locks[b + 1] = locks[b]!;
      values[b + 1] = values[b]!;
      plies[b + 1] = plies[b]!;
      locks[b] = lock;
      values[b] = value;
      plies[b] = p.moves;
    } else {
      locks[b + 1] = lock;
      values[b + 1] = value;
      plies[b + 1] = p.moves;
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
