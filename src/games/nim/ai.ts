/**
 * The Nim opponent. At the maximum depth it plays perfectly from theory (the nim-sum, with the
 * misère correction) in constant time; lower depths use the shared search, which only sees wins
 * within its horizon, so it is fallible the way a person is.
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
import { type NimMove, type NimState, nimSum, rules } from './rules.js';
import { MAX_DEPTH, reviewScale } from './ai-scale.js';

/** True when the side to move wins with perfect play. */
export function isWinning(state: Pick<NimState, 'heaps' | 'misere'>): boolean {
  const big = state.heaps.some((h) => h > 1);
  if (state.misere && !big) {
    // Only heaps of 0 or 1: the side to move wins iff an even number of single pieces remain.
    return state.heaps.filter((h) => h === 1).length % 2 === 0;
  }
  return nimSum(state.heaps) !== 0;
}

/** Every move that leaves the opponent in a losing position (empty when there is none). */
export function winningMoves(state: NimState): NimMove[] {
  return rules.legalMoves(state).filter((m) => {
    const heaps = state.heaps.slice();
    heaps[m.heap] = heaps[m.heap]! - m.take;
    const empty = heaps.every((h) => h === 0);
    // Taking the last piece ends the game: a win in normal play, a loss in misère.
    if (empty) return !state.misere;
    return !isWinning({ heaps, misere: state.misere });
  });
}

/** A mutable Nim position for the shared search. */
class NimPosition implements SearchPosition<NimMove> {
  private readonly heaps: number[];
  private readonly misere: boolean;
  private readonly zobrist: Int32Array;
  private key = 0;
  private left: number;
  constructor(state: NimState) {
    this.heaps = state.heaps.slice();
    this.left = this.heaps.reduce((a, b) => a + b, 0);
    const rng = createRng(0x4e494d);
    this.zobrist = Int32Array.from({ length: this.heaps.length * 16 + 1 }, () => rng.uint32() | 0);
    this.heaps.forEach((h, i) => (this.key ^= this.zobrist[i * 16 + h]!));
    this.misere = state.misere;
  }
  moves(): NimMove[] {
    const out: NimMove[] = [];
    this.heaps.forEach((size, heap) => {
      for (let take = size; take >= 1; take--) out.push({ heap, take });
    });
    return out;
  }
  make(m: NimMove): void {
    this.shift(m.heap, -m.take);
  }
  unmake(m: NimMove): void {
    this.shift(m.heap, m.take);
  }
  private shift(heap: number, delta: number): void {
    const before = this.heaps[heap]!;
    this.key ^=
      this.zobrist[heap * 16 + before]! ^
      this.zobrist[heap * 16 + before + delta]! ^
      this.zobrist[this.zobrist.length - 1]!;
    this.heaps[heap] = before + delta;
    this.left += delta;
  }
  hash(): number {
    return this.key;
  }
  outcome(): 1 | 0 | -1 | null {
    if (this.left > 0) return null;
    // The opponent took the last piece.
    return this.misere ? 1 : -1;
  }
  evaluate(): number {
    return 0;
  }
  moveId(m: NimMove): number {
    return m.heap * 16 + m.take;
  }
  maxRemainingPlies(): number {
    return this.left;
  }
}

/** Decides a move and reports whether a forced result has been seen. */
export function think(state: NimState, options: AiOptions = {}): Thought<NimMove> {
  if (rules.result(state)) throw new RangeError('The game is over: there is no move to find.');
  const depth = clampDepth(options.depth, MAX_DEPTH);
  const seed = options.seed ?? randomSeed();
  const rng = createRng(seed);
  if (depth >= MAX_DEPTH) {
    const wins = winningMoves(state);
    if (wins.length > 0) return { move: rng.pick(wins), proven: 'win' };
    // Lost against perfect play: take a single piece to make the game long and give the opponent room to err.
    const singles = rules.legalMoves(state).filter((m) => m.take === 1);
    return { move: rng.pick(singles), proven: 'loss' };
  }
  const result = search(new NimPosition(state), {
    depth,
    timeMs: options.timeMs ?? DEFAULT_TIME_MS,
    seed,
    signal: options.signal,
    table: sessionTable(options, 16),
    tableBits: 16,
  });
  return { move: result.move, proven: result.proven, depth: result.depth, complete: result.complete };
}

/** The move the AI plays in `state` (see `think` for what it knows). */
export function bestMove(state: NimState, options: AiOptions = {}): NimMove {
  return think(state, options).move;
}

/**
 * Every legal move's exact value for the side to move: 1 a win with perfect play after it, -1 a
 * loss (Bouton's theorem, and its misère form; `winningMoves`).
 */
export function analyse(state: NimState): Analysis<NimMove> {
  if (rules.result(state)) return { values: [], complete: true };
  const wins = new Set(winningMoves(state).map((m) => m.heap * 16 + m.take));
  return {
    values: rules
      .legalMoves(state)
      .map((move) => ({ move, score: wins.has(move.heap * 16 + move.take) ? 1 : -1, exact: true })),
    complete: true,
  };
}

/** The Nim AI in the shape shared by every game. */
export const ai: GameAi<NimState, NimMove> = { maxDepth: () => MAX_DEPTH, think, analyse, reviewScale };

export { MAX_DEPTH };
