/**
 * The Reversi opponent. `ai-depth` is the depth of the shared negamax search (iterative
 * deepening, a transposition table, corners-first ordering, the evaluation of
 * `evaluation.ts`); at the maximum depth the search deepens until its best move settles
 * (`paceMs`) or `ai-time` runs out, and near the end of the game the exact solver takes over,
 * so the strongest level plays the endgame perfectly (the largest disc margin, not only the win).
 */
import {
  type AiOptions,
  type Analysis,
  type GameAi,
  type MoveValue,
  type Thought,
  DEFAULT_TIME_MS,
  clampDepth,
} from '../../core/ai.js';
import { opponent } from '../../core/game.js';
import { randomSeed } from '../../core/rng.js';
import { search, sessionTable } from '../../core/search.js';
import { TranspositionTable } from '../../core/transposition-table.js';
import { searchPosition } from './position.js';
import {
  type Disc,
  PASS,
  type ReversiMove,
  type ReversiState,
  discOf,
  finalMargin,
  positionText,
  rules,
} from './rules.js';
import { maxDepth, reviewDepth, reviewExactFrom, reviewScale } from './ai-scale.js';
import { canonicalState } from './symmetry.js';
import { type Solution, type SolveLimits, SolveStopped } from './endgame-core.js';
import { endgameEngine, engineSolve, loadEndgameEngine } from './wasm-endgame.js';
import { WEIGHT_UNITS, learnedEvaluation, loadLearnedEvaluation } from './learned-evaluation.js';
import { wasmMidgame } from './wasm-midgame.js';
import { geometry } from './bitboard.js';
import { Pacing } from '../../core/pacing.js';

/**
 * The longest exact solve of the WebAssembly engine on 8x8, in milliseconds, from each number of
 * empties: 20 positions of games each, from an empty table, on a 2-core machine (`npm run bench`,
 * the "exact solve from N empties" figures).
 */
const LONGEST_SOLVE_MS: readonly (readonly [empties: number, ms: number])[] = [
  [23, 10_900],
  [22, 7_200],
  [21, 2_900],
  [20, 790],
  [18, 110],
];

/**
 * Empties the exact solver is tried from at the maximum depth, given `budgetMs` for the solve:
 * on 8x8 with the WebAssembly engine, the most whose longest measured solve fits it (20 at the
 * default `ai-time`, whose half the solver gets; more for a page that allows more time); the
 * JavaScript engine, about three times slower, 18; boards beyond 8x8 use the slow mailbox
 * solver, so fewer. A solve that runs out of time leaves its table to the next move's.
 */
export function solveFrom(size: number, budgetMs = DEFAULT_TIME_MS / 2): number {
  if (size <= 6) return 36;
  if (size > 8) return 10;
  if (!endgameEngine(8)) return 18;
  return LONGEST_SOLVE_MS.find(([, ms]) => ms <= budgetMs)?.[0] ?? 16;
}

function provenOf(score: number): 'win' | 'loss' | null {
  return score > 0 ? 'win' : score < 0 ? 'loss' : null;
}

function emptiesOf(state: ReversiState): number {
  return state.size * state.size - state.discs.first - state.discs.second;
}

