/**
 * A board's puzzle mode (the `puzzle` attribute): the puzzle found (the day's, a random one, one
 * of the game's set by id, or one given as JSON), set up on the board, and played through a
 * `PuzzleRun`: the player's moves judged (the solution's, or the values the computer gives in its
 * worker), the defence's answers played after the board's `ai-delay`, hints, the solution, and
 * the solved puzzles remembered. Loaded the first time a board is given a puzzle.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BaseState, Player } from '../../core/game.js';
import { type Puzzle, PuzzleRun, dailyPuzzle, parsePuzzle, parsePuzzleInSlices } from '../../core/puzzle.js';
import type { MoveSource } from '../../core/session.js';
import type { PuzzleFailedEventDetail, PuzzleSolvedEventDetail } from '../base/events.js';
import { type Analyser, type PartHost, partHostOf, withOwn } from '../base/part-host.js';
import { CoachPlay } from '../base/coach-play.js';
import type { BoardHost } from '../base/board-host.js';
import type { Coach } from '../base/coach.js';
import type { PartsPort } from '../base/parts-port.js';
import { adoptPartStyles } from '../base/lazy-part.js';
import { readRecord, recordSolved, streakOf } from './puzzle-record.js';
import { puzzleStyles, renderPuzzlePanel } from './puzzle-view.js';
import { type PuzzleWords, correctThen } from './puzzle-words.js';
import { puzzleTables } from './puzzle-tables.js';

export { puzzleStyles } from './puzzle-view.js';

/** What the puzzle reads of its board and tells it, besides what every such part does. */
export interface PuzzleHost<S extends BaseState, M, O> extends PartHost<S, M, O> {
  /** The `puzzle` attribute. */
  spec(): string | undefined;
  /**
   * Sets up a position: a game of the puzzle's options (the game's defaults for any it leaves out, never the board's
   * attributes, so the position is the one the puzzle was checked in), then its moves; the player's own game kept aside.
   */
  setUp(options: Partial<O>, moves: readonly string[]): void;
  /** Takes the puzzle's position off: the player's own game again, as it was kept aside. */
  leave(): void;
  /** Plays a move on the board: the player's, or the defence's as the computer's. */
  commit(move: M, source: MoveSource): void;
  /** The pause before the defence answers (`ai-delay`). */
  delayMs(): number;
  /** The time to value a position off the solution (`ai-time`). */
  timeMs(): number;
  solved(detail: PuzzleSolvedEventDetail): void;
  failed(detail: PuzzleFailedEventDetail): void;
  /** The name of the side that solves, as the goal says it; '' in a game of one player. */
  sideName(player: Player): string;
}

type Phase = 'ready' | 'checking' | 'defending' | 'correct' | 'wrong' | 'solved';

export class PuzzleController<S extends BaseState, M, O> implements ReactiveController, Coach<M, O> {
  /** The puzzle shown, once found. */
  puzzle: Puzzle<O> | null = null;
  private run: PuzzleRun<S, M, O> | null = null;
  private phase: Phase = 'ready';
  private wrongMove = '';
  /** Why the rules refused the last move tried, in the board's words, shown before the goal until the next. */
  private refusal = '';
  private hints = 0;
  private shown = false;
  private daily = false;
  /** Days in a row the daily puzzle was solved, once one was. */
  private streak = 0;
  /** Each puzzle set up a generation: moves judged, the defence's answers, the solution shown. */
  private readonly play: CoachPlay<S, M, O>;
  private asked = false;
  /** Whether the `puzzle` attribute could not give a puzzle (the board plays a game meanwhile). */
  private unusable = false;

  /** The board adds it among its controllers through a `LazyPart`. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly board: PuzzleHost<S, M, O>,
  ) {
    this.play = new CoachPlay(board, 'puzzle');
  }

  /** Sets the puzzle up within this update (the attribute changed), once the parts before it ran. */
  ask(): void {
    this.asked = true;
  }

