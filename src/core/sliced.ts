/**
 * Runs an AI decision on a thread that must stay responsive (a page whose workers are blocked):
 * the search runs in short slices with a pause between them, sharing one transposition table so
 * each slice starts where the last one stopped.
 */
import { type AiOptions, type Analysis, DEFAULT_TIME_MS, type GameAi, type Thought } from './ai.js';

/** How the slices are timed. */
export interface SliceOptions {
  /** Longest slice of search in milliseconds (default 12, well under the 50 ms of a long task). */
  sliceMs?: number;
  /** Lets the thread breathe between slices (default: a zero-delay timer). */
  pause?: () => Promise<void>;
  /** The clock, in milliseconds (default `performance.now`). */
  now?: () => number;
}

/**
 * How many calls in a row a fixed analysis is asked again while it values no move more: the bound
 * on an AI that promises to finish (`resumable`) and never does. Connect Four's longest honest run,
 * the first position of 6x6 in 12 ms slices on a loaded machine, takes about 2,000.
 */
export const MOST_RESUMES = 20_000;

/**
 * The rule for asking a fixed analysis again, shared by the review and the sliced analysis: while
 * it is incomplete and each call values a move more or keeps its work (`resumable`), for at most
 * `MOST_RESUMES` calls in a row without a new value. Each asker follows one position.
 */
export function fixedAsker(): (analysis: Analysis<unknown>) => boolean {
  let had = -1;
  let stalled = 0;
  return (analysis) => {
    if (analysis.complete) return false;
    if (analysis.values.length > had) {
      had = analysis.values.length;
      stalled = 0;
      return true;
    }
    return analysis.resumable === true && ++stalled <= MOST_RESUMES;
  };
}

const timerPause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Decides a move like `ai.think`, within `options.timeMs` overall (or its `paceMs`, when shorter),
 * but never searching longer than one slice at a time. Stops early once a slice completes its search. Rejects with the
 * signal's
 * reason when aborted.
 */
export async function thinkInSlices<S, M>(
  ai: GameAi<S, M>,
  state: S,
  options: AiOptions = {},
  slices: SliceOptions = {},
): Promise<Thought<M>> {
  const now = slices.now ?? (() => performance.now());
  const pause = slices.pause ?? timerPause;
  const sliceMs = slices.sliceMs ?? 12;
  // A slice cannot see how settled the whole search is: a paced decision takes its pace, no more.
  const timeMs = Math.min(options.timeMs ?? DEFAULT_TIME_MS, options.paceMs ?? Infinity);
  const deadline = now() + timeMs;
  const session = options.session ?? {};
  let best: Thought<M> | undefined;
  for (;;) {
    options.signal?.throwIfAborted();
    const left = deadline - now();
    const thought = ai.think(state, {
      ...options,
      paceMs: undefined,
      session,
      timeMs: Math.max(1, Math.min(sliceMs, left)),
    });
    // A slice that stopped early may not reach the depth of an earlier one: keep the deepest.
    if (!best || (thought.depth ?? 0) >= (best.depth ?? 0)) best = thought;
    if (thought.complete !== false || now() >= deadline) return best;
    await pause();
  }
}

/**
 * Values every move like `ai.analyse`, in slices as `thinkInSlices` does; each slice may resume
 * from the tables the last one filled. Returns the last (possibly partial) analysis when the
 * budget runs out; a fixed analysis (`options.fixed`) has no time budget and goes on to the end
 * (or as long as `fixedAsker` allows: until a call values no move more and is not `resumable`).
 */
export async function analyseInSlices<S, M>(
  ai: GameAi<S, M>,
  state: S,
  options: AiOptions = {},
  slices: SliceOptions = {},
): Promise<Analysis<M>> {
  if (!ai.analyse) return { values: [], complete: true };
  const now = slices.now ?? (() => performance.now());
  const pause = slices.pause ?? timerPause;
  const sliceMs = slices.sliceMs ?? 12;
  const deadline = now() + (options.timeMs ?? DEFAULT_TIME_MS);
  const session = options.session ?? {};
  const again = fixedAsker();
  for (;;) {
    options.signal?.throwIfAborted();
    const left = deadline - now();
    const analysis = ai.analyse(state, { ...options, session, timeMs: Math.max(1, Math.min(sliceMs, left)) });
    if (analysis.complete) return analysis;
    // Past the asker's bound the promise to finish is withdrawn, so that a caller does not start the run again.
    if (options.fixed ? !again(analysis) : now() >= deadline)
      return options.fixed ? { ...analysis, resumable: false } : analysis;
    await pause();
  }
}
