/**
 * The computer's Kalah: the library's shared alpha-beta search over a position of its own, with
 * this game's evaluation (the stores' difference, then the seeds each side still holds). The search
 * expects the sides to alternate, so a sowing that earns another move is followed here by a forced
 * pass of the other side. Near the end the search reaches every last move and the result it reports
 * is proven. This module is what the worker imports (`module` in the board's AI link), so it imports
 * `board-game-elements/core` only.
 */
import { type AiOptions, type GameAi, type SearchPosition, type Thought, analyseBySearch, createRng, thinkBySearch } from 'board-game-elements/core';
import { MAX_DEPTH, reviewScale } from './depth.js';
import { type KalahMove, type KalahState, FIRST_STORE, PITS, SECOND_STORE, rules, sow } from './rules.js';

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

/** A position the search plays on in place: the board, the side to move (0 first, 1 second) and whether it must pass. */
class KalahPosition implements SearchPosition<KalahMove> {
  private pits: number[];
  private side: 0 | 1;
  private passing = false;
  private readonly undo: { pits: number[]; side: 0 | 1; passing: boolean }[] = [];

  constructor(state: KalahState) {
    this.pits = [...state.pits];
    this.side = state.turn === 'first' ? 0 : 1;
  }

  private get player() {
    return this.side === 0 ? 'first' : 'second';
  }

  private ownSeeds(side: 0 | 1): number {
    let n = 0;
    for (let i = side * (PITS + 1); i < side * (PITS + 1) + PITS; i++) n += this.pits[i]!;
    return n;
  }

  moves(): KalahMove[] {
    if (this.passing) return [PASS];
    const moves: KalahMove[] = [];
    for (let pit = 1; pit <= PITS; pit++) if (this.pits[this.side * (PITS + 1) + pit - 1]! > 0) moves.push(pit);
    return moves;
  }

  make(move: KalahMove): void {
    this.undo.push({ pits: this.pits, side: this.side, passing: this.passing });
    if (move !== PASS) {
      const r = sow(this.pits, this.player, move);
      this.pits = r.pits;
      this.passing = r.again;
    } else this.passing = false;
    this.side = this.side === 0 ? 1 : 0;
  }

  unmake(): void {
    const last = this.undo.pop()!;
    this.pits = last.pits;
    this.side = last.side;
    this.passing = last.passing;
  }

  hash(): number {
    let h = (this.side ? SIDE : 0) ^ (this.passing ? PASSING : 0);
    for (let i = 0; i < SLOTS; i++) h ^= ZOBRIST[i * (MOST_SEEDS + 1) + this.pits[i]!]!;
    return h;
  }

  /** The side that sows next: the side to move, or the other one when this side passes. */
  private sower(): 0 | 1 {
    return this.passing ? (this.side === 0 ? 1 : 0) : this.side;
  }

  /** The stores once the side to sow has no seeds, or null while it has. */
  private finalStores(): [number, number] | null {
    if (this.ownSeeds(this.sower()) > 0) return null;
    return [this.pits[FIRST_STORE]! + this.ownSeeds(0), this.pits[SECOND_STORE]! + this.ownSeeds(1)];
  }

  outcome(): 1 | 0 | -1 | null {
    const stores = this.finalStores();
    if (!stores) return null;
    const margin = stores[this.side]! - stores[this.side === 0 ? 1 : 0]!;
    return margin > 0 ? 1 : margin < 0 ? -1 : 0;
  }

  evaluate(): number {
    const mine = this.side === 0 ? FIRST_STORE : SECOND_STORE;
    const theirs = this.side === 0 ? SECOND_STORE : FIRST_STORE;
    const other = this.side === 0 ? 1 : 0;
    return STORE_WEIGHT * (this.pits[mine]! - this.pits[theirs]!) + this.ownSeeds(this.side) - this.ownSeeds(other);
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

/** The computer opponent, and the values of every move for a review (`reviewGame`). */
export const ai: GameAi<KalahState, KalahMove> = {
  maxDepth: () => MAX_DEPTH,
  think(state: KalahState, options: AiOptions = {}): Thought<KalahMove> {
    if (rules.result(state)) throw new RangeError('The game is over.');
    return thinkBySearch(new KalahPosition(state), options, MAX_DEPTH, 18);
  },
  analyse: (state, options) => analyseBySearch({ rules, position: (s) => new KalahPosition(s), maxDepth: () => MAX_DEPTH, tableBits: 18 }, state, options),
  reviewScale,
};
