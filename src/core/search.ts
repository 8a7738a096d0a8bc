/**
 * The one game-tree search every two-player AI uses: negamax with alpha-beta and principal
 * variation search, iterative deepening, a transposition table, move ordering (table move,
 * killers, history, the game's own hint), late move reductions for games that name their quiet
 * moves, extensions for forcing moves, a pace, a time budget and an abort signal.
 *
 * Games supply a mutable `SearchPosition` (make/unmake, hash, evaluation); the search knows
 * nothing else about them. Scores are from the side to move: a win found `n` plies from the
 * root scores `WIN - n`, so the search prefers the fastest win and the slowest loss.
 */
import { type AiOptions, type Thought, DEFAULT_TIME_MS, clampDepth } from './ai.js';
import { createRng, randomSeed } from './rng.js';
import { Pacing } from './pacing.js';
import { EXACT, LOWER, TranspositionTable, UPPER } from './transposition-table.js';

/** Score of a win at the root; a win `n` plies away scores `WIN - n`. */
export const WIN = 1_000_000;
/** The deepest ply the search can reach. */
export const MAX_PLY = 1000;
/** Scores at least this large (in absolute value) are proven wins or losses. */
export const PROVEN = WIN - MAX_PLY;

/** A game position the search may change in place and restore. */
export interface SearchPosition<M> {
  /** Legal moves of the side to move (a pass is a move); non-empty unless `outcome()` is set. */
  moves(): M[];
  /** Plays `move` in place. */
  make(move: M): void;
  /** Takes back `move`, which must be the last one made. */
  unmake(move: M): void;
  /** A 32-bit hash of the position including the side to move. */
  hash(): number;
  /** A second, independent 32-bit hash that guards against index collisions (default: `hash()`). */
  lock?(): number;
  /** The finished game's value for the side to move (1 win, 0 draw, -1 loss), or null while it goes on. */
  outcome(): 1 | 0 | -1 | null;
  /** A heuristic value for the side to move, strictly between `-PROVEN` and `PROVEN`. */
  evaluate(): number;
  /** A small non-negative integer naming `move` (for the table, killers and history). */
  moveId(move: M): number;
  /**
   * For positions hashed up to symmetry: maps a move id of this position's frame into the frame
   * of the hash (`toTable`), and back. Both default to the identity.
   */
  toTableMove?(id: number): number;
  /** The inverse of `toTableMove`. */
  fromTableMove?(id: number): number;
  /** A static ordering bonus for `move`; higher is searched earlier. */
  orderHint?(move: M): number;
  /** An upper bound on the plies left in the game: searching deeper cannot change anything. */
  maxRemainingPlies?(): number;
  /**
   * Whether `move` is quiet here (no capture, no threat the game knows of). Games that give it have
   * their late quiet moves searched a ply shallower first, and again in full only when one proves
   * better than the best so far (late move reductions): wide games reach a ply deeper in the same time.
   */
  quiet?(move: M): boolean;
  /**
   * Whether the side to move must answer a threat at once, as after a check in chess. The move
   * that led here is searched a ply deeper (within twice the iteration's depth), so a forcing race
   * is followed past the horizon instead of being cut where the threat is still open.
   */
  forcing?(): boolean;
}

/** How long and how deep to search. */
export interface SearchOptions {
  /** Maximum depth in plies (at least 1). */
  depth: number;
  /** Time budget in milliseconds; the last completed iteration answers when it runs out. */
  timeMs?: number;
  /**
   * The time to answer in, in milliseconds: no new iteration starts once it is used, sooner while
   * the best move stays the same, later (up to `timeMs`) while it keeps changing, and none that
   * could not end within `timeMs`; one legal move answers at once. Unset: iterate until `timeMs`.
   */
  paceMs?: number;
  /** Aborts the search; `search` then throws the signal's reason. */
  signal?: AbortSignal;
  /** Seed for the random order of equally good root moves. */
  seed?: number;
  /** A table to reuse across searches (a new one of `tableBits` otherwise). */
  table?: TranspositionTable;
  /** Size of a new table as a power of two. */
  tableBits?: number;
  /** The clock, in milliseconds (default `performance.now`). */
  now?: () => number;
}

