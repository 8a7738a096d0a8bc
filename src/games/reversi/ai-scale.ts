/**
 * The scale of the Reversi computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth, and how a review reads its values.
 */
import type { ReversiState } from './rules.js';
import type { ReviewScale } from '../../core/ai.js';
import type { LevelDepths } from '../../core/ai-levels.js';

/** The strongest depth: every move of a game, so the maximum means "as deep as time allows". */
export function maxDepth(state: Pick<ReversiState, 'size'>): number {
  return state.size * state.size - 4;
}

/**
 * A review's fixed budget (`AiOptions.fixed`): exact final margins by the solver, run to its end,
 * from this many empties (on 8x8, where the longest measured solve from 20 empties takes under a
 * second; every empty square on 6x6 and smaller; 10 on larger boards, whose solver is slower).
 */
export function reviewExactFrom(size: number): number {
  return size <= 6 ? size * size : size === 8 ? 20 : 10;
}

/** Before that, the plies of the search after each move whose estimate a review reads (deeper on small boards). */
export function reviewDepth(size: number): number {
  return size <= 6 ? 10 : size === 8 ? 8 : 4;
}

/**
 * `analyse` gives discs for the side to move: the exact final margin where the solver finishes
 * (its sign the outcome), a search's estimate elsewhere, converted to discs and kept within the
 * board, read with these thresholds.
 */
export const reviewScale: ReviewScale = {
  inaccuracy: 3,
  mistake: 6,
  blunder: 12,
  range: 64,
  fixed: true,
  outcome: (value, exact) => (exact ? (value > 0 ? 'win' : value < 0 ? 'loss' : 'draw') : null),
};

/**
 * The depths of the levels below the strongest (`ai-level`), weakest first. Plies of the search below the strongest,
 * which searches as deep as its time allows and solves the endgame.
 */
export function levels(): LevelDepths {
  return [1, 2, 3, 5];
}
