/**
 * Peg solitaire's helper: the solver behind the hint, the warnings and "solve". It has no
 * opponent to play; `think` names a jump that keeps the best ending still possible (one peg in the
 * starting hole, else one peg anywhere), and `analyse` says where each jump leads.
 */
import {
  type AiOptions,
  type Analysis,
  DEFAULT_TIME_MS,
  type GameAi,
  type MoveValue,
  type Thought,
} from '../../core/ai.js';
import { type PegSolitaireMove, type PegSolitaireState, rules } from './rules.js';
import { type SearchLimits, solvability, solveWithin } from './solver.js';
import { maxDepth, reviewScale, VALUES } from './ai-scale.js';

const limitsOf = (options: AiOptions): SearchLimits => ({
  timeMs: options.timeMs ?? DEFAULT_TIME_MS,
  signal: options.signal,
});

/**
 * The next jump of a solution: towards one peg in the starting hole if that can still happen,
 * else one peg anywhere, else the first legal jump (`proven: 'loss'`: no single-peg ending is
 * left). `complete: false` when the time ran out first (the solver keeps what it proved, so the
 * next call continues).
 */
export function think(state: PegSolitaireState, options: AiOptions = {}): Thought<PegSolitaireMove> {
  const moves = rules.legalMoves(state);
  if (moves.length === 0) throw new RangeError('No jump is left: there is no move to find.');
  const limits = limitsOf(options);
  for (const target of ['start', 'any'] as const) {
    const line = solveWithin(state, target, limits);
    if (line === undefined) return { move: moves[0]!, proven: null, depth: 0, complete: false };
    if (line !== null) return { move: line[0]!, proven: 'win', depth: 1, complete: true };
  }
  return { move: moves[0]!, proven: 'loss', depth: 1, complete: true };
}

/** Where each legal jump leads (see `VALUES`); stops with the jumps valued so far when the time runs out. */
export function analyse(state: PegSolitaireState, options: AiOptions = {}): Analysis<PegSolitaireMove> {
  const values: MoveValue<PegSolitaireMove>[] = [];
  const deadline = performance.now() + (options.timeMs ?? DEFAULT_TIME_MS);
  for (const move of rules.legalMoves(state)) {
    const after = rules.play(state, move);
    const left = deadline - performance.now();
    // A fixed analysis (a review's) is exact however long it takes: its solves run to their end.
    const timeMs = options.fixed ? Infinity : left;
    const reach = after.outcome
      ? after.count !== 1
        ? 'none'
        : after.pegs[after.startHole]
          ? 'start-hole'
          : 'one-peg'
      : timeMs > 0
        ? solvability(after, { timeMs, signal: options.signal })
        : undefined;
    if (reach === undefined) return { values, complete: false };
    values.push({ move, score: VALUES[reach] });
  }
  return { values, complete: true };
}

/** The peg solitaire helper in the shape shared by every game. */
export const ai: GameAi<PegSolitaireState, PegSolitaireMove> = { maxDepth, think, analyse, reviewScale };

export { VALUES, maxDepth };
