/**
 * The lesson wired to the board's core and computer (`lessonPart`): the module the board loads the first time it is
 * given a lesson.
 */
import type { BaseState } from '../../core/game.js';
import { type Analyser, partHostOf } from '../base/part-host.js';
import type { Coaching } from '../base/coaching.js';
import type { BoardHost } from '../base/board-host.js';
import type { PartsPort } from '../base/parts-port.js';
import { adoptPartStyles } from '../base/lazy-part.js';
import { LessonController } from './lesson-controller.js';
import { lessonTables } from './lesson-tables.js';
import { lessonStyles } from './lesson-view.js';

/** The lesson wired to its board's core and computer, its styles adopted: the board loads it, this with it. */
export function lessonPart<S extends BaseState, M, O>(
  host: BoardHost,
  core: PartsPort<S, M, O>,
  computer: Analyser<S, M>,
  coaching: Pick<Coaching<S, M, O>, 'leaveLesson' | 'endLessons'>,
): LessonController<S, M, O> {
  adoptPartStyles(host, lessonStyles);
  // Asked once now, so the board's first render with the lesson waits for the texts of its language.
  core.words('lesson', lessonTables);
  return new LessonController<S, M, O>(host, {
    ...partHostOf(core, computer),
    spec: () => host.lesson,
    own: () => host.lessons,
    setUp: (options, moves) => core.setUpPosition(options, moves),
    leave: () => coaching.leaveLesson(),
    commit: (move, source) => core.commit(move, source),
    delayMs: () => host.settings.aiDelay,
    timeMs: () => host.settings.aiTime,
    stepDone: (detail) => core.emit('lesson-step', detail),
    lessonComplete: (detail) => core.emit('lesson-complete', detail),
    end: (play) => coaching.endLessons(play),
  });
}
