/**
 * A lesson as data: what a shipped course, a page's `lessons` or a game of one's own holds (see `lesson.ts`, which
 * checks and plays them). Apart, so that a game's course can be listed without the code that plays it.
 */
import type { WordTables } from './language.js';

/**
 * What a step asks of the side to move: `any` (any legal move: a first try of the pieces), `move` (one of the moves
 * the step accepts: "flip two discs", "capture the white piece"), or `win` (win from the position within `winIn` of
 * one's moves against the strongest defence, as a puzzle does).
 */
export type LessonGoal = 'any' | 'move' | 'win';

/** Every goal. */
export const LESSON_GOALS: readonly LessonGoal[] = ['any', 'move', 'win'];

/** A step's own texts, in one language: a page's own steps carry them, a shipped course's come from its tables. */
export interface StepTexts {
  /** What to do, in one sentence ("Capture the white piece: close it between two of yours."). */
  readonly goal: string;
  /** What the hint says before it shows the move. */
  readonly hint?: string;
  /** What the board says once the step is done. */
  readonly done?: string;
  /** What a legal move the step does not accept shows, by move in notation; `*` for any other. */
  readonly wrong?: Readonly<Record<string, string>>;
}

/** One step: a position and one thing to do there. */
export interface LessonStep<O = object> {
  /** Its name in its lesson (`flip-2`), used to remember it done and to find its texts. */
  readonly id: string;
  /** The options of the game's start (a size, a variant, a `position`). */
  readonly options: Partial<O>;
  /** The moves from the start to the step's position, in notation. */
  readonly moves: readonly string[];
  readonly goal: LessonGoal;
  /** With `move`: every move that does what the step asks, in notation. */
  readonly accept?: readonly string[];
  /** With `win`: the most moves of the side to move it takes, its last one included. */
  readonly winIn?: number;
  /** With `win`: the proven line, the player's moves and the defence's in turn (see `Puzzle.solution`). */
  readonly solution?: readonly string[];
  /** Its texts, where it carries its own (a page's steps); a shipped course's are in its language tables. */
  readonly texts?: StepTexts;
}

/** A lesson: a few steps about one rule or one idea, taken in order. */
export interface Lesson<O = object> {
  /** Its name in its course (`flips`). */
  readonly id: string;
  /** The game's id (`reversi`). */
  readonly game: string;
  /** Its title, where it carries its own; a shipped course's is in its language tables. */
  readonly title?: string;
  readonly steps: readonly LessonStep<O>[];
}

/** The most steps a lesson may have, and the most lessons a course: what a page's own data may cost. */
export const MOST_STEPS = 40;

/** The most characters of a text a step carries. */
export const MOST_TEXT = 600;

/** A lesson's texts in one language: its title, and each step's texts by the step's id. */
export interface LessonTexts {
  readonly title: string;
  readonly steps: Readonly<Record<string, StepTexts>>;
}

/** A course's texts in one language, by lesson id. */
export type CourseTexts = Readonly<Record<string, LessonTexts>>;

/**
 * A game's course: its lessons in order, from a first move to a first real game, and their texts in each language
 * (a language left out shows them in English).
 */
export interface Course<O = object> {
  readonly lessons: readonly Lesson<O>[];
  readonly texts: WordTables<CourseTexts>;
}
