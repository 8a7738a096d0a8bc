/**
 * The solver's search in WebAssembly (`negamax.as.ts`): the same negamax as `ScriptSearch`, with
 * the position in one 64-bit word. Each instance has its own memory and table.
 */
import { compileWasm } from '../../core/wasm.js';
import { type BitPosition, PAD } from './bit-position.js';
import { wasm } from './negamax.wasm.js';
import type { SolverCore } from './solver-core.js';

/** What `negamax.as.ts` exports. */
interface Exports {
  init(width: number, height: number, bits: number): number;
  reset(): void;
  setPosition(curLo: number, curHi: number, maskLo: number, maskHi: number): void;
  moves(): number;
  nodeCount(): number;
  canPlay(col: number): number;
  isWinningMove(col: number): number;
  canWinNext(): number;
  play(col: number): void;
  undo(col: number): void;
  search(alpha: number): number;
}

/** The WebAssembly search; make one with `createWasmSearch`. */
export class WasmSearch implements SolverCore {
  /**
   * Whether the engine holds a `width` x `height` board: its exact table keys take `width * (height + 1)` bits, at most
   * 49.
   */
  static fits(width: number, height: number): boolean {
    return width >= 4 && height >= 4 && width * (height + 1) <= 49;
  }

  /** The limit check of the search under way. */
  check: () => void = () => {};

  /** Bits per column in the engine's layout: the rows and an empty sentinel. */
  private readonly step: number;

  constructor(
    private readonly x: Exports,
    readonly width: number,
    height: number,
  ) {
    this.step = height + 1;
  }

  get moves(): number {
    return this.x.moves();
  }

  get nodes(): number {
    return this.x.nodeCount();
  }

  load(position: BitPosition): void {
    const mine = (position.moves & 1) === 0 ? position.first : position.second;
    // Column c's bits start at bit c * step of a 64-bit word, given as two 32-bit halves.
    let curLo = 0;
    let curHi = 0;
    let maskLo = 0;
    let maskHi = 0;
    for (let c = 0; c < this.width; c++) {
      const at = c * this.step;
      const m = mine[c + PAD]!;
      const a = position.mask[c + PAD]!;
      if (at < 32) {
        curLo |= m << at;
        maskLo |= a << at;
        // A column across the halves: its upper bits go to the high half.
        if (at + this.step > 32) {
          curHi |= m >>> (32 - at);
          maskHi |= a >>> (32 - at);
        }
      } else {
        curHi |= m << (at - 32);
        maskHi |= a << (at - 32);
      }
    }
    this.x.setPosition(curLo, curHi, maskLo, maskHi);
  }

  canPlay(col: number): boolean {
    return this.x.canPlay(col) !== 0;
  }

  isWinningMove(col: number): boolean {
    return this.x.isWinningMove(col) !== 0;
  }

  canWinNext(): boolean {
    return this.x.canWinNext() !== 0;
  }

  play(col: number): void {
    this.x.play(col);
  }

  undo(col: number): void {
    this.x.undo(col);
  }

  reset(): void {
    this.x.reset();
  }

  search(alpha: number, check: () => void): number {
    this.check = check;
    return this.x.search(alpha);
  }
}

/**
 * A WebAssembly search for `width` x `height` with a table of `2 ** tableBits` slots (8 bytes
 * each, as `ScriptSearch`'s), or null where WebAssembly does not load or the board does not fit.
 */
export async function createWasmSearch(width: number, height: number, tableBits: number): Promise<WasmSearch | null> {
  if (!WasmSearch.fits(width, height)) return null;
  const module = await compileWasm(wasm);
  if (!module) return null;
  let search: WasmSearch | undefined;
  const instance = await WebAssembly.instantiate(module, { env: { check: () => search!.check() } });
  const x = instance.exports as unknown as Exports;
  // Buckets of two slots: one bit fewer than the slots.
  if (!x.init(width, height, Math.max(1, tableBits - 1))) return null;
  search = new WasmSearch(x, width, height);
  return search;
}
