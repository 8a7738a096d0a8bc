/**
 * A board's review (the `review` attribute, `openReview()`): the game's positions valued by the
 * computer in its worker, from the end back to the start (`reviewLine`), each move marked, and the
 * positions stepped through. Loaded the first time a board opens a review. The values of a line
 * are kept for the page's life, so a review opened again is shown at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BaseState } from '../../core/game.js';
import {
  type GameReview,
  type ReviewedMove,
  restoreReviewInSlices,
  reviewLine,
  saveReview,
} from '../../core/review.js';
import { type Analyser, type PartHost, partHostOf, withOwn } from '../base/part-host.js';
import type { BoardHost } from '../base/board-host.js';
import type { PartsPort } from '../base/parts-port.js';
import { adoptPartStyles } from '../base/lazy-part.js';
import type { ReviewReadyEventDetail } from '../base/events.js';
import type { ListedMove } from '../render/move-list.js';
import { renderReviewPanel, reviewStyles } from './review-view.js';
import type { ReviewWords } from './review-words.js';
import { reviewTables } from './review-tables.js';

export { reviewStyles } from './review-view.js';

/** What the review reads of its board and tells it, besides what every such part does. */
export interface ReviewHost<S extends BaseState, M, O> extends PartHost<S, M, O> {
  /** The time for each position (`review-time`). */
  timeMs(): number;
  progress(done: number, total: number): void;
  ready(detail: ReviewReadyEventDetail): void;
}

/** A finished review and the time each position had. */
type Finished<M> = GameReview<M> & { timeMs: number };

/** The values of each line reviewed on this page, by game and moves: a review opened again is shown at once. */
const reviewed = new Map<string, Finished<unknown>>();

/** The marks as the move list shows them after a move, in the custom of game records. */
export const MARK_SIGNS = { best: '', good: '', inaccuracy: '?!', mistake: '?', blunder: '??' } as const;

export class ReviewController<S extends BaseState, M, O> implements ReactiveController {
  /** The review as far as it has come (null until the first position is valued). */
  result: GameReview<M> | null = null;
  /** Positions valued, of `total`. */
  done = 0;
  total = 0;
  /** The position shown: the number of moves played before it (0, the start, to `total`). */
  step = 0;
  /** Why the review could not be made, if it could not. */
  failure: string | null = null;
  /** Showing, instead of the position after the move, the one before it with the better move marked. */
  better = false;
  private running: AbortController | null = null;
  private line = '';
  /** An opening asked for during an update, made once the update's controllers have run. */
  private asked = false;

