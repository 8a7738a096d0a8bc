/**
 * The trainer's labels: what a position is worth for the side to move, in discs of final margin.
 * Near the end, the exact solver's margin with perfect play; before, the AI's midgame search in
 * WebAssembly, `LOOKAHEAD` plies deep, reading its leaves with the weights already learned for
 * those later stages (so each stage learns from the stages after it, back to the first move).
 */
import { LearnedEvaluation, WEIGHT_UNITS } from '../../src/games/reversi/learned-evaluation.js';
import type { WasmEndgame } from '../../src/games/reversi/wasm-endgame.js';
import { type WasmMidgame, wasmMidgame } from '../../src/games/reversi/wasm-midgame.js';
import type { Bits } from './bits.js';

/** Plies of the labelling search: its leaves are in the stages learned before (`STAGE_WIDTH` squares a stage). */
export const LOOKAHEAD = 4;

/** The exact margin of `p` for the side to move. */
export function exactLabel(engine: WasmEndgame, p: Bits): number {
  return engine.solveBits(8, p.pl, p.ph, p.ol, p.oh, () => {}).score + 0;
}

/** The WebAssembly midgame search on `weights` (every stage's, in discs) as the AI would read them, without cuts. */
export function searchEngine(engine: WasmEndgame, weights: Float32Array): WasmMidgame {
  const learned = new LearnedEvaluation(Int32Array.from(weights, (w) => Math.round(w * WEIGHT_UNITS)));
  const m = wasmMidgame(engine, learned);
  if (!m) throw new Error('the midgame search could not get its memory');
  m.setSelectivity(0);
  return m;
}

/**
 * The searched label of `p`: `LOOKAHEAD` plies deeper (a pass is none, so the leaves have
 * `LOOKAHEAD` squares fewer empty), read by the weights `m` holds, in discs. The table is kept from
 * one position to the next, so a position met again may give the value of a deeper search.
 */
export function searchLabel(m: WasmMidgame, p: Bits): number {
  return m.search(p.pl, p.ph, p.ol, p.oh, LOOKAHEAD, () => {}).score / WEIGHT_UNITS;
}