/** Decides a move; see the module comment. */
export function think(state: ReversiState, options: AiOptions = {}): Thought<ReversiMove> {
  if (rules.result(state)) throw new RangeError('The game is over: there is no move to find.');
  if (!state.canMove) return { move: PASS, proven: null, depth: 1, complete: true };
  const max = maxDepth(state);
  const depth = clampDepth(options.depth, max);
  const timeMs = options.timeMs ?? DEFAULT_TIME_MS;
  const start = performance.now();
  // Half the budget for the exact answer; the search keeps the rest if it does not finish.
  if (depth === max && emptiesOf(state) <= solveFrom(state.size, timeMs / 2)) {
    try {
      const r = solve(state, { timeMs: timeMs / 2, signal: options.signal });
      if (r) return { move: r.move, proven: provenOf(r.score), depth: max, complete: true };
    } catch (e) {
      if (!(e instanceof SolveStopped)) throw e;
      options.signal?.throwIfAborted();
    }
  }
  if (depth === max) {
    const deep = deepen(state, start + timeMs, options);
    if (deep) return deep;
  }
  const r = search(searchPosition(state), {
    depth,
    timeMs: Math.max(1, timeMs - (performance.now() - start)),
    paceMs: options.paceMs === undefined ? undefined : Math.max(0, options.paceMs - (performance.now() - start)),
    seed: options.seed ?? randomSeed(),
    signal: options.signal,
    table: sessionTable(options, 18),
    tableBits: 18,
  });
  // The maximum depth is never "complete" by depth alone: only a search that saw the end is.
  return { move: r.move, proven: r.proven, depth: r.depth, complete: depth < max ? r.complete : r.exact };
}

/**
 * The strongest level's midgame on 8x8 once the engine and the learned evaluation have loaded:
 * the WebAssembly search deepened one ply at a time until `deadline` (or the pace, as the shared
 * search paces itself), each depth's best move kept, and a stopped depth's too where it proved
 * better. Undefined where the WebAssembly search is not there, for the shared search to play.
 */
function deepen(state: ReversiState, deadline: number, options: AiOptions): Thought<ReversiMove> | undefined {
  const engine = endgameEngine(8);
  const learned = learnedEvaluation();
  const m = state.size === 8 && engine && learned ? wasmMidgame(engine, learned) : null;
  if (!m) return undefined;
  const g = geometry(8);
  const me = discOf(state.turn);
  const [pl, ph] = g.halves(state.cells, me);
  const [ol, oh] = g.halves(state.cells, (3 - me) as Disc);
  const start = performance.now();
  const pacing = options.paceMs === undefined ? undefined : new Pacing(options.paceMs, deadline - start);
  let until = deadline;
  const check = () => {
    if (options.signal?.aborted || performance.now() >= until) throw new SolveStopped('The search ran out of time.');
  };
  const empties = emptiesOf(state);
  m.newSearch();
  let square = -1;
  let depth = 0;
  for (let d = 1; d <= empties; d++) {
    const began = performance.now();
    try {
      const found = m.search(pl, ph, ol, oh, d, check).square;
      if (found >= 0) square = found;
      depth = d;
    } catch (e) {
      if (!(e instanceof SolveStopped)) throw e;
      options.signal?.throwIfAborted();
      if (m.stopped() >= 0) square = m.stopped();
      break;
    }
    if (pacing) {
      until = start + pacing.next(square, performance.now() - start, performance.now() - began);
      if (until <= start) break;
    }
  }
  if (square < 0) return undefined;
  return { move: g.fromFrame(square) as ReversiMove, proven: null, depth: Math.max(1, depth), complete: false };
}

/** Depth at which the analysis of a midgame position is complete (deeper boards: less). */
function analysisDepth(size: number): number {
  return size <= 6 ? 10 : size === 8 ? 8 : size <= 10 ? 6 : 4;
}

/** What the analysis of one position has reached, kept between the slices that compute it. */
interface AnalysisProgress {
  key: string;
  depth: number;
  values: MoveValue<ReversiMove>[];
  exact: boolean;
}
let progress: AnalysisProgress | null = null;
let analysisTable: TranspositionTable | undefined;

/**
 * The value of every legal move, in discs for the side to move: exact final margins (with
 * perfect play, empties to the winner) near the end, where the solver finishes; elsewhere the
 * search's estimate, one depth deeper on every call until `analysisDepth` (each call resumes
 * where the last stopped). `MoveValue.exact` says which.
 */
