/** Reversi's words in Chinese (Simplified). */
import { estimate, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';

const words: ReversiWords = {
  boardLabel: (size) => `黑白棋，${size}×${size}`,
  black: '黑',
  white: '白',
  empty: '空',
  legal: '可以落子',
  lastMove: '上一步',
  turned: '刚被翻转',
  hinted: '提示',
  separator: '，',
  value: (discs, exact) =>
    exact
      ? discs === 0
        ? '双方最佳下法为和棋'
        : `双方最佳下法${discs > 0 ? '胜' : '负'} ${Math.abs(discs)} 子`
      : `约 ${estimate(discs, 'zh')} 子`,
  shortValue: (discs, exact) => (exact ? signed(discs, 'zh') : estimate(discs, 'zh')),
  playedTurning: (name, square, turned) => `${name}下了 ${square}，翻转 ${turned} 子。`,
  taken: (square) => `${square} 已有棋子。`,
  noFlip: (square) => `下在 ${square} 不能翻转任何棋子。`,
  finalCount: (black, white) => `黑 ${black}，白 ${white}。`,
  keys: ['方向键、Home、End：在格子间移动', 'Enter 或空格：在焦点格落子', 'p：停一手（无子可下时）'],
};

export default words;
