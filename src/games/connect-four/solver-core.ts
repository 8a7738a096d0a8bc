/**
 * The search behind a `Solver`: `ScriptSearch` in JavaScript, or `WasmSearch` in WebAssembly
 * where it loads. Both hold one position and a transposition table; the solver narrows the score
 * with their null-window searches.
 */
import type { BitPosition } from './bit-position.js';

/** One engine's position, table and null-window search. */
export interface SolverCore {
  /** Stones on the board. */
  readonly moves: number;
  /** Positions searched since the last `load`. */
  readonly nodes: number;
  /** Becomes a copy of `position` (of the engine's size) and restarts the node count. */
  load(position: BitPosition): void;
  /** Whether column `col` has room. */
  canPlay(col: number): boolean;
  /** Whether the side to move wins by dropping into `col`. */
  isWinningMove(col: number): boolean;
  /** Whether the side to move can win at once. */
  canWinNext(): boolean;
  /** Drops a stone of the side to move into `col`. */
  play(col: number): void;
  /** Takes back the last stone, which was played into `col`. */
  undo(col: number): void;
  /**
   * A null-window search around `alpha` (the result is at most `alpha`, or more than it), calling
   * `check` every few thousand positions; `check` throws to stop it, and the position is then
   * left as it was in mid-search (the solver loads it afresh).
   */
  search(alpha: number, check: () => void): number;
  /** Forgets every stored result. */
  reset(): void;
}
