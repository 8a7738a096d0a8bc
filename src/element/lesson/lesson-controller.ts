/**
 * A board's lesson mode (the `lesson` attribute): the game's course (or a page's own `lessons`, or one lesson given as
 * JSON), each lesson a few steps, each step a position set up on the board and one thing to do there. The player's
 * moves go through a `StepRun`: a legal move the step does not ask for is refused in the step's own words (an illegal
 * one the board has already explained by the rules, and the panel shows that too), a win step is judged as a puzzle
 * (its defence answering after the board's `ai-delay`), and the steps done are remembered per site. Hints show the
 * step's words first, then mark the move; "Show me" plays it. Loaded the first time a board is given a lesson.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BaseState, Player } from '../../core/game.js';
import type { CourseTexts, Lesson, LessonStep, StepTexts } from '../../core/lesson-data.js';
import { StepRun } from '../../core/lesson.js';
import type { Coach } from '../base/coach.js';
import { CoachPlay } from '../base/coach-play.js';
import { readLessonRecord, recordStepDone } from './lesson-record.js';
import { renderLessonPanel } from './lesson-view.js';
import type { LessonHost } from './lesson-host.js';
import type { LessonWords } from './lesson-words.js';
import { lessonTables } from './lesson-tables.js';
import { LessonList } from './lesson-list.js';

type Phase = 'ready' | 'checking' | 'defending' | 'correct' | 'wrong' | 'done';

export class LessonController<S extends BaseState, M, O> implements ReactiveController, Coach<M, O> {
  private list: LessonList<O> = LessonList.none();
  private index = 0;
  private stepIndex = 0;
  private run: StepRun<S, M, O> | null = null;
  private phase: Phase = 'ready';
  /** What the panel says under the title: why a move was refused, a wrong move's words, a step's done words. */
  private feedback = '';
  private hintTold = false;
  private hints = 0;
  private shown = false;
  /** Each step set up a generation: moves judged, the defence's answers, the move shown. */
  private readonly play: CoachPlay<S, M, O>;
  private asked = false;
  /** Whether the attributes could not give a lesson (the board plays a game meanwhile). */
  private unusable = false;
  /** The course's last step done: the panel offers a game. */
  private finished = false;

  /** The board adds it among its controllers through a `LazyPart`. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly board: LessonHost<S, M, O>,
  ) {
    this.play = new CoachPlay(board, 'lesson');
  }

  /** Sets the lesson up within this update (an attribute changed), once the parts before it ran. */
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

  get active(): boolean {
    return this.run !== null;
  }

  get pending(): boolean {
    return !this.run && !this.unusable && !!this.board.spec()?.trim();
  }

  get side(): Player | null {
    return this.run?.side ?? null;
  }

  get options(): Partial<O> | null {
    return this.run ? this.run.step.options : null;
  }

  blocked(): string | null {
    if (this.pending) return 'The lesson is loading.';
    const run = this.run;
    if (!run) return null;
    if (this.phase === 'checking' || this.phase === 'defending') return 'The lesson is answering.';
    if (run.solved) return 'The step is done: go on to the next.';
    return this.board.session().state.turn === run.side ? null : "It is the other side's turn.";
  }

  /** Finds the lessons and the one the attribute names, and sets its first step up; a name that gives none is warned about once. */
  async load(): Promise<void> {
    const spec = this.board.spec()?.trim() ?? '';
    this.play.renew();
    const stamp = this.play.stamp;
    if (!spec) return this.clear();
    try {
      await this.read(spec);
      if (!this.play.live(stamp)) return;
      const at = this.list.place(spec, new Set(this.record().done));
      await this.open(at.lesson, at.step, stamp);
    } catch (e) {
      if (!this.play.live(stamp)) return;
      this.board.warn(
        `lesson=${spec.slice(0, 80)}`,
        `lesson: ${e instanceof Error ? e.message : String(e)} Playing a game instead.`,
      );
      this.unusable = true;
      this.clear();
    }
  }

  /** The course's lessons: one given as JSON, the page's own `lessons`, or the game's. */
  private async read(spec: string): Promise<void> {
    const rules = this.board.rules();
    this.unusable = false;
    if (spec.startsWith('{')) return void (this.list = LessonList.single(rules, spec));
    const own = this.board.own()?.trim();
    if (own) return void (this.list = LessonList.own(own));
    const load = this.board.ai().course;
    if (!load) throw new RangeError(`${rules.id} has no course: give lessons as JSON (lessons="[…]").`);
    this.list = LessonList.course(await load());
  }

  /** The lesson at `i`, read (checked by the rules) the first time it is opened. */
  private lessonAt(i: number): Lesson<O> {
    return this.list.lessonAt(this.board.rules(), i);
  }

  /** Opens lesson `i` at its step `step`. */
  private async open(i: number, step: number, stamp: number): Promise<void> {
    const lesson = this.lessonAt(i);
    // The texts of the course in the board's language: asked, then waited for (the board's update waits for them), so
    // the goal is never said in English first.
    this.texts();
    this.host.requestUpdate();
    await this.host.updateComplete;
    if (!this.play.live(stamp)) return;
    this.index = i;
    this.begin(Math.min(step, lesson.steps.length - 1));
  }

  /** Sets step `n` of the lesson open up on the board, from its position. */
  private begin(n: number): void {
    const lesson = this.lessonAt(this.index);
    const step = lesson.steps[n]!;
    const rules = this.board.rules();
    const valuer = (state: S, timeMs: number, signal?: AbortSignal) =>
      this.board.analyse(state, timeMs, signal ?? this.play.signal);
    this.stepIndex = n;
    this.run = new StepRun(rules, step, null, valuer, this.board.ai().reviewScale, this.board.timeMs());
    Object.assign(this, { phase: 'ready', feedback: '', hintTold: false, hints: 0, shown: false, finished: false });
    this.board.hint(null);
    this.board.setUp(step.options, step.moves);
    this.host.requestUpdate();
    this.board.announce(this.sentences([this.heading(), this.describe()]));
  }

  /** Takes the lesson off the board: the player's own game again. */
  private clear(): void {
    const had = this.run !== null;
    this.run = null;
    if (had) this.board.leave();
    this.host.requestUpdate();
  }

  /** Ends the lessons: the board plays its own game again. */
  stop(): void {
    this.play.renew();
    this.clear();
  }

  attempt(move: M): void {
    const run = this.run!;
    this.play.legal(move);
    this.phase = 'checking';
    this.feedback = '';
    this.board.hint(null);
    this.host.requestUpdate();
    this.play.judge(
      (signal) => run.tryMove(move, signal),
      async (verdict) => {
        if (verdict.verdict === 'wrong' || verdict.verdict === 'illegal') {
          // A page's own step carries its words (`said`); a course's are in the board's language, by move. An illegal
          // move the board explains before it comes here; a script's is said by the rules.
          const wrong = this.stepTexts()?.wrong;
          this.feedback =
            verdict.verdict === 'illegal'
              ? String(verdict.refusal.values.message ?? this.words().lessonWrong)
              : (verdict.said ?? wrong?.[verdict.move] ?? wrong?.['*'] ?? this.words().lessonWrong);
          return this.settle('wrong');
        }
        this.board.commit(move, 'user');
        await this.defend(verdict.replies);
      },
      () => this.settle('ready'),
    );
  }

  /** Plays a win step's defence, each move after the board's pause, then says where the step stands. */
  private async defend(replies: readonly string[]): Promise<void> {
    if (!(await this.play.replies(replies, () => this.busy()))) return;
    if (this.run!.solved) this.finish();
    else this.settle('correct');
  }

  /** The defence is answering, or the move is being shown. */
  private busy(): void {
    this.phase = 'defending';
    this.feedback = '';
    this.host.requestUpdate();
  }

  private settle(phase: Phase): void {
    this.phase = phase;
    this.host.requestUpdate();
    this.board.announce(this.sentences([this.feedback, phase === 'wrong' ? '' : this.describe()]));
  }

  /** The step is done: told, remembered (unless its move was shown), and the lesson's end told. */
  private finish(): void {
    const run = this.run!;
    const lesson = this.lessonAt(this.index);
    const step = run.step;
    const w = this.words();
    const rules = this.board.rules();
    if (!this.shown) recordStepDone(rules.id, this.list.own, `${lesson.id}/${step.id}`, this.board.warn);
    const last = this.stepIndex === lesson.steps.length - 1;
    // The course's end offers a game; the course is complete once every step of it was done here, skipped ones not.
    this.finished = last && this.index === this.list.length - 1;
    const done = new Set(this.record().done);
    const complete =
      last && Array.from({ length: this.list.length }, (_, i) => this.list.allDone(i, done)).every(Boolean);
    const said = this.shown ? w.lessonShown : (this.stepTexts()?.done ?? w.lessonDone);
    this.feedback = this.sentences([
      said,
      last ? w.lessonComplete(this.title(this.index)) : '',
      complete ? w.courseComplete : '',
    ]);
    this.phase = 'done';
    this.host.requestUpdate();
    this.board.announce(this.feedback);
    this.board.stepDone({
      lesson: lesson.id,
      step: step.id,
      index: this.stepIndex,
      tried: [...run.tried],
      hints: this.hints,
      shown: this.shown,
    });
    if (last)
      this.board.lessonComplete({
        lesson: lesson.id,
        index: this.index,
        steps: lesson.steps.length,
        done: lesson.steps.filter((s) => done.has(`${lesson.id}/${s.id}`)).length,
        course: complete,
      });
  }

  async hintMove(): Promise<M | null> {
    const run = this.run;
    if (!run || this.blocked()) return null;
    const stamp = this.play.stamp;
    const hint = await run.hint(this.play.signal);
    if (!hint || !this.play.live(stamp)) return null;
    this.hints++;
    return this.board.rules().moveFromString(this.board.session().state, hint);
  }

  /** The Hint button: the step's words first, where it has some; then the move marked on the board. */
  private hintButton(mark: () => void): void {
    const said = this.stepTexts()?.hint;
    if (said && !this.hintTold) {
      this.hintTold = true;
      this.feedback = said;
      this.host.requestUpdate();
      this.board.announce(said);
      return;
    }
    mark();
  }

  /** Plays the step's move for the player (and a win step's line to its end), each after the board's pause. */
  async show(): Promise<void> {
    const run = this.run;
    if (!run || run.solved || this.phase === 'checking' || this.phase === 'defending') return;
    this.shown = true;
    const shown = await this.play.show(
      (signal) => run.hint(signal),
      async (hint, signal) => {
        const verdict = await run.tryMove(this.board.rules().moveFromString(this.board.session().state, hint), signal);
        const taken = verdict.verdict === 'correct' || verdict.verdict === 'done';
        return { taken, replies: taken ? verdict.replies : [] };
      },
      () => run.solved,
      () => this.busy(),
    );
    if (shown === 'done') this.finish();
    else if (shown === 'refused') this.settle('ready');
  }

  restart(): void {
    if (!this.run) return;
    this.play.renew();
    this.begin(this.stepIndex);
  }

  /** The step after (`1`) or before (`-1`), across the lessons' ends. */
  private move(by: 1 | -1): void {
    this.play.renew();
    const stamp = this.play.stamp;
    const steps = this.lessonAt(this.index).steps.length;
    const step = this.stepIndex + by;
    if (step >= 0 && step < steps) return this.begin(step);
    const lesson = this.index + by;
    if (lesson < 0 || lesson >= this.list.length) return;
    void this.goTo(lesson, by > 0 ? 0 : Number.MAX_SAFE_INTEGER, stamp);
  }

  /** Opens another lesson (the list); one that cannot be read is warned about, and the lesson open stays. */
  private async goTo(i: number, step: number, stamp?: number): Promise<void> {
    if (stamp === undefined) this.play.renew();
    try {
      await this.open(i, step, stamp ?? this.play.stamp);
    } catch (e) {
      this.board.warn(`lesson-open:${this.list.idOf(i)}`, `lesson: ${e instanceof Error ? e.message : String(e)}`);
      this.host.requestUpdate();
    }
  }

  refused(reason: string): void {
    // A move refused while the lesson answers, or once the step is done, is the board's business, not the step's.
    if (!this.run || this.blocked()) return;
    this.feedback = reason;
    this.phase = this.run.solved ? 'done' : 'wrong';
    this.host.requestUpdate();
  }

  /** The status line: the step's goal, or what the last move came to. */
  describe(): string {
    const w = this.words();
    if (!this.run) return this.pending ? w.lessonLoading : '';
    switch (this.phase) {
      case 'checking':
        return w.lessonChecking;
      case 'defending':
        return w.lessonCorrect;
      case 'done':
        return this.feedback;
      default:
        return this.goal();
    }
  }

  /** The step's goal, in its words. */
  private goal(): string {
    return this.stepTexts()?.goal ?? '';
  }

  /** "Lesson 2 of 7: Flips", then "Step 1 of 3". */
  private heading(): string {
    const w = this.words();
    const steps = this.lessonAt(this.index).steps.length;
    return this.sentences([
      w.lessonTitle(this.index + 1, this.list.length, this.title(this.index)),
      steps > 1 ? w.lessonStep(this.stepIndex + 1, steps) : '',
    ]);
  }

  render(hint: () => void, pass: (() => void) | null): unknown {
    const run = this.run;
    if (!run) return null;
    const w = this.words();
    const busy = this.phase === 'checking' || this.phase === 'defending';
    const lesson = this.lessonAt(this.index);
    const firstStep = this.index === 0 && this.stepIndex === 0;
    const lastStep = this.index === this.list.length - 1 && this.stepIndex === lesson.steps.length - 1;
    const done = new Set(this.record().done);
    return renderLessonPanel(
      { ...w, pass: this.board.text().pass },
      {
        title: w.lessonTitle(this.index + 1, this.list.length, this.title(this.index)),
        step: lesson.steps.length > 1 ? w.lessonStep(this.stepIndex + 1, lesson.steps.length) : '',
        feedback: this.phase === 'done' ? '' : this.feedback,
        kind: this.phase === 'done' ? 'done' : this.phase === 'wrong' ? 'wrong' : 'note',
        done: run.solved,
        busy,
        lessons: Array.from({ length: this.list.length }, (_, i) =>
          w.lessonEntry(i + 1, this.title(i), this.list.allDone(i, done)),
        ),
        index: this.index,
        hint: run.solved || busy || run.step.goal === 'any' ? null : () => this.hintButton(hint),
        show: run.solved || busy || run.step.goal === 'any' ? null : () => void this.show(),
        restart: busy ? null : () => this.restart(),
        previous: firstStep || busy ? null : () => this.move(-1),
        next: lastStep || busy ? null : () => this.move(1),
        play: this.finished ? () => this.board.end(true) : null,
        leave: () => this.board.end(false),
        pass,
        choose: (i) => void this.goTo(i, 0),
      },
    );
  }

  /** The title of lesson `i`: its own, its course's in the board's language, or its id. */
  private title(i: number): string {
    return this.list.ownTitle(i) ?? this.texts()?.[this.list.idOf(i)]?.title ?? this.list.idOf(i);
  }

  /** The step's texts: its own, or its course's in the board's language. */
  private stepTexts(): StepTexts | undefined {
    const step: LessonStep<O> | undefined = this.run?.step;
    if (!step) return undefined;
    return step.texts ?? this.texts()?.[this.list.idOf(this.index)]?.steps[step.id];
  }

  private texts(): CourseTexts | null {
    // By game (`reversi-course`), so a page's texts for one game's course touch no other's.
    const { texts } = this.list;
    return texts ? this.board.words(`${this.board.rules().id}-course`, texts) : null;
  }

  private record() {
    return readLessonRecord(this.board.rules().id, this.list.own, this.board.warn);
  }

  private words(): LessonWords {
    return this.board.words('lesson', lessonTables);
  }

  /** Sentences joined as the board's language joins them. */
  private sentences(parts: string[]): string {
    return this.board.text().sentences(parts);
  }
}
