/** The limits of an exact solve, shared by the games' solvers, and the error that stops one. */

/** Thrown when a solve runs out of time or is aborted; the caller's position is left as it was. */
export class SolveStopped extends Error {
  override readonly name = 'SolveStopped';
}

/** What a solve may spend. */
export interface SolveLimits {
  /** Stop (throwing `SolveStopped`) after this many milliseconds. */
  timeMs?: number;
  /** Stop when aborted. */
  signal?: AbortSignal;
  /** The clock (default `performance.now`). */
  now?: () => number;
}

/**
 * The check of `limits`, for an engine to call every few thousand positions: it throws `SolveStopped` once the time is
 * up or the signal has aborted.
 */
export function limitCheck(limits: SolveLimits): () => void {
  const now = limits.now ?? (() => performance.now());
  const deadline = limits.timeMs !== undefined ? now() + limits.timeMs : Infinity;
  const signal = limits.signal;
  return () => {
    if (signal?.aborted || now() >= deadline) throw new SolveStopped('The solve ran out of time.');
  };
}
