/**
 * The lists a state carries from the start of its game (the moves played, the positions met for
 * the repetition rule), shared between a state and the states played from it. A copy of the whole
 * list per move made replaying n moves cost n² in time and memory; here the newest state of a
 * line appends to the list it shares, and only another move played from the same state (a
 * search trying its moves) copies it.
 */

/** The first `length` items of a list that states of one line share; appending from the newest copies nothing. */
export class SharedLine<T> {
  private constructor(
    private readonly log: T[],
    /** For lines counted by item (`count`): where each item occurs in `log`, in order. */
    private readonly places: Map<T, number[]> | null,
    /** How many of the log's items this line holds. */
    readonly length: number,
  ) {}

  /** A line of `items` (copied); `counted` keeps where each item occurs, so `count` costs no walk of the line. */
  static from<T>(items: readonly T[], counted = false): SharedLine<T> {
    const line = new SharedLine<T>([], counted ? new Map() : null, 0);
    for (const item of items) line.add(item);
    return new SharedLine(line.log, line.places, items.length);
  }

  /**
   * This line with `item` after it: shares the log when this line is its newest, or when the log
   * goes on with `item` already (a move played again from the same state, as a check of a move by
   * playing it does); else starts a copy.
   */
  with(item: T): SharedLine<T> {
    if (this.log.length > this.length && this.log[this.length] === item)
      return new SharedLine(this.log, this.places, this.length + 1);
    if (this.log.length !== this.length)
      return SharedLine.from(this.log.slice(0, this.length), this.places !== null).with(item);
    this.add(item);
    return new SharedLine(this.log, this.places, this.length + 1);
  }

  /** How many times `item` occurs in this line (on a line made `counted`; otherwise by a walk). */
  count(item: T): number {
    if (!this.places) return this.toArray().filter((x) => x === item).length;
    const at = this.places.get(item);
    if (!at) return 0;
    // Places past this line's length belong to lines played on from it.
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at[mid]! < this.length) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The items, as a new array. */
  toArray(): T[] {
    return this.log.slice(0, this.length);
  }

  private add(item: T): void {
    if (this.places) {
      const at = this.places.get(item);
      if (at) at.push(this.log.length);
      else this.places.set(item, [this.log.length]);
    }
    this.log.push(item);
  }
}

/**
 * The shared lines behind each state's list fields, by state (a state copied or sent to a worker has none, and its
 * arrays are read instead).
 */
const linesOf = new WeakMap<object, Record<string, SharedLine<unknown>>>();

/** The fields of a state whose lists `withLines` gave: each an array, as the game's state type says. */
export type LineFields<L> = { readonly [K in keyof L]: L[K] extends SharedLine<infer T> ? readonly T[] : never };

/**
 * `fields` with each of `lines` as a list field: an array made the first time it is read (a
 * replay that never reads a state's history never pays for it), enumerable like any other field,
 * so copies, JSON and messages to a worker carry it.
 */
export function withLines<S extends object, L extends Record<string, SharedLine<unknown>>>(
  fields: S,
  lines: L,
): S & LineFields<L> {
  for (const key of Object.keys(lines)) {
    const line = lines[key]!;
    Object.defineProperty(fields, key, {
      enumerable: true,
      configurable: true,
      get(this: object) {
        const items = line.toArray();
        Object.defineProperty(this, key, { value: items, enumerable: true, configurable: true });
        return items;
      },
    });
  }
  linesOf.set(fields, lines);
  return fields as S & LineFields<L>;
}

/**
 * The shared line behind `state[key]`, or one read from its array (a state that was copied); `counted` as in
 * `SharedLine.from`.
 */
export function lineOf<T>(state: object, key: string, counted = false): SharedLine<T> {
  const line = linesOf.get(state)?.[key] as SharedLine<T> | undefined;
  return line ?? SharedLine.from((state as Record<string, readonly T[]>)[key] ?? [], counted);
}
