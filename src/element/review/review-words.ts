/** The review's own texts, in English and Chinese: loaded with the review, so a board that never opens one never loads them. */
import type { Language } from '../../core/language.js';
import type { Messages } from '../base/messages.js';

/** Every text of the review panel and its lines. */
export type ReviewWords = Required<Pick<Messages, 'review' | 'closeReview' | 'reviewing' | 'reviewGraph' | 'reviewSteps' | 'reviewStart' | 'marks' | 'gaveAway' | 'reviewedMove' | 'betterButton' | 'betterMove'>>;

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
    reviewedMove: (number, notation, mark, detail, best) => `Move ${number}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}${best ? `; best was ${best}` : ''}.`,
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
    reviewedMove: (number, notation, mark, detail, best) => `第 ${number} 步，${notation}：${mark}${detail ? `，${detail}` : ''}${best ? `；最佳为 ${best}` : ''}。`,
  },
};

/** The review's texts in `language`, with the board's own (`strings`, and its `review` button) over them. */
export function reviewWords(language: Language, board: Messages): ReviewWords {
  const own = Object.fromEntries(Object.entries(board).filter(([, v]) => v !== undefined));
  return { ...tables[language], ...own } as ReviewWords;
}
