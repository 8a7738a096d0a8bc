/**
 * The peg solitaire solver: a depth-first search over the board's symmetry classes with a table of
 * proven dead positions, so it answers from any position whether the game can still end with one
 * peg (in the target hole, or anywhere). Three facts prune:
 *
 * - Position classes: colour the holes by (row + column) mod 3, and again by (row - column) mod 3.
 *   A jump's three holes have three different colours and each colour's count changes by one, so
 *   the parity of every two colours' total never changes. A goal with other parities is
 *   unreachable (this proves at once that the French board's centre game is impossible).
 * - Pagoda functions (`pagoda.ts`): weights that no jump can raise. The position asked about is
 *   tested by linear programming, and so is every position whose search ran long and found
 *   nothing; each proof found is kept (with its mirror images) and cuts later positions at the cost
 *   of a sum updated per jump. This is what lets the search leave a stranded arm or corner early.
 * - Symmetry: positions that are rotations or reflections of each other (fixing the target hole)
 *   share one entry in the table.
 *
 * Jumps are tried in a fixed order: those that bring pegs nearest the goal hole first, so the
 * search clears the far parts of the board before it closes in. One peg anywhere is asked of a
 * solver per goal hole the position classes allow, in turns with growing budgets, so the easiest
 * ending is found first.
 *
 * Positions are kept as sums of powers of two (exact up to 53 holes), one per symmetry, updated
 * as pegs jump, so a position's canonical key is the least of them.
 */
import { type Pagoda, pagodaProof } from './pagoda.js';
import { type Rng, createRng } from '../../core/rng.js';
import { type Board, type PegSolitaireMove, type PegSolitaireState, boardOf, holeAt, moveOf } from './rules.js';

/** The goal of a solve: one peg in the starting hole (the classic game), in a given hole, or anywhere. */
export type Target = 'start' | 'any' | number;

/** The goal of a solve. */
export interface SolveOptions {
  /** The goal (default `start`: one peg in the hole that was empty at the start). */
  target?: Target;
}

/** What a search may spend before it gives up (then its answer is `undefined`: not known yet). */
export interface SearchLimits {
  /** Positions to visit at most. */
  nodes?: number;
  /** Milliseconds to search at most. */
  timeMs?: number;
  /** Stops the search when aborted. */
  signal?: AbortSignal;
}

/** The symmetries of `board` that map holes to holes, as permutations (the identity first). */
function symmetries(board: Board): Int8Array[] {
  const { rows, cols, holes } = board;
  const maps: ((r: number, c: number) => [number, number])[] =
    board.variant === 'triangle'
      ? [
          (r, c) => [r, c],
          (r, c) => [r, r - c],
          (r, c) => [4 - c, r - c],
          (r, c) => [4 - c, 4 - r],
          (r, c) => [4 - r + c, c],
          (r, c) => [4 - r + c, 4 - r],
        ]
      : [
          (r, c) => [r, c],
          (r, c) => [c, rows - 1 - r],
          (r, c) => [rows - 1 - r, cols - 1 - c],
          (r, c) => [cols - 1 - c, r],
          (r, c) => [r, cols - 1 - c],
          (r, c) => [rows - 1 - r, c],
          (r, c) => [c, r],
          (r, c) => [cols - 1 - c, rows - 1 - r],
        ];
  const result: Int8Array[] = [];
  for (const map of maps) {
    const perm = new Int8Array(holes.length);
    let ok = true;
    holes.forEach(({ row, col }, h) => {
      const [r, c] = map(row, col);
      perm[h] = holeAt(board, r, c);
      if (perm[h]! < 0) ok = false;
    });
    if (ok) result.push(perm);
  }
  return result;
}

/** The position-class parities of a set of pegs: two bits per colouring. */
function parities(board: Board, pegs: ArrayLike<boolean | number>): number {
  const counts = [0, 0, 0, 0, 0, 0];
  board.holes.forEach(({ row, col }, h) => {
    if (!pegs[h]) return;
    counts[(row + col) % 3]!++;
    counts[3 + ((((row - col) % 3) + 3) % 3)]!++;
  });
  // The triangle's third line direction breaks the second colouring: only the first holds there.
  const second =
    board.variant === 'triangle' ? 0 : (((counts[3]! + counts[4]!) & 1) << 2) | (((counts[4]! + counts[5]!) & 1) << 3);
  return ((counts[0]! + counts[1]!) & 1) | (((counts[1]! + counts[2]!) & 1) << 1) | second;
}

