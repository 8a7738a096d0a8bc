/**
 * The Connect Four opponent. At the maximum depth it plays perfectly: the opening book answers
 * the early 7x6 positions, the exact solver the rest (keeping its table from move to move), and
 * where the solver cannot finish within the time budget (large boards early on) the depth-limited
 * search answers instead. Lower depths use the shared search with a threat-counting evaluation,
 * so a beginner can win.
 */
import {
  type AiOptions,
  type Analysis,
  type GameAi,
  type Thought,
  DEFAULT_TIME_MS,
  clampDepth,
} from '../../core/ai.js';
import { createRng, randomSeed } from '../../core/rng.js';
import { search, type SearchPosition, sessionTable } from '../../core/search.js';
import { BOOK_HEIGHT, BOOK_WIDTH, loadOpeningBook, openingBook, positionKey } from './opening-book.js';
import { type ConnectFourMove, type ConnectFourState, rules } from './rules.js';
import { BitPosition, PAD, POPCOUNT } from './bit-position.js';
import { ExactSolver, SolveStopped, centreOrder } from './exact-solver.js';
import { winNowScore } from './score.js';
import { maxDepth, reviewScale } from './ai-scale.js';
import { createWasmSearch } from './wasm-search.js';
import { loadReviewBook, reviewBook } from './review-book.js';

/** The solver's position for a game state. */
export function toBitPosition(state: ConnectFourState): BitPosition {
  const p = new BitPosition(state.columns, state.rows);
  for (const c of state.history) p.play(c);
  return p;
}

/** A mutable position for the shared search, judged by threats. */
export class ConnectFourSearchPosition implements SearchPosition<ConnectFourMove> {
  private readonly p: BitPosition;
  private readonly cells: number;
  private readonly order: number[];
  private readonly wins: boolean[] = [];
  private won = false;

  constructor(state: ConnectFourState) {
    this.p = toBitPosition(state);
    this.cells = state.columns * state.rows;
    this.order = centreOrder(state.columns);
    this.won = state.outcome?.reason === 'line';
  }

  moves(): ConnectFourMove[] {
    return this.order.filter((c) => this.p.canPlay(c));
  }

  make(col: ConnectFourMove): void {
    this.wins.push(this.won);
    this.won = this.p.isWinningMove(col);
    this.p.play(col);
  }

  unmake(col: ConnectFourMove): void {
    this.p.undo(col);
    this.won = this.wins.pop()!;
  }

  hash(): number {
    return this.p.hash;
  }

  lock(): number {
    return this.p.lock;
  }

  outcome(): 1 | 0 | -1 | null {
    if (this.won) return -1;
    return this.p.moves === this.cells ? 0 : null;
  }

  /**
   * Threats (empty squares that would complete four) decide most games: each counts, more when
   * it sits right above the stack (playable soon) and on the row parity that favours its owner
   * (odd rows from the bottom for the first player, even rows for the second). Discs in the
   * central columns, which join the most lines, break ties.
   */
  evaluate(): number {
    const p = this.p;
    const side = p.moves & 1;
    let score = 0;
    for (let c = 0; c < p.width; c++) {
      const i = c + PAD;
      const empty = ~p.mask[i]! & p.full;
      const next = (p.mask[i]! + 1) & p.full;
      for (let who = 0; who < 2; who++) {
        const stones = who === 0 ? p.first : p.second;
        const threats = p.threatsAt(stones, c, stones[i]!) & empty;
        if (threats === 0) continue;
        // Rows counted from 1 at the bottom: bit r is row r + 1, so odd rows are the even bits.
        const good = threats & (who === 0 ? 0x155 : 0x2aa);
        let v = 8 * POPCOUNT[threats]! + 6 * POPCOUNT[good]! + ((threats & next) !== 0 ? 10 : 0);
        if (who !== side) v = -v;
        score += v;
      }
      const centre = p.width - 1 - Math.abs(2 * c - (p.width - 1));
      score +=
        centre * (POPCOUNT[(side === 0 ? p.first : p.second)[i]!]! - POPCOUNT[(side === 0 ? p.second : p.first)[i]!]!);
    }
    return score;
  }

  moveId(col: ConnectFourMove): number {
    return col;
  }

  /** Immediate wins first, then the centre. */
  orderHint(col: ConnectFourMove): number {
    return (this.p.isWinningMove(col) ? 100 : 0) - Math.abs(2 * col - (this.p.width - 1));
  }

  maxRemainingPlies(): number {
    return this.cells - this.p.moves;
  }
}

/**
 * One solver per board size for the life of the thread, so its table carries over from move to
 * move: over the WebAssembly search, or where it does not load (or the board does not fit it) the
 * JavaScript one. `prepare` makes it; the thread loads only the engine it uses.
 */
