/** Lines of Action's words in Traditional Chinese (Taiwan); no settled Chinese name, so 直線棋 with the original name. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('zh-Hant', x);

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
  keys: [
    '方向鍵、Home、End：在格子之間移動',
    '在自己的棋子上按 Enter 鍵或空白鍵：拿起棋子；再在目標格上按：走到那裡（按 Esc 鍵放下）',
    'p：跳過（無處可走時）',
  ],
};

export default words;
