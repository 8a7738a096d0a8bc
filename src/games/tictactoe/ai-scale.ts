/**
 * The scale of the Tic-tac-toe computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth, and how a review reads its values.
 */
import type { TicTacToeState } from './rules.js';
import type { ReviewScale } from '../../core/ai.js';

/** The strongest depth for `state`: enough plies to reach the end of any game. */
export function maxDepth(state: Pick<TicTacToeState, 'size'>): number {
  return state.size * state.size;
}

/** The evaluation counts open lines (a line of two is 6, of three 40): a review's thresholds for the boards not solved in time. */
export const reviewScale: ReviewScale = { inaccuracy: 20, mistake: 60, blunder: 200 };