/**
 * Positions proven dead (keys below 2^53), in one flat array: buckets of two slots. The table
 * doubles while it fills, up to `maxBits` slots; from then on a newcomer displaces the older entry
 * of a full bucket. A forgotten position is only searched again, so a long session stays within a
 * fixed size (8 bytes a slot), where a JavaScript Set would keep growing to its limit of 2^24
 * entries, at several times the memory per entry.
 */
class DeadPositions {
  private keys: Float64Array;
  private bits: number;
  private filled = 0;

  constructor(
    private readonly maxBits: number,
    bits = 14,
  ) {
    this.bits = bits;
    this.keys = new Float64Array(1 << bits);
  }

  /** The first slot of `key`'s bucket. */
  private bucket(key: number): number {
    const lo = key % 4294967296;
    const hi = (key - lo) / 4294967296;
    return (Math.imul((lo | 0) ^ Math.imul(hi | 0, 0x9e3779b1), 0x85ebca6b) >>> (33 - this.bits)) << 1;
  }

  has(key: number): boolean {
    const i = this.bucket(key);
    return this.keys[i] === key || this.keys[i + 1] === key;
  }

  add(key: number): void {
    const i = this.bucket(key);
    const keys = this.keys;
    if (keys[i] === key || keys[i + 1] === key) return;
    if (keys[i + 1] === 0) this.filled++;
    // The newest entry goes first; the one it displaces moves to the second slot.
    keys[i + 1] = keys[i]!;
    keys[i] = key;
    if (this.filled > keys.length / 2 && this.bits < this.maxBits) this.grow();
  }

  /** Doubles the table, keeping every entry. */
  private grow(): void {
    const old = this.keys;
    this.bits++;
    this.keys = new Float64Array(1 << this.bits);
    this.filled = 0;
    for (const key of old) if (key !== 0) this.add(key);
  }
}

/** The holes a single last peg may stand in, by the position classes of `pegs`. */
export function reachableGoals(board: Board, pegs: readonly boolean[]): number[] {
  const p = parities(board, pegs);
  const goals: number[] = [];
  for (let h = 0; h < board.holes.length; h++) if (parities(board, single(board, h)) === p) goals.push(h);
  return goals;
}

/** The position with one peg, in hole `h`. */
function single(board: Board, h: number): boolean[] {
  return board.holes.map((_, k) => k === h);
}

/** Each hole's distance from `goal`, counted in steps between neighbouring holes. */
function distancesFrom(board: Board, goal: number): Int8Array {
  const dist = new Int8Array(board.holes.length).fill(-1);
  dist[goal] = 0;
  const queue = [goal];
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i]!;
    // Two holes are neighbours when a jump passes from one to the other (every jump lands beyond
    // its jumped hole, so `over` and `to` are neighbours too: this reaches the edge holes).
    for (const [from, over, to] of board.jumps) {
      const next = from === h || to === h ? over : over === h ? to : -1;
      if (next >= 0 && dist[next] === -1) {
        dist[next] = dist[h]! + 1;
        queue.push(next);
      }
    }
  }
  return dist;
}

/** The backward search from the goal stops before a level of more positions than this. */
const MEET_POSITIONS = 5000;

/** A copy of `items` in an order drawn from `rng`. */
function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const k = Math.floor(rng.next() * (i + 1));
    [copy[i], copy[k]] = [copy[k]!, copy[i]!];
  }
  return copy;
}

/** A search that ran this many positions and found nothing is worth a linear program. */
const LEARN_AFTER = 1000;
/** The most pagoda functions one solver keeps (each costs a sum per jump). */
const MAX_PAGODAS = 256;

/** The jumps as [from, over, to] holes, in the order one search tries them. */
interface JumpOrder {
  readonly from: Int8Array;
  readonly over: Int8Array;
  readonly to: Int8Array;
}

