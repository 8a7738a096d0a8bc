import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AiOptions, Analysis, MoveValue, Thought } from '../../core/ai.js';
import { type AiController, isAbortError } from './ai-controller.js';

/** Longest piece of an analysis: a move made meanwhile waits at most this long for the worker. */
const ANALYSIS_SLICE_MS = 250;

/** The part of the search runner (`AiController`: a worker, or slices on the main thread) that the turns use. */
export type AiRunner<S, M> = Pick<
  AiController<S, M>,
  'thinking' | 'active' | 'abort' | 'playTurn' | 'suggest' | 'analyse'
>;

/** What the computer's turns need of their board, read afresh at every check. */
export interface AiTurnInputs<S, M> {
  /** The position now. */
  position: () => S;
  /**
   * Everything a search in progress depends on besides the position (mode, sides, depth, time,
   * disabled, seed); when any of them or the position changes, the job in progress is stale.
   */
  args: () => readonly unknown[];
  /** Whether the computer is to move now (its turn, the board enabled, no names form open). */
  computerToMove: () => boolean;
  /**
   * The options of a search of `position`: the board's depth for its own moves, full strength for hints and analyses.
   */
  options: (position: S, ownMove: boolean) => AiOptions;
  /** The pause before the computer's move appears. */
  delayMs: () => number;
  /** Plays the computer's move. */
  play: (thought: Thought<M>) => void;
  /**
   * Whether an analysis of the current position is wanted now (`show-analysis`, the game not over, nobody else using
   * the AI).
   */
  analysisWanted: () => boolean;
  /** Time budget of one whole analysis. */
  analysisTime: () => number;
}

/**
 * The computer's side of a board, in the manner of Lit's `Task`: `sync()` compares the position
 * and the search's arguments with those of the job in progress, cancels it when they changed, and
 * starts the computer's move when it is to move. The board calls it after every change it makes
 * and before every update, so no path can forget the computer. It also runs the analysis that
 * `show-analysis` shows, in slices, and the hints. It fires no DOM events itself (the board shows
 * when the runner is thinking). Its host registers it (see `ComputerTurns`).
 */
export class AiTurnController<S, M> implements ReactiveController {
  private lastArgs: readonly unknown[] = [];
  private asked: S | undefined;
  private latest: (Analysis<M> & { state: S }) | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly runner: AiRunner<S, M>,
    private readonly inputs: AiTurnInputs<S, M>,
  ) {}

  /** The latest analysis, with the position it values (for `show-analysis`). */
  get analysis(): (Analysis<M> & { state: S }) | null {
    return this.latest;
  }

  /** The analysed value of `move` in `position`, when the latest analysis is of that position; `key` names a move. */
  valueOf(position: S, move: M, key: (position: S, move: M) => string): MoveValue<M> | undefined {
    if (this.latest?.state !== position) return undefined;
    const id = key(position, move);
    return this.latest.values.find((v) => key(position, v.move) === id);
  }

  /** Whether the analysis of `position` is asked for and not yet complete. */
  analysing(position: S): boolean {
    return this.asked === position && !(this.latest?.state === position && this.latest.complete);
  }

  /** Cancels the job in progress when the position or an argument changed since it started. */
  cancelStale(): void {
    const args = [this.inputs.position(), ...this.inputs.args()];
    if (args.length === this.lastArgs.length && args.every((a, i) => Object.is(a, this.lastArgs[i]))) return;
    this.lastArgs = args;
    this.runner.abort();
  }

  /** Cancels a stale job and starts the computer's move when it is to move. */
  sync(): void {
    this.cancelStale();
    if (this.runner.thinking || !this.host.isConnected || !this.inputs.computerToMove()) return;
    const position = this.inputs.position();
    this.runner.playTurn(
      position,
      this.inputs.options(position, true),
      this.inputs.delayMs(),
      (thought) => {
        this.inputs.play(thought);
        this.sync();
      },
      (e) => console.error(`<${this.host.localName}>: the computer could not move`, e),
    );
  }

  /**
   * The computer's move for the side to move now, or null when the position changed or the search was cancelled
   * meanwhile.
   */
  async suggest(): Promise<Thought<M> | null> {
    const position = this.inputs.position();
    try {
      const thought = await this.runner.suggest(position, this.inputs.options(position, false));
      return position === this.inputs.position() ? thought : null;
    } catch (e) {
      if (isAbortError(e)) return null;
      throw e;
    }
  }

  hostConnected(): void {
    // A board moved in the DOM picks up where it was, including the computer's turn.
    this.host.requestUpdate();
  }

  hostUpdate(): void {
    // Attribute changes (mode, ai-side, disabled...) may hand the move to the computer.
    this.sync();
  }

  hostUpdated(): void {
    this.analyse();
  }

  /** Asks for the values of the position's moves when they are wanted and the computer is not busy moving. */
  private analyse(): void {
    const position = this.inputs.position();
    if (this.asked === position || !this.host.isConnected || this.runner.active || !this.inputs.analysisWanted())
      return;
    this.asked = position;
    void this.analyseProgressively(position).then(
      (analysis) => {
        if (analysis && position === this.inputs.position()) this.show(analysis, position);
      },
      (e: unknown) => {
        // Cancelled (a move, a hint): ask again once the board settles on a position.
        if (!isAbortError(e)) console.warn(`<${this.host.localName}>: the analysis failed`, e);
        else if (this.asked === position) {
          this.asked = undefined;
          this.host.requestUpdate();
        }
      },
    );
  }

  /**
   * Analyses `position` in slices of a quarter second until complete or the analysis time runs
   * out, so a move made meanwhile waits at most one slice for the worker, which keeps its tables.
   * Resolves to null when the position changed in between.
   */
  private async analyseProgressively(position: S): Promise<Analysis<M> | null> {
    const deadline = performance.now() + this.inputs.analysisTime();
    for (;;) {
      const left = deadline - performance.now();
      const analysis = await this.runner.analyse(position, {
        ...this.inputs.options(position, false),
        timeMs: Math.max(1, Math.min(ANALYSIS_SLICE_MS, left)),
      });
      if (position !== this.inputs.position()) return null;
      if (analysis.complete || left <= ANALYSIS_SLICE_MS) return analysis;
      // Show what is known so far.
      this.show(analysis, position);
    }
  }

  private show(analysis: Analysis<M>, position: S): void {
    this.latest = { ...analysis, state: position };
    this.host.requestUpdate();
  }
}
