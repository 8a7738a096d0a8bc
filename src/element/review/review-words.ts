/**
 * The review's own texts in English, loaded with the review, so a board that never opens one never loads them; each
 * other language is a module of its own (`src/languages/<tag>/review.ts`), loaded when a review first speaks it.
 */
import { list, num, plural } from '../../languages/intl.js';
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
    | 'sentences'
  >
>;

/** The marks a summary counts, the worst first. */
export const FOUND = ['blunder', 'mistake', 'inaccuracy'] as const;

/** The review's own texts: all but the button that opens it and the joining of sentences, which are the board's. */
export type ReviewTexts = Omit<ReviewWords, 'review' | 'sentences'>;

/** English. */
export const en: ReviewTexts = {
  closeReview: 'Close the review',
  betterButton: 'Better move (b)',
  betterMove: (number, best, played) => `Move ${num('en', number)}: ${best} was better than ${played}.`,
  reviewing: (done, total) => `Reviewing: ${num('en', done)} of ${num('en', total)} positions`,
  reviewGraph: 'Evaluation, from the first player',
  reviewSteps: { first: 'Start', previous: 'Previous move', next: 'Next move', last: 'Last move' },
  reviewStart: 'The start: no move yet.',
  marks: { best: 'best', good: 'good', inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' },
  gaveAway: (from, to) => `turned ${from === 'win' ? 'a win' : 'a draw'} into ${to === 'draw' ? 'a draw' : 'a loss'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `Move ${num('en', number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}${best ? `; best was ${best}` : ''}.`,
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
    const forms = {
      blunder: { one: '# blunder', other: '# blunders' },
      mistake: { one: '# mistake', other: '# mistakes' },
      inaccuracy: { one: '# inaccuracy', other: '# inaccuracies' },
    };
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => plural('en', counts[k], forms[k]));
    const unmarked =
      notValued > 0 ? `; ${plural('en', notValued, { one: '# move', other: '# moves' })} not valued` : '';
    return `Review done: ${found.length > 0 ? list('en', found) : 'no inaccuracy, mistake or blunder'}${unmarked}.`;
  },
};
