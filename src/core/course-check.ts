/**
 * A game's course checked as a reader takes it, by the rules alone: what the package's tests run on every built-in
 * course, and what a game of one's own runs on its own (Kalah's does). Every lesson is read as a page's own would be,
 * every step worded in English and in each language the course is translated into, each step played with every legal
 * move (the ones it asks done, every other refused with words), and each win step proven by exhaustive search.
 */
import type { ReviewScale } from './ai.js';
import type { BaseState, Game, Player } from './game.js';
import { LANGUAGES } from './language.js';
import { type Course, type CourseTexts, type Lesson, MOST_STEPS, MOST_TEXT } from './lesson-data.js';
import { StepRun, parseLesson, stepPosition } from './lesson.js';
import type { PositionValuer } from './review.js';

/** The longest title a lesson may have in any language: it heads the panel and names the lesson in its list. */
export const MOST_TITLE = 80;

/** How `checkCourse` judges win steps. */
export interface CourseCheckOptions<S extends BaseState, M> {
  /**
   * The board's judge of a move off a win step's line: the game's AI values (`ai.analyse`). Without it, only the
   * solution's moves are taken, and the other winning moves are not checked.
   */
  readonly valuer?: PositionValuer<S, M>;
  /** How the judge reads its values (the AI's `reviewScale`). */
  readonly scale?: ReviewScale;
  /** The most positions a win's proof may visit (default 2 million): a lesson's win is short. */
  readonly maxNodes?: number;
}

/** Whether `side` wins from `state` within `turns` more of its own moves against every defence (exhaustive). */
export function winsWithin<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  state: S,
  side: Player,
  turns: number,
  maxNodes = 2_000_000,
): boolean {
  let nodes = 0;
  const wins = (s: S, left: number): boolean => {
    if (++nodes > maxNodes) throw new RangeError(`The proof visited more than ${maxNodes} positions.`);
    const r = rules.result(s);
    if (r) return r.winner === side;
    // Out of moves: lost, unless the defence is left to end the game against itself (a misère Nim's last piece).
    if (left === 0 && s.turn === side) return false;
    // A side that moves again (an extra turn) counts only its own moves.
    if (s.turn === side) return rules.legalMoves(s).some((m) => wins(rules.play(s, m), left - 1));
    return rules.legalMoves(s).every((m) => wins(rules.play(s, m), left));
  };
  return wins(state, turns);
}

/** Whether two plain data values are the same. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** Every legal move of `state`, in notation. */
const legalNames = <S extends BaseState, M, O>(rules: Game<S, M, O>, state: S) =>
  rules.legalMoves(state).map((m) => rules.moveToString(state, m));

/** The same keys, in any order. */
const sameKeys = (a: object, b: object) => same(Object.keys(a).sort(), Object.keys(b).sort());

/** What is wrong with `texts` (one language's) for the course's lessons. */
function textProblems<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  lessons: readonly Lesson<O>[],
  texts: CourseTexts,
  language: string,
): string[] {
  const problems: string[] = [];
  if (!same(Object.keys(texts).sort(), lessons.map((l) => l.id).sort()))
    problems.push(`${language}: the lessons worded are not the course's.`);
  for (const lesson of lessons) {
    const own = texts[lesson.id];
    if (!own) continue;
    const where = `${language}, ${lesson.id}`;
    if (!(own.title.trim().length > 0 && own.title.length <= MOST_TITLE))
      problems.push(`${where}: the title is not 1 to ${MOST_TITLE} characters.`);
    if (!same(Object.keys(own.steps).sort(), lesson.steps.map((s) => s.id).sort()))
      problems.push(`${where}: the steps worded are not the lesson's.`);
    for (const step of lesson.steps) {
      const t = own.steps[step.id];
      if (!t) continue;
      const at = `${where}/${step.id}`;
      for (const text of [t.goal, t.hint, t.done, ...Object.values(t.wrong ?? {})])
        if (text !== undefined && !(text.trim().length > 0 && text.length <= MOST_TEXT))
          problems.push(`${at}: a text is not 1 to ${MOST_TEXT} characters: "${text.slice(0, 60)}".`);
      const legal = new Set(legalNames(rules, stepPosition(rules, step)));
      for (const move of Object.keys(t.wrong ?? {})) {
        if (move === '*') continue;
        if (!legal.has(move)) problems.push(`${at}: "wrong" names ${move}, not a legal move there.`);
        if (step.accept?.includes(move)) problems.push(`${at}: "wrong" names ${move}, which the step accepts.`);
      }
      if (step.goal === 'move' && !t.wrong?.['*']) problems.push(`${at}: no word for a wrong move ("*").`);
    }
  }
  return problems;
}

