import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AiLink, AiOptions, Analysis, Thought } from '../../core/ai.js';
import { type AiEngine, SearchCarrier } from './search-carrier.js';

export type { AiEngine } from './search-carrier.js';

/** What the controller needs from its element. */
export type AiHost = ReactiveControllerHost & HTMLElement;

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
 * It tells its board when the computer starts and stops deciding its move (`onThinkingChange`); the
 * board shows it. Its host registers it (see `ComputerTurns`).
 */
export class AiController<S, M> implements ReactiveController {
  /** What carries the searches (a worker, or slices on the main thread): made on the first search. */
  private runner: SearchCarrier<S, M> | undefined;
  private job: { abort: AbortController; timer?: ReturnType<typeof setTimeout> } | undefined;
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
  ) {}

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
  playTurn(
    state: S,
    options: AiOptions,
    delayMs: number,
    onMove: (thought: Thought<M>) => void,
    onError: (e: unknown) => void,
  ): void {
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

  /**
   * Decides a move at once without marking the host as thinking (hints). Rejects with an `AbortError` when cancelled.
   */
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
    this.runner?.terminate();
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
    this.onThinkingChange(thinking);
  }

  private decide(state: S, options: AiOptions): Promise<Thought<M>> {
    return this.run<Thought<M>>('think', state, options);
  }

  private async run<T>(kind: 'think' | 'analyse', state: S, options: AiOptions): Promise<T> {
    // A board off the page starts no worker: nothing would end it.
    if (!this.host.isConnected) throw abortError();
    this.runner ??= new SearchCarrier<S, M>(this.host.localName, this.game);
    const { answer, engine } = await this.runner.run<T>(kind, state, options);
    this.lastEngine = engine;
    return answer;
  }
}
