/** Hnefatafl's words in Chinese (Simplified). */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: '哥本哈根', fetlar: '费特拉', tablut: '塔布鲁特', brandubh: '布兰杜布' })[v],
  boardLabel: (variant, size) => `维京棋（Hnefatafl），${variant}规则，${size}×${size}`,
  attackers: '攻方',
  defenders: '守方',
  attacker: '攻方棋子',
  defender: '守方棋子',
  king: '国王',
  empty: '空',
  throne: '王座',
  corner: '角格',
  onOpenLine: '在国王的逃生通路上',
  capture: '吃子',
  separator: '，',
  moved: (name, from, to, captured) => `${name}从 ${from} 走到 ${to}${captured > 0 ? `，吃掉 ${captured} 子` : ''}。`,
  openLines: (squares) => `国王可以直达 ${squares.join('、')}！`,
  reasons: {
    escaped: '国王已逃脱。',
    'exit-fort': '国王在边上的堡垒里安全无虞。',
    'king-captured': '国王被擒。',
    encircled: '攻方包围了全部守方。',
    'no-moves': '轮到的一方无子可走。',
    'move-limit': '对局达到了一千步的上限：和棋。',
    repetition: '同一局面出现了三次。',
  },
  refusals: {
    straight: (from, to) => `棋子像国际象棋的车一样沿行或列移动：${to} 和 ${from} 既不同行，也不同列。`,
    blocked: (square) => `${square} 上的棋子挡住了去路：棋子不能跳过其他棋子。`,
    kingOnly: (square) => `只有国王可以停在 ${square}。`,
    thronePass: (square) => `在这套规则里，只有国王可以越过王座 ${square}。`,
    kingRange: (count) => `在这套规则里，国王一次最多走 ${count} 格。`,
  },
  keys: ['方向键、Home、End：在格子间移动', '在己方棋子上按 Enter 或空格：拿起；再在目标格上按：走到那里（Esc 放下）'],
};

export default words;
