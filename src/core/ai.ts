/** The shape every game's AI module exports, so elements and the worker treat them alike. */

/** Settings of one AI decision. */
export interface AiOptions {
  /** 1 (weakest) to the game's maximum (strongest); larger values are clamped. Default: the maximum. */
  depth?: number;
  /** Time budget in milliseconds. */
  timeMs?: number;
  /** Fixes every random choice, so a game can be replayed. */
  seed?: number;
  /** Aborts a search in progress; the call then throws the signal's reason. */
  signal?: AbortSignal;
}

/** A decision and what the AI knows about the position. */
export interface Thought<M> {
  /** The move to play. */
  move: M;
  /** `win` when the AI has seen a forced win for itself, `loss` when it has seen it cannot avoid losing. */
  proven: 'win' | 'loss' | null;
}

/** One game's AI. */
export interface GameAi<State, Move> {
  /** The strongest depth; `depth` is clamped to `1..maxDepth(state)`. */
  maxDepth(state: State): number;
  /** Decides a move; throws `RangeError` when the game is over. */
  think(state: State, options?: AiOptions): Thought<Move>;
}

/** Clamps a requested depth to `1..max`; a missing or non-numeric depth asks for the maximum. */
export function clampDepth(depth: number | undefined, max: number): number {
  if (depth === undefined || Number.isNaN(depth)) return max;
  return Math.max(1, Math.min(max, Math.floor(depth)));
}
