/** Nim's words in Traditional Chinese (Taiwan); terms as Chinese mathematics writing uses them (拈遊戲：堆、棋子). */
import type { NimWords } from '../../games/nim/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('zh-Hant', x);

const words: NimWords = {
  boardLabel: (heaps, misere) => `拈遊戲，${n(heaps)} 堆，${misere ? '拿走最後一顆的人輸' : '拿走最後一顆的人贏'}`,
  heapLabel: (heap, size) => `第 ${n(heap)} 堆，${n(size)} 顆`,
  pieceLabel: (heap, piece, size) => `第 ${n(heap)} 堆，第 ${n(piece)} 顆，共 ${n(size)} 顆`,
  marked: '已選取',
  hinted: '提示',
  separator: '，',
  emptyHeap: (heap) => `第 ${n(heap)} 堆已空`,
  take: '拿走',
  takeCount: (count) => `拿走 ${n(count)} 顆`,
  keys: [
    '空白鍵：選取或取消選取游標所在的棋子（只能選同一堆的棋子）',
    'Enter 鍵：拿走選取的棋子，或拿走游標所在的棋子及其後的所有棋子',
  ],
};

export default words;