/** The jump order of `jumps` listed in that order. */
function jumpOrder(jumps: readonly (readonly [number, number, number])[]): JumpOrder {
  return {
    from: Int8Array.from(jumps, (j) => j[0]),
    over: Int8Array.from(jumps, (j) => j[1]),
    to: Int8Array.from(jumps, (j) => j[2]),
  };
}

/**
 * A solver for one board and one goal hole, keeping what it proved (dead positions, pagoda
 * functions) between calls. It searches in turns, each with its own jump order: how long a
 * depth-first search takes depends wildly on its first choices, and a position proven dead in one
 * turn is dead in all of them, so no turn's work is lost.
 */
export class PegSolver {
  /** Positions searched by the last call. */
  nodes = 0;
  /** The number of jump orders, each a turn of `attempt`. */
  readonly orders: number;
  private readonly holes: number;
  /** The jump orders: the board's own (row by row), far pegs towards the goal first, the reverse, and a shuffle. */
  private readonly jumpOrders: JumpOrder[];
  /** The jumps of the turn under way, in its order. */
  private from: Int8Array;
  private over: Int8Array;
  private to: Int8Array;
  /** The symmetries kept: those that fix the goal hole. */
  private readonly perms: Int8Array[];
  /** Per symmetry, the key's weight of each hole (2 ** its image). */
  private readonly weights: Float64Array[];
  /** Positions proven dead: up to 2^22 slots, 32 MB. */
  private readonly dead = new DeadPositions(22);
  private readonly pegs: Uint8Array;
  private readonly keys: Float64Array;
  private count = 0;
  private limit = Infinity;
  private deadline = Infinity;
  private signal: AbortSignal | undefined;
  /** The pagoda functions kept, one row of hole weights each. */
  private readonly pagodaWeights: Float64Array;
  /** Each pagoda function's total over the pegs on the board, kept up to date as pegs jump. */
  private readonly pagodaSums = new Float64Array(MAX_PAGODAS);
  /** Each pagoda function's threshold, less a margin for rounding. */
  private readonly pagodaFloors = new Float64Array(MAX_PAGODAS);
  private pagodas = 0;
  /** The key of the last position asked about whose linear program found no proof. */
  private lastAsked = -1;
  /** The peg count at which the search looks its position up in `meetKeys` instead of going on. */
  private meet = 1;
  /** The canonical keys of every position with `meet` pegs that can still reach the goal. */
  private meetKeys = new Set<number>();
  /** Off while the search finishes from a position found in `meetKeys`. */
  private meeting = true;
  /** Turns searched so far: the backward search waits for a second turn, as easy positions need none. */
  private turns = 0;

  constructor(
    readonly board: Board,
    /** The hole the last peg must stand in. */
    readonly goal: number,
  ) {
    if (!Number.isInteger(goal) || goal < 0 || goal >= board.holes.length)
      throw new RangeError(`The goal must be a hole of the ${board.variant} board.`);
    this.holes = board.holes.length;
    const dist = distancesFrom(board, goal);
    // The jumps that bring the farthest pegs towards the goal first, so the far parts of the board
    // are cleared before the search closes in (`sort` is stable: ties keep the board's order).
    const towards = board.jumps
      .map((j) => ({ j, gain: dist[j[2]]! - dist[j[0]]! - dist[j[1]]! }))
      .sort((a, b) => a.gain - b.gain)
      .map(({ j }) => j);
    // The reverse, nearest the goal first, suits other boards and goals (a diamond, a corner).
    this.jumpOrders = [
      board.jumps,
      towards,
      towards.slice().reverse(),
      shuffled(towards, createRng(board.holes.length * 64 + goal)),
    ].map(jumpOrder);
    this.orders = this.jumpOrders.length;
    ({ from: this.from, over: this.over, to: this.to } = this.jumpOrders[0]!);
    this.perms = symmetries(board).filter((p) => p[goal] === goal);
    this.weights = this.perms.map((p) => Float64Array.from(p, (image) => 2 ** image));
    this.pegs = new Uint8Array(this.holes);
    this.keys = new Float64Array(this.perms.length);
    this.pagodaWeights = new Float64Array(MAX_PAGODAS * this.holes);
  }

