/**
 * Defaults shared by every game's AI and by the boards that call it. A module of its own so that
 * the boards read it without loading the search.
 */

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
