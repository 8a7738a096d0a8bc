/** Lines of Action's words in Chinese (Simplified). */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';

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
  keys: [
    '方向键、Home、End：在格子间移动',
    '在己方棋子上按 Enter 或空格：拿起；再在目标格上按：走到那里（Esc 放下）',
    'p：停一手（无子可走时）',
  ],
};

export default words;
