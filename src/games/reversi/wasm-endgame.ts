/**
 * The exact solver's search in WebAssembly (`endgame.as.ts`): the tree of `BitSolver` on 64-bit
 * boards. `loadEndgameEngine(size)` compiles it once per board size and thread; `solve` in
 * `solver.ts` then uses it, and `BitSolver` where it has not loaded or WebAssembly is refused.
 * The AI imports this module alone and `solver.ts` only where the engine does not load, so a
 * page loads one engine.
 */
import { compileWasm, wasmEnabled } from '../../core/wasm.js';
import { type EndgameCore, type EngineCheck, type SolveLimits, type Solution, solveOn } from './endgame-core.js';
import { wasm } from './endgame.wasm.js';
import type { ReversiState } from './rules.js';

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

/** The one engine's exports that are the midgame search's (`midgame.part.as.ts`). */
export interface MidgameExports {
  midgameInit(
    bits: number,
    stages: number,
    width: number,
    size: number,
    count: number,
    mobility: number,
    cap: number,
    constant: number,
  ): number;
  midgameSetWeight(i: number, v: number): void;
  midgameSetPlacement(p: number, shape: number, symmetry: number, offset: number): void;
  midgameSetProbCut(depth: number, stage: number, sigma: number): void;
  midgameSetSelectivity(t: number): void;
  midgameReset(): void;
  midgameNodes(): number;
  midgameBest(): number;
  midgameNewSearch(): void;
  midgameSearch(pl: number, ph: number, ol: number, oh: number, depth: number, alpha: number, beta: number): number;
}

/** One board size's WebAssembly solver, with its own table (kept between solves). */
export class WasmEndgame implements EndgameCore {
  /** The limit check of the solve under way. */
  check: EngineCheck = () => {};

  constructor(
    private readonly x: Exports & MidgameExports,
    /** The side of the boards this instance solves. */
    readonly size: number,
  ) {}

  /** Positions visited by the last solve. */
  get nodes(): number {
    return this.x.nodeCount();
  }

  /** The same engine's midgame search (`wasm-midgame.ts` sets it up). */
  get midgame(): MidgameExports {
    return this.x;
  }

  /** Forgets every stored position. */
  reset(): void {
    this.x.reset();
  }

  /** The frame squares of the discs of `p` that can never be turned over (8x8 boards; the stability cutoff's count). */
  stableSquares(pl: number, ph: number, ol: number, oh: number): bigint {
    return this.x.stable(pl, ph, ol, oh);
  }

  /**
   * How many discs the player holding `pl`, `ph` turns over on `square`, the board's last empty square (the count of
   * the search's last move).
   */
  lastFlipCount(square: number, pl: number, ph: number): number {
    return this.x.lastCount(square, pl, ph);
  }

  solveBits(
    size: number,
    pl: number,
    ph: number,
    ol: number,
    oh: number,
    check: EngineCheck,
  ): { score: number; square: number } {
    if (size !== this.size)
      throw new RangeError(`This engine solves ${this.size}x${this.size} boards, not ${size}x${size}.`);
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
      const x = instance.exports as unknown as Exports & MidgameExports;
      if (!x.init(size, TABLE_BITS)) throw new Error(`its table of 2^${TABLE_BITS} positions could not be made`);
      made = new WasmEndgame(x, size);
      ready.set(size, made);
      return made;
    })().catch((e: unknown) => {
      // WebAssembly refused or missing is no failure (compileWasm gives null); this is one.
      console.warn(
        `board-game-elements: the WebAssembly endgame for ${size}x${size} boards did not load ` +
          `(${e instanceof Error ? e.message : String(e)}); the JavaScript solver plays instead.`,
      );
      return null;
    });
    engines.set(size, engine);
  }
  return engine.then((e) => e !== null);
}

/** The loaded engine for boards of side `size`, if any and WebAssembly is on (`useWasm`). */
export function endgameEngine(size: number): WasmEndgame | undefined {
  return wasmEnabled() ? ready.get(size) : undefined;
}

/**
 * Solves `state` (a board of side 8 or less, the game on) with the loaded engine, or gives undefined when none is
 * loaded for its size. Throws `SolveStopped`.
 */
export function engineSolve(state: ReversiState, limits: SolveLimits = {}): Solution | undefined {
  const engine = endgameEngine(state.size);
  return engine && solveOn(engine, state, limits);
}
