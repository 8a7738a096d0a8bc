/**
 * The Lines of Action opponent: the shared negamax with alpha-beta, principal variation search,
 * iterative deepening, a transposition table, killer and history ordering, over the engine of
 * `engine.ts` (moves from line counts, connectivity by bitboard flood fill, an evaluation of
 * concentration, centralisation, quads, mobility and walls). `ai-depth` caps the depth; at the
 * maximum the search deepens until its best move settles (`paceMs`) or `ai-time` runs out.
 */
import type { AiOptions, Analysis, GameAi, Thought } from '../../core/ai.js';
import { analyseBySearch } from '../../core/search-analysis.js';
import { thinkBySearch } from '../../core/search.js';
import { LinesOfActionPosition } from './engine.js';
import { type LinesOfActionMove, type LinesOfActionState, rules } from './rules.js';
import { REVIEW_DEPTH, maxDepth, reviewScale } from './ai-scale.js';

/** Decides a move; see the module comment. */
export function think(state: LinesOfActionState, options: AiOptions = {}): Thought<LinesOfActionMove> {
  if (rules.result(state)) throw new RangeError('The game is over: there is no move to find.');
  return thinkBySearch(new LinesOfActionPosition(state), options, maxDepth(state), 20);
}

/** The move the AI plays in `state`. */
export function bestMove(state: LinesOfActionState, options: AiOptions = {}): LinesOfActionMove {
  return think(state, options).move;
}

/**
 * Every legal move's value for the side to move, by the shared search of the position it leads to, one depth deeper per
 * round.
 */
export function analyse(state: LinesOfActionState, options: AiOptions = {}): Analysis<LinesOfActionMove> {
  return analyseBySearch<LinesOfActionState, LinesOfActionMove>(
    { rules, position: (s) => new LinesOfActionPosition(s), maxDepth, tableBits: 20, reviewDepth: () => REVIEW_DEPTH },
    state,
    options,
  );
}

/** The Lines of Action AI in the shape shared by every game. */
export const ai: GameAi<LinesOfActionState, LinesOfActionMove> = { maxDepth, think, analyse, reviewScale };

export { maxDepth };
