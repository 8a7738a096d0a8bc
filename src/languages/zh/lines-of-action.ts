/** Lines of Action's words in Chinese (Simplified). */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';

/** A line of the board, as the sentences name it (行 a row, 列 a column). */
const lines = { row: '行', column: '列', diagonal: '斜线' };

const words: LinesOfActionWords = {
  boardLabel: (size) => `直线棋（Lines of Action），${size}×${size}`,
  black: '黑',
  white: '白',
  empty: '空',
  capture: '吃子',
  group: (n, of) => `第 ${n} 组（共 ${of} 组）`,
  groups: (n) => `${n} 组`,
  separator: '，',
  moved: (name, from, to, captured) => `${name}从 ${from} 走到 ${to}${captured ? '，吃掉一子' : ''}。`,
  refusals: {
    distance: (from, line, count) =>
      `${from} 上的棋子所在的${lines[line]}共有 ${count} 枚棋子，所以它沿这条线正好走 ${count} 格。`,
    jumpEnemy: (from, over) => `${from} 上的棋子可以跳过己方棋子，但不能跳过对方棋子：${over} 上的棋子挡住了去路。`,
    ownPiece: (to) => `${to} 上是你自己的棋子：棋子只能走到空的格子上，或者吃子。`,
    notALine: (from, to) => `棋子沿行、列或斜线移动：${to} 不在经过 ${from} 的任何一条线上。`,
  },
  keys: [
    '方向键、Home、End：在格子间移动',
    '在己方棋子上按 Enter 或空格：拿起；再在目标格上按：走到那里（Esc 放下）',
    'p：停一手（无子可走时）',
  ],
};

export default words;
