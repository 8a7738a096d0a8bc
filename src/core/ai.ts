/**
 * The contract of a game's AI: what its module exports (`GameAi`), what a board knows of it before
 * loading it (`AiLink`), and the defaults both sides share. Nothing here loads a search, so boards
 * read it freely; the shared search and its helpers for AIs are in `search.ts`.
 */
import type { LevelDepths } from './ai-levels.js';
import type { Course } from './lesson-data.js';
import type { Puzzle } from './puzzle-data.js';
import type { TranspositionTable } from './transposition-table.js';

/** The time budget of a decision when none is given, in milliseconds. */
export const DEFAULT_TIME_MS = 2000;

/**
 * The share of a decision's time budget that a board's computer aims to answer in: it thinks
 * longer, up to the whole budget, only while its best move keeps changing (`AiOptions.paceMs`).
 */
export const PACE_SHARE = 0.3;

/** The pace of a decision whose budget is `timeMs`. */
export function paceOf(timeMs: number): number {
  return Math.round(timeMs * PACE_SHARE);
}

/**
 * State an AI may keep between calls that decide the same move (the time-sliced search calls
 * `think` many times with one session; a table kept here lets each call start where the last stopped).
 */
export interface AiSession {
  /** The search's transposition table. */
  table?: TranspositionTable;
  /** An analysis in progress (`analyseBySearch`), resumed by the next call on the same position. */
  analysis?: unknown;
}

/** Settings of one AI decision. */
export interface AiOptions {
  /** 1 (weakest) to the game's maximum (strongest); larger values are clamped. Default: the maximum. */
  depth?: number;
  /** Time budget in milliseconds (default `DEFAULT_TIME_MS`): the most a decision takes. */
  timeMs?: number;
  /**
   * The time to answer in: a search stops deepening once its best move has settled for this long
   * (taking up to `timeMs` while it keeps changing) and plays a forced move at once. Unset: the
   * search uses `timeMs` whole.
   */
  paceMs?: number;
  /** Fixes every random choice, so a game can be replayed. */
  seed?: number;
  /** Aborts a search in progress; the call then throws the signal's reason. */
  signal?: AbortSignal;
  /** Kept between the calls that decide one move; see `AiSession`. */
  session?: AiSession;
  /**
   * For `analyse` (a review's): values from the game's fixed budget (a depth, or an exact solve),
   * never from the clock, each from a clean state that no earlier search or game changes, so the
   * same position always gets the same values. `timeMs` then only says when to return with the
   * moves valued so far (`complete: false`; each call values one more at least), for the next call to go on.
   */
  fixed?: boolean;
}

/** A decision and what the AI knows about the position. */
export interface Thought<M> {
  /** The move to play. */
  move: M;
  /** `win` when the AI has seen a forced win for itself, `loss` when it has seen it cannot avoid losing. */
  proven: 'win' | 'loss' | null;
  /** Depth of the last completed search iteration, when the AI searches. */
  depth?: number;
  /** False when the time budget cut the search short (more time could change the move); absent means complete. */
  complete?: boolean;
}

/** The value of one legal move for the side to move, in the game's own scale (higher is better). */
export interface MoveValue<M> {
  /** The move. */
  move: M;
  /** Its value; the game documents the scale (Connect Four: the solver's exact score). */
  score: number;
  /** False when the value is an estimate (a depth-limited search) rather than proven; absent means exact. */
  exact?: boolean;
}

/** The values of a position's moves, as far as the time budget allowed. */
export interface Analysis<M> {
  /** One entry per move valued so far. */
  values: MoveValue<M>[];
  /** False when the budget ran out before every legal move was valued. */
  complete: boolean;
  /**
   * True when a call stopped short keeps its work and the AI promises to finish: asking again goes
   * on from where it stopped, so a fixed analysis is asked again even if it valued no move more.
   */
  resumable?: boolean;
}

/** What a value promises the side it is for, with perfect play from there. */
export type Outcome = 'win' | 'draw' | 'loss';

