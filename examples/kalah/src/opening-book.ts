/**
 * The strongest level's first moves in Kalah of four seeds a pit: the positions of the game's first
 * sowings, each searched far deeper than a move's time allows (`scripts/opening-book.ts`). A move of
 * the opening decides more than any later one, and the search reaches least far there.
 */
import { OPENING_BOOK } from './opening-book-data.js';

/** A position's key: its 14 counts from the mover's side, a base-36 digit each. */
export function bookKey(pits: readonly number[], first: boolean): string {
  let key = '';
  for (let i = 0; i < 14; i++) key += pits[first ? i : (i + 7) % 14]!.toString(36);
  return key;
}

let book: Map<string, number> | undefined;

/** The book's pit for the mover of `pits`, or undefined when the position is not in it. */
export function bookMove(pits: readonly number[], first: boolean): number | undefined {
  book ??= new Map(OPENING_BOOK.split(' ').map((entry) => [entry.slice(0, 14), Number(entry.slice(14))]));
  return book.get(bookKey(pits, first));
}