  hostUpdate(): void {
    if (!this.asked) return;
    this.asked = false;
    void this.load();
  }

  hostDisconnected(): void {
    this.play.abort();
  }

  /** Whether a puzzle is on the board (its moves go through the puzzle). */
  get active(): boolean {
    return this.run !== null;
  }

  /** Whether the `puzzle` attribute asks for a puzzle that is still being found. */
  get pending(): boolean {
    return !this.run && !this.unusable && !!this.board.spec()?.trim();
  }

  /** The side that solves, while a puzzle is on the board. */
  get side(): Player | null {
    return this.run?.side ?? null;
  }

  /** The options of the puzzle's game, while one is on the board. */
  get options(): Partial<O> | null {
    return this.run ? this.puzzle!.options : null;
  }

  /** Why the player may not move now, or null. */
  blocked(): string | null {
    if (this.pending) return 'The puzzle is loading.';
    const run = this.run;
    if (!run) return null;
    if (this.phase === 'checking' || this.phase === 'defending') return 'The puzzle is answering.';
    if (run.solved) return 'The puzzle is solved.';
    return this.board.session().state.turn === run.side ? null : "It is the defence's turn.";
  }

  /**
   * Finds the puzzle the attribute names and sets it up; a name that gives none is warned about once, and the board
   * plays a game.
   */
  async load(): Promise<void> {
    const spec = this.board.spec()?.trim() ?? '';
    this.play.renew();
    const stamp = this.play.stamp;
    if (!spec) return this.clear();
    let puzzle: Puzzle<O>;
    try {
      puzzle = await this.find(spec);
    } catch (e) {
      if (!this.play.live(stamp)) return;
      this.board.warn(
        `puzzle=${spec.slice(0, 80)}`,
        `puzzle: ${e instanceof Error ? e.message : String(e)} Playing a game instead.`,
      );
      this.unusable = true;
      return this.clear();
    }
    if (!this.play.live(stamp)) return;
    this.daily = spec === 'daily';
    this.begin(puzzle);
  }

  private async find(spec: string): Promise<Puzzle<O>> {
    const rules = this.board.rules();
    if (spec.startsWith('{')) return parsePuzzleInSlices(rules, spec);
    const set = await this.set();
    if (spec === 'daily') return dailyPuzzle(set);
    if (spec === 'random') return this.pick(set, null);
    const found = set.find((p) => p.id === spec);
    if (!found)
      throw new RangeError(
        `no puzzle "${spec.slice(0, 40)}" in the ${rules.id} set (${set[0]!.id} to ${set.at(-1)!.id}); give ` +
          `daily, random, an id or a puzzle as JSON.`,
      );
    return found;
  }

  /** The game's shipped set, each puzzle checked once as one given by a page would be. */
  private set(): Promise<Puzzle<O>[]> {
    // A set that could not be loaded (the network) is asked for again next time.
    return (this.shipped ??= this.loadSet().catch((e: unknown) => {
      this.shipped = undefined;
      throw e;
    }));
  }

  private shipped?: Promise<Puzzle<O>[]>;

  private async loadSet(): Promise<Puzzle<O>[]> {
    const load = this.board.ai().puzzles;
    if (!load) throw new RangeError(`${this.board.rules().id} has no puzzle set: give a puzzle as JSON.`);
    const set = (await load()).map((p) => parsePuzzle(this.board.rules(), p));
    if (set.length === 0) throw new RangeError('the puzzle set is empty.');
    return set;
  }

  /** A puzzle of `set` other than `not`, one not solved yet where there is one. */
  private pick(set: Puzzle<O>[], not: string | null): Puzzle<O> {
    const solved = new Set(readRecord(this.board.rules().id, this.board.warn).solved);
    const others = set.filter((p) => p.id !== not);
    const fresh = others.filter((p) => !solved.has(p.id));
    // An unsolved puzzle first, then any other than this one, then this one (a set of one).
    const from = [fresh, others].find((list) => list.length > 0) ?? set;
    return from[Math.floor(Math.random() * from.length)]!;
  }