export function analyse(state: ReversiState, options: AiOptions = {}): Analysis<ReversiMove> {
  if (rules.result(state)) return { values: [], complete: true };
  if (options.fixed) return analyseFixed(state, options);
  const moves = rules.legalMoves(state);
  const key = positionText(state);
  if (progress?.key !== key) progress = { key, depth: 0, values: [], exact: false };
  const p = progress;
  if (p.exact) return { values: p.values, complete: true };
  const deadline = performance.now() + (options.timeMs ?? DEFAULT_TIME_MS);
  const left = () => Math.max(1, deadline - performance.now());
  try {
    if (emptiesOf(state) <= solveFrom(state.size) && solvable(state)) {
      const values: MoveValue<ReversiMove>[] = [];
      const exact = (s: ReversiState): number => solve(s, { timeMs: left(), signal: options.signal })!.score;
      for (const move of moves) {
        const after = rules.play(state, move);
        const score = after.outcome ? marginOf(after, state.turn) : move === PASS ? exact(state) : 0 - exact(after);
        values.push({ move, score, exact: true });
      }
      Object.assign(p, { values, exact: true, depth: maxDepth(state) });
      return { values, complete: true };
    }
  } catch (e) {
    if (!(e instanceof SolveStopped)) throw e;
    options.signal?.throwIfAborted();
    // Too slow to solve within this slice: estimate instead, the solver's table kept for the next.
  }
  analysisTable ??= new TranspositionTable(18);
  const target = analysisDepth(state.size);
  while (p.depth < target && performance.now() < deadline) {
    const d = p.depth + 1;
    const values: MoveValue<ReversiMove>[] = [];
    let allExact = true;
    for (const move of moves) {
      const after = rules.play(state, move);
      if (after.outcome) {
        values.push({ move, score: marginOf(after, state.turn), exact: true });
        continue;
      }
      const r = search(searchPosition(after), {
        depth: d,
        timeMs: left(),
        signal: options.signal,
        table: analysisTable,
        seed: 1,
      });
      if (!r.complete) return { values: p.values, complete: false };
      const sign = after.turn === state.turn ? 1 : -1;
      allExact &&= r.exact;
      values.push({ move, score: sign * toDiscs(r.score, after), exact: r.exact });
    }
    Object.assign(p, { depth: d, values, exact: allExact });
    if (allExact) break;
  }
  return { values: p.values, complete: p.depth >= target || p.exact };
}

/**
 * The fixed analysis in progress (a review's): its position and the moves valued so far, kept between a worker's calls.
 */
let fixedProgress: { key: string; values: MoveValue<ReversiMove>[] } | null = null;
/** The table of a fixed analysis's searches, cleared before each. */
let fixedTable: TranspositionTable | undefined;

/**
 * `analyse` from a fixed budget (`AiOptions.fixed`): from `reviewExactFrom` empties, each move's
 * exact final margin (the solver, run to its end the first of a call to its end: an exact value
 * whatever its table held); before, a search of `reviewDepth` plies from a cleared table of the
 * position each move leads to, turned to the image its mirror images share, so that a value is
 * that position's alone: never the clock's, an earlier search's, or the board's orientation.
 */
function analyseFixed(state: ReversiState, options: AiOptions): Analysis<ReversiMove> {
  const moves = rules.legalMoves(state);
  const exact = emptiesOf(state) <= reviewExactFrom(state.size) && solvable(state);
  const key = `${exact} ${state.size} ${positionText(state)}`;
  if (fixedProgress?.key !== key) fixedProgress = { key, values: [] };
  const values = fixedProgress.values;
  const deadline = performance.now() + (options.timeMs ?? DEFAULT_TIME_MS);
  for (let done = 0; values.length < moves.length && (done === 0 || performance.now() < deadline); done++) {
    const move = moves[values.length]!;
    const after = rules.play(state, move);
    if (after.outcome) {
      values.push({ move, score: marginOf(after, state.turn), exact: true });
    } else if (exact) {
      // The first solve of a call runs to its end (every call values a move); a later one stopped
      // by the time goes on in the next call, from the table this one filled.
      const limits =
        done === 0
          ? { signal: options.signal }
          : { timeMs: Math.max(1, deadline - performance.now()), signal: options.signal };
      try {
        const score = move === PASS ? solve(state, limits)!.score : 0 - solve(after, limits)!.score;
        values.push({ move, score, exact: true });
      } catch (e) {
        if (!(e instanceof SolveStopped)) throw e;
        options.signal?.throwIfAborted();
        break;
      }
    } else {
      const image = canonicalState(after);
      fixedTable ??= new TranspositionTable(FIXED_TABLE_BITS);
      fixedTable.clear();
      const r = search(searchPosition(image), {
        depth: reviewDepth(state.size),
        signal: options.signal,
        table: fixedTable,
        seed: 1,
      });
      options.signal?.throwIfAborted();
      const sign = after.turn === state.turn ? 1 : -1;
      // An estimate even where the search saw a proven end: the search's proof has no margin.
      values.push({ move, score: sign * toDiscs(r.score, after) + 0, exact: false });
    }
  }
  return { values: [...values], complete: values.length === moves.length };
}

