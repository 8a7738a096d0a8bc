/** Nim's own words, in each built-in language (the shared ones live in `element/messages.ts`). */
import type { Language } from '../../element/messages.js';

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

/** The built-in tables. */
export const words: Readonly<Record<Language, NimWords>> = {
  en: {
    boardLabel: (heaps, misere) => `Nim, ${heaps} heaps, ${misere ? 'the last piece loses' : 'the last piece wins'}`,
    heapLabel: (heap, size) => `Heap ${heap}, ${size} ${size === 1 ? 'piece' : 'pieces'}`,
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
  },
  zh: {
    boardLabel: (heaps, misere) => `拈游戏，${heaps} 堆，${misere ? '取走最后一枚者输' : '取走最后一枚者胜'}`,
    heapLabel: (heap, size) => `第 ${heap} 堆，${size} 枚`,
    pieceLabel: (heap, piece, size) => `第 ${heap} 堆，第 ${piece} 枚，共 ${size} 枚`,
    marked: '已选',
    hinted: '提示',
    separator: '，',
    emptyHeap: (heap) => `第 ${heap} 堆已空`,
    take: '取走',
    takeCount: (count) => `取走 ${count} 枚`,
    keys: ['空格：选中或取消当前棋子（只能在同一堆中选择）', 'Enter：取走选中的棋子，或取走当前棋子及其后所有棋子'],
  },
};
