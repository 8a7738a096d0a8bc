/** Peg solitaire's words in Chinese (Simplified). */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';

const variantNames: Record<Variant, string> = {
  english: '英式棋盘',
  french: '法式棋盘',
  wiegleb: '维格勒布棋盘',
  diamond: '菱形棋盘',
  triangle: '三角棋盘',
};

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) => `孔明棋，${variantNames[variant]}，${holes} 孔`,
  peg: '棋子',
  hole: '空孔',
  startHole: '起始空孔',
  deadEnd: '死路',
  allDeadEnds: '每一跳都是死路',
  separator: '，',
  pegsLeft: (n) => `剩 ${n} 枚棋子`,
  central: '只剩一枚，且在起始空孔：完美解开！',
  onePeg: '只剩一枚：解开了！',
  stuck: (n) => `无子可跳：剩 ${n} 枚。`,
  noLongerCentral: '最后一枚已无法停在起始空孔。',
  noLongerOnePeg: '已无法只剩一枚。',
  deadEndPegs: (n) => `圈出的 ${n} 枚棋子只能走进死路。`,
  jumped: (from, to, pegs) => `${from} 跳到 ${to}，剩 ${pegs} 枚。`,
  solve: '自动求解',
  solving: '求解中…',
  refusals: {
    notAJump: (from, to) => `棋子沿直线跳过紧挨着的一枚棋子，落进它后面的那个孔：从 ${from} 到 ${to} 不是这样的一跳。`,
    noPeg: (from) => `${from} 上没有棋子可以起跳。`,
    nothingToJump: (from, to, over) => `从 ${from} 跳到 ${to} 要越过 ${over}，但那里是空孔：棋子只能跳过棋子。`,
    holeFull: (to) => `${to} 已经有棋子了：棋子只能跳进空孔。`,
  },
  keys: [
    '方向键、Home、End：在孔间移动',
    '在棋子上按 Enter 或空格：拿起；再在空孔上按：跳到那里（Esc 放下）',
    'h：提示一跳，保持可解',
  ],
};

export default words;
