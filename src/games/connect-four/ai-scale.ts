/**
 * The scale of the Connect Four computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth, and how a review reads its values.
 */
import type { ConnectFourState } from './rules.js';
import type { ReviewScale } from '../../core/ai.js';
import type { LevelDepths } from '../../core/ai-levels.js';

/** The strongest depth: the whole game, which means perfect play. */
export function maxDepth(state: Pick<ConnectFourState, 'columns' | 'rows'>): number {
  return state.columns * state.rows;
}

/**
 * `analyse` gives the solver's exact scores (positive a win, the sooner the higher): a review marks
 * by outcome only, and asks until every move is valued (`fixed`: exact values need no budget but
 * the solve's end), wherever `analyse` promises to finish (`Analysis.resumable`).
 */
export const reviewScale: ReviewScale = { inaccuracy: 1, mistake: 2, blunder: 4, fixed: true };

/**
 * The depths of the levels below the strongest (`ai-level`), weakest first: odd plies, which end on
 * the searcher's own move (an even depth sees the opponent's last reply and no answer to it, and
 * played no better than the depth below it in `npm run bench:levels`). The strongest solves the
 * position and plays perfectly.
 */
export function levels(): LevelDepths {
  return [1, 3, 5, 9];
}
