/**
 * Multi-ProbCut's deviations (Buro, 1997): for each depth and stage, how far a search's score
 * falls from that of the shallow search that may cut it (`shallowDepth` in
 * `midgame.part.as.ts`), measured with the learned evaluation in the WebAssembly search on
 * positions of the self-play, every search from an empty table and without cuts. The search then
 * cuts where a shallow score lies `selectivity` deviations beyond a bound.
 */
import { STAGES, stageOf } from '../../src/games/reversi/patterns.js';
import type { WasmMidgame } from '../../src/games/reversi/wasm-midgame.js';
import { type Bits, emptiesOf } from './bits.js';

/** The deepest search measured; deeper ones use its deviation. */
export const PROBCUT_DEPTH = 8;
/** The first depth that cuts (as `PROBCUT_FROM` in `midgame.part.as.ts`). */
const PROBCUT_FROM = 3;

/** The shallow search's depth for a `depth`-ply one (as `shallowDepth` in `midgame.part.as.ts`). */
export function shallowDepth(depth: number): number {
  return Math.max(1, (depth >> 2) * 2 + (depth & 1));
}

/** One measured deviation: a depth, a stage, and the deviation in 1/32 disc. */
export type Deviation = [depth: number, stage: number, sigma: number];

/**
 * The deviations for depths `PROBCUT_FROM` to `PROBCUT_DEPTH` at every stage with positions among
 * `positions` (`perStage` of each at most).
 */
export function measureProbCut(m: WasmMidgame, positions: Bits[], perStage: number): Deviation[] {
  const byStage: Bits[][] = Array.from({ length: STAGES }, () => []);
  for (const p of positions) {
    const list = byStage[stageOf(emptiesOf(p))]!;
    if (list.length < perStage && emptiesOf(p) > 8) list.push(p);
  }
  const out: Deviation[] = [];
  const score = (p: Bits, depth: number) => {
    m.reset();
    return m.search(p.pl, p.ph, p.ol, p.oh, depth, () => {}).score;
  };
  byStage.forEach((list, stage) => {
    if (list.length < 8) return;
    for (let depth = PROBCUT_FROM; depth <= PROBCUT_DEPTH; depth++) {
      // The root mean square, bias and all: the cut takes the shallow score as it comes.
      let squares = 0;
      for (const p of list) squares += (score(p, depth) - score(p, shallowDepth(depth))) ** 2;
      out.push([depth, stage, Math.round(Math.sqrt(squares / list.length))]);
    }
  });
  return out;
}
