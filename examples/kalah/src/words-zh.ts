/** 播棋（Kalah）的中文。 */
import type { KalahWords } from './words.js';

/** The Chinese table. */
export const zh: KalahWords = {
  side: { first: '南方', second: '北方' },
  boardLabel: (seeds) => `播棋，开局每坑 ${seeds} 颗种子`,
  rowLabel: (side, store) => `${side}的坑；${side}的仓有 ${store} 颗种子`,
  pitLabel: (side, pit, seeds) => `${side}第 ${pit} 坑，${seeds} 颗种子`,
  store: (side) => `${side}的仓`,
  lastSown: '上一步',
  hinted: '提示',
  notYourPit: '这不是行棋方的坑',
  emptyPit: '这个坑是空的',
  keys: ['1 至 6：播行棋方的这个坑（从其左边数起）', '回车或空格：播当前的坑'],
};