/** How a review reads a game's values (`GameAi.reviewScale`). */
export interface ReviewScale {
  /** The least value given away (best minus played, in the game's scale) that makes an estimated move an inaccuracy. */
  readonly inaccuracy: number;
  /** The least value given away that makes it a mistake. */
  readonly mistake: number;
  /** The least value given away that makes it a blunder. */
  readonly blunder: number;
  /**
   * Whether `analyse` values from a fixed budget when asked (`AiOptions.fixed`): a review then asks until every move is
   * valued, whatever the time.
   */
  readonly fixed?: boolean;
  /**
   * The largest value, either side of zero, the estimates are read to: values beyond it are clamped before they are
   * compared (default twice `blunder`).
   */
  readonly range?: number;
  /**
   * The outcome a value promises the side to move, when it is certain; default: the sign of an exact value, or of a
   * proven search score.
   */
  outcome?(value: number, exact: boolean): Outcome | null;
}

/** One game's AI. */
export interface GameAi<State, Move> {
  /** The strongest depth; `depth` is clamped to `1..maxDepth(state)`. */
  maxDepth(state: State): number;
  /** Decides a move; throws `RangeError` when the game is over. */
  think(state: State, options?: AiOptions): Thought<Move>;
  /** Values every legal move (for `show-analysis`), where the game supports it. */
  analyse?(state: State, options?: AiOptions): Analysis<Move>;
  /**
   * Loads what `think` and `analyse` need for `state` (an opening book); awaited before them, `purpose` saying which
   * will follow.
   */
  prepare?(state: State, purpose?: 'think' | 'analyse'): Promise<void>;
  /**
   * How a review reads `analyse`'s values: the thresholds of its estimates, and the outcome of a value (see
   * `reviewGame`).
   */
  readonly reviewScale?: ReviewScale;
}

/**
 * What a board needs of its game's AI without loading the search: the depth scale (to check
 * `ai-depth`) and whether moves can be analysed. The search itself runs in the worker, which
 * loads it through `load()`; the board loads it only where workers are blocked, so a page pays
 * for the AI's code once, in the worker.
 */
export interface AiLink<State, Move> {
  /** The game's id (`Game.id`). */
  readonly id: string;
  /** The strongest depth, as `GameAi.maxDepth`. */
  maxDepth(state: State): number;
  /**
   * The depths of the levels below the strongest (`ai-level`), weakest first; without it they are spread between 1 and
   * `maxDepth`.
   */
  levels?(state: State): LevelDepths;
  /**
   * Whether the board shows `analyse`'s values of the moves (`show-analysis`): the AI has it and the board draws them.
   */
  readonly analyses: boolean;
  /** Loads the AI on the main thread (where workers are blocked). */
  load(): Promise<GameAi<State, Move>>;
  /**
   * How a review reads the AI's values (the AI's own `reviewScale`), known before the AI loads: the board marks the
   * moves itself.
   */
  readonly reviewScale?: ReviewScale;
  /** Loads the game's shipped puzzles (`puzzle="daily"`, `random` or an id), where it has a set. */
  readonly puzzles?: () => Promise<readonly Puzzle[]>;
  /** Loads the game's course of lessons (`lesson="1"`, `next` or a lesson's id), where it has one. */
  readonly course?: () => Promise<Course>;
  /**
   * For a game this package does not list: the absolute URL of the module that exports the AI as
   * `ai` (`new URL('./ai.js', import.meta.url).href`), which the worker imports. Our games leave it out.
   */
  readonly module?: string;
  /**
   * Starts a worker that runs this game's AI, whose module is `serveAiRequests({ [id]: ai })`
   * (`new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })`, written so bundlers
   * ship the worker with its imports; it may be imported on demand, returning a promise). Our games
   * each start their own. A game of one's own gives this or `module`; boards share the workers one
   * function starts (at most one per spare core on a page).
   */
  readonly worker?: () => Worker | Promise<Worker>;
}

/** Clamps a requested depth to `1..max`; a missing or non-numeric depth asks for the maximum. */
export function clampDepth(depth: number | undefined, max: number): number {
  if (depth === undefined || Number.isNaN(depth)) return max;
  return Math.max(1, Math.min(max, Math.floor(depth)));
}
