/**
 * The review's own texts, in English and Chinese: loaded with the review, so a board that never opens one never loads
 * them.
 */
import type { Language } from '../../core/language.js';
import type { Messages } from '../base/messages.js';

/** Every text of the review panel and its lines. */
export type ReviewWords = Required<
  Pick<
    Messages,
    | 'review'
    | 'closeReview'
    | 'reviewing'
    | 'reviewGraph'
    | 'reviewSteps'
    | 'reviewStart'
    | 'marks'
    | 'gaveAway'
    | 'reviewedMove'
    | 'betterButton'
    | 'betterMove'
    | 'alreadyLost'
    | 'alreadyWon'
    | 'notValued'
    | 'notValuedYet'
    | 'positionValue'
    | 'positionNotValued'
    | 'positionNotValuedYet'
    | 'reviewKey'
    | 'reviewDone'
  >
>;

/** The marks a summary counts, the worst first. */
const FOUND = ['blunder', 'mistake', 'inaccuracy'] as const;

type Own = Omit<ReviewWords, 'review'>;

const tables: Record<Language, Own> = {
  en: {
    closeReview: 'Close the review',
    betterButton: 'Better move (b)',
    betterMove: (number, best, played) => `Move ${number}: ${best} was better than ${played}.`,
    reviewing: (done, total) => `Reviewing: ${done} of ${total} positions`,
    reviewGraph: 'Evaluation, from the first player',
    reviewSteps: { first: 'Start', previous: 'Previous move', next: 'Next move', last: 'Last move' },
    reviewStart: 'The start: no move yet.',
    marks: { best: 'best', good: 'good', inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' },
    gaveAway: (from, to) => `turned ${from === 'win' ? 'a win' : 'a draw'} into ${to === 'draw' ? 'a draw' : 'a loss'}`,
    reviewedMove: (number, notation, mark, detail, best) =>
      `Move ${number}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}${best ? `; best was ${best}` : ''}.`,
    alreadyLost: 'already lost: every move loses',
    alreadyWon: 'already won: it still wins, so it is no mistake',
    notValued: 'not valued: the computer found no value for this position in its budget',
    notValuedYet: 'not valued yet (the review is running)',
    positionValue: (value, exact, outcome) =>
      `${exact ? 'Exact value' : 'Estimate'}, from the first player: ` +
      `${[value, outcome && { win: 'a win', draw: 'a draw', loss: 'a loss' }[outcome]].filter(Boolean).join(', ')}.`,
    positionNotValued: 'This position is not valued: the computer found no value for it in its budget.',
    positionNotValuedYet: 'This position is not valued yet.',
    reviewKey: { exact: 'exact', estimate: 'estimate', notValued: 'not valued' },
    reviewDone: (counts, notValued) => {
      const plural = { blunder: 'blunders', mistake: 'mistakes', inaccuracy: 'inaccuracies' };
      const found = FOUND.filter((k) => counts[k] > 0).map((k) => `${counts[k]} ${counts[k] === 1 ? k : plural[k]}`);
      const unmarked = notValued > 0 ? `; ${notValued} ${notValued === 1 ? 'move' : 'moves'} not valued` : '';
      return `Review done: ${found.length > 0 ? found.join(', ') : 'no inaccuracy, mistake or blunder'}${unmarked}.`;
    },
  },
  zh: {
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
    notValued: '未评估：电脑在其预算内未能算出此局面的值',
    notValuedYet: '尚未评估（复盘进行中）',
    positionValue: (value, exact, outcome) => {
      const said = [value, outcome && { win: '胜', draw: '和', loss: '负' }[outcome]].filter(Boolean);
      return `${exact ? '精确值' : '估计值'}（先手视角）：${said.join('，')}。`;
    },
    positionNotValued: '此局面未评估：电脑在其预算内未能算出它的值。',
    positionNotValuedYet: '此局面尚未评估。',
    reviewKey: { exact: '精确', estimate: '估计', notValued: '未评估' },
    reviewDone: (counts, notValued) => {
      const names = { blunder: '败着', mistake: '错着', inaccuracy: '欠佳' };
      const found = FOUND.filter((k) => counts[k] > 0).map((k) => `${names[k]} ${counts[k]} 步`);
      return `复盘完成：${found.length > 0 ? found.join('，') : '没有欠佳、错着或败着'}${notValued > 0 ? `；${notValued} 步未评估` : ''}。`;
    },
  },
};

/** The review's texts in `language`, with the board's own (`strings`, and its `review` button) over them. */
export function reviewWords(language: Language, board: Messages): ReviewWords {
  const own = Object.fromEntries(Object.entries(board).filter(([, v]) => v !== undefined));
  return { ...tables[language], ...own } as ReviewWords;
}
