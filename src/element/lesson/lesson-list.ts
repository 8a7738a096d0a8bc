/**
 * The lessons a board teaches from, as the `lesson` and `lessons` attributes give them: one lesson as JSON, a page's
 * own list, or the game's course. Each lesson is read (checked by the rules) the first time it is opened, so a page's
 * long course costs only the lessons its reader opens; before that its title and step ids come from its data.
 */
import { MAX_LINE_TEXT } from '../../core/game.js';
import type { Course, Lesson } from '../../core/lesson-data.js';
import { MOST_STEPS } from '../../core/lesson-data.js';
import { parseLesson } from '../../core/lesson.js';
import type { BaseState, Game } from '../../core/game.js';

/** A page's own course may not be longer than this many lessons. */
const MOST_LESSONS = MOST_STEPS;

/** One of the lessons: its data, its id, and the lesson once read. */
interface Entry<O> {
  readonly data: unknown;
  readonly id: string;
  lesson: Lesson<O> | null;
}

/** Where to begin: a lesson's place in the list, and its step's. */
export interface LessonPlace {
  readonly lesson: number;
  readonly step: number;
}

export class LessonList<O> {
  private constructor(
    private readonly entries: Entry<O>[],
    /** Whether the lessons are a page's own (their texts their own, their record apart). */
    readonly own: boolean,
    /** The course's texts, for the game's own course. */
    readonly texts: Course['texts'] | null,
  ) {}

  /** One lesson given as JSON (`lesson='{…}'`), read at once. */
  static single<S extends BaseState, M, O>(rules: Game<S, M, O>, text: string): LessonList<O> {
    const lesson = parseLesson(rules, text);
    return new LessonList([{ data: null, id: lesson.id, lesson }], true, null);
  }

  /** A page's own lessons (`lessons`): a JSON list of at most 40, each with an id of its own. */
  static own<O>(text: string): LessonList<O> {
    if (text.length > MAX_LINE_TEXT)
      throw new RangeError(`the lessons are ${text.length} characters long; at most ${MAX_LINE_TEXT} are read.`);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new RangeError('"lessons" is not valid JSON.');
    }
    if (!Array.isArray(data) || data.length === 0 || data.length > MOST_LESSONS)
      throw new RangeError(`"lessons" is not a list of 1 to ${MOST_LESSONS} lessons.`);
    const entries = data.map((lesson: unknown, i): Entry<O> => {
      const id = (lesson as { id?: unknown } | null)?.id;
      if (typeof id !== 'string' || !/^[\w.-]{1,64}$/.test(id))
        throw new RangeError(`lesson ${i + 1} of "lessons" has no "id" of letters, digits, dots and dashes.`);
      return { data: lesson, id, lesson: null };
    });
    if (new Set(entries.map((e) => e.id)).size !== entries.length)
      throw new RangeError('two lessons of "lessons" have the same id.');
    return new LessonList(entries, true, null);
  }

  /** No lessons yet. */
  static none<O>(): LessonList<O> {
    return new LessonList([], false, null);
  }

  /** The game's course. */
  static course<O>(course: Course<O>): LessonList<O> {
    return new LessonList(
      course.lessons.map((lesson) => ({ data: lesson, id: lesson.id, lesson: null })),
      false,
      course.texts,
    );
  }

  /** How many lessons there are. */
  get length(): number {
    return this.entries.length;
  }

  /** The id of lesson `i`. */
  idOf(i: number): string {
    return this.entries[i]!.id;
  }

  /** The lesson at `i`, read the first time it is opened (throws `InvalidLessonError` for one that is not valid). */
  lessonAt<S extends BaseState, M>(rules: Game<S, M, O>, i: number): Lesson<O> {
    const entry = this.entries[i]!;
    entry.lesson ??= parseLesson(rules, entry.data);
    return entry.lesson;
  }

  /** Lesson `i`'s step ids, from its data where it is not read yet (none where they cannot be found). */
  stepIds(i: number): string[] {
    const entry = this.entries[i]!;
    const steps = entry.lesson?.steps ?? (entry.data as { steps?: unknown } | null)?.steps;
    if (!Array.isArray(steps)) return [];
    return steps
      .slice(0, MOST_STEPS)
      .flatMap((s: { id?: unknown } | null) => (typeof s?.id === 'string' ? [s.id] : []));
  }

  /** Lesson `i`'s own title, from its data where it is not read yet; undefined where it carries none. */
  ownTitle(i: number): string | undefined {
    const entry = this.entries[i]!;
    const title = entry.lesson?.title ?? (entry.data as { title?: unknown } | null)?.title;
    return typeof title === 'string' && title.length > 0 ? title.slice(0, 200) : undefined;
  }

  /** Whether every step of lesson `i` is among `done` (`<lesson>/<step>`). */
  allDone(i: number, done: ReadonlySet<string>): boolean {
    const id = this.idOf(i);
    return this.stepIds(i).every((step) => done.has(`${id}/${step}`));
  }

  /**
   * The lesson and step `spec` names: `next` (the first step not among `done`, or the first of all), a lesson's number
   * from 1, or its id. Throws a `RangeError` saying what there is for anything else.
   */
  place(spec: string, done: ReadonlySet<string>): LessonPlace {
    if (spec.startsWith('{')) return { lesson: 0, step: 0 };
    if (spec === 'next') {
      for (let i = 0; i < this.length; i++) {
        const first = this.stepIds(i).findIndex((step) => !done.has(`${this.idOf(i)}/${step}`));
        if (first >= 0) return { lesson: i, step: first };
      }
      return { lesson: 0, step: 0 };
    }
    if (/^\d{1,3}$/.test(spec)) {
      const n = Number(spec);
      if (n >= 1 && n <= this.length) return { lesson: n - 1, step: 0 };
      throw new RangeError(`there is no lesson ${n}: the course has ${this.length}.`);
    }
    const i = this.entries.findIndex((e) => e.id === spec);
    if (i < 0) {
      const ids = this.entries.map((e) => e.id).join(', ');
      throw new RangeError(
        `no lesson "${spec.slice(0, 40)}" (${ids.slice(0, 200)}); give 1, next, a lesson's id or a lesson as JSON.`,
      );
    }
    return { lesson: i, step: 0 };
  }
}
