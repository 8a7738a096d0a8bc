/**
 * The computer as its board holds it: its code loads the first time it is wanted (its move, a
 * hint, an analysis), so never on a page where people play each other and never before a first
 * paint; meanwhile a board whose computer is to move says it is thinking.
 */
import type { AiLink, Analysis, MoveValue, Thought } from '../../core/ai.js';
import { LazyPart } from '../base/lazy-part.js';
import type { AiHost } from './ai-controller.js';
import type { AiTurnInputs } from './ai-turn-controller.js';
import type { ComputerTurns } from './computer-turns.js';

/** The computer's part of one board: loaded on demand, its turns synced, its thinking shown. */
export class BoardComputer<S, M> {
  private readonly part: LazyPart<ComputerTurns<S, M>>;
  /** Whether the computer is to move while its code is still loading: it moves once it is in. */
  private waits = false;
  /** What the board last showed of `thinking`. */
  private shown = false;

  /** `showThinking` tells the board that `thinking` changed (its attribute, its event, its announcement). */
  constructor(
    private readonly host: AiHost,
    ai: () => AiLink<S, M>,
    private readonly inputs: AiTurnInputs<S, M>,
    private readonly showThinking: (thinking: boolean) => void,
  ) {
    this.part = new LazyPart<ComputerTurns<S, M>>(host, "the computer's moves", () =>
      import('./computer-turns.js').then(
        ({ ComputerTurns }) => new ComputerTurns<S, M>(host, ai, inputs, () => this.show()),
      ),
    );
  }

  /** True while the computer is thinking about its move (or is to move while its code loads). */
  get thinking(): boolean {
    const computer = this.part.current;
    return computer ? computer.runner.thinking : this.waits && this.host.isConnected;
  }

  /** Where the last search ran, once the computer is in. */
  get engine(): 'worker' | 'main-thread' | undefined {
    return this.part.current?.runner.engine;
  }

  /** The computer's code being loaded, if it is. */
  get loading(): Promise<void> | null {
    return this.part.loading;
  }

  /** Whether the computer's code is in. */
  get loaded(): boolean {
    return !!this.part.current;
  }

  /** Resolves once the computer has no move in progress. */
  get idle(): Promise<void> {
    return Promise.resolve(this.part.loading)
      .then(() => this.part.current?.runner.idle)
      .then(() => undefined);
  }

  /** Loads the computer's code (for an analysis the board wants before any move). */
  want(): Promise<void> | null {
    return this.part.want();
  }

  /** Drops searches of a position the game has left (a hint, an analysis). */
  cancelStale(): void {
    this.part.current?.turns.cancelStale();
  }

  /** Starts the computer's move when it is to move, first loading its code if it is not in yet. */
  sync(): void {
    const computer = this.part.current;
    if (computer) return computer.turns.sync();
    this.waits = this.host.isConnected && !this.part.failed && this.inputs.computerToMove();
    if (this.waits) {
      void this.part.want()?.then(() => {
        this.waits = false;
        this.part.current?.turns.sync();
        this.show();
      });
    }
    this.show();
  }

  /** Tells the board when `thinking` changed since it was last shown. */
  show(): void {
    const thinking = this.thinking;
    if (thinking === this.shown) return;
    this.shown = thinking;
    this.showThinking(thinking);
  }

  /**
   * The computer's best move for the side to move in `position`, or null when the position changed or the search was
   * cancelled meanwhile.
   */
  /**
   * Values every move of `state` (a review's position) in the worker, cancelling any other job of the computer; rejects
   * when `signal` stops it.
   */
  async analyseAt(state: S, timeMs: number, signal: AbortSignal, fixed = false): Promise<Analysis<M>> {
    await this.part.want();
    const computer = this.part.current;
    if (!computer) throw new Error('The computer could not load.');
    signal.throwIfAborted();
    const stop = () => computer.runner.abort();
    signal.addEventListener('abort', stop, { once: true });
    try {
      return await computer.runner.analyse(state, fixed ? { timeMs, fixed } : { timeMs });
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }

  async suggest(position: () => S): Promise<Thought<M> | null> {
    const at = position();
    await this.part.want();
    if (at !== position()) return null;
    return (await this.part.current?.turns.suggest()) ?? null;
  }

  /** The latest analysis, with the position it values. */
  get analysis(): (Analysis<M> & { state: S }) | null {
    return this.part.current?.turns.analysis ?? null;
  }

  /** The analysed value of `move` in `position`, when there is one. */
  valueOf(position: S, move: M, notation: (s: S, m: M) => string): MoveValue<M> | undefined {
    return this.part.current?.turns.valueOf(position, move, notation);
  }

  /** Whether the analysis of `position` is still being computed (or the computer's code loads). */
  analysing(position: S): boolean {
    const computer = this.part.current;
    return computer ? computer.turns.analysing(position) : this.part.loading !== null;
  }
}