  /** Sets `puzzle` up on the board, from its position. */
  private begin(puzzle: Puzzle<O>): void {
    const rules = this.board.rules();
    const valuer = (state: S, timeMs: number, signal?: AbortSignal) =>
      this.board.analyse(state, timeMs, signal ?? this.play.signal);
    this.puzzle = puzzle;
    this.unusable = false;
    this.run = new PuzzleRun(rules, puzzle, valuer, this.board.ai().reviewScale, this.board.timeMs());
    Object.assign(this, { phase: 'ready', hints: 0, shown: false, wrongMove: '', refusal: '' });
    this.streak = this.daily ? streakOf(readRecord(rules.id, this.board.warn)) : 0;
    this.board.hint(null);
    this.board.setUp(puzzle.options, puzzle.moves);
    this.host.requestUpdate();
    this.board.announce(this.describe());
  }

  /** Takes the puzzle off the board: the player's own game again. */
  private clear(): void {
    const had = this.run !== null;
    this.run = null;
    this.puzzle = null;
    if (had) this.board.leave();
    this.host.requestUpdate();
  }

  /**
   * Tries the player's `move`: throws `IllegalMoveError` at once for an illegal one; otherwise the
   * board plays it if it keeps the goal (then the defence answers), or says to try again.
   */
  attempt(move: M): void {
    const run = this.run!;
    const notation = this.play.legal(move);
    this.phase = 'checking';
    this.refusal = '';
    this.board.hint(null);
    this.host.requestUpdate();
    this.play.judge(
      (signal) => run.tryMove(notation, signal),
      async (verdict) => {
        if (verdict.verdict === 'wrong') {
          this.wrongMove = notation;
          this.settle('wrong');
          this.board.failed({ id: this.puzzle!.id, move: notation, tried: [...run.tried] });
          return;
        }
        this.board.commit(move, 'user');
        await this.defend(verdict.replies);
      },
      () => this.settle('ready'),
    );
  }

  /** Plays the defence's answers, each after the board's pause, then says where the puzzle stands. */
  private async defend(replies: readonly string[]): Promise<void> {
    if (!(await this.play.replies(replies, () => this.busy()))) return;
    if (this.run!.solved) this.finish();
    else this.settle('correct');
  }

  /** The defence is answering. */
  private busy(): void {
    this.phase = 'defending';
    this.host.requestUpdate();
  }

  private settle(phase: Phase): void {
    this.phase = phase;
    this.host.requestUpdate();
    this.board.announce(this.describe());
  }

  /** The puzzle is solved: told, and remembered unless the solution was shown. */
  private finish(): void {
    const { id } = this.puzzle!;
    const rules = this.board.rules();
    if (!this.shown) {
      const record = recordSolved(rules.id, id, this.daily, this.board.warn);
      if (this.daily) this.streak = streakOf(record);
    }
    this.settle('solved');
    this.board.solved({ id, tried: [...this.run!.tried], hints: this.hints, shown: this.shown });
  }

  /** The move to try now (the hint), marked on the board; null when there is none. */
  async hintMove(): Promise<M | null> {
    const run = this.run;
    if (!run || this.blocked()) return null;
    const stamp = this.play.stamp;
    const hint = await run.hint(this.play.signal);
    if (!hint || !this.play.live(stamp)) return null;
    this.hints++;
    return this.board.rules().moveFromString(this.board.session().state, hint);
  }

