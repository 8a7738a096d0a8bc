/**
 * Connect Four positions kept as one bit mask per column, for boards of any size up to 10x10
 * (the solver's packed two-word position is faster where it fits; see `packed-position.ts`).
 */
import { createRng } from '../../core/rng.js';

/** Empty columns stored on each side of the board, so line checks never test bounds. */
export const PAD = 3;

/** Popcounts of 0..1023 (columns have at most 10 rows). */
export const POPCOUNT = new Uint8Array(1024);
for (let i = 1; i < 1024; i++) POPCOUNT[i] = POPCOUNT[i >> 1]! + (i & 1);

const keyCache = new Map<number, [Int32Array, Int32Array]>();

/**
 * Hash keys per (player, column, row), the same in every thread. They come from a non-linear
 * generator: with a linear one (xorshift) the second hash would be a fixed function of the first
 * and add nothing against collisions.
 */
export function zobristKeys(width: number, height: number): [Int32Array, Int32Array] {
  const id = width * 16 + height;
  let keys = keyCache.get(id);
  if (!keys) {
    const rng = createRng(0xc4c4 + id);
    const n = 2 * width * height;
    keys = [
      Int32Array.from({ length: n }, () => rng.uint32() | 0),
      Int32Array.from({ length: n }, () => rng.uint32() | 0),
    ];
    keyCache.set(id, keys);
  }
  return keys;
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
    p.load(this);
    return p;
  }

  /** Becomes a copy of `p` (a position of the same size). */
  load(p: BitPosition): void {
    this.first.set(p.first);
    this.second.set(p.second);
    this.mask.set(p.mask);
    ({
      moves: this.moves,
      hash: this.hash,
      lock: this.lock,
      mirrorHash: this.mirrorHash,
      mirrorLock: this.mirrorLock,
    } = p);
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
      if (!Number.isInteger(c) || c < 0 || c >= this.width || !this.canPlay(c))
        throw new RangeError(`Column ${c + 1} cannot be played.`);
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

  /**
   * The number of empty squares where the side to move would threaten to win after dropping into `col` (move ordering).
   */
  moveScore(col: number): number {
    const i = col + PAD;
    const bit = this.landing(col);
    const stones = this.cur;
    stones[i] = stones[i]! | bit;
    this.mask[i] = this.mask[i]! | bit;
    this.moves++;
    const n = this.threatCount();
    this.moves--;
    stones[i] = stones[i]! ^ bit;
    this.mask[i] = this.mask[i]! ^ bit;
    return n;
  }

  /** The number of empty squares where the side that just moved threatens to win. */
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