/** What a search found. */
export interface SearchResult<M> {
  /** The best move found. */
  move: M;
  /** Its score for the side to move (see `WIN`). */
  score: number;
  /** Depth of the last completed iteration. */
  depth: number;
  /** Nodes visited. */
  nodes: number;
  /** The expected line of play, starting with `move`. */
  pv: M[];
  /** `win` or `loss` when the score is a proven result, otherwise `null` (a draw is never "proven" by score alone). */
  proven: 'win' | 'loss' | null;
  /** True when the search saw every line to the end of the game, so `score` is the exact value. */
  exact: boolean;
  /** True when the search reached the depth it was asked for (or a proven result): more time would not change it. */
  complete: boolean;
  /** Wall time spent, in milliseconds. */
  elapsedMs: number;
}

const STOP = Symbol('stop');
const INF = WIN + 1;
/**
 * The clock is read once per this many nodes (plus one). Hnefatafl's nodes are slow: every 1024 of them, a 12 ms
 * slice of the main thread ran to 16 ms at the 95th percentile, and beside a busy process twice as long, past the
 * 50 ms of a long task; every 256, 14 ms.
 */
const CHECK_EVERY = 255;
/** Late move reductions apply from this depth, to moves from this index of the ordered list on. */
const REDUCE_FROM_DEPTH = 3;
const REDUCE_FROM_MOVE = 3;

/** Converts a proven score from "plies from the root" to "plies from this node" for the table. */
function toTable(score: number, ply: number): number {
  if (score >= PROVEN) return score + ply;
  if (score <= -PROVEN) return score - ply;
  return score;
}
function fromTable(score: number, ply: number): number {
  if (score >= PROVEN) return score - ply;
  if (score <= -PROVEN) return score + ply;
  return score;
}

/** Plies to the end of the game implied by a proven score, or null. */
export function pliesToEnd(score: number): number | null {
  return Math.abs(score) >= PROVEN ? WIN - Math.abs(score) : null;
}

/**
 * The most table a new search `depth` plies deep can use: four times the slots per ply more. A shallow search
 * (a hint, a test, a headless call at depth 1 or 2) visits a few thousand positions, and zeroing a table of
 * 2^20 slots (20 MB) for it took ten times longer than the search.
 */
const bitsForDepth = (depth: number): number => (Number.isFinite(depth) ? Math.max(12, 12 + 2 * depth) : 26);

/**
 * Searches `position` (which is restored before returning) and returns the best move.
 * Deterministic for a given seed and depth when no time budget cuts it short.
 */
