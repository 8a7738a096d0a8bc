/**
 * What the board needs of the Lines of Action AI before it loads it (see `AiLink`); the search is in `ai.ts`.
 */
import type { AiLink } from '../../core/ai.js';
import type { LinesOfActionMove, LinesOfActionState } from './rules.js';

/** The strongest depth: deeper than a second's search reaches, so the maximum means "as deep as time allows". */
export function maxDepth(_state?: LinesOfActionState): number {
  return 30;
}

/** The AI as the board knows it; `load()` brings the search. */
export const aiLink: AiLink<LinesOfActionState, LinesOfActionMove> = {
  id: 'lines-of-action',
  maxDepth,
  analyses: false,
  load: () => import('./ai.js').then((m) => m.ai),
};
