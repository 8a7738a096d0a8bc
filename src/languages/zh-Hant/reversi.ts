/** Reversi's words in Traditional Chinese (Taiwan); terms as the Chinese Wikipedia (「黑白棋」, also 翻轉棋) uses them. */
import { estimate, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('zh-Hant', x);

const words: ReversiWords = {
  boardLabel: (size) => `黑白棋，${n(size)}×${n(size)}`,
  black: '黑',
  white: '白',
  empty: '空',
  legal: '可以下在這裡',
  lastMove: '上一步',
  turned: '剛被翻轉',
  hinted: '提示',
  separator: '，',
  value: (discs, exact) =>
    exact
      ? discs === 0
        ? '雙方皆下最佳著手時為和局'
        : `雙方皆下最佳著手時${discs > 0 ? '贏' : '輸'} ${n(Math.abs(discs))} 子`
      : `約 ${estimate(discs, 'zh-Hant')} 子`,
  shortValue: (discs, exact) => (exact ? signed(discs, 'zh-Hant') : estimate(discs, 'zh-Hant')),
  playedTurning: (name, square, turned) => `${name}下了 ${square}，翻轉 ${n(turned)} 子。`,
  taken: (square) => `${square} 已經有棋子了。`,
  noFlip: (square) => `下在 ${square} 無法翻轉任何棋子。`,
  finalCount: (black, white) => `黑 ${n(black)} 子，白 ${n(white)} 子。`,
  keys: ['方向鍵、Home、End：在格子之間移動', 'Enter 鍵或空白鍵：在游標所在的格子下子', 'p：跳過（無處可下時）'],
};

export default words;