export function search<M>(position: SearchPosition<M>, options: SearchOptions): SearchResult<M> {
  const now = options.now ?? (() => performance.now());
  const start = now();
  // A paced search may bring it forward, for an iteration it lets run only while the pace allows.
  let deadline =
    options.timeMs !== undefined && Number.isFinite(options.timeMs) ? start + Math.max(0, options.timeMs) : Infinity;
  const signal = options.signal;
  const table = options.table ?? new TranspositionTable(Math.min(options.tableBits ?? 18, bitsForDepth(options.depth)));
  table.newSearch();
  const lock = position.lock ? () => position.lock!() : () => position.hash();
  const hint = position.orderHint ? (m: M) => position.orderHint!(m) : () => 0;
  const quiet = position.quiet ? (m: M) => position.quiet!(m) : undefined;
  const forcing = position.forcing ? () => position.forcing!() : undefined;
  /** Plies from the root within which forcing moves are extended: twice the iteration's depth. */
  let extendWithin = 0;
  /** A ply more for the move just made when it leaves a forcing position, within `extendWithin`. */
  const extension = (ply: number): number => (forcing !== undefined && ply < extendWithin && forcing() ? 1 : 0);
  const toTableMove = position.toTableMove
    ? (id: number) => (id < 0 ? id : position.toTableMove!(id))
    : (id: number) => id;
  const fromTableMove = position.fromTableMove
    ? (id: number) => (id < 0 ? id : position.fromTableMove!(id))
    : (id: number) => id;

  const killers: number[] = new Array(2 * (MAX_PLY + 1)).fill(-1);
  const history = new Map<number, number>();
  const made: M[] = [];
  let nodes = 0;

  const make = (m: M) => {
    position.make(m);
    made.push(m);
  };
  const unmake = (m: M) => {
    made.pop();
    position.unmake(m);
  };
  const checkStop = () => {
    if (signal?.aborted) throw STOP;
    if (deadline !== Infinity && now() >= deadline) throw STOP;
  };

  /** Sort keys per ply, reused so ordering allocates nothing in the hot path. */
  const scratch: Float64Array[] = [];
  /** Orders `moves` in place (stable insertion sort): table move, killers, then history plus the game's hint. */
  const order = (moves: M[], ttMove: number, ply: number): void => {
    const n = moves.length;
    let keys = scratch[ply];
    if (!keys || keys.length < n) keys = scratch[ply] = new Float64Array(Math.max(n, 64));
    const k1 = killers[2 * ply]!;
    const k2 = killers[2 * ply + 1]!;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      const id = position.moveId(m);
      keys[i] = id === ttMove ? 4e15 : id === k1 ? 3e15 : id === k2 ? 2e15 : (history.get(id) ?? 0) + hint(m);
    }
    for (let i = 1; i < n; i++) {
      const key = keys[i]!;
      const m = moves[i]!;
      let j = i - 1;
      while (j >= 0 && keys[j]! < key) {
        keys[j + 1] = keys[j]!;
        moves[j + 1] = moves[j]!;
        j--;
      }
      keys[j + 1] = key;
      moves[j + 1] = m;
    }
  };

  const negamax = (depth: number, alpha: number, beta: number, ply: number): number => {
    if ((++nodes & CHECK_EVERY) === 0) checkStop();
    const outcome = position.outcome();
    if (outcome !== null) return outcome === 0 ? 0 : outcome > 0 ? WIN - ply : -(WIN - ply);
    if (depth <= 0 || ply >= MAX_PLY) return clampEval(position.evaluate());

    // Mate-distance pruning: nothing here can beat a win already found closer to the root.
    alpha = Math.max(alpha, -(WIN - ply));
    beta = Math.min(beta, WIN - ply - 1);
    if (alpha >= beta) return alpha;

    const h = position.hash();
    const l = lock();
    let ttMove = -1;
    const slot = table.probe(h, l);
    if (slot >= 0) {
      ttMove = fromTableMove(table.move(slot));
      if (table.depth(slot) >= depth) {
        const s = fromTable(table.score(slot), ply);
        const f = table.flag(slot);
        if (f === EXACT) return s;
        if (f === LOWER && s >= beta) return s;
        if (f === UPPER && s <= alpha) return s;
      }
    }

    const moves = position.moves();
    if (moves.length === 0) throw new Error('search: a position with no moves must report an outcome');
    order(moves, ttMove, ply);

    const alpha0 = alpha;
    let best = -INF;
    let bestId = -1;
    const reducing = quiet !== undefined && depth >= REDUCE_FROM_DEPTH;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      // Quiet is a property of the move in this position, so it is asked before the move is made.
      const late = reducing && i >= REDUCE_FROM_MOVE && quiet(m);
      make(m);
      const next = depth - 1 + extension(ply + 1);
      const reduce = late && next < depth ? 1 : 0;
      let score: number;
      if (i === 0) {
        score = -negamax(next, -beta, -alpha, ply + 1);
      } else {
        score = -negamax(next - reduce, -alpha - 1, -alpha, ply + 1);
        if (reduce > 0 && score > alpha) score = -negamax(next, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && score < beta) score = -negamax(next, -beta, -alpha, ply + 1);
      }
      unmake(m);
      if (score > best) {
        best = score;
        bestId = position.moveId(m);
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            if (bestId !== killers[2 * ply]) {
              killers[2 * ply + 1] = killers[2 * ply]!;
              killers[2 * ply] = bestId;
            }
            history.set(bestId, (history.get(bestId) ?? 0) + depth * depth);
            break;
          }
        }
      }
    }
    const flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    table.store(h, l, depth, flag, toTable(best, ply), toTableMove(bestId));
    return best;
  };

  const rootMoves = position.moves();
  if (rootMoves.length === 0) throw new Error('search: the game is over, there is no move to find');
  // Equal moves keep this shuffled order, so the seed decides between them.
  createRng(options.seed ?? 0).shuffle(rootMoves);
  order(rootMoves, -1, 0);
  const remaining = position.maxRemainingPlies?.() ?? Infinity;
  const pace =
    options.paceMs !== undefined && Number.isFinite(options.paceMs) ? Math.max(0, options.paceMs) : undefined;
  // A forced move needs no search beyond the one ply that values it.
  const forced = pace !== undefined && rootMoves.length === 1;
  const maxDepth = forced ? 1 : Math.max(1, Math.min(Math.floor(options.depth), remaining, MAX_PLY));
  const pacing = pace === undefined ? undefined : new Pacing(pace, deadline - start);

  let bestMove = rootMoves[0]!;
  let bestScore = -INF;
  let completedDepth = 0;
  let paced = false;
  try {
    for (let depth = 1; depth <= maxDepth; depth++) {
      const iterationStart = now();
      extendWithin = 2 * depth;
      let alpha = -INF;
      const beta = INF;
      let iterBest = rootMoves[0]!;
      let iterScore = -INF;
      for (let i = 0; i < rootMoves.length; i++) {
        const m = rootMoves[i]!;
        make(m);
        const next = depth - 1 + extension(1);
        let score: number;
        if (i === 0) {
          score = -negamax(next, -beta, -alpha, 1);
        } else {
          score = -negamax(next, -alpha - 1, -alpha, 1);
          if (score > alpha) score = -negamax(next, -beta, -alpha, 1);
        }
        unmake(m);
        if (score > iterScore) {
          iterScore = score;
          iterBest = m;
          alpha = Math.max(alpha, score);
        }
        // The previous best is searched first, so once any move of this iteration is done its
        // best is at least as well founded as the last iteration's: keep it if time runs out.
        bestMove = iterBest;
        bestScore = iterScore;
      }
      completedDepth = depth;
      table.store(position.hash(), lock(), depth, EXACT, bestScore, toTableMove(position.moveId(bestMove)));
      // Searching the best move first in the next iteration makes its bound tight at once.
      const at = rootMoves.indexOf(bestMove);
      rootMoves.splice(at, 1);
      rootMoves.unshift(bestMove);
      if (Math.abs(bestScore) >= PROVEN) break;
      if (pacing) {
        const until = pacing.next(position.moveId(bestMove), now() - start, now() - iterationStart);
        if (until === 0) {
          paced = true;
          break;
        }
        if (start + until < deadline) {
          deadline = start + until;
          paced = true;
        }
      }
      checkStop();
    }
  } catch (e) {
    if (e !== STOP) throw e;
    while (made.length > 0) unmake(made[made.length - 1]!);
    if (signal?.aborted) throw signal.reason ?? new DOMException('The search was aborted.', 'AbortError');
  }

  const proven = completedDepth > 0 && Math.abs(bestScore) >= PROVEN;
  // A reduced line did not reach the full depth, so only a proof makes a reducing search exact.
  const exact = completedDepth > 0 && (proven || (completedDepth >= remaining && !quiet));
  return {
    move: bestMove,
    // Negating a draw gives -0; report a plain 0.
    score: completedDepth > 0 && bestScore !== 0 ? bestScore : 0,
    depth: completedDepth,
    nodes,
    pv: principalVariation(position, table, lock, fromTableMove, bestMove, completedDepth),
    proven: completedDepth === 0 ? null : bestScore >= PROVEN ? 'win' : bestScore <= -PROVEN ? 'loss' : null,
    exact,
    complete: proven || forced || (completedDepth >= maxDepth && !paced),
    elapsedMs: now() - start,
  };
}