  /** Plays the rest of the solution, the player's moves and the defence's, each after the board's pause. */
  async showSolution(): Promise<void> {
    const run = this.run;
    if (!run || run.solved || this.phase === 'checking' || this.phase === 'defending') return;
    this.shown = true;
    const shown = await this.play.show(
      (signal) => run.hint(signal),
      async (hint, signal) => {
        const verdict = await run.tryMove(hint, signal);
        return { taken: verdict.verdict !== 'wrong', replies: verdict.replies };
      },
      () => run.solved,
      () => this.busy(),
    );
    if (shown === 'done') this.finish();
    else if (shown === 'refused') this.settle('ready');
  }

  /** The same puzzle again, from its position. */
  restart(): void {
    if (!this.puzzle) return;
    this.play.renew();
    this.begin(this.puzzle);
  }

  /** Another puzzle of the game's set. */
  async next(): Promise<void> {
    this.play.renew();
    const stamp = this.play.stamp;
    try {
      const set = await this.set();
      if (!this.play.live(stamp)) return;
      this.daily = false;
      this.begin(this.pick(set, this.puzzle?.id ?? null));
    } catch (e) {
      this.board.warn('puzzle-next', `puzzle: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  refused(reason: string): void {
    if (!this.run || this.blocked()) return;
    this.refusal = reason;
    this.phase = 'ready';
    this.host.requestUpdate();
  }

  /** The status line: the goal, or what the last move came to. */
  describe(): string {
    const w = this.words();
    const p = this.puzzle;
    if (!p || !this.run) return this.pending ? w.puzzleLoading : '';
    const goal = w.puzzleGoal(this.board.sideName(this.run.side), p.goal, this.run.movesLeft);
    switch (this.phase) {
      case 'checking':
        return w.puzzleChecking;
      case 'defending':
        return w.puzzleCorrect;
      case 'correct':
        return correctThen(w, goal);
      case 'wrong':
        return w.puzzleWrong(this.wrongMove);
      case 'solved':
        return w.puzzleSolved(this.shown);
      default:
        return this.refusal ? this.board.text().sentences([this.refusal, goal]) : goal;
    }
  }

  /** The panel under the board: the puzzle's name, the streak, and its buttons. */
  render(hint: () => void, pass: (() => void) | null): unknown {
    const p = this.puzzle;
    if (!p || !this.run) return null;
    const busy = this.phase === 'checking' || this.phase === 'defending';
    return renderPuzzlePanel(
      { ...this.words(), pass: this.board.text().pass },
      {
        id: p.id,
        difficulty: p.difficulty ?? null,
        streak: this.daily && this.streak > 0 ? this.streak : null,
        solved: this.run.solved,
        busy,
        hint: this.run.solved || busy ? null : hint,
        solution: this.run.solved || busy ? null : () => void this.showSolution(),
        restart: () => this.restart(),
        next: this.board.ai().puzzles ? () => void this.next() : null,
        pass,
      },
    );
  }

  private words(): PuzzleWords {
    return withOwn(this.board.words('puzzle', puzzleTables), this.board.text());
  }
}

/** The puzzle wired to its board's core and computer, its styles adopted: the board loads it, this with it. */
export function puzzlePart<S extends BaseState, M, O>(
  host: BoardHost,
  core: PartsPort<S, M, O>,
  computer: Analyser<S, M>,
): PuzzleController<S, M, O> {
  adoptPartStyles(host, puzzleStyles);
  // Asked once now, so the board's first render with the puzzle waits for the texts of its language.
  core.words('puzzle', puzzleTables);
  return new PuzzleController<S, M, O>(host, {
    ...partHostOf(core, computer),
    spec: () => host.puzzle,
    setUp: (options, moves) => core.setUpPosition(options, moves),
    leave: () => core.returnToOwnGame(),
    commit: (move, source) => core.commit(move, source),
    delayMs: () => host.settings.aiDelay,
    timeMs: () => host.settings.aiTime,
    solved: (detail) => core.emit('puzzle-solved', detail),
    failed: (detail) => core.emit('puzzle-failed', detail),
    sideName: (side) => (core.game.onePlayer ? '' : core.sideMark(side) || core.playerName(side)),
  });
}
