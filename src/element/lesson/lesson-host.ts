/** What the lesson reads of its board and tells it (see `lessonPart`, which wires it). */
import type { BaseState } from '../../core/game.js';
import type { MoveSource } from '../../core/session.js';
import type { LessonCompleteEventDetail, LessonStepEventDetail } from '../base/events.js';
import type { PartHost } from '../base/part-host.js';

/** What the lesson reads of its board and tells it, besides what every such part does. */
export interface LessonHost<S extends BaseState, M, O> extends PartHost<S, M, O> {
  /** The `lesson` attribute. */
  spec(): string | undefined;
  /** The `lessons` attribute: a page's own course, as JSON. */
  own(): string | undefined;
  /** Sets up a step's position: a game of its options alone, then its moves (the player's game kept aside). */
  setUp(options: Partial<O>, moves: readonly string[]): void;
  /** Takes the lesson's position off: the player's own game again. */
  leave(): void;
  /** Plays a move on the board: the player's, or the defence's as the computer's. */
  commit(move: M, source: MoveSource): void;
  /** The pause before the defence answers (`ai-delay`). */
  delayMs(): number;
  /** The time to value a position off a win step's line (`ai-time`). */
  timeMs(): number;
  stepDone(detail: LessonStepEventDetail): void;
  lessonComplete(detail: LessonCompleteEventDetail): void;
  /** Ends the lessons (the attribute removed): `play` starts a game against the computer at its beginner level. */
  end(play: boolean): void;
}