function clampEval(v: number): number {
  return v >= PROVEN ? PROVEN - 1 : v <= -PROVEN ? -(PROVEN - 1) : v;
}

/** Follows the table's best moves from the root, restoring the position afterwards. */
function principalVariation<M>(
  position: SearchPosition<M>,
  table: TranspositionTable,
  lock: () => number,
  fromTableMove: (id: number) => number,
  first: M,
  maxLength: number,
): M[] {
  const pv: M[] = [first];
  position.make(first);
  while (pv.length < maxLength && position.outcome() === null) {
    const slot = table.probe(position.hash(), lock());
    if (slot < 0) break;
    const id = fromTableMove(table.move(slot));
    const next = position.moves().find((m) => position.moveId(m) === id);
    if (next === undefined) break;
    pv.push(next);
    position.make(next);
  }
  for (let i = pv.length - 1; i >= 0; i--) position.unmake(pv[i]!);
  return pv;
}

/** The session's table (created with `bits` on first use), or undefined without a session. */
export function sessionTable(options: AiOptions, bits: number): TranspositionTable | undefined {
  const session = options.session;
  if (!session) return undefined;
  return (session.table ??= new TranspositionTable(bits));
}

/**
 * A decision by the shared search over a game's own position, for AIs that are that search:
 * `max` is the strongest depth, which searches as deep as the time allows (2 s by default).
 */
export function thinkBySearch<M>(
  position: SearchPosition<M>,
  options: AiOptions,
  max: number,
  tableBits: number,
): Thought<M> {
  const depth = clampDepth(options.depth, max);
  const r = search(position, {
    depth,
    timeMs: options.timeMs ?? DEFAULT_TIME_MS,
    paceMs: options.paceMs,
    seed: options.seed ?? randomSeed(),
    signal: options.signal,
    table: sessionTable(options, tableBits),
    tableBits,
  });
  // Below the maximum, the depth asked for completes the decision; at it, only a proof does.
  return { move: r.move, proven: r.proven, depth: r.depth, complete: depth < max ? r.complete : r.proven !== null };
}
