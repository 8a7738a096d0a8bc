/** The review's texts in Chinese (Simplified). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';

const words: ReviewTexts = {
  closeReview: '结束复盘',
  betterButton: '更佳着法（b）',
  betterMove: (number, best, played) => `第 ${number} 步：${best} 比 ${played} 更好。`,
  reviewing: (done, total) => `复盘中：已分析 ${done} / ${total} 个局面`,
  reviewGraph: '局面评估（先手视角）',
  reviewSteps: { first: '开局', previous: '上一步', next: '下一步', last: '最后一步' },
  reviewStart: '开局：尚未落子。',
  marks: { best: '最佳', good: '好棋', inaccuracy: '欠佳', mistake: '错着', blunder: '败着' },
  gaveAway: (from, to) => `把${from === 'win' ? '胜局' : '和局'}变成了${to === 'draw' ? '和局' : '败局'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `第 ${number} 步，${notation}：${mark}${detail ? `，${detail}` : ''}${best ? `；最佳为 ${best}` : ''}。`,
  alreadyLost: '已是败局：每一步都输',
  alreadyWon: '已是胜局：此着仍胜，不算错着',
  notValued: '未评估：电脑在限定的计算量内未能算出此局面的值',
  notValuedYet: '尚未评估（复盘进行中）',
  positionValue: (value, exact, outcome) => {
    const said = [value, outcome && { win: '胜', draw: '和', loss: '负' }[outcome]].filter(Boolean);
    return `${exact ? '精确值' : '估计值'}（先手视角）：${said.join('，')}。`;
  },
  positionNotValued: '此局面未评估：电脑在限定的计算量内未能算出它的值。',
  positionNotValuedYet: '此局面尚未评估。',
  reviewKey: { exact: '精确', estimate: '估计', notValued: '未评估' },
  reviewDone: (counts, notValued) => {
    const names = { blunder: '败着', mistake: '错着', inaccuracy: '欠佳' };
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => `${names[k]} ${counts[k]} 步`);
    return `复盘完成：${found.length > 0 ? found.join('，') : '没有欠佳、错着或败着'}${notValued > 0 ? `；${notValued} 步未评估` : ''}。`;
  },
};

export default words;
