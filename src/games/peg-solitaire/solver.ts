/**
 * The peg solitaire solver: a depth-first search over the board's symmetry classes with a table of
 * proven dead positions, so it answers from any position whether the game can still end with one
 * peg (in the target hole, or anywhere). Two facts prune before any search:
 *
 * - Position classes: colour the holes by (row + column) mod 3, and again by (row - column) mod 3.
 *   A jump's three holes have three different colours and each colour's count changes by one, so
 *   the parity of every two colours' total never changes. A goal with other parities is
 *   unreachable (this proves at once that the French board's centre game is impossible).
 * - Symmetry: positions that are rotations or reflections of each other (fixing the target hole)
 *   share one entry in the table.
 *
 * Positions are kept as sums of powers of two (exact up to 53 holes), one per symmetry, updated
 * as pegs jump, so a position's canonical key is the least of them.
 */
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
    counts[3 + (((row - col) % 3) + 3) % 3]!++;
  });
  // The triangle's third line direction breaks the second colouring: only the first holds there.
  const second = board.variant === 'triangle' ? 0 : (((counts[3]! + counts[4]!) & 1) << 2) | (((counts[4]! + counts[5]!) & 1) << 3);
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

/** A solver for one board and one goal, keeping its table of dead positions between calls. */
export class PegSolver {
  /** Positions searched by the last call. */
  nodes = 0;
  private readonly holes: number;
  private readonly from: Int8Array;
  private readonly over: Int8Array;
  private readonly to: Int8Array;
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
  /** The holes the last peg may end in. */
  private readonly goals: Uint8Array;

  constructor(
    readonly board: Board,
    /** The hole the last peg must stand in, or -1 for anywhere. */
    readonly goal: number,
  ) {
    this.holes = board.holes.length;
    this.from = Int8Array.from(board.jumps, (j) => j[0]);
    this.over = Int8Array.from(board.jumps, (j) => j[1]);
    this.to = Int8Array.from(board.jumps, (j) => j[2]);
    this.perms = symmetries(board).filter((p) => goal < 0 || p[goal] === goal);
    this.weights = this.perms.map((p) => Float64Array.from(p, (image) => 2 ** image));
    this.pegs = new Uint8Array(this.holes);
    this.keys = new Float64Array(this.perms.length);
    this.goals = new Uint8Array(this.holes).fill(goal < 0 ? 1 : 0);
    if (goal >= 0) this.goals[goal] = 1;
  }

  /**
   * A sequence of jumps from `pegs` to the goal, `null` when there is none, or `undefined` when
   * the limits ran out first (what was proven dead stays in the table for the next call).
   */
  solve(pegs: readonly boolean[], limits: SearchLimits = {}): PegSolitaireMove[] | null | undefined {
    this.nodes = 0;
    this.limit = limits.nodes ?? Infinity;
    this.deadline = limits.timeMs === undefined ? Infinity : performance.now() + limits.timeMs;
    this.signal = limits.signal;
    const count = pegs.filter(Boolean).length;
    if (count === 0) return null;
    // Position classes: some goal hole must share the parities of these pegs.
    const p = parities(this.board, pegs);
    const reachable = this.board.holes.some((_, h) => this.goals[h] && parities(this.board, this.board.holes.map((__, k) => k === h)) === p);
    if (!reachable) return null;
    this.load(pegs);
    const path: number[] = [];
    const found = this.search(path);
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
  }

  /** The least key over the kept symmetries: one name for a position and its images. */
  private canonical(): number {
    let k = this.keys[0]!;
    for (let s = 1; s < this.keys.length; s++) if (this.keys[s]! < k) k = this.keys[s]!;
    return k;
  }

  /** Jump `j` forwards (`d` = 1) or back (`d` = -1), updating the pegs, the count and every key. */
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
  }

  /** Depth-first search; `path` collects the jumps of a solution. Undefined when out of budget. */
  private search(path: number[]): boolean | undefined {
    if (this.count === 1) {
      for (let h = 0; h < this.holes; h++) if (this.pegs[h]) return this.goals[h] === 1;
    }
    const key = this.canonical();
    if (this.dead.has(key)) return false;
    if (++this.nodes > this.limit) return undefined;
    if ((this.nodes & 1023) === 0 && (this.signal?.aborted || performance.now() > this.deadline)) return undefined;
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
    return false;
  }
}

const solvers = new Map<string, PegSolver>();

/** The shared solver for a board and goal hole (-1: anywhere), so repeated questions reuse its table. */
export function solverFor(board: Board, goal: number): PegSolver {
  const id = `${board.variant}:${goal}`;
  let s = solvers.get(id);
  if (!s) solvers.set(id, (s = new PegSolver(board, goal)));
  return s;
}

/** The goal hole of `target` in `state` (-1 for anywhere). */
function goalOf(state: PegSolitaireState, target: Target = 'start'): number {
  return target === 'start' ? state.startHole : target === 'any' ? -1 : target;
}

/**
 * The rest of a game that ends with one peg: by default in the starting hole (the classic goal),
 * with `{target: 'any'}` anywhere. `null` means no such ending exists from `state`.
 */
export function solve(state: PegSolitaireState, options: SolveOptions = {}): PegSolitaireMove[] | null {
  return solveWithin(state, options.target ?? 'start') ?? null;
}

/** Like `solve`, within `limits`: `undefined` when they ran out before the answer was known. */
export function solveWithin(state: PegSolitaireState, target: Target, limits: SearchLimits = {}): PegSolitaireMove[] | null | undefined {
  return solverFor(boardOf(state.board.variant), goalOf(state, target)).solve(state.pegs, limits);
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
