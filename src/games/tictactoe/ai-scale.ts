/**
 * The scale of the Tic-tac-toe computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth.
 */
import type { TicTacToeState } from './rules.js';

/** The strongest depth for `state`: enough plies to reach the end of any game. */
export function maxDepth(state: Pick<TicTacToeState, 'size'>): number {
  return state.size * state.size;
}
