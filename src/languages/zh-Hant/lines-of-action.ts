/** Lines of Action's words in Traditional Chinese (Taiwan); no settled Chinese name, so 直線棋 with the original name. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('zh-Hant', x);

/** A line of the board, as the sentences name it (Taiwan: 列 a row, 欄 a column, as in Connect Four's words). */
const lines = { row: '橫列', column: '直欄', diagonal: '斜線' };

const words: LinesOfActionWords = {
  boardLabel: (size) => `直線棋（Lines of Action），${n(size)}×${n(size)}`,
  black: '黑',
  white: '白',
  empty: '空',
  capture: '可以吃子',
  group: (index, of) => `第 ${n(index)} 組（共 ${n(of)} 組）`,
  groups: (count) => `${n(count)} 組`,
  separator: '，',
  moved: (name, from, to, captured) => `${name}從 ${from} 走到 ${to}${captured ? '，吃掉一子' : ''}。`,
  refusals: {
    distance: (from, line, count) =>
      `${from} 上的棋子所在的${lines[line]}共有 ${n(count)} 顆棋子，所以它沿著這條線剛好走 ${n(count)} 格。`,
    jumpEnemy: (from, over) => `${from} 上的棋子可以跳過自己的棋子，但不能跳過對方的棋子：${over} 上的棋子擋住了去路。`,
    ownPiece: (to) => `${to} 上是你自己的棋子：棋子只能走到空的格子上，或是吃子。`,
    notALine: (from, to) => `棋子沿著橫列、直欄或斜線移動：${to} 不在通過 ${from} 的任何一條線上。`,
  },
  keys: [
    '方向鍵、Home、End：在格子之間移動',
    '在自己的棋子上按 Enter 鍵或空白鍵：拿起棋子；再在目標格上按：走到那裡（按 Esc 鍵放下）',
    'p：跳過（無處可走時）',
  ],
};

export default words;
