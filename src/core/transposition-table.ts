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

/** Int32s per slot: the packed depth, bound and age, the hash, the lock, the score and the move. */
const STRIDE = 5;
const META = 0;
const HASH = 1;
const LOCK = 2;
const SCORE = 3;
const MOVE = 4;

/**
 * A fixed-size table of search results keyed by a 32-bit hash plus a 32-bit lock. Each slot's
 * fields lie side by side in one array, so a probe or a store touches one or two cache lines
 * rather than one per field: in a table larger than the cache that is most of a store's cost.
 */
export class TranspositionTable {
  /** Number of slots (a power of two). */
  readonly size: number;
  private readonly mask: number;
  /**
   * Per slot: META (depth in the high 16 bits, the bound in bits 8-15, the age in bits 0-7; 0 when empty), HASH, LOCK,
   * SCORE, MOVE.
   */
  private readonly slots: Int32Array;
  private age = 1;

  /** A table of `2 ** bits` slots (20 bytes each). */
  constructor(bits = 18) {
    if (!Number.isInteger(bits) || bits < 4 || bits > 26) throw new RangeError(`table bits must be 4..26, got ${bits}`);
    this.size = 1 << bits;
    this.mask = this.size - 1;
    this.slots = new Int32Array(this.size * STRIDE);
  }

  /** Marks entries of earlier searches as replaceable without forgetting them. */
  newSearch(): void {
    this.age = this.age === 255 ? 1 : this.age + 1;
  }

  /** Forgets everything. */
  clear(): void {
    this.slots.fill(0);
    // As new: a search after a clear stores and replaces exactly as in a new table.
    this.age = 1;
  }

  /** The slot holding this position, or -1. */
  probe(hash: number, lock: number): number {
    const i = hash & this.mask;
    const at = i * STRIDE;
    const slots = this.slots;
    return (slots[at + META]! & 0xff00) !== 0 && slots[at + HASH] === (hash | 0) && slots[at + LOCK] === (lock | 0)
      ? i
      : -1;
  }

  /** Depth searched for the entry in slot `i`. */
  depth(i: number): number {
    return this.slots[i * STRIDE + META]! >> 16;
  }
  /** Bound type (`EXACT`, `LOWER`, `UPPER`) of slot `i`. */
  flag(i: number): number {
    return (this.slots[i * STRIDE + META]! >> 8) & 0xff;
  }
  /** Score stored in slot `i`. */
  score(i: number): number {
    return this.slots[i * STRIDE + SCORE]!;
  }
  /** Best-move id stored in slot `i`, or -1. */
  move(i: number): number {
    return this.slots[i * STRIDE + MOVE]!;
  }

  /** Stores a result unless the slot holds a deeper result of the current search. */
  store(hash: number, lock: number, depth: number, flag: number, score: number, moveId: number): void {
    const at = (hash & this.mask) * STRIDE;
    const slots = this.slots;
    const meta = slots[at + META]!;
    const same = slots[at + HASH] === (hash | 0) && slots[at + LOCK] === (lock | 0);
    if ((meta & 0xff00) !== 0 && (meta & 0xff) === this.age && !same && meta >> 16 > depth) return;
    // Keep the known best move when a shallower bound of the same position has none.
    if (same && moveId < 0) moveId = slots[at + MOVE]!;
    slots[at + META] = (depth << 16) | ((flag & 0xff) << 8) | this.age;
    slots[at + HASH] = hash;
    slots[at + LOCK] = lock;
    slots[at + SCORE] = score;
    slots[at + MOVE] = moveId;
  }
}
