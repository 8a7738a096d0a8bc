/** Nim's own words, in each built-in language (the shared ones live in `element/base/messages.ts`). */
import { plural } from '../../languages/intl.js';

/** The texts of `<nim-board>` in one language. */
export interface NimWords {
  boardLabel: (heaps: number, misere: boolean) => string;
  heapLabel: (heap: number, size: number) => string;
  pieceLabel: (heap: number, piece: number, size: number) => string;
  marked: string;
  hinted: string;
  /** Joins the parts of a piece's label. */
  separator: string;
  emptyHeap: (heap: number) => string;
  take: string;
  takeCount: (count: number) => string;
  keys: readonly string[];
}

/** English, the source of every other language's table (`src/languages/<tag>/`). */
export const en: NimWords = {
  boardLabel: (heaps, misere) => `Nim, ${heaps} heaps, ${misere ? 'the last piece loses' : 'the last piece wins'}`,
  heapLabel: (heap, size) => `Heap ${heap}, ${plural('en', size, { one: '# piece', other: '# pieces' })}`,
  pieceLabel: (heap, piece, size) => `Heap ${heap}, piece ${piece} of ${size}`,
  marked: 'marked',
  hinted: 'hint',
  separator: ', ',
  emptyHeap: (heap) => `Heap ${heap} is empty`,
  take: 'Take',
  takeCount: (count) => `Take ${count}`,
  keys: [
    'Space: mark or unmark the focused piece (marks stay in one heap)',
    'Enter: take the marked pieces, or the focused piece and every piece after it',
  ],
};
