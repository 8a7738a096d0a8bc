/**
 * The solver's search in JavaScript: Pascal Pons' negamax (our own code), with the position in
 * two 32-bit words where the board fits (`PackedPosition`, 7x6 included) and one mask per column
 * on larger boards (`BitPosition`). It runs everywhere; `WasmSearch` is faster where WebAssembly
 * loads, for the boards it holds.
 */
import { BitPosition } from './bit-position.js';
import { PackedPosition } from './packed-position.js';
import { centreOrder } from './exact-solver.js';
import type { SolverCore } from './solver-core.js';

const CHECK_EVERY = 4095;

/**
 * What the search needs of a position (`PackedPosition` where the board fits in two words, else `BitPosition`): the
 * engine's moves, and its hashes and move lists.
 */
interface SearchBoard extends Pick<
  SolverCore,
  'moves' | 'load' | 'canPlay' | 'isWinningMove' | 'canWinNext' | 'play' | 'undo'
> {
  readonly hash: number;
  readonly lock: number;
  readonly mirrorHash: number;
  readonly mirrorLock: number;
  nonLosingMoves(): number;
  moveScore(col: number): number;
}

/** The JavaScript search for any board from 4x4 to 10x10, with a table of `2 ** tableBits` slots (8 bytes each). */
export class ScriptSearch implements SolverCore {
  nodes = 0;
  /**
   * The transposition table: two words per slot, the lock and then the value in the low byte
   * with the stones on the board of the entry's position above it (fewer means a larger subtree,
   * worth keeping). A bucket's two slots share one cache line, so a probe costs one miss.
   */
  readonly table: Int32Array;
  /** Masks a hash to the first slot of its bucket of two. */
  private readonly bucketMask: number;
  private readonly order: number[];
  private readonly cells: number;
  private readonly minScore: number;
  private readonly maxScore: number;
  private readonly board: SearchBoard;
  /** Ordered moves and their sort keys, 16 slots per depth below the root. */
  private readonly moveBuffer = new Int8Array(128 * 16);
  private readonly scoreBuffer = new Int16Array(128 * 16);
  private depth = 0;
  private check: () => void = () => {};

  constructor(
    readonly width: number,
    readonly height: number,
    tableBits: number,
  ) {
    this.table = new Int32Array(2 << tableBits);
    this.bucketMask = (1 << tableBits) - 2;
    this.order = centreOrder(width);
    this.board = PackedPosition.fits(width, height)
      ? new PackedPosition(width, height)
      : new BitPosition(width, height);
    this.cells = width * height;
    this.minScore = -Math.floor(this.cells / 2) + 3;
    this.maxScore = Math.floor((this.cells + 1) / 2) - 3;
  }

  get moves(): number {
    return this.board.moves;
  }

  load(position: BitPosition): void {
    this.board.load(position);
    this.nodes = 0;
  }

  canPlay(col: number): boolean {
    return this.board.canPlay(col);
  }

  isWinningMove(col: number): boolean {
    return this.board.isWinningMove(col);
  }

  canWinNext(): boolean {
    return this.board.canWinNext();
  }

  play(col: number): void {
    this.board.play(col);
  }

  undo(col: number): void {
    this.board.undo(col);
  }

  reset(): void {
    this.table.fill(0);
  }

  search(alpha: number, check: () => void): number {
    this.check = check;
    this.depth = 0;
    return this.negamax(this.board, alpha, alpha + 1);
  }

  private negamax(p: SearchBoard, alpha: number, beta: number): number {
    this.nodes++;
    if ((this.nodes & CHECK_EVERY) === 0) this.check();
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
    if (this.table[i] === lock) return this.table[i + 1]! & 0xff;
    if (this.table[i + 2] === lock) return this.table[i + 3]! & 0xff;
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
    const e = this.table;
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
}
