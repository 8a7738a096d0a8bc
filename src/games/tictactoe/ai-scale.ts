/**
 * The scale of the Tic-tac-toe computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth, and how a review reads its values.
 */
import type { TicTacToeState } from './rules.js';
import type { ReviewScale } from '../../core/ai.js';
import type { LevelDepths } from '../../core/ai-levels.js';

/** The strongest depth for `state`: enough plies to reach the end of any game. */
export function maxDepth(state: Pick<TicTacToeState, 'size'>): number {
  return state.size * state.size;
}

/**
 * The evaluation counts open lines (a line of two is 6, of three 40): a review's thresholds for the boards not solved
 * in time.
 */
export const reviewScale: ReviewScale = { inaccuracy: 20, mistake: 60, blunder: 200, fixed: true };

/**
 * A review's fixed budget (`AiOptions.fixed`): the plies of the search after each move, to the end
 * of the game (exact values) on boards of up to 16 cells, an estimate of 4 plies on larger ones.
 */
export function reviewDepth(state: Pick<TicTacToeState, 'size'>): number {
  return state.size * state.size <= 16 ? state.size * state.size : 4;
}

/**
 * The depths of the levels below the strongest (`ai-level`), weakest first. A beginner sees only its next move; from an
 * intermediate on, it blocks every line of two.
 */
export function levels(): LevelDepths {
  return [1, 2, 3, 5];
}
