/**
 * The scale of the Reversi computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth.
 */
import type { ReversiState } from './rules.js';

/** The strongest depth: every move of a game, so the maximum means "as deep as time allows". */
export function maxDepth(state: Pick<ReversiState, 'size'>): number {
  return state.size * state.size - 4;
}
