/**
 * A bounded transposition table in flat typed arrays (no per-entry objects, so no GC pressure
 * during a search). One entry per slot, replaced by depth with ageing across searches.
 */

/** The stored score is exact. */
export const EXACT = 1;
/** The stored score is a lower bound (the search failed high). */
export const LOWER = 2;
/** The stored score is an upper bound (the search failed low). */
export const UPPER = 3;

/** A fixed-size table of search results keyed by a 32-bit hash plus a 32-bit lock. */
export class TranspositionTable {
  /** Number of slots (a power of two). */
  readonly size: number;
  private readonly mask: number;
  private readonly hashes: Int32Array;
  private readonly locks: Int32Array;
  private readonly scores: Int32Array;
  private readonly moves: Int32Array;
  private readonly depths: Int16Array;
  private readonly flags: Uint8Array;
  private readonly ages: Uint8Array;
  private age = 1;

  /** A table of `2 ** bits` slots (about 20 bytes each). */
  constructor(bits = 18) {
    if (!Number.isInteger(bits) || bits < 4 || bits > 26) throw new RangeError(`table bits must be 4..26, got ${bits}`);
    this.size = 1 << bits;
    this.mask = this.size - 1;
    this.hashes = new Int32Array(this.size);
    this.locks = new Int32Array(this.size);
    this.scores = new Int32Array(this.size);
    this.moves = new Int32Array(this.size);
    this.depths = new Int16Array(this.size);
    this.flags = new Uint8Array(this.size);
    this.ages = new Uint8Array(this.size);
  }

  /** Marks entries of earlier searches as replaceable without forgetting them. */
  newSearch(): void {
    this.age = this.age === 255 ? 1 : this.age + 1;
  }

  /** Forgets everything. */
  clear(): void {
    this.flags.fill(0);
    this.ages.fill(0);
  }

  /** The slot holding this position, or -1. */
  probe(hash: number, lock: number): number {
    const i = hash & this.mask;
    return this.flags[i] !== 0 && this.hashes[i] === (hash | 0) && this.locks[i] === (lock | 0) ? i : -1;
  }

  /** Depth searched for the entry in slot `i`. */
  depth(i: number): number {
    return this.depths[i]!;
  }
  /** Bound type (`EXACT`, `LOWER`, `UPPER`) of slot `i`. */
  flag(i: number): number {
    return this.flags[i]!;
  }
  /** Score stored in slot `i`. */
  score(i: number): number {
    return this.scores[i]!;
  }
  /** Best-move id stored in slot `i`, or -1. */
  move(i: number): number {
    return this.moves[i]!;
  }

  /** Stores a result unless the slot holds a deeper result of the current search. */
  store(hash: number, lock: number, depth: number, flag: number, score: number, moveId: number): void {
    const i = hash & this.mask;
    const same = this.hashes[i] === (hash | 0) && this.locks[i] === (lock | 0);
    if (this.flags[i] !== 0 && this.ages[i] === this.age && !same && this.depths[i]! > depth) return;
    // Keep the known best move when a shallower bound of the same position has none.
    if (same && moveId < 0) moveId = this.moves[i]!;
    this.hashes[i] = hash;
    this.locks[i] = lock;
    this.depths[i] = depth;
    this.flags[i] = flag;
    this.scores[i] = score;
    this.moves[i] = moveId;
    this.ages[i] = this.age;
  }
}
