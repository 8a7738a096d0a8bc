/**
 * How a puzzle and a lesson play on the board, shared by both (`PuzzleController`, `LessonController`): each set-up
 * (a puzzle, a step) is a generation, and whatever an older one started (a move being judged in the worker, the
 * defence's answer after its pause) stops when a newer one begins; a move is judged off the board before it is played;
 * the defence's answers and a shown line are played as the computer's, each after the board's `ai-delay`.
 */
import { type BaseState, type Game, IllegalMoveError } from '../../core/game.js';
import type { GameSession, MoveSource } from '../../core/session.js';

/** What the play reads of its board and tells it. */
export interface CoachBoard<S extends BaseState, M, O> {
  rules(): Game<S, M, O>;
  session(): GameSession<S, M, O>;
  /** Plays a move on the board: the player's, or the defence's as the computer's. */
  commit(move: M, source: MoveSource): void;
  /** The pause before the computer plays (`ai-delay`). */
  delayMs(): number;
  warn(key: string, message: string): void;
}

/** A move played by the line a coach shows: whether it was taken, and the defence's answers to play after it. */
export interface ShownMove {
  readonly taken: boolean;
  readonly replies: readonly string[];
}

export class CoachPlay<S extends BaseState, M, O> {
  /** Counts set-ups: what an older one started stops. */
  private generation = 0;
  private stopper = new AbortController();

  /** `what` names the coach in the warnings and the aborts' reason (`puzzle`, `lesson`). */
  constructor(
    private readonly board: CoachBoard<S, M, O>,
    private readonly what: string,
  ) {}

  /** Stops what the set-up now is doing: a search in the worker ends. */
  get signal(): AbortSignal {
    return this.stopper.signal;
  }

  /** A new set-up: whatever an older one started stops. */
  renew(): void {
    this.generation++;
    this.abort();
  }

  /** Stops what is under way (a move being judged, the defence's answer), the set-up kept. */
  abort(): void {
    this.stopper.abort(new DOMException(`The ${this.what} changed.`, 'AbortError'));
    this.stopper = new AbortController();
  }

  /** A token of the set-up now, for `live`. */
  get stamp(): number {
    return this.generation;
  }

  /** Whether the set-up of `stamp` is still the board's. */
  live(stamp: number): boolean {
    return stamp === this.generation;
  }

  /** The notation of the player's `move`; throws `IllegalMoveError` at once for one the rules refuse now. */
  legal(move: M): string {
    const rules = this.board.rules();
    const state = this.board.session().state;
    const notation = rules.moveToString(state, move);
    if (!rules.legalMoves(state).some((m) => rules.moveToString(state, m) === notation))
      throw new IllegalMoveError(`${notation} is not a legal move here.`, notation);
    return notation;
  }

  /**
   * Judges a move off the board (`judge`, given the signal), then hands the verdict on (`then`); both are dropped when
   * another set-up began meanwhile. A judge that fails is warned about, and `failed` says where the board stands.
   */
  judge<V>(judge: (signal: AbortSignal) => Promise<V>, then: (verdict: V) => Promise<void> | void, failed: () => void) {
    const stamp = this.generation;
    judge(this.stopper.signal).then(
      (verdict) => (this.live(stamp) ? then(verdict) : undefined),
      (e: unknown) => {
        if (!this.live(stamp)) return;
        const why = e instanceof Error ? e.message : String(e);
        this.board.warn(`${this.what}-judge:${why}`, `the move could not be judged (${why}).`);
        failed();
      },
    );
  }

  /**
   * Plays the defence's `replies` as the computer's, each after the board's pause (`busy` says so first); false when
   * another set-up began meanwhile.
   */
  async replies(replies: readonly string[], busy: () => void): Promise<boolean> {
    const stamp = this.generation;
    for (const reply of replies) {
      busy();
      await this.pause();
      if (!this.live(stamp)) return false;
      this.board.commit(this.board.rules().moveFromString(this.board.session().state, reply), 'computer');
    }
    return true;
  }

  /**
   * Plays a line for the player, each move after the board's pause, until `done`: `next` gives the move (the hint),
   * `play` judges it, and the move and the defence's answers are played as the computer's. `done` once the line is
   * played out, `refused` where a move was not taken or none was given, `stopped` where another set-up began.
   */
  async show(
    next: (signal: AbortSignal) => Promise<string | null>,
    play: (notation: string, signal: AbortSignal) => Promise<ShownMove>,
    done: () => boolean,
    busy: () => void,
  ): Promise<'done' | 'refused' | 'stopped'> {
    const stamp = this.generation;
    while (!done()) {
      const hint = await next(this.stopper.signal);
      if (!this.live(stamp)) return 'stopped';
      if (!hint) return 'refused';
      busy();
      await this.pause();
      if (!this.live(stamp)) return 'stopped';
      const state = this.board.session().state;
      const shown = await play(hint, this.stopper.signal);
      if (!this.live(stamp)) return 'stopped';
      if (!shown.taken) return 'refused';
      this.board.commit(this.board.rules().moveFromString(state, hint), 'computer');
      if (!(await this.replies(shown.replies, busy))) return 'stopped';
    }
    return 'done';
  }

  private pause(): Promise<void> {
    return new Promise((r) => setTimeout(r, this.board.delayMs()));
  }
}