  /**
   * Plays back from the goal (a jump backwards puts two pegs where one stood) for as many levels
   * as stay small, so the search knows every position with `meet` pegs that can still finish and
   * stops there: the last jumps into one hole are the hardest part to find going forwards.
   */
  private searchBackwards(): void {
    const symmetries = this.perms.length;
    // A level: its positions' pegs, one row each, and their keys under every symmetry.
    let pegs = new Uint8Array(this.holes);
    pegs[this.goal] = 1;
    let keys = Float64Array.from(this.weights, (w) => w[this.goal]!);
    for (let count = 2; count <= this.holes; count++) {
      const seen = new Set<number>();
      const nextPegs: number[] = [];
      const nextKeys: number[] = [];
      for (let p = 0, base = 0; base < pegs.length; p++, base += this.holes) {
        for (let j = 0; j < this.from.length; j++) {
          const f = this.from[j]!;
          const o = this.over[j]!;
          const t = this.to[j]!;
          if (!pegs[base + t] || pegs[base + o] || pegs[base + f]) continue;
          let least = Infinity;
          for (let s = 0; s < symmetries; s++) {
            const w = this.weights[s]!;
            const k = keys[p * symmetries + s]! + w[f]! + w[o]! - w[t]!;
            if (k < least) least = k;
          }
          if (seen.has(least)) continue;
          if (seen.size === MEET_POSITIONS) return;
          seen.add(least);
          for (let h = 0; h < this.holes; h++) nextPegs.push(pegs[base + h]!);
          const row = nextPegs.length - this.holes;
          nextPegs[row + t] = 0;
          nextPegs[row + o] = 1;
          nextPegs[row + f] = 1;
          for (let s = 0; s < symmetries; s++) {
            const w = this.weights[s]!;
            nextKeys.push(keys[p * symmetries + s]! + w[f]! + w[o]! - w[t]!);
          }
        }
      }
      if (seen.size === 0) return;
      pegs = Uint8Array.from(nextPegs);
      keys = Float64Array.from(nextKeys);
      this.meet = count;
      this.meetKeys = seen;
    }
  }

  /**
   * A sequence of jumps from `pegs` to the goal, `null` when there is none, or `undefined` when
   * the limits ran out first (what was proven stays with the solver for the next call).
   */
  solve(pegs: readonly boolean[], limits: SearchLimits = {}): PegSolitaireMove[] | null | undefined {
    return takeTurns([this], pegs, limits);
  }

  /**
   * One turn: a search in jump order `order` that visits at most `limits.nodes` positions (added to
   * `nodes`). Answers as `solve`.
   */
  attempt(pegs: readonly boolean[], order: number, limits: SearchLimits = {}): PegSolitaireMove[] | null | undefined {
    if (this.turns++ === 1) this.searchBackwards();
    ({ from: this.from, over: this.over, to: this.to } = this.jumpOrders[order % this.orders]!);
    this.limit = this.nodes + (limits.nodes ?? Infinity);
    this.deadline = limits.timeMs === undefined ? Infinity : performance.now() + limits.timeMs;
    this.signal = limits.signal;
    if (!pegs.some(Boolean)) return null;
    if (!reachableGoals(this.board, pegs).includes(this.goal)) return null;
    this.load(pegs);
    // The linear program once per position asked about (turns of `solveWithin` ask again).
    const key = this.canonical();
    if (key !== this.lastAsked && this.count > 1) {
      this.lastAsked = key;
      if (this.learn()) return null;
    }
    const path: number[] = [];
    const found = this.search(path);
    this.meeting = true;
    if (found === undefined) return undefined;
    if (!found) return null;
    return path.map((j) => moveOf(this.from[j]!, this.to[j]!));
  }

  private load(pegs: readonly boolean[]): void {
    this.keys.fill(0);
    this.count = 0;
    for (let h = 0; h < this.holes; h++) {
      this.pegs[h] = pegs[h] ? 1 : 0;
      if (pegs[h]) {
        this.count++;
        for (let s = 0; s < this.perms.length; s++) this.keys[s]! += this.weights[s]![h]!;
      }
    }
    for (let i = 0; i < this.pagodas; i++) this.pagodaSums[i] = this.sumOf(i);
  }

