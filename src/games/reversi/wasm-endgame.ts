/**
 * The exact solver's search in WebAssembly (`endgame.as.ts`): the tree of `BitSolver` on 64-bit
 * boards. `loadEndgameEngine(size)` compiles it once per board size and thread; `solve` in
 * `solver.ts` then uses it, and `BitSolver` where it has not loaded or WebAssembly is refused.
 * The AI imports this module alone and `solver.ts` only where the engine does not load, so a
 * page loads one engine.
 */
import { compileWasm, wasmEnabled } from '../../core/wasm.js';
import { geometry } from './bitboard.js';
import { wasm } from './endgame.wasm.js';
import { type Disc, PASS, type ReversiMove, type ReversiState, discOf } from './rules.js';

/** Thrown when a solve runs out of time or is aborted; the caller's state is untouched. */
export class SolveStopped extends Error {
  override readonly name = 'SolveStopped';
}

/** Limits on one solve. */
export interface SolveLimits {
  /** Time budget in milliseconds. */
  timeMs?: number;
  /** Aborts the solve (it then throws `SolveStopped`). */
  signal?: AbortSignal;
  /** The clock (default `performance.now`). */
  now?: () => number;
}

/** What a solve found. */
export interface Solution {
  /** The final disc difference for the side to move with perfect play (empties to the winner). */
  score: number;
  /** A move that achieves it (`pass` when the side to move has none). */
  move: ReversiMove;
  /** Positions visited. */
  nodes: number;
}

/** What `endgame.as.ts` exports. */
interface Exports {
  init(size: number, bits: number): number;
  reset(): void;
  nodeCount(): number;
  bestSquare(): number;
  solve(pl: number, ph: number, ol: number, oh: number): number;
  stable(pl: number, ph: number, ol: number, oh: number): bigint;
  lastCount(sq: number, pl: number, ph: number): number;
}

/** The limits of a solve, as the engine sees them: a check it calls every few thousand positions, which throws to stop. */
export type EngineCheck = () => void;

/** One board size's WebAssembly solver, with its own table (kept between solves). */
export class WasmEndgame {
  /** The limit check of the solve under way. */
  check: EngineCheck = () => {};

  constructor(private readonly x: Exports) {}

  /** Positions visited by the last solve. */
  get nodes(): number {
    return this.x.nodeCount();
  }

  /** Forgets every stored position. */
  reset(): void {
    this.x.reset();
  }

  /** The frame squares of the discs of `p` that can never be turned over (8x8 boards; the stability cutoff's count). */
  stableSquares(pl: number, ph: number, ol: number, oh: number): bigint {
    return this.x.stable(pl, ph, ol, oh);
  }

  /** How many discs the player holding `pl`, `ph` turns over on `square`, the board's last empty square (the count of the search's last move). */
  lastFlipCount(square: number, pl: number, ph: number): number {
    return this.x.lastCount(square, pl, ph);
  }

  /** Solves the frame halves as `BitSolver.solveBits` does: the score and a best frame square (-1: pass). */
  solveBits(pl: number, ph: number, ol: number, oh: number, check: EngineCheck): { score: number; square: number } {
    this.check = check;
    const score = this.x.solve(pl, ph, ol, oh);
    return { score, square: this.x.bestSquare() };
  }
}

const engines = new Map<number, Promise<WasmEndgame | null>>();
const ready = new Map<number, WasmEndgame>();

/** Table size: 2^20 positions, 24 MB (as the JavaScript solver's). */
const TABLE_BITS = 20;

/** Loads the engine for boards of side `size` (4, 6 or 8); resolves to whether it loaded. */
export function loadEndgameEngine(size: number): Promise<boolean> {
  if (size > 8 || size < 4 || size % 2) return Promise.resolve(false);
  let engine = engines.get(size);
  if (!engine) {
    engine = (async () => {
      const module = await compileWasm(wasm);
      if (!module) return null;
      let made: WasmEndgame | undefined;
      const instance = await WebAssembly.instantiate(module, { env: { check: () => made!.check() } });
      const x = instance.exports as unknown as Exports;
      if (!x.init(size, TABLE_BITS)) return null;
      made = new WasmEndgame(x);
      ready.set(size, made);
      return made;
    })().catch(() => null);
    engines.set(size, engine);
  }
  return engine.then((e) => e !== null);
}

/** The loaded engine for boards of side `size`, if any and WebAssembly is on (`useWasm`). */
export function endgameEngine(size: number): WasmEndgame | undefined {
  return wasmEnabled() ? ready.get(size) : undefined;
}

/**
 * Solves `state` (a board of side 8 or less, game not over) with the loaded engine: as `solve` in
 * `solver.ts`, or undefined when no engine is loaded for its size. Throws `SolveStopped`.
 */
export function engineSolve(state: ReversiState, limits: SolveLimits = {}): Solution | undefined {
  const engine = endgameEngine(state.size);
  if (!engine) return undefined;
  const g = geometry(state.size);
  const me = discOf(state.turn);
  const [pl, ph] = g.halves(state.cells, me);
  const [ol, oh] = g.halves(state.cells, (3 - me) as Disc);
  const now = limits.now ?? (() => performance.now());
  const deadline = limits.timeMs !== undefined ? now() + limits.timeMs : Infinity;
  const { score, square } = engine.solveBits(pl, ph, ol, oh, () => {
    if (limits.signal?.aborted || now() >= deadline) throw new SolveStopped('The solve ran out of time.');
  });
  // `+ 0` turns the -0 of a negated draw into 0.
  return { score: score + 0, move: square < 0 ? PASS : (g.fromFrame(square) as ReversiMove), nodes: engine.nodes };
}
