/**
 * The computer's Kalah: the library's shared alpha-beta search over a position of its own, with
 * this game's evaluation (the stores' difference, then the seeds each side still holds). The search
 * expects the sides to alternate, so a sowing that earns another move is followed here by a forced
 * pass of the other side. Near the end the search reaches every last move and the result it reports
 * is proven. This module is what the worker imports (`module` in the board's AI link), so it imports
 * `board-game-elements/core` only.
 */
import {
  type AiOptions,
  type GameAi,
  type Player,
  type SearchPosition,
  type Thought,
  DEFAULT_TIME_MS,
  analyseBySearch,
  createRng,
  randomSeed,
  opponent,
  thinkBySearch,
} from 'board-game-elements/core';
import { MAX_DEPTH, REVIEW_DEPTH, reviewScale } from './depth.js';
import { EndgameTable } from './endgame-table.js';
import { MarginSearch } from './margin-search.js';
import { bookMove } from './opening-book.js';
import {
  type KalahMove,
  type KalahState,
  FIRST_STORE,
  PITS,
  SECOND_STORE,
  rules,
  seedsOnSide,
  sowInPlace,
  storeOf,
} from './rules.js';

/** The pass that follows a sowing ending in the mover's store. */
const PASS = 0;
/** Each store's seed is worth this many seeds still in the pits. */
const STORE_WEIGHT = 8;
const SLOTS = SECOND_STORE + 1;
const MOST_SEEDS = 2 * PITS * 6;

const rng = createRng(0x6b616c61);
const ZOBRIST = Array.from({ length: SLOTS * (MOST_SEEDS + 1) }, () => rng.uint32());
const SIDE = rng.uint32();
const PASSING = rng.uint32();

/**
 * A position the search plays on in place: the board, the side to move (0 first, 1 second) and whether it must pass.
 */
class KalahPosition implements SearchPosition<KalahMove> {
  private readonly pits: Uint8Array;
  private side: 0 | 1;
  private passing = false;
  /**
   * Per move made, the board, side and pass before it: the search's lines are a few dozen plies, so a flat copy is
   * cheaper than undoing a sowing.
   */
  private saved = new Uint8Array(SLOTS * 64);
  private readonly savedTurn: number[] = [];

  /** Every seed of the game, in the pits and the stores. */
  private readonly seeds: number;

  constructor(state: KalahState) {
    this.pits = Uint8Array.from(state.pits);
    this.seeds = state.pits.reduce((a, b) => a + b, 0);
    this.side = state.turn === 'first' ? 0 : 1;
  }

  private get player(): Player {
    return this.side === 0 ? 'first' : 'second';
  }

  moves(): KalahMove[] {
    if (this.passing) return [PASS];
    const moves: KalahMove[] = [];
    for (let pit = 1; pit <= PITS; pit++) if (this.pits[this.side * (PITS + 1) + pit - 1]! > 0) moves.push(pit);
    return moves;
  }

  make(move: KalahMove): void {
    const at = this.savedTurn.length * SLOTS;
    if (at + SLOTS > this.saved.length) {
      const more = new Uint8Array(this.saved.length * 2);
      more.set(this.saved);
      this.saved = more;
    }
    this.saved.set(this.pits, at);
    this.savedTurn.push(this.side | (this.passing ? 2 : 0));
    if (move !== PASS) {
      this.passing = sowInPlace(this.pits, this.player, move) === storeOf(this.player);
    } else this.passing = false;
    this.side = this.side === 0 ? 1 : 0;
  }

  unmake(): void {
    const turn = this.savedTurn.pop()!;
    const at = this.savedTurn.length * SLOTS;
    for (let i = 0; i < SLOTS; i++) this.pits[i] = this.saved[at + i]!;
    this.side = (turn & 1) as 0 | 1;
    this.passing = (turn & 2) !== 0;
  }

  /** The side to move passes after its opponent's extra move: that ply is searched at no cost in depth. */
  forcing(): boolean {
    return this.passing;
  }

  hash(): number {
    let h = (this.side ? SIDE : 0) ^ (this.passing ? PASSING : 0);
    for (let i = 0; i < SLOTS; i++) h ^= ZOBRIST[i * (MOST_SEEDS + 1) + this.pits[i]!]!;
    return h;
  }

