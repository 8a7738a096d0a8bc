/** Hnefatafl's words in Traditional Chinese (Taiwan); terms as Chinese writing on the game uses them (維京棋：國王、攻方、守方、王座). */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num } from '../intl.js';

const n = (x: number) => num('zh-Hant', x);

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: '哥本哈根', fetlar: '費特拉', tablut: '塔布魯特', brandubh: '布蘭杜布' })[v],
  boardLabel: (variant, size) => `維京棋（Hnefatafl），${variant}規則，${n(size)}×${n(size)}`,
  attackers: '攻方',
  defenders: '守方',
  attacker: '攻方棋子',
  defender: '守方棋子',
  king: '國王',
  empty: '空',
  throne: '王座',
  corner: '角格',
  onOpenLine: '在國王的逃脫路線上',
  capture: '可以吃子',
  separator: '，',
  moved: (name, from, to, captured) =>
    `${name}從 ${from} 走到 ${to}${captured > 0 ? `，吃掉 ${n(captured)} 子` : ''}。`,
  openLines: (squares) => `國王可以直達 ${list('zh-Hant', squares)}！`,
  reasons: {
    escaped: '國王已經逃脫。',
    'exit-fort': '國王在邊上的堡壘裡安全無虞。',
    'king-captured': '國王被擒。',
    encircled: '攻方包圍了所有守方棋子。',
    'no-moves': '輪到的一方無棋可走。',
    'move-limit': `對局達到 ${n(1000)} 步的上限：和局。`,
    repetition: '同一局面重複出現了三次。',
  },
  refusals: {
    straight: (from, to) => `棋子像西洋棋的城堡一樣沿著橫列或直欄移動：${to} 和 ${from} 不在同一列，也不在同一欄。`,
    blocked: (square) => `${square} 上的棋子擋住了去路：棋子不能跳過其他棋子。`,
    kingOnly: (square) => `只有國王可以停在 ${square}。`,
    thronePass: (square) => `在這套規則中，只有國王可以越過王座 ${square}。`,
    kingRange: (count) => `在這套規則中，國王一次最多走 ${n(count)} 格。`,
  },
  keys: [
    '方向鍵、Home、End：在格子之間移動',
    '在自己的棋子上按 Enter 鍵或空白鍵：拿起棋子；再在目標格上按：走到那裡（按 Esc 鍵放下）',
  ],
};

export default words;
