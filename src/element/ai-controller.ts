import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AiLink, AiOptions, Analysis, Thought } from '../core/ai.js';
import { DEFAULT_TIME_MS } from '../core/ai-defaults.js';
import type { AiRequest, AiResponse } from '../core/ai-protocol.js';
import type { AiThinkingEventDetail } from './events.js';
import { createAiWorker } from './ai-worker-factory.js';

/** What the controller needs from its element. */
export type AiHost = ReactiveControllerHost & HTMLElement;

/** How the last decision was computed: in a worker, or in slices on the main thread. */
export type AiEngine = 'worker' | 'main-thread';

/** How long past a search's time budget a silent worker is given before it is replaced. */
const WORKER_GRACE_MS = 3000;

/**
 * A page that blocks one worker (CSP `worker-src`, a sandbox) blocks them all: once a worker fails
 * to start, every board searches on the main thread instead of failing again.
 */
let workersBlocked = false;

const abortError = () => new DOMException('The search was cancelled.', 'AbortError');

/** Whether `e` is the rejection of a cancelled search (not a failure worth reporting). */
export function isAbortError(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/**
 * Runs the computer's searches for one board, in a Web Worker when the page allows it and in
 * short slices on the main thread when it does not, so the page never freezes.
 *
 * One job at a time: starting a job, `abort()`, or the board leaving the page cancels the one in
 * progress (a busy worker cannot be interrupted, so it is terminated and started afresh next time).
 * While the computer decides its move the host carries the `thinking` attribute and fires
 * `ai-thinking`.
 */
export class AiController<S, M> implements ReactiveController {
  private worker: Worker | undefined;
  /** Set once the current worker has answered: its later errors are failures, not a blocked start. */
  private workerAnswered = false;
  private job: { abort: AbortController; timer?: ReturnType<typeof setTimeout> } | undefined;
  private nextId = 1;
  private busy = false;
  private waiters: (() => void)[] = [];
  private lastEngine: AiEngine | undefined;

  /**
   * `game` names the game and its AI; it is a function because elements create their controller
   * in the base class's constructor, before their own fields (the rules, the AI) exist.
   */
  constructor(
    private readonly host: AiHost,
    private readonly game: () => AiLink<S, M>,
    private readonly onThinkingChange: (thinking: boolean) => void = () => {},
  ) {
    host.addController(this);
  }

  /** True from the moment the computer's move is scheduled until it is played or cancelled. */
  get thinking(): boolean {
    return this.busy;
  }

  /** True while any job (a move, a hint, an analysis) is in progress or scheduled. */
  get active(): boolean {
    return this.job !== undefined;
  }

  /** Where the last decision ran. */
  get engine(): AiEngine | undefined {
    return this.lastEngine;
  }

  /** Resolves when no job is in progress. */
  get idle(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.job) resolve();
      else this.waiters.push(resolve);
    });
  }

  /**
   * Decides the computer's move and hands it to `onMove` no sooner than `delayMs` after the call,
   * marking the host as thinking meanwhile. The search starts at once: the pause that lets each
   * move be seen runs alongside it, not before it. A cancelled decision calls nothing; a failed
   * one calls `onError`.
   */
  playTurn(state: S, options: AiOptions, delayMs: number, onMove: (thought: Thought<M>) => void, onError: (e: unknown) => void): void {
    const abort = this.begin();
    this.setThinking(true);
    const job = this.job!;
    const shownAt = performance.now() + delayMs;
    this.decide(state, { ...options, signal: abort.signal }).then(
      (thought) => {
        if (this.job !== job) return;
        const play = () => {
          job.timer = undefined;
          if (this.job !== job) return;
          this.release();
          // The move may hand the turn to the computer again (ai-vs-ai): `idle` waits for that too.
          onMove(thought);
          this.settle();
        };
        const wait = shownAt - performance.now();
        if (wait > 0) job.timer = setTimeout(play, wait);
        else play();
      },
      (e: unknown) => {
        if (this.job !== job) return;
        this.release();
        if (!isAbortError(e)) onError(e);
        this.settle();
      },
    );
  }

  /** Decides a move at once without marking the host as thinking (hints). Rejects with an `AbortError` when cancelled. */
  suggest(state: S, options: AiOptions): Promise<Thought<M>> {
    const abort = this.begin();
    const job = this.job!;
    return this.decide(state, { ...options, signal: abort.signal }).finally(() => {
      if (this.job !== job) return;
      this.release();
      this.settle();
    });
  }

  /**
   * Values every legal move (for `show-analysis`) without marking the host as thinking. Like
   * `suggest`, it replaces any job in progress; rejects with an `AbortError` when cancelled.
   * Callers should ask in short slices (`timeMs`): cancelling keeps the worker, which finishes
   * the slice in progress before it takes the next job.
   */
  analyse(state: S, options: AiOptions): Promise<Analysis<M>> {
    const abort = this.begin();
    const job = this.job!;
    return this.run<Analysis<M>>('analyse', state, { ...options, signal: abort.signal }).finally(() => {
      if (this.job !== job) return;
      this.release();
      this.settle();
    });
  }

  /** Cancels the job in progress, if any. */
  abort(): void {
    if (!this.job) return;
    const { abort, timer } = this.job;
    if (timer !== undefined) clearTimeout(timer);
    abort.abort(abortError());
    this.release();
    this.settle();
  }

  hostDisconnected(): void {
    this.abort();
    this.worker?.terminate();
    this.worker = undefined;
  }

  private begin(): AbortController {
    this.abort();
    const abort = new AbortController();
    this.job = { abort };
    return abort;
  }

  private release(): void {
    this.job = undefined;
    this.setThinking(false);
  }

  /** Resolves `idle` waiters unless a new job has started meanwhile. */
  private settle(): void {
    if (this.job) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private setThinking(thinking: boolean): void {
    if (this.busy === thinking) return;
    this.busy = thinking;
    this.host.toggleAttribute('thinking', thinking);
    this.host.dispatchEvent(new CustomEvent<AiThinkingEventDetail>('ai-thinking', { detail: { thinking }, bubbles: true, composed: true }));
    this.onThinkingChange(thinking);
    this.host.requestUpdate();
  }

  private decide(state: S, options: AiOptions): Promise<Thought<M>> {
    return this.run<Thought<M>>('think', state, options);
  }

  private async run<T>(kind: 'think' | 'analyse', state: S, options: AiOptions): Promise<T> {
    // A worker that dies mid-search is replaced once; if the new one dies too, this answer comes
    // from the main thread, and the next request tries a worker again.
    for (let attempt = 0; attempt < 2 && !workersBlocked && typeof Worker !== 'undefined'; attempt++) {
      try {
        const answer = await this.inWorker<T>(kind, state, options);
        this.lastEngine = 'worker';
        return answer;
      } catch (e) {
        if (e instanceof WorkerLostError) {
          console.warn(`<${this.host.localName}>: the AI worker stopped (${e.message}); ${attempt === 0 ? 'starting a new one' : 'thinking on the main thread this time'}.`);
          continue;
        }
        if (!(e instanceof WorkerStartError)) throw e;
        workersBlocked = true;
        console.warn(`<${this.host.localName}>: the AI worker could not start (${e.message}); the computer thinks on the main thread in short slices instead.`);
      }
    }
    options.signal?.throwIfAborted();
    // Only pages that block workers pay for the search's code on the main thread.
    const [{ analyseInSlices, thinkInSlices }, ai] = await Promise.all([import('../core/sliced.js'), this.game().load()]);
    options.signal?.throwIfAborted();
    await ai.prepare?.(state);
    const answer = kind === 'think' ? await thinkInSlices(ai, state, options) : await analyseInSlices(ai, state, options);
    this.lastEngine = 'main-thread';
    return answer as T;
  }

  private inWorker<T>(kind: 'think' | 'analyse', state: S, options: AiOptions): Promise<T> {
    const { signal, session: _session, ...plain } = options;
    signal?.throwIfAborted();
    let worker: Worker;
    try {
      if (!this.worker) {
        this.worker = createAiWorker();
        this.workerAnswered = false;
      }
      worker = this.worker;
    } catch (e) {
      return Promise.reject(new WorkerStartError(e instanceof Error ? e.message : String(e)));
    }
    const request: AiRequest = { id: this.nextId++, kind, game: this.game().id, state, options: plain };
    return new Promise<T>((resolve, reject) => {
      // A worker ended from outside (or hung) never answers: give up on it a while after the search's own time is up.
      const watchdog = setTimeout(() => {
        cleanup();
        this.dropWorker(worker);
        reject(new WorkerLostError('no answer in time'));
      }, (options.timeMs ?? DEFAULT_TIME_MS) + WORKER_GRACE_MS);
      const cleanup = () => {
        clearTimeout(watchdog);
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
        signal?.removeEventListener('abort', onAbort);
      };
      const onMessage = (event: MessageEvent<AiResponse>) => {
        if (event.data.id !== request.id) return;
        cleanup();
        this.workerAnswered = true;
        if ('error' in event.data) reject(new Error(event.data.error));
        else resolve(('thought' in event.data ? event.data.thought : event.data.analysis) as T);
      };
      // A worker that fails to load (blocked by the page's policy, missing file) reports an error
      // event instead of answering.
      const onError = (event: Event) => {
        event.preventDefault();
        cleanup();
        const started = this.workerAnswered;
        this.dropWorker(worker);
        const message = (event as ErrorEvent).message || 'the worker failed to load';
        reject(started ? new WorkerLostError(message) : new WorkerStartError(message));
      };
      const onAbort = () => {
        cleanup();
        // The search cannot be interrupted inside the worker: end the worker, start a new one next
        // time. An analysis is asked for in short slices, so it is cheaper to let the slice run out
        // (its answer is ignored) and keep the worker, whose tables the next search reuses.
        if (kind !== 'analyse') this.dropWorker(worker);
        reject(signal!.reason);
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        worker.postMessage(request);
      } catch (e) {
        // The position could not be copied to the worker: a bug, not a blocked worker.
        cleanup();
        reject(e);
      }
    });
  }

  private dropWorker(worker: Worker): void {
    worker.terminate();
    if (this.worker === worker) this.worker = undefined;
  }
}

/** The worker could not be created or loaded. */
class WorkerStartError extends Error {}

/** A worker that had been answering failed or stopped answering. */
class WorkerLostError extends Error {}