const solvers = new Map<number, Promise<ExactSolver>>();
const ready = new Map<number, ExactSolver>();

const sizeId = (state: ConnectFourState): number => state.columns * 16 + state.rows;

/** 32 MB (8 bytes a slot) for 7x6 and larger boards; small boards need far fewer slots. */
const tableBitsFor = (state: ConnectFourState): number => Math.min(22, 8 + Math.ceil((state.columns * state.rows) / 3));

/** The solver `prepare` made for `state`'s board size, if it has. */
function solverFor(state: ConnectFourState): ExactSolver | undefined {
  return ready.get(sizeId(state));
}

/** Makes the solver for `state`'s board size, once. */
function loadSolver(state: ConnectFourState): Promise<ExactSolver> {
  const id = sizeId(state);
  let s = solvers.get(id);
  if (!s) {
    const { columns, rows } = state;
    const bits = tableBitsFor(state);
    s = (async () => {
      const core =
        (await createWasmSearch(columns, rows, bits)) ??
        new (await import('./script-search.js')).ScriptSearch(columns, rows, bits);
      const solver = new ExactSolver(columns, rows, core);
      ready.set(id, solver);
      return solver;
    })();
    solvers.set(id, s);
  }
  return s;
}

/** Whether the book may know `state`: any 7x6 position (its lines reach as deep as the solver needs help). */
function bookCovers(state: ConnectFourState): boolean {
  return state.columns === BOOK_WIDTH && state.rows === BOOK_HEIGHT;
}

/**
 * Loads what perfect play on `state`'s board needs: the exact solver (in WebAssembly, or in
 * JavaScript where WebAssembly is refused) and for 7x6 the opening book, and for an analysis
 * (`purpose` 'analyse': a review, the values of every move) the review book of every early
 * position, which the playing board never needs (`analyse` starts loading it itself otherwise).
 * Call (and await) it before `think` or `analyse`: until then they play from the depth-limited
 * search, strong but not perfect.
 */
export async function prepare(state: ConnectFourState, purpose: 'think' | 'analyse' = 'think'): Promise<void> {
  const books = bookCovers(state) ? [loadOpeningBook(), purpose === 'analyse' ? loadReviewBook() : undefined] : [];
  await Promise.all([...books, loadSolver(state)]);
}

function provenOf(score: number): 'win' | 'loss' | null {
  return score > 0 ? 'win' : score < 0 ? 'loss' : null;
}

/**
 * The exact solution: the book's best column, or the solver's best columns (one picked by the
 * seed); undefined before `prepare` made the solver. Throws `SolveStopped` when the limits run out.
 */
function solveMove(
  state: ConnectFourState,
  p: BitPosition,
  options: AiOptions,
  timeMs: number,
): { move: number; score: number } | undefined {
  const entry = bookCovers(state) ? openingBook()?.get(p) : undefined;
  if (entry && entry.best !== 0) {
    // The first best column in centre order: the line the book was built along.
    const move = centreOrder(state.columns).find((c) => entry.best & (1 << c))!;
    return { move, score: entry.score };
  }
  const solver = solverFor(state);
  if (!solver) return undefined;
  const { score, moves } = solver.bestMoves(p, { timeMs, signal: options.signal });
  const rng = createRng(options.seed ?? randomSeed());
  return { move: moves[Math.floor(rng.next() * moves.length)]!, score };
}

/** Decides a move; see the module comment. */
export function think(state: ConnectFourState, options: AiOptions = {}): Thought<ConnectFourMove> {
  if (rules.result(state)) throw new RangeError('The game is over: there is no move to find.');
  const max = maxDepth(state);
  const depth = clampDepth(options.depth, max);
  const timeMs = options.timeMs ?? DEFAULT_TIME_MS;
  const start = performance.now();
  if (depth === max) {
    const p = toBitPosition(state);
    try {
      // Most of the budget goes to the exact answer; the rest to the fallback if it runs out.
      const solved = solveMove(state, p, options, timeMs * 0.75);
      if (solved) return { move: solved.move, proven: provenOf(solved.score), depth: max, complete: true };
    } catch (e) {
      if (!(e instanceof SolveStopped)) throw e;
      options.signal?.throwIfAborted();
    }
  }
  const left = Math.max(1, timeMs - (performance.now() - start));
  const r = search(new ConnectFourSearchPosition(state), {
    depth,
    timeMs: left,
    seed: options.seed ?? randomSeed(),
    signal: options.signal,
    table: sessionTable(options, 18),
    tableBits: 18,
  });
  // Below the maximum the answer is complete when the search reached its depth; at the maximum it never is (the solver
  // did not finish).
  return { move: r.move, proven: r.proven, depth: r.depth, complete: depth < max && r.complete };
}

/**
 * Exact scores of the 7x6 positions this thread's analyses solved, by book key: the next call on the position resumes
 * from them.
 */
