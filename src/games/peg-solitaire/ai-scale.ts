/**
 * The scale of the peg solitaire computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth and the value of each outcome.
 */
import type { Solvability } from './solver.js';

/** The value `analyse` gives a jump: 2 the classic ending is still possible after it, 1 only one peg elsewhere, 0 a dead end. */
export const VALUES: Readonly<Record<Solvability, number>> = { 'start-hole': 2, 'one-peg': 1, none: 0 };

/** A one-player game: there is no depth to choose. */
export function maxDepth(): number {
  return 1;
}
