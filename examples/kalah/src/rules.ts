/**
 * The rules of Kalah, the best-known Mancala game, for two players. Each side has six pits and a
 * store to its right; the first player's pits are the lower row, the second player's the upper.
 * A move picks up every seed of one of the mover's pits and sows them one by one, counterclockwise,
 * into the following pits and the mover's own store, never the opponent's. A last seed in the
 * mover's store earns another move. A last seed in one of the mover's own pits that was empty,
 * across from a pit with seeds, captures both into the mover's store. As soon as either side's
 * pits are empty, whoever is to move, the game ends: the other side puts the seeds left in its
 * pits into its own store, and the fuller store wins (the rule of Irving, Donkers and Uiterwijk's
 * solution of Kalah, and of most programs that play it).
 */
import {
  type BaseState,
  type Game,
  type Player,
  IllegalMoveError,
  InvalidOptionsError,
  opponent,
} from 'board-game-elements/core';

/** Pits per side. */
export const PITS = 6;
/** The fewest seeds per pit at the start. */
export const MIN_SEEDS = 3;
/** The most seeds per pit at the start. */
export const MAX_SEEDS = 6;
/** The first player's store; the second's is `SECOND_STORE`. Pits 0-5 are the first player's, 7-12 the second's. */
export const FIRST_STORE = PITS;
/** The second player's store, the last index of the board. */
export const SECOND_STORE = 2 * PITS + 1;

/** A position. `pits` has 14 counts: the first player's pits 0-5 and store 6, the second's pits 7-12 and store 13. */
export interface KalahState extends BaseState {
  readonly pits: readonly number[];
}

/** A move: the mover's pit, 1 to 6 counted from the mover's left (the direction seeds travel). */
export type KalahMove = number;

/** The options of a game. */
export interface KalahOptions {
  /** Seeds in each pit at the start, 3 to 6 (default 4). */
  seeds: number;
}

/** The index of the mover's first pit. */
export const baseOf = (player: Player): number => (player === 'first' ? 0 : PITS + 1);
/** The index of `player`'s store. */
export const storeOf = (player: Player): number => (player === 'first' ? FIRST_STORE : SECOND_STORE);
/** The pit across the board from pit `index`. */
export const across = (index: number): number => 2 * PITS - index;

/** Seeds left in `player`'s pits. */
export function seedsOnSide(pits: ArrayLike<number>, player: Player): number {
  const base = baseOf(player);
  let n = 0;
  for (let i = base; i < base + PITS; i++) n += pits[i]!;
  return n;
}

/** The pits after `player` sows pit `move`, whether the last seed fell in the store, and where it fell. */
export function sow(
  pits: readonly number[],
  player: Player,
  move: KalahMove,
): { pits: number[]; again: boolean; last: number } {
  const next = [...pits];
  const last = sowInPlace(next, player, move);
  return { pits: next, again: last === storeOf(player), last };
}

/** `sow` on `next` itself, for a search that undoes its moves from copies of its own: where the last seed fell. */
export function sowInPlace(next: number[] | Uint8Array, player: Player, move: KalahMove): number {
  const from = baseOf(player) + move - 1;
  let seeds = next[from]!;
  next[from] = 0;
  let at = from;
  const skip = storeOf(opponent(player));
  while (seeds > 0) {
    at = (at + 1) % (SECOND_STORE + 1);
    if (at === skip) continue;
    next[at]!++;
    seeds--;
  }
  const own = at >= baseOf(player) && at < baseOf(player) + PITS;
  if (own && next[at] === 1 && next[across(at)]! > 0) {
    next[storeOf(player)]! += next[at]! + next[across(at)]!;
    next[at] = 0;
    next[across(at)] = 0;
  }
  return at;
}

/** Whether the game is over: one side's pits are empty. */
const over = (pits: readonly number[]): boolean =>
  seedsOnSide(pits, 'first') === 0 || seedsOnSide(pits, 'second') === 0;

/** The board once the game is over: each side's pits swept into its own store. */
function sweep(pits: number[]): number[] {
  for (const player of ['first', 'second'] as const) {
    pits[storeOf(player)]! += seedsOnSide(pits, player);
    for (let i = baseOf(player); i < baseOf(player) + PITS; i++) pits[i] = 0;
  }
  return pits;
}

const parseMove = (text: string): number => (/^[1-6]$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The rules of Kalah. */
export const rules: Game<KalahState, KalahMove, KalahOptions> = {
  id: 'kalah',
  defaults: { seeds: 4 },
  validateOptions(options) {
    const { seeds } = options;
    return seeds === undefined || (Number.isInteger(seeds) && seeds >= MIN_SEEDS && seeds <= MAX_SEEDS)
      ? null
      : `seeds must be a whole number from ${MIN_SEEDS} to ${MAX_SEEDS}, not ${String(seeds)}`;
  },
  newGame(options = {}) {
    const problem = rules.validateOptions(options);
    if (problem) throw new InvalidOptionsError(problem);
    const seeds = options.seeds ?? 4;
    const pits = Array.from({ length: SECOND_STORE + 1 }, (_, i) =>
      i === FIRST_STORE || i === SECOND_STORE ? 0 : seeds,
    );
    return { turn: 'first', ply: 0, pits };
  },
  legalMoves(state) {
    if (over(state.pits)) return [];
    const base = baseOf(state.turn);
    const moves: KalahMove[] = [];
    for (let pit = 1; pit <= PITS; pit++) if (state.pits[base + pit - 1]! > 0) moves.push(pit);
    return moves;
  },
  play(state, move) {
    if (over(state.pits)) throw new IllegalMoveError('The game is over: a side has no seeds left in its pits.', move);
    if (!Number.isInteger(move) || move < 1 || move > PITS || state.pits[baseOf(state.turn) + move - 1] === 0)
      throw new IllegalMoveError(`Pit ${String(move)} has no seeds to sow.`, move);
    const { pits, again } = sow(state.pits, state.turn, move);
    const turn = again ? state.turn : opponent(state.turn);
    return { turn, ply: state.ply + 1, pits: over(pits) ? sweep(pits) : pits };
  },
  // Seeds may circle the board without reaching a store, so the rules bound no game: a figure far
  // above any real one (a game of six seeds a pit lasts well under a hundred sowings).
  maxPlies: () => 1000,
  result(state) {
    if (!over(state.pits)) return null;
    // A position set up by hand may still hold the seeds that the end sweeps into the stores.
    const score = {
      first: state.pits[FIRST_STORE]! + seedsOnSide(state.pits, 'first'),
      second: state.pits[SECOND_STORE]! + seedsOnSide(state.pits, 'second'),
    };
    return {
      winner: score.first === score.second ? null : score.first > score.second ? 'first' : 'second',
      reason: 'most-seeds',
      score,
    };
  },
  moveToString: (_state, move) => String(move),
  moveFromString(state, text) {
    const move = parseMove(String(text));
    if (!rules.legalMoves(state).includes(move))
      throw new IllegalMoveError(`"${text}" is not a pit with seeds of the side to move (1 to 6 from its left).`, text);
    return move;
  },
  canWin: (state, player) =>
    state.pits[storeOf(player)]! + seedsOnSide(state.pits, player) + seedsOnSide(state.pits, opponent(player)) >
    state.pits[storeOf(opponent(player))]!,
};