  /**
   * The board adds it among its controllers through a `LazyPart`, after the saving part: a saved game is resumed before
   * the review opens on it.
   */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly board: ReviewHost<S, M, O>,
  ) {}

  hostDisconnected(): void {
    this.stop();
  }

  /** Opens the review within this update, once the parts before it (a saved game resumed) are done. */
  ask(): void {
    this.asked = true;
  }

  hostUpdate(): void {
    if (!this.asked) return;
    this.asked = false;
    this.open();
  }

  /** Opens the review of the game as it stands, at its last position, and values what is not valued yet. */
  open(): void {
    const session = this.board.session();
    const moves = session.moves;
    const head = `${this.board.rules().id}|${session.optionsKey}|`;
    const line = `${head}${moves.join(' ')}`;
    // The same game, being valued: nothing to start again.
    if (line === this.line && this.busy) return;
    // The game went on (a move of an online friend): the moves reviewed before keep their values, and the position
    // shown stays unless it was the last.
    const went = this.line.startsWith(head) && line.startsWith(`${this.line} `) ? this.result?.moves : undefined;
    const atEnd = this.step === this.total;
    this.total = moves.length;
    if (line !== this.line && (!went || atEnd)) this.step = moves.length;
    this.line = line;
    this.failure = null;
    const start = session.past[0]?.before ?? session.state;
    const known = reviewed.get(line) as Finished<M> | undefined;
    if (known && this.takes(known)) return this.show(line, known);
    const data = known ? null : session.keptReview;
    if (data === null) return this.value(line, start, went);
    // The review kept with the game (its save, `import()`), read back in slices: a long game's
    // never holds the page; one that cannot be read is dropped with a warning, and the game valued.
    this.stop();
    const running = (this.running = new AbortController());
    this.result = null;
    this.done = 0;
    this.host.requestUpdate();
    restoreReviewInSlices(
      this.board.rules(),
      this.board.ai().reviewScale,
      moves,
      data,
      { start },
      { signal: running.signal },
    ).then(
      (kept) => {
        if (this.running !== running) return;
        this.running = null;
        if (this.takes(kept)) this.show(line, kept);
        else this.value(line, start, went);
      },
      (e: unknown) => {
        if (this.running !== running || running.signal.aborted) return;
        this.running = null;
        this.board.warn(
          `review:${moves.join(' ')}`,
          `the review saved with this game cannot be read (${e instanceof Error ? e.message : String(e)}); ` +
            `valuing the game again.`,
        );
        session.keepReview(null);
        this.value(line, start, went);
      },
    );
  }

  /** Whether values made before are taken: unless this review is to give each position more time. */
  private takes(known: Finished<M>): boolean {
    return known.complete || known.timeMs >= this.board.timeMs();
  }

  /** Shows `known`, the values of `line` made before, at once. */
  private show(line: string, known: Finished<M>): void {
    const session = this.board.session();
    reviewed.set(line, known as Finished<unknown>);
    if (session.keptReview === null) session.keepReview(saveReview(known, known.timeMs));
    this.result = known;
    this.done = this.total;
    this.host.requestUpdate();
    this.board.ready(this.detail(known));
  }

  /**
   * Values the positions of `line` in the worker, from the end back; `went` are the moves reviewed before the game went
   * on.
   */
  private value(line: string, start: S, went: readonly (ReviewedMove<M> | null)[] | undefined): void {
    const session = this.board.session();
    const moves = session.moves;
    this.stop();
    const running = (this.running = new AbortController());
    this.result = null;
    this.done = 0;
    this.host.requestUpdate();
    const timeMs = this.board.timeMs();
    reviewLine(
      this.board.rules(),
      this.board.ai().reviewScale,
      moves,
      (state, timeMs, signal, fixed) => this.board.analyse(state, timeMs, signal!, fixed),
      {
        start,
        timeMs,
        signal: running.signal,
        ...(went ? { known: went as readonly (ReviewedMove<unknown> | null)[] } : {}),
        onProgress: (review, done, total) => {
          this.result = review as GameReview<M>;
          this.done = done;
          this.board.progress(done, total);
          this.host.requestUpdate();
        },
      },
    ).then(
      (review) => {
        if (this.running !== running) return;
        this.running = null;
        this.result = review;
        reviewed.set(line, { ...review, timeMs } as Finished<unknown>);
        // Kept with the game: its save and `export()` carry the values, so a review opened after a reload needs no
        // analysis.
        session.keepReview(saveReview(review, timeMs));
        this.host.requestUpdate();
        this.board.ready(this.detail(review));
        this.board.announce(`${this.summary()} ${this.describe(this.step)}`);
      },
      (e: unknown) => {
        if (this.running !== running || running.signal.aborted) return;
        this.running = null;
        this.failure = e instanceof Error ? e.message : String(e);
        this.host.requestUpdate();
      },
    );
  }

  /** Stops valuing positions (the review closed, the game changed). */
  stop(): void {
    this.running?.abort(new DOMException('The review was closed.', 'AbortError'));
    this.running = null;
  }

  /** Whether positions are still being valued. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** Shows the position after `step` moves (clamped), and says its move. */
  go(step: number): void {
    const next = Math.max(0, Math.min(this.total, step));
    if (next === this.step && !this.better) return;
    this.step = next;
    this.setBetter(false);
    this.board.announce(this.describe(next));
  }

  /** Whether the shown move has a better one to show. */
  get canShowBetter(): boolean {
    const r = this.moveAt(this.step);
    return r !== null && r.mark !== 'best' && r.bestNotation !== r.notation;
  }

  /**
   * Shows the position before the shown move with the better move marked on it, or goes back to the position after the
   * move.
   */
  showBetter(on: boolean): void {
    if (on && !this.canShowBetter) return;
    this.setBetter(on);
    this.board.announce(this.describe(this.step));
  }

  private setBetter(on: boolean): void {
    this.better = on;
    this.board.hint(on ? this.moveAt(this.step)!.best : null);
    this.host.requestUpdate();
  }

  /** The position shown and the move that led to it. */
  shown(): { state: S; lastMove: M | null } {
    const session = this.board.session();
    const past = session.past;
    // The better move is shown on the position it was played from.
    if (this.better && this.step > 0)
      return { state: past[this.step - 1]!.before, lastMove: this.step > 1 ? past[this.step - 2]!.move : null };
    if (this.step >= past.length) return { state: session.state, lastMove: past.at(-1)?.move ?? null };
    return { state: past[this.step]!.before, lastMove: this.step > 0 ? past[this.step - 1]!.move : null };
  }

  /** The reviewed move that led to the position after `step` moves, once valued. */
  moveAt(step: number): ReviewedMove<M> | null {
    return step > 0 ? (this.result?.moves[step - 1] ?? null) : null;
  }

  /** How the move list shows the move that led to the position after `step` moves: its mark, a way there, its line. */
  listing(step: number): Omit<ListedMove, 'notation' | 'player'> {
    return {
      mark: this.moveAt(step)?.mark,
      current: this.step === step,
      select: () => this.go(step),
      label: this.describeMove(step),
    };
  }

  /**
   * The text of the position after `step` moves: its move, its mark, what it gave away and the better move (or, while
   * it is shown, the better move's line).
   */
  describe(step: number): string {
    const r = this.moveAt(step);
    if (r && this.better && step === this.step) return this.words().betterMove(step, r.bestNotation, r.notation);
    return this.describeMove(step);
  }

  /**
   * The line of the move that led to the position after `step` moves, for the status, the move
   * list and the graph: its mark and why (an outcome given away, a position already lost or won),
   * or why it has none.
   */
  describeMove(step: number): string {
    const m = this.words();
    if (step === 0) return m.reviewStart;
    const r = this.moveAt(step);
    const notation = this.board.session().past[step - 1]?.notation ?? '';
    // A finished review says why a move is unmarked; a running one, that it is still to come.
    if (!r) return m.reviewedMove(step, notation, this.busy ? m.notValuedYet : m.notValued, null, null);
    return m.reviewedMove(step, r.notation, m.marks[r.mark], this.why(r, m), r.mark === 'best' ? null : r.bestNotation);
  }

  /**
   * Why a move with certain outcomes got its mark: an outcome given away; else, where the best move loses too, the
   * position was lost already; where both win, the slower win is still one.
   */
  private why(r: ReviewedMove<M>, m: ReviewWords): string | null {
    if (!r.outcome || !r.bestOutcome) return null;
    if (r.outcome !== r.bestOutcome) return m.gaveAway(r.bestOutcome, r.outcome);
    if (r.outcome === 'loss') return m.alreadyLost;
    return r.outcome === 'win' && r.value < r.bestValue ? m.alreadyWon : null;
  }

  /** A finished review's summary line: the moves of each mark, and those not valued. */
  summary(): string {
    const counts = { best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
    let unmarked = 0;
    for (const r of this.result?.moves ?? []) {
      if (r) counts[r.mark]++;
      else unmarked++;
    }
    return this.words().reviewDone(counts, this.result ? unmarked : this.total);
  }

  /**
   * The panel's summary: the progress while the review runs, the count of each mark once done, none after a failure.
   */
  private panelSummary(): string | null {
    if (this.busy) return this.words().reviewing(this.done, this.total);
    return this.failure ? null : this.summary();
  }

  /** The panel: the progress, the graph, the steps and the shown move's line. */
  render(close: () => void): unknown {
    const review = this.result;
    const m = this.words();
    return renderReviewPanel(m, {
      step: this.step,
      total: this.total,
      done: this.done,
      busy: this.busy,
      failure: this.failure,
      line: this.describe(this.step),
      summary: this.panelSummary(),
      points: review?.points ?? [],
      marks: review?.moves.map((r) => r?.mark ?? null) ?? [],
      describe: (step) => this.describeMove(step),
      scale: this.board.ai().reviewScale,
      locale: this.board.locale(),
      go: (step) => this.go(step),
      better: this.canShowBetter ? { on: this.better, toggle: () => this.showBetter(!this.better) } : null,
      close,
    });
  }

  /** The review's texts in the board's language, with the board's own over them. */
  private words(): ReviewWords {
    const table = this.board.words('review', reviewTables);
    const text = this.board.text();
    // Made once per table and texts: the graph asks for them at each of its points.
    if (this.wordsFor?.table !== table || this.wordsFor.text !== text)
      this.wordsFor = {
        table,
        text,
        words: { ...withOwn(table, text), review: text.review, sentences: text.sentences },
      };
    return this.wordsFor.words;
  }

  private wordsFor?: { table: unknown; text: unknown; words: ReviewWords };

  private detail(review: GameReview<M>): ReviewReadyEventDetail {
    return {
      moves: review.moves.map((r) =>
        r
          ? {
              move: r.notation,
              player: r.player,
              mark: r.mark,
              value: r.value,
              exact: r.exact,
              outcome: r.outcome,
              best: r.bestNotation,
              bestValue: r.bestValue,
              bestExact: r.bestExact,
              bestOutcome: r.bestOutcome,
            }
          : null,
      ),
      points: review.points.map((p) => (p ? { ...p } : null)),
    };
  }
}

/** The review wired to its board's core and computer, its styles adopted: the board loads it, this with it. */
export function reviewPart<S extends BaseState, M, O>(
  host: BoardHost,
  core: PartsPort<S, M, O>,
  computer: Analyser<S, M>,
): ReviewController<S, M, O> {
  adoptPartStyles(host, reviewStyles);
  // Asked once now, so the board's first render with the review waits for the texts of its language.
  core.words('review', reviewTables);
  return new ReviewController<S, M, O>(host, {
    ...partHostOf(core, computer),
    timeMs: () => host.settings.reviewTime,
    progress: (done, total) => core.emit('review-progress', { done, total }),
    ready: (detail) => core.emit('review-ready', detail),
  });
}
