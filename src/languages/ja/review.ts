/** The review's texts in Japanese; the marks as Japanese Go and shogi players name them (好手・緩手・悪手・大悪手). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num } from '../intl.js';

const n = (x: number) => num('ja', x);

/** An outcome as the value of a position. */
const OUTCOMES = { win: '勝ち', draw: '引き分け', loss: '負け' };

/** Each counted mark's name. */
const NAMES = { blunder: '大悪手', mistake: '悪手', inaccuracy: '緩手' };

const words: ReviewTexts = {
  closeReview: '振り返りを閉じる',
  betterButton: 'より良い手（b）',
  betterMove: (number, best, played) => `${n(number)}手目：${played}より${best}のほうが良い手でした。`,
  reviewing: (done, total) => `振り返り中：${n(total)}局面中${n(done)}局面を解析済み`,
  reviewGraph: '形勢（先手から見た評価）',
  reviewSteps: { first: '最初', previous: '前の手', next: '次の手', last: '最後の手' },
  reviewStart: '開始局面：まだ着手はありません。',
  marks: { best: '最善手', good: '好手', inaccuracy: '緩手', mistake: '悪手', blunder: '大悪手' },
  gaveAway: (from, to) => `${from === 'win' ? '勝ち' : '引き分け'}を${to === 'draw' ? '引き分け' : '負け'}にした`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `${n(number)}手目、${notation}：${mark}${detail ? `（${detail}）` : ''}${best ? `。最善手は${best}` : ''}。`,
  alreadyLost: 'すでに負け：どの手でも負け',
  alreadyWon: 'すでに勝ち：この手でも勝てるので悪手ではない',
  notValued: '未評価：コンピューターが制限内にこの局面を評価できなかった',
  notValuedYet: '未評価（振り返りの解析中）',
  positionValue: (value, exact, outcome) => {
    const said = [value, outcome && OUTCOMES[outcome]].filter(Boolean);
    return `${exact ? '正確な評価' : '推定評価'}（先手から見て）：${said.join('、')}。`;
  },
  positionNotValued: 'この局面は未評価です。コンピューターが制限内に評価できませんでした。',
  positionNotValuedYet: 'この局面はまだ評価されていません。',
  reviewKey: { exact: '正確', estimate: '推定', notValued: '未評価' },
  reviewDone: (counts, notValued) => {
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => `${NAMES[k]}${n(counts[k])}回`);
    const unmarked = notValued > 0 ? `。未評価の手が${n(notValued)}手あります` : '';
    return `振り返り完了：${found.length > 0 ? list('ja', found) : '緩手・悪手・大悪手はありません'}${unmarked}。`;
  },
};

export default words;
