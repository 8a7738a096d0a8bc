/**
 * The 8x8 midgame search in WebAssembly (`midgame.part.as.ts`, in the endgame's engine), on the
 * learned evaluation's tables copied into its memory once. The AI deepens it one depth at a time
 * within its time (`ai.ts`); where the engine or the learned evaluation has not loaded, the shared
 * search in JavaScript plays instead.
 */
import type { EngineCheck } from './endgame-core.js';
import { type LearnedEvaluation, TABLE_LAYOUT } from './learned-evaluation.js';
import { MOBILITY_CAP, PATTERNS, STAGES, STAGE_WIDTH } from './patterns.js';
import type { MidgameExports, WasmEndgame } from './wasm-endgame.js';

/** Beyond any score of the search (its open window). */
export const MIDGAME_INFINITY = 30000;
/** The midgame table: 2^19 positions, 12 MB. */
const TABLE_BITS = 19;
/**
 * How far beyond a bound a shallow search's score must lie to cut a deep one, in hundredths of the
 * deviation between them (multi-ProbCut; 0 turns it off).
 */
export const SELECTIVITY = 150;

/** One search's answer: its score for the side to move (1/32 disc) and its best square (-1: none yet, or a pass). */
export interface MidgameAnswer {
  score: number;
  square: number;
  nodes: number;
}

/** The midgame search of one engine, its tables loaded. */
export class WasmMidgame {
  constructor(
    private readonly engine: WasmEndgame,
    private readonly x: MidgameExports,
  ) {}

  /** Starts a new move's search: the table keeps what earlier moves found, as the older entries. */
  newSearch(): void {
    this.x.midgameNewSearch();
  }

  /** Sets multi-ProbCut's `selectivity` (`SELECTIVITY` by default; 0: every move searched to its depth). Forgets the table. */
  setSelectivity(t: number): void {
    this.x.midgameSetSelectivity(t);
    this.x.midgameReset();
  }

  /** Forgets every stored position (a search whose values must be its own). */
  reset(): void {
    this.x.midgameReset();
  }

  /**
   * Searches the position of the halves given (`pl`, `ph` to move) `depth` plies deep within
   * `alpha`, `beta`; `check` throws to stop it. The best square so far is kept on a stop, in the
   * answer of `stopped`.
   */
  search(
    pl: number,
    ph: number,
    ol: number,
    oh: number,
    depth: number,
    check: EngineCheck,
    alpha = -MIDGAME_INFINITY,
    beta = MIDGAME_INFINITY,
  ): MidgameAnswer {
    this.engine.check = check;
    const score = this.x.midgameSearch(pl, ph, ol, oh, depth, alpha, beta);
    return { score, square: this.x.midgameBest(), nodes: this.x.midgameNodes() };
  }

  /** The best root square a stopped search had proved (-1: none). */
  stopped(): number {
    return this.x.midgameBest();
  }
}

/** Each engine's midgame search (null where memory could not grow) and the evaluation its tables hold. */
const prepared = new WeakMap<WasmEndgame, { m: WasmMidgame | null; learned: LearnedEvaluation }>();

/**
 * The midgame search of `engine` with `learned`'s tables, set up on first use (and its tables
 * written again for another evaluation); null when memory cannot grow.
 */
export function wasmMidgame(engine: WasmEndgame, learned: LearnedEvaluation): WasmMidgame | null {
  const known = prepared.get(engine);
  if (known && (known.learned === learned || !known.m)) return known.m;
  const x = engine.midgame;
  const { size, placementTable, mobility, constant } = TABLE_LAYOUT;
  let m: WasmMidgame | null = known?.m ?? null;
  if (!m) {
    if (
      !x.midgameInit(TABLE_BITS, STAGES, STAGE_WIDTH, size, placementTable.length, mobility, MOBILITY_CAP, constant)
    ) {
      prepared.set(engine, { m: null, learned });
      return null;
    }
    let p = 0;
    PATTERNS.forEach((shape, id) => {
      for (const k of shape.symmetries) x.midgameSetPlacement(p, id, k, placementTable[p++]!);
    });
    x.midgameSetSelectivity(SELECTIVITY);
    m = new WasmMidgame(engine, x);
  }
  for (let s = 0; s < STAGES; s++) {
    const t = learned.table(s);
    for (let i = 0; i < size; i++) x.midgameSetWeight(s * size + i, t[i]!);
  }
  // Deeper than measured, a stage's deepest measured deviation; none measured, no cut.
  for (let d = 0; d < 64; d++) for (let s = 0; s < STAGES; s++) x.midgameSetProbCut(d, s, 0);
  const deepest = new Map<number, [number, number]>();
  for (const [depth, stage, sigma] of learned.probCut) {
    if (depth >= 64 || stage >= STAGES || !(sigma > 0)) continue;
    x.midgameSetProbCut(depth, stage, sigma);
    if (depth > (deepest.get(stage)?.[0] ?? 0)) deepest.set(stage, [depth, sigma]);
  }
  for (const [stage, [from, sigma]] of deepest)
    for (let d = from + 1; d < 64; d++) x.midgameSetProbCut(d, stage, sigma);
  x.midgameReset();
  prepared.set(engine, { m, learned });
  return m;
}