/**
 * Checks `course` against `rules` (see the module comment): the problems found, each saying where; none for a course a
 * reader can take from its first step to its last.
 */
export async function checkCourse<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  course: Course<O>,
  options: CourseCheckOptions<S, M> = {},
): Promise<string[]> {
  const problems: string[] = [];
  const { lessons } = course;
  if (lessons.length === 0 || lessons.length > MOST_STEPS) problems.push(`A course has 1 to ${MOST_STEPS} lessons.`);
  const ids = lessons.map((l) => l.id);
  if (new Set(ids).size !== ids.length) problems.push('A lesson id is used twice.');
  const read: Lesson<O>[] = [];
  for (const lesson of lessons) {
    if (lesson.game !== rules.id) problems.push(`${lesson.id}: a "${lesson.game}" lesson, not "${rules.id}".`);
    try {
      if (!same(parseLesson(rules, lesson), lesson)) problems.push(`${lesson.id}: it does not read back as written.`);
      read.push(lesson);
    } catch (e) {
      problems.push(`${lesson.id}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  // The texts, in English and in each language the course is translated into.
  problems.push(...textProblems(rules, read, course.texts.en, 'en'));
  for (const language of LANGUAGES) {
    const load = language === 'en' ? undefined : course.texts[language];
    if (!load) continue;
    const table = await load();
    const texts = ('default' in table ? table.default : table) as CourseTexts;
    problems.push(...textProblems(rules, read, texts, language));
    for (const lesson of read)
      for (const step of lesson.steps) {
        const theirs = course.texts.en[lesson.id]?.steps[step.id];
        const own = texts[lesson.id]?.steps[step.id];
        if (theirs && own && (!sameKeys(own, theirs) || !sameKeys(own.wrong ?? {}, theirs.wrong ?? {})))
          problems.push(`${language}, ${lesson.id}/${step.id}: not the texts English has.`);
      }
  }
  // Each step played as the board plays it.
  for (const lesson of read)
    for (const step of lesson.steps) {
      const where = `${lesson.id}/${step.id}`;
      const texts = step.texts ?? course.texts.en[lesson.id]?.steps[step.id];
      const worded = texts ? { ...step, texts } : step;
      const state = stepPosition(rules, step);
      if (step.goal !== 'win') {
        for (const name of legalNames(rules, state)) {
          const verdict = await new StepRun(rules, worded).tryMove(rules.moveFromString(state, name));
          const asked = step.goal === 'any' || step.accept!.includes(name);
          if (verdict.verdict !== (asked ? 'done' : 'wrong'))
            problems.push(`${where}: ${name} is ${verdict.verdict}, not ${asked ? 'done' : 'refused'}.`);
          else if (verdict.verdict === 'wrong' && !verdict.said) problems.push(`${where}: ${name} is refused unsaid.`);
        }
        continue;
      }
      const side = state.turn;
      const winIn = step.winIn!;
      const proves = (s: S, turns: number) => winsWithin(rules, s, side, turns, options.maxNodes);
      try {
        if (!proves(state, winIn)) problems.push(`${where}: no win within ${winIn} moves against every defence.`);
        else if (winIn > 1 && proves(state, winIn - 1)) problems.push(`${where}: a win within ${winIn - 1} moves too.`);
        if (!options.valuer) continue;
        for (const name of legalNames(rules, state)) {
          const after = rules.play(state, rules.moveFromString(state, name));
          const run = new StepRun(rules, worded, null, options.valuer, options.scale);
          const taken = (await run.tryMove(rules.moveFromString(state, name))).verdict !== 'wrong';
          // Every move that wins in time is taken; one taken must win, if a move more slowly (a win is a win).
          if (proves(after, winIn - 1)) {
            if (!taken) problems.push(`${where}: ${name} wins, and the board would refuse it.`);
          } else if (taken && !proves(after, winIn + 1))
            problems.push(`${where}: ${name} does not win, and the board would take it.`);
        }
      } catch (e) {
        problems.push(`${where}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  return problems;
}
