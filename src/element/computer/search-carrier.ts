import type { AiLink, AiOptions } from '../../core/ai.js';
import { DEFAULT_TIME_MS } from '../../core/ai.js';
import type { AiRequest, AiResponse } from '../../core/ai-protocol.js';
import { createAiWorker } from './ai-worker-factory.js';
import { type WorkerLease, type WorkerPool, pagePool } from './worker-pool.js';

/** How the last decision was computed: in a worker, or in slices on the main thread. */
export type AiEngine = 'worker' | 'main-thread';

/** How long past a search's time budget a silent worker is given before it is replaced. */
const WORKER_GRACE_MS = 3000;

/** Workers that have answered once: their later errors are failures, not a blocked start. */
const answered = new WeakSet<Worker>();

/**
 * A page that blocks one worker (CSP `worker-src`, a sandbox) blocks them all: once a worker fails
 * to start, every board searches on the main thread instead of failing again.
 */
let workersBlocked = false;

/**
 * Carries one board's searches to its AI: a Web Worker when the page allows it, short slices on
 * the main thread when it does not. It loads with the computer's turns (`ComputerTurns`), so the
 * worker's plumbing is not in the first load of a page.
 */
export class SearchCarrier<S, M> {
  /** Set once the worker said it has no AI for this board's game (a game of the page's own without `AiLink.module`). */
  private unknownToWorker = false;
  private joined = false;
  private nextId = 1;
  /** The worker of this board's current or last search (tests reach it to make it fail). */
  private worker: Worker | undefined;

  /** `tag` names the board in warnings; `game` names its game and AI; `pool` lends the workers (the page's). */
  constructor(
    private readonly tag: string,
    private readonly game: () => AiLink<S, M>,
    private readonly pool: WorkerPool = pagePool,
  ) {}

  /** The board left the page: the pool ends its idle workers once no board is left. */
  terminate(): void {
    if (this.joined) this.pool.leave();
    this.joined = false;
  }

  /**
   * Answers one request, in a worker when the page allows it, with where it ran. Rejects with the signal's reason when
   * cancelled.
   */
  async run<T>(kind: 'think' | 'analyse', state: S, options: AiOptions): Promise<{ answer: T; engine: AiEngine }> {
    // A worker that dies mid-search is replaced once; if the new one dies too, this answer comes
    // from the main thread, and the next request tries a worker again.
    for (
      let attempt = 0;
      attempt < 2 && !workersBlocked && !this.unknownToWorker && typeof Worker !== 'undefined';
      attempt++
    ) {
      try {
        return { answer: await this.inWorker<T>(kind, state, options), engine: 'worker' };
      } catch (e) {
        if (e instanceof UnknownGameError) {
          // A game of a page's own whose link names no module: it still plays, on the main thread.
          this.unknownToWorker = true;
          console.warn(
            `<${this.tag}>: the AI worker cannot run the game "${this.game().id}" (${e.message}); the computer ` +
              `thinks on the main thread in short slices instead. Give the game's AiLink a worker or a module ` +
              `(docs/your-own-game.md).`,
          );
          break;
        }
        if (e instanceof WorkerLostError) {
          console.warn(
            `<${this.tag}>: the AI worker stopped (${e.message}); ` +
              `${attempt === 0 ? 'starting a new one' : 'thinking on the main thread this time'}.`,
          );
          continue;
        }
        if (!(e instanceof WorkerStartError)) throw e;
        workersBlocked = true;
        console.warn(
          `<${this.tag}>: the AI worker could not start (${e.message}); the computer thinks on the main thread ` +
            `in short slices instead.`,
        );
      }
    }
    options.signal?.throwIfAborted();
    // Only pages that block workers pay for the search's code on the main thread.
    const [{ analyseInSlices, thinkInSlices }, ai] = await Promise.all([
      import('../../core/sliced.js'),
      this.game().load(),
    ]);
    options.signal?.throwIfAborted();
    await ai.prepare?.(state, kind);
    const answer =
      kind === 'think' ? await thinkInSlices(ai, state, options) : await analyseInSlices(ai, state, options);
    return { answer: answer as T, engine: 'main-thread' };
  }

  private async inWorker<T>(kind: 'think' | 'analyse', state: S, options: AiOptions): Promise<T> {
    const { signal, session: _session, ...plain } = options;
    signal?.throwIfAborted();
    if (!this.joined) this.pool.join();
    this.joined = true;
    const link = this.game();
    let lease: WorkerLease;
    try {
      // Our games start their own worker; a game of the page's own, its own or the one of AI modules.
      lease = await this.pool.acquire(link.worker ?? createAiWorker, signal);
    } catch (e) {
      if (signal?.aborted) throw signal.reason;
      throw new WorkerStartError(e instanceof Error ? e.message : String(e));
    }
    const { worker } = lease;
    this.worker = worker;
    const request: AiRequest = {
      id: this.nextId++,
      kind,
      game: link.id,
      ...(link.module === undefined ? {} : { module: link.module }),
      state,
      options: plain,
    };
    return new Promise<T>((resolve, reject) => {
      // A worker ended from outside (or hung) never answers: give up on it a while after the search's own time is up.
      const watchdog = setTimeout(
        () => {
          cleanup();
          lease.discard();
          reject(new WorkerLostError('no answer in time'));
        },
        (options.timeMs ?? DEFAULT_TIME_MS) + WORKER_GRACE_MS,
      );
      /** Set when the search was cancelled while its answer is still awaited (an analysis slice runs out). */
      let cancelled = false;
      const cleanup = () => {
        clearTimeout(watchdog);
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
        signal?.removeEventListener('abort', onAbort);
      };
      const onMessage = (event: MessageEvent<AiResponse>) => {
        if (event.data.id !== request.id) return;
        cleanup();
        answered.add(worker);
        lease.release();
        if (cancelled) return;
        if ('error' in event.data)
          reject(event.data.unknown ? new UnknownGameError(event.data.error) : new Error(event.data.error));
        else resolve(('thought' in event.data ? event.data.thought : event.data.analysis) as T);
      };
      // A worker that fails to load (blocked by the page's policy, missing file) reports an error
      // event instead of answering.
      const onError = (event: Event) => {
        event.preventDefault();
        cleanup();
        lease.discard();
        if (cancelled) return;
        const message = (event as ErrorEvent).message || 'the worker failed to load';
        reject(answered.has(worker) ? new WorkerLostError(message) : new WorkerStartError(message));
      };
      const onAbort = () => {
        cancelled = true;
        reject(signal!.reason);
        // A search cannot be interrupted inside the worker: end the worker (the pool starts another
        // when one is needed; other boards' searches run in other workers). An analysis is asked for
        // in short slices, so it is cheaper to let the slice run out (its answer is dropped) and give
        // the worker back, whose tables the next search reuses.
        if (kind === 'analyse') return;
        cleanup();
        lease.discard();
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        worker.postMessage(request);
      } catch (e) {
        // The position could not be copied to the worker: a bug, not a blocked worker.
        cleanup();
        lease.release();
        reject(e);
      }
    });
  }
}

/** The worker could not be created or loaded. */
class WorkerStartError extends Error {}

/** A worker that had been answering failed or stopped answering. */
class WorkerLostError extends Error {}

/** The worker has no AI for the game, and the request named no module. */
class UnknownGameError extends Error {}
