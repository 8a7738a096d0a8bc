/**
 * The scale of the Reversi computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth, and how a review reads its values.
 */
import type { ReversiState } from './rules.js';
import type { ReviewScale } from '../../core/ai.js';
import type { LevelDepths } from '../../core/ai-levels.js';

/** The strongest depth: every move of a game, so the maximum means "as deep as time allows". */
export function maxDepth(state: Pick<ReversiState, 'size'>): number {
  return state.size * state.size - 4;
}

/**
 * `analyse` gives discs for the side to move: the exact final margin where the solver finishes
 * (its sign the outcome), a search's estimate elsewhere, read with these thresholds.
 */
export const reviewScale: ReviewScale = {
  inaccuracy: 3,
  mistake: 6,
  blunder: 12,
  range: 64,
  outcome: (value, exact) => (exact ? (value > 0 ? 'win' : value < 0 ? 'loss' : 'draw') : null),
};

/** The depths of the levels below the strongest (`ai-level`), weakest first. Plies of the search below the strongest, which searches as deep as its time allows and solves the endgame. */
export function levels(): LevelDepths {
  return [1, 2, 3, 5];
}
