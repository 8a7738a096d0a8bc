/**
 * What the board needs of the peg solitaire solver before it loads it (see `AiLink`); the search is in `ai.ts`.
 */
import type { AiLink } from '../../core/ai.js';
import type { PegSolitaireMove, PegSolitaireState } from './rules.js';
import type { Solvability } from './solver.js';

/** The value `analyse` gives a jump: 2 the classic ending is still possible after it, 1 only one peg elsewhere, 0 a dead end. */
export const VALUES: Readonly<Record<Solvability, number>> = { 'start-hole': 2, 'one-peg': 1, none: 0 };

/** A one-player game: there is no depth to choose. */
export function maxDepth(): number {
  return 1;
}

/** The AI as the board knows it; `load()` brings the search. */
export const aiLink: AiLink<PegSolitaireState, PegSolitaireMove> = {
  id: 'peg-solitaire',
  maxDepth,
  analyses: true,
  load: () => import('./ai.js').then((m) => m.ai),
};
