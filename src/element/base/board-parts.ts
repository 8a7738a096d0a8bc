import { type AiLink, paceOf } from '../../core/ai.js';
import { levelDepth } from '../../core/ai-levels.js';
import { type BaseState, isIntInRange } from '../../core/game.js';
import { ClockController } from '../controllers/clock-controller.js';
import { BoardComputer } from '../computer/board-computer.js';
import type { OnlineController } from '../online/online-controller.js';
import type { PersistController } from '../controllers/persist-controller.js';
import type { ReviewController } from '../review/review-controller.js';
import type { PuzzleController } from '../puzzle/puzzle-controller.js';
import type { LessonController } from '../lesson/lesson-controller.js';
import type { Tones } from '../sound/sound.js';
import type { MusicController } from '../sound/music-controller.js';
import type { BoardHost } from './board-host.js';
import type { PartsPort } from './parts-port.js';
import { LazyPart, adoptPartStyles } from './lazy-part.js';
import { Coaching } from './coaching.js';

/** The computer's search is announced only when it takes longer than this (ms). */
const THINKING_ANNOUNCE_DELAY = 1000;

/** The parts of a board that plug into its game (see `boardParts`). */
export type BoardParts<S extends BaseState, M, O> = ReturnType<typeof boardParts<S, M, O>>;

/**
 * The parts of a board that plug into its game, each wired once to the board's core: the tones and the music, the
 * clocks, saving (`persist`), the computer, online play, the names form, the move list, the review, the puzzle and the
 * lesson.
 * Those only some pages use load when an attribute first asks for them (`partsLoading`); the computer when
 * it is first wanted (its move, a hint, an analysis), never before a first paint. Controllers run in the order they
 * are made: the clock is set before a saved game (and its times) is resumed, and both before the computer's turn is
 * checked.
 */
export function boardParts<S extends BaseState, M, O>(host: BoardHost, core: PartsPort<S, M, O>) {
  const session = () => core.session;
  const tones = new LazyPart<Tones>(host, 'the tones (sound)', () =>
    import('../sound/sound.js').then(({ Tones }) => new Tones()),
  );
  const tune = new LazyPart<MusicController>(host, 'the music', () =>
    import('../sound/music-controller.js').then(({ MusicController }) => new MusicController(host)),
  );
  const clocks: ClockController<S, M, O> = new ClockController<S, M, O>(host, session, {
    flagged: (result, tell) => {
      core.over(result);
      if (tell) online.current?.timeUp(core.session.state.turn);
      core.settle();
    },
    announce: (text) => void core.announce(text),
    words: () => core.text,
    name: (side) => core.playerName(side),
    locale: () => core.locale,
    graceMs: (side) => online.current?.clockGraceMs(side) ?? 0,
    leaving: () => persistence.current?.flush(),
  });
  // Each lazy part's wiring loads with its code (`persistPart`, `onlinePart`...): a page that never saves, plays
  // online, reviews or solves a puzzle carries none of it.
  const persistence = new LazyPart<PersistController<S, M, O>>(host, 'saving the game (persist)', () =>
    import('../controllers/persist-controller.js').then((part) => part.persistPart(host, core)),
  );
  const computer = new BoardComputer<S, M>(
    host,
    () => core.game.ai,
    {
      position: () => core.session.state,
      args: () => [
        ...(['mode', 'aiSide', 'localSide', 'aiDepth', 'aiLevel', 'aiTime', 'disabled', 'seed'] as const).map(
          (name) => host.settings[name],
        ),
        core.session.result,
      ],
      computerToMove: () => core.phase === 'computer',
      options: (position, own) => {
        const { aiTime, seed } = host.settings;
        const timeMs = own ? clocks.thinkingTime(aiTime) : aiTime;
        return {
          depth: own ? searchDepth(host, core.game.ai, position) : undefined,
          timeMs,
          paceMs: paceOf(timeMs),
          seed: ((seed ?? core.session.seed) + position.ply * 7919) >>> 0,
        };
      },
      delayMs: () => clocks.delay(host.settings.aiDelay),
      play: (thought) =>
        core.commit(thought.move, 'computer', thought.proven === 'win' && host.settings.mode === 'vs-ai'),
      // On a turn of the people's, never while the computer thinks of its move.
      analysisWanted: () => {
        const { phase } = core;
        return core.wantsAnalysis() && !!core.game.ai.analyses && (phase === 'yours' || phase === 'away');
      },
      analysisTime: () => host.settings.analysisTime,
    },
    (thinking) => {
      host.toggleAttribute('thinking', thinking);
      core.emit('ai-thinking', { thinking });
      core.announcer.later(thinking ? host.settings.aiDelay + THINKING_ANNOUNCE_DELAY : null, () => core.statusText());
      host.requestUpdate();
    },
  );
  const online: LazyPart<OnlineController<S, M, O>> = new LazyPart(host, 'online play', () =>
    import('../online/online-controller.js').then((part) => part.onlinePart(host, core, { computer, clocks })),
  );
  // The names form and the move list are modules of render helpers: the module is the part.
  const namesForm = new LazyPart(host, 'the names form', () =>
    import('../render/names-form.js').then((form) => (adoptPartStyles(host, form.namesFormStyles), form)),
  );
  const moveList = new LazyPart(host, 'the move list', () =>
    import('../render/move-list.js').then((list) => (adoptPartStyles(host, list.moveListStyles), list)),
  );
  const reviews = new LazyPart<ReviewController<S, M, O>>(host, 'the review', () =>
    import('../review/review-controller.js').then((part) => part.reviewPart(host, core, computer)),
  );
  // After saving, so a puzzle wins over a saved game.
  const puzzles = new LazyPart<PuzzleController<S, M, O>>(host, 'the puzzle', () =>
    import('../puzzle/puzzle-controller.js').then((part) => part.puzzlePart(host, core, computer)),
  );
  // After the puzzle: a lesson wins over a saved game and over a puzzle.
  const lessons: LazyPart<LessonController<S, M, O>> = new LazyPart(host, 'the lesson', () =>
    import('../lesson/lesson-part.js').then((part) => part.lessonPart(host, core, computer, coaching)),
  );
  const coaching: Coaching<S, M, O> = new Coaching(host, { puzzles, lessons, ...portOf(core) });
  return {
    tones,
    tune,
    clocks,
    persistence,
    computer,
    online,
    namesForm,
    moveList,
    reviews,
    puzzles,
    lessons,
    coaching,
  };
}

