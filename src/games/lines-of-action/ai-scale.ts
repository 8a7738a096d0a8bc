/**
 * The scale of the Lines of Action computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth.
 */
import type { LinesOfActionState } from './rules.js';

/** The strongest depth: deeper than a second's search reaches, so the maximum means "as deep as time allows". */
export function maxDepth(_state?: LinesOfActionState): number {
  return 30;
}