  /**
   * The result once it is decided: the game is over (a side's pits are empty), or a store holds more
   * than half the seeds (seeds never leave a store), or both hold half. Null while it is open.
   */
  outcome(): 1 | 0 | -1 | null {
    let first = this.pits[FIRST_STORE]!;
    let second = this.pits[SECOND_STORE]!;
    const half = this.seeds / 2;
    if (first <= half && second <= half && (first < half || second < half)) {
      const ownFirst = seedsOnSide(this.pits, 'first');
      const ownSecond = seedsOnSide(this.pits, 'second');
      if (ownFirst > 0 && ownSecond > 0) return null;
      first += ownFirst;
      second += ownSecond;
    }
    return first === second ? 0 : first > second === (this.side === 0) ? 1 : -1;
  }

  evaluate(): number {
    const mine = this.side === 0 ? FIRST_STORE : SECOND_STORE;
    const theirs = this.side === 0 ? SECOND_STORE : FIRST_STORE;
    return (
      STORE_WEIGHT * (this.pits[mine]! - this.pits[theirs]!) +
      seedsOnSide(this.pits, this.player) -
      seedsOnSide(this.pits, opponent(this.player))
    );
  }

  moveId(move: KalahMove): number {
    return move;
  }

  /** Sowings that end in the mover's store first: they earn another move. */
  orderHint(move: KalahMove): number {
    if (move === PASS) return 0;
    const seeds = this.pits[this.side * (PITS + 1) + move - 1]!;
    return seeds === PITS + 1 - move ? 2 : seeds < PITS + 1 - move ? 1 : 0;
  }
}

/** The strongest level's search, made on its first move; its table outlives the move (see `MarginSearch`). */
let strongest: MarginSearch | undefined;
/** The endgame table, grown a little on each move of the strongest level once a game nears its end. */
let endgames: EndgameTable | undefined;

/** The most seeds in the pits of the endgame table's positions: 2.7 million of them, a byte each. */
const ENDGAME_SEEDS = 12;
/** The table grows from the first move with at most this many seeds left in the pits. */
const ENDGAME_FROM = 40;
/** The share of a move's time the table may take to grow. */
const ENDGAME_SHARE = 0.2;

/** Grows the endgame table within its share of `timeMs`, from the time a game with `loose` seeds in its pits nears its end; the time it took. */
function growEndgames(search: MarginSearch, loose: number, timeMs: number): number {
  if (loose > ENDGAME_FROM || endgames?.ready === ENDGAME_SEEDS) return 0;
  const start = performance.now();
  endgames ??= new EndgameTable(ENDGAME_SEEDS);
  endgames.grow(start + timeMs * ENDGAME_SHARE);
  if (endgames.ready >= 0) search.useEndgames(endgames);
  return performance.now() - start;
}

/**
 * The strongest level: the opening book's move in the first sowings of four seeds a pit, then Kalah's own search by
 * the final margin, which plays a lost game to the smallest loss.
 */
function thinkByMargin(state: KalahState, options: AiOptions): Thought<KalahMove> {
  const booked = bookMove(state.pits, state.turn === 'first');
  if (booked !== undefined) return { move: booked, proven: null, complete: false };
  strongest ??= new MarginSearch();
  const timeMs = options.timeMs ?? DEFAULT_TIME_MS;
  const loose = seedsOnSide(state.pits, 'first') + seedsOnSide(state.pits, 'second');
  const r = strongest.search(state.pits, state.turn === 'first', {
    timeMs: timeMs - growEndgames(strongest, loose, timeMs),
    seed: options.seed ?? randomSeed(),
    signal: options.signal,
  });
  return {
    move: r.move,
    proven: r.solved && r.score !== 0 ? (r.score > 0 ? 'win' : 'loss') : null,
    depth: r.depth,
    complete: r.solved,
  };
}

/** The computer opponent, and the values of every move for a review (`reviewGame`). */
export const ai: GameAi<KalahState, KalahMove> = {
  maxDepth: () => MAX_DEPTH,
  think(state: KalahState, options: AiOptions = {}): Thought<KalahMove> {
    if (rules.result(state)) throw new RangeError('The game is over.');
    // The levels below the strongest keep the shared search, whose evaluation their strengths were measured with.
    if (options.depth === undefined || options.depth >= MAX_DEPTH) return thinkByMargin(state, options);
    return thinkBySearch(new KalahPosition(state), options, MAX_DEPTH, 18);
  },
  analyse: (state, options) =>
    analyseBySearch(
      {
        rules,
        position: (s) => new KalahPosition(s),
        maxDepth: () => MAX_DEPTH,
        tableBits: 18,
        reviewDepth: () => REVIEW_DEPTH,
      },
      state,
      options,
    ),
  reviewScale,
};
