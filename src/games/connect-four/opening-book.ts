/**
 * The 7x6 opening book: exact scores, and the best columns, of the early positions the solver
 * cannot settle within a second. `scripts/connect-four-book.ts` generates it from our own solver
 * (see the README for its depth, size and command); the data ships compressed in
 * `opening-book-data.ts`, which `loadOpeningBook` imports only when a 7x6 game first needs it.
 *
 * Positions are stored up to mirror symmetry under a 49-bit key: per column, the first player's
 * discs plus a marker bit above the column's top disc, 7 bits a column, left to right.
 */
import { type BitPosition, PAD } from './bit-position.js';

/** Book boards are the standard 7 columns by 6 rows. */
export const BOOK_WIDTH = 7;
export const BOOK_HEIGHT = 6;

/** One book position: its exact score and, when the book's side is to move, the columns that keep it. */
export interface BookEntry {
  /** The exact score for the side to move (the test sets' convention). */
  score: number;
  /** Bit `c` set: column `c` keeps the score (0 when not recorded). */
  best: number;
}

/** The 49-bit key of a 7x6 position, optionally seen in a mirror. */
export function positionKey(position: BitPosition, mirrored = false): number {
  let key = 0;
  for (let k = 0; k < BOOK_WIDTH; k++) {
    const c = mirrored ? BOOK_WIDTH - 1 - k : k;
    const column = position.first[c + PAD]! | (position.mask[c + PAD]! + 1);
    key = key * 128 + column;
  }
  return key;
}

/** Mirrors a column mask (bit c to bit 6 - c). */
export function mirrorColumns(mask: number): number {
  let out = 0;
  for (let c = 0; c < BOOK_WIDTH; c++) if (mask & (1 << c)) out |= 1 << (BOOK_WIDTH - 1 - c);
  return out;
}

/** The book: look-ups by position, whatever its orientation. */
export class OpeningBook {
  constructor(
    /** Entries by canonical key (the smaller of a position's key and its mirror's). */
    private readonly entries: ReadonlyMap<number, BookEntry>,
    /** The deepest ply the book covers. */
    readonly depth: number,
  ) {}

  /** Positions in the book. */
  get size(): number {
    return this.entries.size;
  }

  /** The entry of `position` in its own orientation, or undefined. */
  get(position: BitPosition): BookEntry | undefined {
    if (position.width !== BOOK_WIDTH || position.height !== BOOK_HEIGHT) return undefined;
    const key = positionKey(position);
    const mirror = positionKey(position, true);
    const entry = this.entries.get(Math.min(key, mirror));
    if (!entry) return undefined;
    // Stored in the canonical orientation: a mirrored position sees its columns mirrored.
    return key <= mirror ? entry : { score: entry.score, best: mirrorColumns(entry.best) };
  }
}

/** Canonical key, score and best columns (in the canonical orientation) of a position, for the generator. */
export function canonicalEntry(position: BitPosition, score: number, best: number): [key: number, entry: BookEntry] {
  const key = positionKey(position);
  const mirror = positionKey(position, true);
  return key <= mirror ? [key, { score, best }] : [mirror, { score, best: mirrorColumns(best) }];
}

/**
 * Packs entries sorted by key: each as the key's difference from the previous one in 7-bit groups
 * (high bit = more follows), then one byte of score + 64, then one byte of best columns.
 * Keys are below 2^49, so every step stays exact in a double.
 */
export function encodeBook(entries: ReadonlyMap<number, BookEntry>): Uint8Array {
  const keys = [...entries.keys()].sort((a, b) => a - b);
  const out: number[] = [];
  let previous = 0;
  for (const key of keys) {
    let delta = key - previous;
    previous = key;
    while (delta >= 128) {
      out.push((delta % 128) | 128);
      delta = Math.floor(delta / 128);
    }
    out.push(delta);
    const e = entries.get(key)!;
    out.push(e.score + 64, e.best);
  }
  return Uint8Array.from(out);
}

/** Reverses `encodeBook`; throws on truncated data. */
export function decodeBook(bytes: Uint8Array): Map<number, BookEntry> {
  const entries = new Map<number, BookEntry>();
  let key = 0;
  let i = 0;
  while (i < bytes.length) {
    let delta = 0;
    let scale = 1;
    for (;;) {
      const b = bytes[i++];
      if (b === undefined) throw new RangeError('The opening book is truncated.');
      delta += (b & 127) * scale;
      scale *= 128;
      if (b < 128) break;
    }
    key += delta;
    const score = bytes[i++];
    const best = bytes[i++];
    if (score === undefined || best === undefined) throw new RangeError('The opening book is truncated.');
    entries.set(key, { score: score - 64, best });
  }
  return entries;
}

/** Base64 to bytes, in any JavaScript environment. */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

let loading: Promise<OpeningBook> | undefined;
let loaded: OpeningBook | undefined;

/** The book once `loadOpeningBook` has finished, else undefined. */
export function openingBook(): OpeningBook | undefined {
  return loaded;
}

/** Imports and decodes the book the first time it is asked for; later calls share that work. */
export function loadOpeningBook(): Promise<OpeningBook> {
  loading ??= import('./opening-book-data.js').then(({ BOOK }) => {
    loaded = new OpeningBook(decodeBook(fromBase64(BOOK.data)), BOOK.depth);
    return loaded;
  });
  return loading;
}
