/**
 * The scale of the Nim computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth, and how a review reads its values.
 */
import type { ReviewScale } from '../../core/ai.js';
import type { LevelDepths } from '../../core/ai-levels.js';

/** The strongest `depth`: perfect play. Depths 1 to 5 search that many plies ahead. */
export const MAX_DEPTH = 6;

/** Every value is exact, a win or a loss: a review marks a move that gives away the win a blunder. */
export const reviewScale: ReviewScale = { inaccuracy: 1, mistake: 1, blunder: 2, fixed: true };

/**
 * The depths of the levels below the strongest (`ai-level`), weakest first. Depths 1 to 4 look that many moves ahead;
 * the strongest plays perfectly.
 */
export function levels(): LevelDepths {
  return [1, 2, 3, 4];
}
