/**
 * The learned 8x8 evaluation: the pattern weights of `npm run train:reversi` (`patterns.ts`),
 * expanded at load into one table per game stage holding every filling of every shape, so that a
 * position's value is fifty table reads and three more (both sides' mobility, the stage's
 * constant). Loaded by the AI's `prepare` in its worker (the weights are a separate chunk, never
 * on a board's first load); until then, or where the weights cannot be read, the hand-written
 * evaluation of `evaluation.ts` plays.
 */
import { inflate } from '../../core/wasm.js';
import { decodeWeights } from './pattern-weights.js';
import { MOBILITY_CAP, PATTERNS, STAGES, STAGE_WEIGHTS, WEIGHT_OFFSETS, stageOf } from './patterns.js';

export { WEIGHT_UNITS } from './pattern-weights.js';

/** Every placement's squares, one after another, and where each placement starts and its shape's table. */
const SQUARES: number[] = [];
const PLACEMENT_START: number[] = [];
const PLACEMENT_TABLE: number[] = [];
/** Where each shape's full table, then the two mobilities and the constant, start in a stage's table. */
const TABLE_OFFSETS: number[] = [];
let tableSize = 0;
for (const shape of PATTERNS) {
  TABLE_OFFSETS.push(tableSize);
  for (const squares of shape.placements) {
    PLACEMENT_START.push(SQUARES.length);
    PLACEMENT_TABLE.push(tableSize);
    SQUARES.push(...squares);
  }
  tableSize += shape.size;
}
PLACEMENT_START.push(SQUARES.length);
const MOBILITY = tableSize;
const CONSTANT = tableSize + 2 * (MOBILITY_CAP + 1);
tableSize = CONSTANT + 1;
const squares = Int32Array.from(SQUARES);
const placementStart = Int32Array.from(PLACEMENT_START);
const placementTable = Int32Array.from(PLACEMENT_TABLE);
const PLACEMENT_COUNT = PLACEMENT_TABLE.length;

/** How the tables are laid out, for an engine that reads them in its own memory (`wasm-midgame.ts`). */
export const TABLE_LAYOUT = {
  /** Weights in one stage's table. */
  size: tableSize,
  /** Every placement's squares, one placement after another. */
  squares,
  /** Where each placement's squares start in `squares` (and, last, where they end). */
  placementStart,
  /** Where each placement's fillings start in a stage's table. */
  placementTable,
  /** Where the side to move's mobility starts (the opponent's follows, `MOBILITY_CAP + 1` later). */
  mobility: MOBILITY,
  /** The stage's constant. */
  constant: CONSTANT,
} as const;

/** The expanded tables: one per stage, each `tableSize` weights in 1/`WEIGHT_UNITS` disc. */
export class LearnedEvaluation {
  private readonly tables: Int16Array[];

  /**
   * Expands every stage's weights (`decodeWeights`' order); `probCut` is what the search's
   * multi-ProbCut reads (depth, stage, deviation in 1/32 disc), measured with these weights.
   */
  constructor(
    weights: Int32Array,
    readonly probCut: readonly (readonly [depth: number, stage: number, sigma: number])[] = [],
  ) {
    this.tables = [];
    for (let s = 0; s < STAGES; s++) {
      const w = weights.subarray(s * STAGE_WEIGHTS, (s + 1) * STAGE_WEIGHTS);
      const t = new Int16Array(tableSize);
      PATTERNS.forEach((shape, k) => {
        const from = WEIGHT_OFFSETS[k]!;
        const at = TABLE_OFFSETS[k]!;
        for (let i = 0; i < shape.size; i++) t[at + i] = clamp16(w[from + shape.weightOf[i]!]!);
      });
      const mobility = WEIGHT_OFFSETS[PATTERNS.length]!;
      for (let i = 0; i < 2 * (MOBILITY_CAP + 1) + 1; i++) t[MOBILITY + i] = clamp16(w[mobility + i]!);
      this.tables.push(t);
    }
  }

  /** Stage `s`'s table (`TABLE_LAYOUT`). */
  table(s: number): Int16Array {
    return this.tables[s]!;
  }

  /**
   * The value for the side to move, in 1/`WEIGHT_UNITS` disc of final margin: its discs `pl`, `ph`
   * and the opponent's `ol`, `oh` (bitboard halves), both sides' legal move counts, the empties.
   */
  evaluate(pl: number, ph: number, ol: number, oh: number, myMoves: number, oppMoves: number, empties: number): number {
    const t = this.tables[stageOf(empties)]!;
    let v = t[CONSTANT]! + t[MOBILITY + Math.min(MOBILITY_CAP, myMoves)]!;
    v += t[MOBILITY + MOBILITY_CAP + 1 + Math.min(MOBILITY_CAP, oppMoves)]!;
    for (let p = 0; p < PLACEMENT_COUNT; p++) {
      let index = 0;
      for (let i = placementStart[p]!, end = placementStart[p + 1]!; i < end; i++) {
        const s = squares[i]!;
        // 0 empty, 1 the side to move's disc, 2 the opponent's.
        index =
          s < 32
            ? index * 3 + ((pl >>> s) & 1) + 2 * ((ol >>> s) & 1)
            : index * 3 + ((ph >>> (s - 32)) & 1) + 2 * ((oh >>> (s - 32)) & 1);
      }
      v += t[placementTable[p]! + index]!;
    }
    return v;
  }
}

function clamp16(x: number): number {
  return Math.max(-32768, Math.min(32767, x));
}

let loading: Promise<LearnedEvaluation | null> | undefined;
let loaded: LearnedEvaluation | null = null;
/** Whether the learned evaluation plays once loaded (see `useLearnedEvaluation`). */
let enabled = true;

/** Turns the learned evaluation on or off for this thread (benches and tests set the two against each other; on by default). */
export function useLearnedEvaluation(on: boolean): void {
  enabled = on;
}

/**
 * Loads the shipped weights (once per thread); resolves to whether they loaded. A runtime without
 * gzip (`DecompressionStream`) or a weights file of another shape keeps the hand-written evaluation,
 * with one console warning.
 */
export function loadLearnedEvaluation(): Promise<boolean> {
  loading ??= (async () => {
    try {
      if (typeof DecompressionStream === 'undefined') return null;
      const { weights, probCut } = await import('./evaluation-weights.js');
      loaded = new LearnedEvaluation(decodeWeights(new Uint8Array(await inflate(weights))), probCut);
      return loaded;
    } catch (e) {
      console.warn(
        `board-game-elements: Reversi's learned evaluation did not load (${e instanceof Error ? e.message : String(e)}); ` +
          'the hand-written one plays instead.',
      );
      return null;
    }
  })();
  return loading.then((e) => e !== null);
}

/** The loaded learned evaluation, if `loadLearnedEvaluation` has loaded it and it is on. */
export function learnedEvaluation(): LearnedEvaluation | null {
  return enabled ? loaded : null;
}