  /** Pagoda function `i`'s total over the pegs on the board. */
  private sumOf(i: number): number {
    let sum = 0;
    const base = i * this.holes;
    for (let h = 0; h < this.holes; h++) if (this.pegs[h]) sum += this.pagodaWeights[base + h]!;
    return sum;
  }

  /**
   * Tries to prove the current position dead with a pagoda function; a proof found is kept, with
   * its images under the symmetries, while there is room. True when the position is proven dead.
   */
  private learn(): boolean {
    const proof = pagodaProof(this.holes, this.board.jumps, this.pegs, [this.goal]);
    if (!proof) return false;
    if (this.pagodas + this.perms.length <= MAX_PAGODAS) for (const perm of this.perms) this.keep(proof, perm);
    return true;
  }

  /** Keeps the image of `proof` under the symmetry `perm`. */
  private keep(proof: Pagoda, perm: Int8Array): void {
    const i = this.pagodas++;
    const base = i * this.holes;
    for (let h = 0; h < this.holes; h++) this.pagodaWeights[base + perm[h]!] = proof.weights[h]!;
    this.pagodaFloors[i] = proof.threshold - 1e-7;
    this.pagodaSums[i] = this.sumOf(i);
  }

  /** The least key over the kept symmetries: one name for a position and its images. */
  private canonical(): number {
    let k = this.keys[0]!;
    for (let s = 1; s < this.keys.length; s++) if (this.keys[s]! < k) k = this.keys[s]!;
    return k;
  }

  /** Jump `j` forwards (`d` = 1) or back (`d` = -1), updating the pegs, the count, every key and every pagoda sum. */
  private jump(j: number, d: number): void {
    const f = this.from[j]!;
    const o = this.over[j]!;
    const t = this.to[j]!;
    this.pegs[f] = d < 0 ? 1 : 0;
    this.pegs[o] = d < 0 ? 1 : 0;
    this.pegs[t] = d < 0 ? 0 : 1;
    this.count -= d;
    for (let s = 0; s < this.keys.length; s++) {
      const w = this.weights[s]!;
      this.keys[s]! += d * (w[t]! - w[f]! - w[o]!);
    }
    const pw = this.pagodaWeights;
    for (let i = 0, base = 0; i < this.pagodas; i++, base += this.holes)
      this.pagodaSums[i]! += d * (pw[base + t]! - pw[base + f]! - pw[base + o]!);
  }

  /** Whether a kept pagoda function proves the current position dead. */
  private condemned(): boolean {
    for (let i = 0; i < this.pagodas; i++) if (this.pagodaSums[i]! < this.pagodaFloors[i]!) return true;
    return false;
  }

  /** Depth-first search; `path` collects the jumps of a solution. Undefined when out of budget. */
  private search(path: number[]): boolean | undefined {
    if (this.count === 1) return this.pegs[this.goal] === 1;
    const key = this.canonical();
    if (this.count === this.meet && this.meeting) {
      if (!this.meetKeys.has(key)) return false;
      // Known to finish: find the way on, without the table (a short search).
      this.meeting = false;
      const r = this.search(path);
      this.meeting = true;
      return r;
    }
    if (this.dead.has(key) || this.condemned()) return false;
    if (++this.nodes > this.limit) return undefined;
    if ((this.nodes & 1023) === 0 && (this.signal?.aborted || performance.now() > this.deadline)) return undefined;
    const start = this.nodes;
    const pegs = this.pegs;
    for (let j = 0; j < this.from.length; j++) {
      if (!pegs[this.from[j]!] || !pegs[this.over[j]!] || pegs[this.to[j]!]) continue;
      this.jump(j, 1);
      path.push(j);
      const r = this.search(path);
      if (r !== false) {
        if (r === undefined) {
          path.pop();
          this.jump(j, -1);
        }
        return r;
      }
      path.pop();
      this.jump(j, -1);
    }
    this.dead.add(key);
    // A long fruitless search: a pagoda function may say why, and then cut what looks like it.
    if (this.nodes - start >= LEARN_AFTER && this.pagodas + this.perms.length <= MAX_PAGODAS) this.learn();
    return false;
  }
}

