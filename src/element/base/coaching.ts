/**
 * The puzzle and the lesson of a board (`puzzle`, `lesson`): which of them is on the board (`Coach`), each asked to
 * take its attribute's new value, and the lessons' end, where the board's own game (or a puzzle the page also set)
 * comes back, or a first game against the computer begins.
 */
import type { PropertyValues } from 'lit';
import type { BaseState } from '../../core/game.js';
import type { LessonController } from '../lesson/lesson-controller.js';
import type { PuzzleController } from '../puzzle/puzzle-controller.js';
import type { BoardHost } from './board-host.js';
import { askPart } from './lazy-part.js';
import type { Coach } from './coach.js';
import type { LazyPart } from './lazy-part.js';

/** What the coaching reads of its board's core. */
export interface CoachingPort<S extends BaseState, M, O> {
  readonly puzzles: LazyPart<PuzzleController<S, M, O>>;
  readonly lessons: LazyPart<LessonController<S, M, O>>;
  returnToOwnGame(): void;
  startNewGame(): void;
  warn(key: string, message: string): void;
}

export class Coaching<S extends BaseState, M, O> {
  constructor(
    private readonly host: BoardHost,
    private readonly port: CoachingPort<S, M, O>,
  ) {}

  /**
   * The lesson or the puzzle on the board (or being found), or null: its moves go through it, the computer has no turn.
   * A lesson wins over a puzzle, as a Learn button opens one over whatever the page set.
   */
  get current(): Coach<M, O> | null {
    for (const part of [this.port.lessons.current, this.port.puzzles.current])
      if (part && (part.active || part.pending)) return part;
    return null;
  }

  /** Before an update: each part asked to take its attribute's new value. */
  willUpdate(changed: PropertyValues): void {
    const { host, port } = this;
    if (changed.has('puzzle')) askPart(host, port.puzzles, () => !!host.puzzle);
    if (host.lesson && host.puzzle)
      port.warn('lesson-puzzle', 'lesson and puzzle are both set: the lesson is shown, the puzzle once it ends.');
    if (changed.has('lesson') || (changed.has('lessons') && host.lesson))
      askPart(host, port.lessons, () => !!host.lesson);
  }

  /** Puts back what a lesson covered: the puzzle the page also set, or the player's own game. */
  leaveLesson(): void {
    const puzzle = this.port.puzzles.current;
    if (puzzle?.active) puzzle.restart();
    else this.port.returnToOwnGame();
  }

  /**
   * Takes the lessons off the board (the `lesson` attribute removed): the player's own game again or, with `play`, a
   * new game against the computer at its beginner level, as a course ends.
   */
  endLessons(play: boolean): void {
    this.port.lessons.current?.stop();
    this.host.lesson = undefined;
    if (!play) return;
    Object.assign(this.host, { mode: 'vs-ai', aiLevel: 'beginner', aiDepth: undefined });
    this.port.startNewGame();
  }
}
