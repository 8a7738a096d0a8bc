/**
 * The scale of the peg solitaire computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth and the value of each outcome.
 */
import type { Solvability } from './solver.js';
import type { ReviewScale } from '../../core/ai.js';

/**
 * The value `analyse` gives a jump: 2 the classic ending is still possible after it, 1 only one peg elsewhere, 0 a dead
 * end.
 */
export const VALUES: Readonly<Record<Solvability, number>> = { 'start-hole': 2, 'one-peg': 1, none: 0 };

/** A one-player game: there is no depth to choose. */
export function maxDepth(): number {
  return 1;
}

/**
 * `analyse`'s values are exact: the classic ending still possible (2), one peg elsewhere only (1),
 * or none (0), exact however long the solve takes (a review waits for it). A review reads them as a win, a lesser
 * finish and a loss, so a jump that gives up the
 * classic ending is a blunder.
 */
export const reviewScale: ReviewScale = {
  inaccuracy: 1,
  mistake: 1,
  blunder: 2,
  fixed: true,
  outcome: (value) => (value >= 2 ? 'win' : value >= 1 ? 'draw' : 'loss'),
};