const solvers = new Map<string, PegSolver>();

/** The shared solver for a board and goal hole, so repeated questions reuse what it proved. */
export function solverFor(board: Board, goal: number): PegSolver {
  const id = `${board.variant}:${goal}`;
  let s = solvers.get(id);
  if (!s) solvers.set(id, (s = new PegSolver(board, goal)));
  return s;
}

/**
 * The rest of a game that ends with one peg: by default in the starting hole (the classic goal),
 * with `{target: 'any'}` anywhere. `null` means no such ending exists from `state`.
 */
export function solve(state: PegSolitaireState, options: SolveOptions = {}): PegSolitaireMove[] | null {
  return solveWithin(state, options.target ?? 'start') ?? null;
}

/** Like `solve`, within `limits`: `undefined` when they ran out before the answer was known. */
export function solveWithin(
  state: PegSolitaireState,
  target: Target,
  limits: SearchLimits = {},
): PegSolitaireMove[] | null | undefined {
  const board = boardOf(state.board.variant);
  if (target !== 'any')
    return solverFor(board, target === 'start' ? state.startHole : target).solve(state.pegs, limits);
  return solveAnywhere(board, state.pegs, limits);
}

/** One peg anywhere: the solvers of every goal hole the position classes allow take turns. */
function solveAnywhere(
  board: Board,
  pegs: readonly boolean[],
  limits: SearchLimits,
): PegSolitaireMove[] | null | undefined {
  return takeTurns(
    distinctGoals(board, pegs).map((g) => solverFor(board, g)),
    pegs,
    limits,
  );
}

/**
 * Lets `solvers` search from `pegs` in turns, each jump order of each solver in its turn, with a
 * budget of positions that doubles every round; a solver that proves its goal unreachable leaves.
 * So the first ending found is usually the easiest one, and no unlucky order holds the rest up.
 */
function takeTurns(
  solvers: PegSolver[],
  pegs: readonly boolean[],
  limits: SearchLimits,
): PegSolitaireMove[] | null | undefined {
  const deadline = limits.timeMs === undefined ? Infinity : performance.now() + limits.timeMs;
  let nodesLeft = limits.nodes ?? Infinity;
  for (const s of solvers) s.nodes = 0;
  let open = solvers;
  for (let budget = 4096; open.length > 0; budget *= 2) {
    const still: PegSolver[] = [];
    for (const solver of open) {
      let proven = false;
      for (let order = 0; order < solver.orders && !proven; order++) {
        const timeMs = deadline - performance.now();
        if (nodesLeft <= 0 || timeMs <= 0 || limits.signal?.aborted) return undefined;
        const before = solver.nodes;
        const line = solver.attempt(pegs, order, {
          nodes: Math.min(budget, nodesLeft),
          timeMs: deadline === Infinity ? undefined : timeMs,
          signal: limits.signal,
        });
        nodesLeft -= solver.nodes - before;
        if (line) return line;
        proven = line === null;
      }
      if (!proven) still.push(solver);
    }
    open = still;
  }
  return null;
}

/** The goal holes `pegs` may end in, less those a symmetry of the position maps onto one already listed. */
function distinctGoals(board: Board, pegs: readonly boolean[]): number[] {
  const fixing = symmetries(board).filter((p) => pegs.every((peg, h) => pegs[p[h]!] === peg));
  const seen = new Set<number>();
  const goals: number[] = [];
  for (const g of reachableGoals(board, pegs)) {
    if (seen.has(g)) continue;
    goals.push(g);
    for (const p of fixing) seen.add(p[g]!);
  }
  return goals;
}

/** How the game can still end: one peg in the starting hole, one peg elsewhere, or neither. */
export type Solvability = 'start-hole' | 'one-peg' | 'none';

/** How the game can still end from `state` (`undefined` when `limits` ran out first). */
export function solvability(state: PegSolitaireState, limits: SearchLimits = {}): Solvability | undefined {
  const classic = solveWithin(state, 'start', limits);
  if (classic === undefined) return undefined;
  if (classic !== null) return 'start-hole';
  const any = solveWithin(state, 'any', limits);
  return any === undefined ? undefined : any !== null ? 'one-peg' : 'none';
}
