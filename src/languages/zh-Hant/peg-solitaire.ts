/** Peg solitaire's words in Traditional Chinese (Taiwan); terms as the Chinese Wikipedia (「孔明棋」) uses them: 棋子、孔. */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('zh-Hant', x);

const variantNames: Record<Variant, string> = {
  english: '英式棋盤',
  french: '法式棋盤',
  wiegleb: '維格勒布棋盤',
  diamond: '菱形棋盤',
  triangle: '三角形棋盤',
};

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) => `孔明棋，${variantNames[variant]}，${n(holes)} 孔`,
  peg: '棋子',
  hole: '空孔',
  startHole: '起始空孔',
  deadEnd: '死路',
  allDeadEnds: '每一跳都是死路',
  separator: '，',
  pegsLeft: (count) => `剩 ${n(count)} 顆棋子`,
  central: '只剩一顆，而且停在起始空孔：完美破解！',
  onePeg: '只剩一顆：破解了！',
  stuck: (count) => `無法再跳：剩下 ${n(count)} 顆。`,
  noLongerCentral: '最後一顆已經無法停在起始空孔。',
  noLongerOnePeg: '已經無法只剩一顆了。',
  deadEndPegs: (count) => `圈起來的 ${n(count)} 顆棋子只會走進死路。`,
  jumped: (from, to, pegs) => `${from} 跳到 ${to}，剩 ${n(pegs)} 顆。`,
  solve: '自動求解',
  solving: '求解中…',
  refusals: {
    notAJump: (from, to) => `棋子沿著直線跳過緊鄰的一顆棋子，落進它後面的那個孔：從 ${from} 到 ${to} 不是這樣的一跳。`,
    noPeg: (from) => `${from} 上沒有棋子可以起跳。`,
    nothingToJump: (from, to, over) => `從 ${from} 跳到 ${to} 要越過 ${over}，但那裡是空孔：棋子只能跳過棋子。`,
    holeFull: (to) => `${to} 已經有棋子了：棋子只能跳進空孔。`,
  },
  keys: [
    '方向鍵、Home、End：在孔之間移動',
    '在棋子上按 Enter 鍵或空白鍵：拿起棋子；再在空孔上按：跳到那裡（按 Esc 鍵放下）',
    'h：提示一跳，保持有解',
  ],
};

export default words;
