/**
 * The scale of the Lines of Action computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth, and how a review reads its values.
 */
import type { LinesOfActionState } from './rules.js';
import type { ReviewScale } from '../../core/ai.js';
import type { LevelDepths } from '../../core/ai-levels.js';

/** The strongest depth: deeper than a second's search reaches, so the maximum means "as deep as time allows". */
export function maxDepth(_state?: LinesOfActionState): number {
  return 30;
}

/**
 * The evaluation weighs concentration at 120 a square and a group beyond one at 40: a review's thresholds for its
 * estimates.
 */
export const reviewScale: ReviewScale = { inaccuracy: 50, mistake: 120, blunder: 300, fixed: true };

/**
 * A review's fixed budget (`AiOptions.fixed`): the plies of the search after each move (about half a second a position
 * in Node).
 */
export const REVIEW_DEPTH = 3;

/**
 * The depths of the levels below the strongest (`ai-level`), weakest first. Plies of the search below the strongest,
 * which searches as deep as its time allows.
 */
export function levels(): LevelDepths {
  return [1, 2, 3, 4];
}
