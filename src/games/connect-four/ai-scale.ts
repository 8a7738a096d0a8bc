/**
 * The scale of the Connect Four computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth.
 */
import type { ConnectFourState } from './rules.js';

/** The strongest depth: the whole game, which means perfect play. */
export function maxDepth(state: Pick<ConnectFourState, 'columns' | 'rows'>): number {
  return state.columns * state.rows;
}
