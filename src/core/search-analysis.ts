/**
 * `analyse` for games whose AI is the shared search: every legal move valued by a search of the
 * position it leads to, all moves one depth deeper per round (with one table), so that what the
 * time allows is a whole depth for every move. Used by the games without a solver of their own, and
 * open to a game of one's own.
 */
import { type AiOptions, type Analysis, DEFAULT_TIME_MS, type MoveValue } from './ai.js';
import type { BaseState, Game } from './game.js';
import { type SearchPosition, WIN, search } from './search.js';
import { TranspositionTable } from './transposition-table.js';

/** What `analyseBySearch` needs of a game. */
export interface SearchAnalysisSetup<S extends BaseState, M> {
  /** The rules: the legal moves, the position each leads to, and whether it ends the game. */
  readonly rules: Pick<Game<S, M, never>, 'legalMoves' | 'play' | 'result'>;
  /** The search's view of a position. */
  position(state: S): SearchPosition<M>;
  /** The deepest round: the game's maximum depth (`GameAi.maxDepth`). */
  maxDepth(state: S): number;
  /** The size of the analysis's table, as for the game's own searches. */
  readonly tableBits: number;
  /**
   * The depth of a fixed analysis (`AiOptions.fixed`, a review's) of the position after each move (default:
   * `maxDepth`).
   */
  reviewDepth?(state: S): number;
}

/** The largest table of a fixed analysis's searches, cleared before each: a few milliseconds to clear. */
const FIXED_TABLE_BITS = 16;

/**
 * The fixed analysis in progress: its position and the moves valued so far. The module keeps it,
 * since a worker's calls share no session; a value depends on its position alone, so keeping it
 * changes none.
 */
let fixedProgress: { rules: unknown; key: string; values: MoveValue<unknown>[] } | null = null;
let fixedTable: TranspositionTable | undefined;

/** The rounds done on one position, kept in the session between calls. */
interface Progress<S, M> {
  readonly state: S;
  depth: number;
  values: MoveValue<M>[];
  exact: boolean;
}

/** The value of a finished game for `player`, in the search's scale: a win now, a draw, a loss now. */
function finalValue(winner: BaseState['turn'] | null, player: BaseState['turn']): number {
  return winner === null ? 0 : winner === player ? WIN - 1 : -(WIN - 1);
}

/**
 * The value of every legal move for the side to move, in the search's scale (proven wins and
 * losses near `±WIN`, estimates in the game's evaluation units), one depth deeper on every round
 * until the game's maximum or until every value is proven; a call resumes the rounds of the last
 * call with the same `options.session` and state. Returns the last whole round when time runs out.
 */
export function analyseBySearch<S extends BaseState, M>(
  setup: SearchAnalysisSetup<S, M>,
  state: S,
  options: AiOptions = {},
): Analysis<M> {
  if (setup.rules.result(state)) return { values: [], complete: true };
  if (options.fixed) return analyseFixed(setup, state, options);
  const session = options.session ?? {};
  const table = (session.table ??= new TranspositionTable(setup.tableBits));
  let p = session.analysis as Progress<S, M> | undefined;
  if (p?.state !== state) session.analysis = p = { state, depth: 0, values: [], exact: false };
  const deadline = performance.now() + (options.timeMs ?? DEFAULT_TIME_MS);
  const left = () => Math.max(1, deadline - performance.now());
  const max = setup.maxDepth(state);
  const moves = setup.rules.legalMoves(state);
  while (!p.exact && p.depth < max && performance.now() < deadline) {
    const depth = p.depth + 1;
    const values: MoveValue<M>[] = [];
    for (const move of moves) {
      const after = setup.rules.play(state, move);
      const result = setup.rules.result(after);
      if (result) {
        values.push({ move, score: finalValue(result.winner, state.turn), exact: true });
        continue;
      }
      const r = search(setup.position(after), { depth, timeMs: left(), signal: options.signal, table, seed: 1 });
      options.signal?.throwIfAborted();
      if (!r.complete) return { values: p.values, complete: false };
      // A side that moves again values the position as the mover does.
      values.push({ move, score: after.turn === state.turn ? r.score : -r.score, exact: r.exact });
    }
    Object.assign(p, { depth, values, exact: values.every((v) => v.exact) });
  }
  return { values: p.values, complete: p.exact || p.depth >= max };
}

/**
 * `analyseBySearch` from a fixed budget: each move valued by a whole search of `reviewDepth` plies
 * from a cleared table and the same seed, so its value is that of the position it leads to and
 * nothing else (no time, no earlier search); whole moves a call until `timeMs` has passed.
 */
function analyseFixed<S extends BaseState, M>(
  setup: SearchAnalysisSetup<S, M>,
  state: S,
  options: AiOptions,
): Analysis<M> {
  const depth = setup.reviewDepth?.(state) ?? setup.maxDepth(state);
  const key = `${depth} ${JSON.stringify(state)}`;
  if (fixedProgress?.rules !== setup.rules || fixedProgress.key !== key)
    fixedProgress = { rules: setup.rules, key, values: [] };
  const values = fixedProgress.values as MoveValue<M>[];
  const moves = setup.rules.legalMoves(state);
  const bits = Math.min(setup.tableBits, FIXED_TABLE_BITS);
  if (fixedTable?.size !== 2 ** bits) fixedTable = new TranspositionTable(bits);
  const deadline = performance.now() + (options.timeMs ?? DEFAULT_TIME_MS);
  for (let done = 0; values.length < moves.length && (done === 0 || performance.now() < deadline); done++) {
    const move = moves[values.length]!;
    const after = setup.rules.play(state, move);
    const result = setup.rules.result(after);
    if (result) {
      values.push({ move, score: finalValue(result.winner, state.turn), exact: true });
      continue;
    }
    fixedTable.clear();
    const r = search(setup.position(after), { depth, signal: options.signal, table: fixedTable, seed: 1 });
    options.signal?.throwIfAborted();
    values.push({ move, score: (after.turn === state.turn ? r.score : -r.score) + 0, exact: r.exact });
  }
  return { values: [...values], complete: values.length === moves.length };
}
