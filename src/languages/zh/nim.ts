/** Nim's words in Chinese (Simplified). */
import type { NimWords } from '../../games/nim/words.js';

const words: NimWords = {
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
};

export default words;
