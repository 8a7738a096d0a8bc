/** The review's texts in Traditional Chinese (Taiwan); the marks as Taiwanese Go and chess players name them (欠佳、錯著、敗著). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num } from '../intl.js';

const n = (x: number) => num('zh-Hant', x);

/** An outcome as the value of a position. */
const OUTCOMES = { win: '勝', draw: '和', loss: '負' };

/** Each counted mark's name. */
const NAMES = { blunder: '敗著', mistake: '錯著', inaccuracy: '欠佳' };

const words: ReviewTexts = {
  closeReview: '結束覆盤',
  betterButton: '更佳著手（b）',
  betterMove: (number, best, played) => `第 ${n(number)} 步：${best} 比 ${played} 更好。`,
  reviewing: (done, total) => `覆盤中：已分析 ${n(done)} / ${n(total)} 個局面`,
  reviewGraph: '局面評估（先手視角）',
  reviewSteps: { first: '開局', previous: '上一步', next: '下一步', last: '最後一步' },
  reviewStart: '開局：還沒有下任何一步。',
  marks: { best: '最佳', good: '好棋', inaccuracy: '欠佳', mistake: '錯著', blunder: '敗著' },
  gaveAway: (from, to) => `把${from === 'win' ? '勝局' : '和局'}變成了${to === 'draw' ? '和局' : '敗局'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `第 ${n(number)} 步，${notation}：${mark}${detail ? `，${detail}` : ''}${best ? `；最佳為 ${best}` : ''}。`,
  alreadyLost: '已是敗局：每一步都會輸',
  alreadyWon: '已是勝局：這步仍然會贏，不算錯著',
  notValued: '未評估：電腦在限定的計算量內算不出這個局面的值',
  notValuedYet: '尚未評估（覆盤進行中）',
  positionValue: (value, exact, outcome) => {
    const said = [value, outcome && OUTCOMES[outcome]].filter(Boolean);
    return `${exact ? '精確值' : '估計值'}（先手視角）：${said.join('，')}。`;
  },
  positionNotValued: '這個局面未評估：電腦在限定的計算量內算不出它的值。',
  positionNotValuedYet: '這個局面尚未評估。',
  reviewKey: { exact: '精確', estimate: '估計', notValued: '未評估' },
  reviewDone: (counts, notValued) => {
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => `${NAMES[k]} ${n(counts[k])} 步`);
    const unmarked = notValued > 0 ? `；${n(notValued)} 步未評估` : '';
    return `覆盤完成：${found.length > 0 ? list('zh-Hant', found) : '沒有欠佳、錯著或敗著'}${unmarked}。`;
  },
};

export default words;
