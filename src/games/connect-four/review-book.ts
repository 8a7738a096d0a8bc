/**
 * The 7x6 review book: the exact score of every position up to its depth, whatever the moves (the
 * opening book holds only the computer's own lines). `scripts/connect-four-review-book.ts`
 * generates it from our solver (`npm run book:connect-four-review`); the data ships compressed in
 * `review-book-data.ts`, which only an analysis loads (`prepare(state, 'analyse')`, or the first
 * `analyse`), never the playing board. It makes an analysis faster, never different: every value
 * it holds is the solver's.
 */
import { OpeningBook, decodeBook, fromBase64 } from './opening-book.js';

let loading: Promise<OpeningBook> | undefined;
let loaded: OpeningBook | undefined;

/** The review book once `loadReviewBook` has finished, else undefined. */
export function reviewBook(): OpeningBook | undefined {
  return loaded;
}

/** Imports and decodes the review book the first time it is asked for; later calls share that work. */
export function loadReviewBook(): Promise<OpeningBook> {
  loading ??= import('./review-book-data.js').then(({ REVIEW_BOOK }) => {
    loaded = new OpeningBook(decodeBook(fromBase64(REVIEW_BOOK.data)), REVIEW_BOOK.depth);
    return loaded;
  });
  return loading;
}
