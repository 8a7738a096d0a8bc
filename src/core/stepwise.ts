/**
 * Long work on the page's thread (a long line replayed, a review read back) written once, as a
 * generator that yields between steps: run at once where the caller needs the answer now (Node, a
 * property read back at once), or in slices that never hold the page longer than one slice.
 */

/** Work that yields between its steps and returns `T`. */
export type Steps<T> = Generator<void, T, void>;

/** How sliced work is timed (as the AI's slices are, `SliceOptions`). */
export interface StepSlices {
  /** Longest slice in milliseconds (default 12, well under the 50 ms of a long task). */
  sliceMs?: number;
  /** Lets the thread breathe between slices (default: a zero-delay timer). */
  pause?: () => Promise<void>;
  /** The clock, in milliseconds (default `performance.now`). */
  now?: () => number;
  /** Stops the work between slices; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Runs `steps` to the end at once. */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Runs `steps` to the end, pausing whenever a slice has run `sliceMs`. */
export async function runInSlices<T>(steps: Steps<T>, slices: StepSlices = {}): Promise<T> {
  const now = slices.now ?? (() => performance.now());
  const pause = slices.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const sliceMs = slices.sliceMs ?? 12;
  slices.signal?.throwIfAborted();
  let end = now() + sliceMs;
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (now() < end) continue;
    await pause();
    slices.signal?.throwIfAborted();
    end = now() + sliceMs;
  }
}