/** What the coaching asks of the core, bound to it. */
function portOf<S extends BaseState, M, O>(core: PartsPort<S, M, O>) {
  return {
    returnToOwnGame: () => core.returnToOwnGame(),
    startNewGame: () => core.startNewGame(),
    warn: (key: string, message: string) => core.warn(key, message),
  };
}

/** The depth the computer searches at: `ai-depth`, else `ai-level`'s, else (undefined) the game's full depth. */
export function searchDepth<S extends BaseState, M>(
  host: BoardHost,
  ai: AiLink<S, M>,
  position: S,
): number | undefined {
  const { aiDepth, aiLevel } = host.settings;
  const max = ai.maxDepth(position);
  // Out of the game's range (warned about before the update), it plays at full strength.
  if (aiDepth !== undefined && aiDepth !== null) return isIntInRange(aiDepth, 1, max) ? aiDepth : undefined;
  return aiLevel === undefined ? undefined : levelDepth(aiLevel, max, ai.levels?.(position));
}

/**
 * The parts the attributes ask for whose code is still loading (the texts of a language other than English, saving,
 * online play...): the board's next update waits for them, so no render shows it without them. Each settles, loaded
 * or not.
 */
export function partsLoading<S extends BaseState, M, O>(
  host: BoardHost,
  p: BoardParts<S, M, O>,
  own: readonly (Promise<unknown> | null)[],
): Promise<unknown>[] {
  const wanted = [
    host.persist ? p.persistence : null,
    host.sound ? p.tones : null,
    host.music ? p.tune : null,
    host.settings.mode === 'online' ? p.online : null,
    host.review ? p.reviews : null,
    host.showMoves || host.review ? p.moveList : null,
    host.askNames ? p.namesForm : null,
    host.puzzle ? p.puzzles : null,
    host.lesson ? p.lessons : null,
  ];
  const loading = own.filter((promise) => promise !== null);
  return [...loading, ...wanted.flatMap((part) => part?.want() ?? [])];
}
