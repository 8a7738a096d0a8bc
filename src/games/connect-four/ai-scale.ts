/**
 * The scale of the Connect Four computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth, and how a review reads its values.
 */
import type { ConnectFourState } from './rules.js';
import type { ReviewScale } from '../../core/ai.js';

/** The strongest depth: the whole game, which means perfect play. */
export function maxDepth(state: Pick<ConnectFourState, 'columns' | 'rows'>): number {
  return state.columns * state.rows;
}

/** `analyse` gives the solver's exact scores (positive a win, the sooner the higher): a review marks by outcome only. */
export const reviewScale: ReviewScale = { inaccuracy: 1, mistake: 2, blunder: 4 };
