/**
 * The page's AI workers, shared by its boards: a board borrows a worker for one search and gives it
 * back, so seven boards do not start seven workers nor fetch the same code seven times, while
 * boards that think at once still think in parallel where the machine has cores to spare.
 */

/** Starts a worker of one kind (a game's `AiLink.worker`, or the worker of AI modules). */
export type WorkerStart = () => Worker | Promise<Worker>;

/**
 * A worker lent for one search: given back with `release`, or ended with `discard` (a cancelled, lost or hung search).
 */
export interface WorkerLease {
  readonly worker: Worker;
  /** Gives the worker back, idle, for the next search of its kind. */
  release(): void;
  /** Ends the worker; the pool starts another when one is needed. */
  discard(): void;
}

interface Slot {
  readonly start: WorkerStart;
  worker?: Worker;
  busy: boolean;
}

interface Waiting {
  readonly start: WorkerStart;
  readonly resolve: (lease: WorkerLease) => void;
  readonly reject: (reason: unknown) => void;
  readonly signal?: AbortSignal;
  readonly onAbort: () => void;
  /** How many times a later search of an idle worker's kind went first (see `slotFor`). */
  passed: number;
}

/** At most this many workers, even with more cores: each holds its own search tables. */
const MOST_WORKERS = 4;
/**
 * How many later searches may go before one that needs a worker replaced. Starting a worker of
 * another kind (its modules, its engine, its book) costs more than most searches: boards of seven
 * games thinking at once on one worker spent nearly all of it restarting (190 ms a search against
 * 20 ms). A search passed this many times replaces the worker: none waits for ever.
 */
const MOST_PASSES = 4;

/** One worker per core the page's own thread leaves free, at least one and at most four. */
export function spareCores(): number {
  const cores = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(MOST_WORKERS, cores - 1));
}

/** Lends workers to searches, one search per worker at a time, at most `size` workers alive. */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Waiting[] = [];
  private users = 0;

  constructor(readonly size: number = spareCores()) {}

  /** How many workers are alive (busy or idle). */
  get alive(): number {
    return this.slots.length;
  }

  /** A board that may search joins; idle workers stay ready while any board has joined. */
  join(): void {
    this.users++;
  }

  /** A board leaves the page; when the last has left, the idle workers end. */
  leave(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0) return;
    for (const slot of this.slots.filter((s) => !s.busy)) this.remove(slot);
  }

  /**
   * A worker of `start`'s kind for one search: an idle one, a new one while fewer than `size` are
   * alive, or one that replaces an idle worker of another kind; otherwise the search waits its
   * turn. Rejects with the signal's reason when cancelled while waiting, or with the error of a
   * worker that could not start.
   */
  acquire(start: WorkerStart, signal?: AbortSignal): Promise<WorkerLease> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<WorkerLease>((resolve, reject) => {
      const entry: Waiting = {
        start,
        resolve,
        reject,
        signal,
        passed: 0,
        onAbort: () => {
          const at = this.waiting.indexOf(entry);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(signal!.reason);
        },
      };
      signal?.addEventListener('abort', entry.onAbort, { once: true });
      this.waiting.push(entry);
      this.pump();
    });
  }

  /** Serves the waiting searches, in order, while workers can be had. */
  private pump(): void {
    for (let i = 0; i < this.waiting.length;) {
      const entry = this.waiting[i]!;
      const slot = this.slotFor(entry);
      if (!slot) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      entry.signal?.removeEventListener('abort', entry.onAbort);
      slot.busy = true;
      void this.lend(slot, entry);
    }
  }

  /**
   * A worker for `entry`: its kind's idle one, a new one, or an idle one of another kind replaced, unless a later
   * search of that kind waits and this one has not been passed too often.
   */
  private slotFor(entry: Waiting): Slot | undefined {
    const { start } = entry;
    const idle = this.slots.find((s) => !s.busy && s.start === start);
    if (idle) return idle;
    if (this.slots.length >= this.size) {
      const other = this.slots.find((s) => !s.busy);
      if (!other) return undefined;
      if (entry.passed < MOST_PASSES && this.waiting.some((w) => w.start === other.start)) {
        entry.passed++;
        return undefined;
      }
      this.remove(other);
    }
    const slot: Slot = { start, busy: false };
    this.slots.push(slot);
    return slot;
  }

  private async lend(slot: Slot, entry: Waiting): Promise<void> {
    try {
      // Started inside a promise: a start that throws fails this search later, never the pump that lent it.
      slot.worker ??= await new Promise<Worker>((started) => started(slot.start()));
    } catch (e) {
      this.end(slot);
      entry.reject(e);
      return;
    }
    if (entry.signal?.aborted) {
      this.giveBack(slot);
      entry.reject(entry.signal.reason);
      return;
    }
    let done = false;
    const once = (then: () => void) => () => {
      if (done) return;
      done = true;
      then();
    };
    entry.resolve({
      worker: slot.worker,
      release: once(() => this.giveBack(slot)),
      discard: once(() => this.end(slot)),
    });
  }

  private giveBack(slot: Slot): void {
    slot.busy = false;
    if (this.users === 0 && this.waiting.length === 0) this.remove(slot);
    else this.pump();
  }

  private end(slot: Slot): void {
    this.remove(slot);
    this.pump();
  }

  private remove(slot: Slot): void {
    slot.worker?.terminate();
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots.splice(at, 1);
  }
}

/** The pool every board of the page borrows from. */
export const pagePool = new WorkerPool();