const solvedScores = new Map<number, number>();
/** Enough for every child of a few hundred reviewed games; past it the oldest half goes. */
const SOLVED_LIMIT = 1 << 16;
/**
 * The largest board whose every position the solver finishes unaided within seconds (6x6's first
 * position: about 20 s measured on a loaded 2-core machine; 8x4's 12 s, 7x5's 19 s).
 */
const SOLVED_UNAIDED_CELLS = 36;
/**
 * The fewest discs of a 7x6 position that the solver finishes live within seconds at most (measured on ply-7
 * positions).
 */
const SOLVED_LIVE_DISCS = 7;

/**
 * Whether an analysis of `state` (`discs` played) that stopped short may be asked again until it ends (see
 * `Analysis.resumable`): where every column's solve is known to end within seconds. On 7x6, where
 * each column's position is in the review book (up to its `depth`, which holds every position) or
 * solved live; on small boards, all.
 */
function finishes(state: ConnectFourState, discs: number): boolean {
  if (!bookCovers(state)) return state.columns * state.rows <= SOLVED_UNAIDED_CELLS;
  return discs + 1 >= SOLVED_LIVE_DISCS || discs + 1 <= (reviewBook()?.depth ?? -1);
}

/** Keeps a solved position's score for the analyses after this one. */
function keepSolved(key: number, score: number): void {
  if (solvedScores.size >= SOLVED_LIMIT)
    [...solvedScores.keys()].slice(0, SOLVED_LIMIT / 2).forEach((k) => solvedScores.delete(k));
  solvedScores.set(key, score);
}

/**
 * Exact values of every legal column, from the mover's view: the books' where they know the
 * position after it, else the solver's. Every value is exact: the time budget only decides how many
 * columns one call solves. A call that runs out of time returns the columns solved so far
 * (`complete: false`), and the next call on the position resumes (solved columns are kept, and the
 * solver's table holds the unfinished one's progress), so asking again until `complete` gives the
 * same values on any machine, however busy: the time changes only how long it takes. A call cut
 * short says `resumable` where the solve is known to end (`finishes`), so a review asks again until
 * every column is valued. Before `prepare` made the solver, it stops at the first column the books
 * do not know.
 */
export function analyse(state: ConnectFourState, options: AiOptions = {}): Analysis<ConnectFourMove> {
  const values: Analysis<ConnectFourMove>['values'] = [];
  if (rules.result(state)) return { values, complete: true };
  const p = toBitPosition(state);
  const standard = bookCovers(state);
  // The review book only saves time (the values are exact either way): the first analysis starts
  // loading it, so the playing board, which never analyses, never loads it; a failed load costs time only.
  if (standard && !reviewBook()) loadReviewBook().catch(() => undefined);
  const books = standard ? [openingBook(), reviewBook()] : [];
  const solver = solverFor(state);
  const cells = state.columns * state.rows;
  const deadline = performance.now() + (options.timeMs ?? DEFAULT_TIME_MS);
  for (const c of centreOrder(state.columns)) {
    if (!p.canPlay(c)) continue;
    if (p.isWinningMove(c)) {
      values.push({ move: c, score: winNowScore(cells, p.moves) });
      continue;
    }
    p.play(c);
    try {
      const key = standard ? Math.min(positionKey(p), positionKey(p, true)) : undefined;
      const known =
        books.map((book) => book?.get(p)?.score).find((score) => score !== undefined) ??
        (key === undefined ? undefined : solvedScores.get(key));
      if (known === undefined && !solver) return { values, complete: false, resumable: false };
      const score =
        known ?? solver!.solve(p, false, { timeMs: Math.max(1, deadline - performance.now()), signal: options.signal });
      if (known === undefined && key !== undefined) keepSolved(key, score);
      values.push({ move: c, score: 0 - score });
    } catch (e) {
      if (!(e instanceof SolveStopped)) throw e;
      options.signal?.throwIfAborted();
      return { values, complete: false, resumable: finishes(state, p.moves - 1) };
    } finally {
      p.undo(c);
    }
  }
  return { values, complete: true };
}

/** The move the AI plays in `state`. */
export function bestMove(state: ConnectFourState, options: AiOptions = {}): ConnectFourMove {
  return think(state, options).move;
}

/** The Connect Four AI in the shape shared by every game. */
export const ai: GameAi<ConnectFourState, ConnectFourMove> = { maxDepth, think, analyse, prepare, reviewScale };

export { maxDepth };
/**
 * Loads the opening book (a chunk of its own). Await it once before calling `bestMove` or `think`
 * from Node or a worker, and the early moves of a 7x6 game come from the book at once instead of
 * the solver's search. `prepare(state)` does the same only where `state` needs it.
 */
export { loadOpeningBook };
