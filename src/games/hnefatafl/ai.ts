/**
 * The Hnefatafl opponent, for either side: the shared negamax with alpha-beta, principal
 * variation search, iterative deepening, a transposition table, killer and history ordering,
 * over the position of `engine.ts` (the rules' mechanics in place, an evaluation of the king's
 * escape lines, his freedom, the corner guards and material). `ai-depth` caps the depth; at the
 * maximum the search deepens until its best move settles (`paceMs`) or `ai-time` runs out.
 */
import type { AiOptions, Analysis, GameAi, Thought } from '../../core/ai.js';
import { analyseBySearch } from '../../core/search-analysis.js';
import { thinkBySearch } from '../../core/search.js';
import { HnefataflPosition } from './engine.js';
import { type HnefataflMove, type HnefataflState, rules } from './rules.js';
import { REVIEW_DEPTH, maxDepth, reviewScale } from './ai-scale.js';

/** Decides a move; see the module comment. */
export function think(state: HnefataflState, options: AiOptions = {}): Thought<HnefataflMove> {
  if (rules.result(state)) throw new RangeError('The game is over: there is no move to find.');
  return thinkBySearch(new HnefataflPosition(state), options, maxDepth(state), 20);
}

/** The move the AI plays in `state`. */
export function bestMove(state: HnefataflState, options: AiOptions = {}): HnefataflMove {
  return think(state, options).move;
}

/**
 * Every legal move's value for the side to move, by the shared search of the position it leads to, one depth deeper per
 * round.
 */
export function analyse(state: HnefataflState, options: AiOptions = {}): Analysis<HnefataflMove> {
  return analyseBySearch<HnefataflState, HnefataflMove>(
    { rules, position: (s) => new HnefataflPosition(s), maxDepth, tableBits: 20, reviewDepth: () => REVIEW_DEPTH },
    state,
    options,
  );
}

/** The Hnefatafl AI in the shape shared by every game. */
export const ai: GameAi<HnefataflState, HnefataflMove> = { maxDepth, think, analyse, reviewScale };

export { maxDepth };