/** The size of a fixed analysis's table. */
const FIXED_TABLE_BITS = 16;

/** The final margin of a finished game for `player`, empties to the winner. */
function marginOf(state: ReversiState, player: ReversiState['turn']): number {
  const mine = state.discs[player];
  const theirs = state.discs[opponent(player)];
  return finalMargin(mine, theirs, state.size * state.size - mine - theirs);
}

/**
 * The hand-written evaluation's units in a disc of final margin: fitted (least squares through zero) on the
 * depth-8 estimates of 60 positions of 21 empties from seeded games against their exact margins by
 * the solver (slope 0.137 a hundred units; the median ratio 0.133). The evaluation's "hundredths
 * of a disc" run about seven times the margin they foretell.
 */
const UNITS_PER_DISC = 740;

/** A search score in discs (to a tenth), within the board; a proven result is a whole board. */
function toDiscs(score: number, state: ReversiState): number {
  const squares = state.size * state.size;
  if (Math.abs(score) >= 900_000) return Math.sign(score) * squares;
  // The learned evaluation (8x8, once loaded) counts in fractions of a disc of final margin itself.
  const units = state.size === 8 && learnedEvaluation() ? WEIGHT_UNITS : UNITS_PER_DISC;
  return Math.max(-squares, Math.min(squares, Math.round((10 * score) / units) / 10)) + 0;
}

/** The move the AI plays in `state`. */
export function bestMove(state: ReversiState, options: AiOptions = {}): ReversiMove {
  return think(state, options).move;
}

/**
 * The JavaScript solver's `solve`, loaded by `prepare` where the WebAssembly engine does not load (or for boards beyond
 * 8x8).
 */
let scriptSolve: ((state: ReversiState, limits?: SolveLimits) => Solution) | undefined;

/** The exact solve of `state` by whichever engine `prepare` loaded; undefined before it has. */
function solve(state: ReversiState, limits: SolveLimits): Solution | undefined {
  return engineSolve(state, limits) ?? scriptSolve?.(state, limits);
}

/** Whether `prepare` has loaded an exact solver for `state`'s board size. */
function solvable(state: ReversiState): boolean {
  return endgameEngine(state.size) !== undefined || scriptSolve !== undefined;
}

/**
 * Loads the exact solver for `state`'s board size: the WebAssembly engine, or where it is refused
 * (or the board is beyond 8x8) the JavaScript one. Call (and await) it before `think` or
 * `analyse`: until then they play from the search alone, which is strong but not perfect.
 */
export async function prepare(state: ReversiState): Promise<void> {
  const learned = state.size === 8 ? loadLearnedEvaluation() : Promise.resolve(false);
  if (!(await loadEndgameEngine(state.size))) scriptSolve ??= (await import('./solver.js')).solve;
  await learned;
}

/** The Reversi AI in the shape shared by every game. */
export const ai: GameAi<ReversiState, ReversiMove> = { maxDepth, think, analyse, prepare, reviewScale };

export { maxDepth };
