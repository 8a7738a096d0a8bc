/**
 * The scale of the Hnefatafl computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth.
 */
import type { HnefataflState } from './rules.js';

/** The strongest depth: deeper than a second's search reaches, so the maximum means "as deep as time allows". */
export function maxDepth(_state?: HnefataflState): number {
  return 30;
}
