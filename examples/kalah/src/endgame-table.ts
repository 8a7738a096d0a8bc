/**
 * Kalah's endgame table: for every spread of at most `most` seeds over the twelve pits, what the
 * mover gains from those seeds on, as a margin, with best play by both sides. The stores take no part
 * in what can still happen, so a position's final margin is its stores' difference plus this value.
 * It is built here, by an exhaustive search over the spreads (each valued once), when a game first
 * needs it: its size grows about fourfold with every two seeds more (2.7 million spreads of 12 seeds,
 * one byte each), too much to download.
 */
import { SLOTS, STORE, THEIR_STORE, sowTurned, sumMine, sumTheirs } from './mover-board.js';

const UNKNOWN = -128;
const PITS = 12;
/** The longest chain of sowings from one spread: each one takes seeds to a store or moves one nearer. */
const MAX_CHAIN = 512;

/**
 * The margins of every endgame of at most `most` seeds in the pits, built a little at a time
 * (`grow`), fewest seeds first: a spread's place in the table does not depend on how far the table
 * goes, so the spreads of at most `ready` seeds are the table's first entries and are all valued.
 */
export class EndgameTable {
  /** The most seeds in the pits of a position the table will hold. */
  readonly most: number;
  /** The most seeds in the pits of the positions valued so far: every spread of at most this many (-1 before any). */
  ready = -1;
  private readonly values: Int8Array;
  /** C(n, k) for n up to `most + 12`, k up to 12, row by row. */
  private readonly binomial: Float64Array;
  private readonly boards = new Uint8Array(SLOTS * (MAX_CHAIN + 1));
  private readonly bars = new Int32Array(PITS);
  /** The next entry to value. */
  private next = 0;

  /** A table for every spread of at most `most` seeds, with nothing valued yet. */
  constructor(most: number) {
    this.most = most;
    const rows = most + PITS + 1;
    this.binomial = new Float64Array(rows * (PITS + 1));
    for (let n = 0; n < rows; n++)
      for (let k = 0; k <= PITS; k++)
        this.binomial[n * (PITS + 1) + k] =
          k === 0
            ? 1
            : n === 0
              ? 0
              : this.binomial[(n - 1) * (PITS + 1) + k - 1]! + this.binomial[(n - 1) * (PITS + 1) + k]!;
    this.values = new Int8Array(this.entriesUpTo(most)).fill(UNKNOWN);
  }

  /** Entries in the whole table. */
  get size(): number {
    return this.values.length;
  }

  /**
   * Values spreads until every one is valued or `until` (a `performance.now()` time) has passed;
   * true when the table is complete.
   */
  grow(until = Infinity): boolean {
    while (this.next < this.values.length) {
      this.unrank(this.next);
      this.solve(0);
      this.next++;
      while (this.ready < this.most && this.next >= this.entriesUpTo(this.ready + 1)) this.ready++;
      if ((this.next & 1023) === 0 && performance.now() >= until) break;
    }
    return this.next === this.values.length;
  }

  /** What the mover of the board at `a` of `s` gains from its pits' seeds on, which must be at most `ready`. */
  value(s: Uint8Array, a: number): number {
    const b = this.boards;
    for (let k = 0; k < SLOTS; k++) b[k] = k === STORE || k === THEIR_STORE ? 0 : s[a + k]!;
    return this.solve(0);
  }

  /** The spreads of at most `seeds` seeds: C(seeds + 12, 12). */
  private entriesUpTo(seeds: number): number {
    return this.binomial[(seeds + PITS) * (PITS + 1) + PITS]!;
  }

  /** A spread's place in the table: the colex rank of its 12 bars (a bar after each pit's seeds). */
  private rank(a: number): number {
    const s = this.boards;
    let r = 0;
    let bar = -1;
    for (let i = 0; i < PITS; i++) {
      bar += 1 + s[a + (i < STORE ? i : i + 1)]!;
      r += this.binomial[bar * (PITS + 1) + i + 1]!;
    }
    return r;
  }

  /** Sets the table's first board to the spread of place `r`, with empty stores. */
  private unrank(r: number): void {
    const s = this.boards;
    let above = this.most + PITS;
    // From the last bar down: each bar is the highest place whose count of subsets is not above what is left.
    for (let i = PITS - 1; i >= 0; i--) {
      let bar = above - 1;
      while (this.binomial[bar * (PITS + 1) + i + 1]! > r) bar--;
      r -= this.binomial[bar * (PITS + 1) + i + 1]!;
      this.bars[i] = bar;
      above = bar;
    }
    for (let i = 0; i < PITS; i++) s[i < STORE ? i : i + 1] = this.bars[i]! - (i > 0 ? this.bars[i - 1]! : -1) - 1;
    s[STORE] = 0;
    s[THEIR_STORE] = 0;
  }

  /** The value of the board at chain step `depth` of the table's own boards, whose stores are empty. */
  private solve(depth: number): number {
    const s = this.boards;
    const a = depth * SLOTS;
    const r = this.rank(a);
    const known = this.values[r]!;
    if (known !== UNKNOWN) return known;
    const mine = sumMine(s, a);
    const theirs = sumTheirs(s, a);
    let best = mine - theirs;
    if (mine > 0 && theirs > 0) {
      best = UNKNOWN;
      const b = a + SLOTS;
      for (let pit = 0; pit < STORE; pit++) {
        if (s[a + pit] === 0) continue;
        let value: number;
        if (sowTurned(s, a, b, pit)) {
          const gain = s[b + STORE]!;
          s[b + STORE] = 0;
          value = gain + this.solve(depth + 1);
        } else {
          const gain = s[b + THEIR_STORE]!;
          s[b + THEIR_STORE] = 0;
          value = gain - this.solve(depth + 1);
        }
        if (value > best) best = value;
      }
    }
    this.values[r] = best;
    return best;
  }
}
