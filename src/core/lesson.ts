/**
 * Lessons, headless: each step a position (the game's options and the moves that lead to it) and one thing to do
 * there, checked by the game's rules. `parseLesson` checks a lesson's data as the rules replay it; a `StepRun` plays
 * one step: an illegal move is explained by what the rules say, a legal move the step does not ask for is refused
 * with the step's own words, and a `win` step is a puzzle (its solution followed, or the computer's values judging a
 * move off it). The boards' lesson mode runs it; tests and the course checker run it in Node.
 */
import type { ReviewScale } from './ai.js';
import { type BaseState, type Game, IllegalMoveError, MAX_LINE_TEXT, type Player } from './game.js';
import {
  LESSON_GOALS,
  type Lesson,
  type LessonGoal,
  type LessonStep,
  MOST_STEPS,
  MOST_TEXT,
  type StepTexts,
} from './lesson-data.js';
import { isStringArray, objectOf } from './outside-data.js';
import { type Puzzle, PuzzleRun, parsePuzzle } from './puzzle.js';
import { lineLengthError } from './replay.js';
import type { PositionValuer } from './review.js';

export type { Lesson, LessonGoal, LessonStep, StepTexts };

/** Thrown by `parseLesson` for data that is not a lesson of the game. */
export class InvalidLessonError extends Error {
  override readonly name = 'InvalidLessonError';
}

/**
 * Why a move may not be played, as a game's lesson explains it: a rule's name and the numbers and squares it speaks
 * of (`{ rule: 'distance', values: { count: 3 } }`), which each language words. `illegal` with `message` is what
 * the rules say where the game explains no further.
 */
export interface MoveRefusal {
  readonly rule: string;
  readonly values: Readonly<Record<string, string | number>>;
}

/** Explains an illegal move in a position: a game's own, or the rules' message (`refusalOf`). */
export type RefusalExplainer<S, M> = (state: S, move: M) => MoveRefusal | null;

/** The rules' own reason, where a game explains no further: why `play` refuses the move, or null for a legal one. */
export function refusalOf<S extends BaseState, M, O>(rules: Game<S, M, O>, state: S, move: M): MoveRefusal | null {
  try {
    rules.play(state, move);
    return null;
  } catch (e) {
    if (!(e instanceof IllegalMoveError)) throw e;
    return { rule: 'illegal', values: { message: e.message } };
  }
}

const fail = (message: string) => new InvalidLessonError(message);
const isName = (v: unknown): v is string => typeof v === 'string' && /^[\w.-]{1,64}$/.test(v);

/** A step's texts from data, each bounded: undefined where it carries none. */
function textsOf(v: unknown, where: string): StepTexts | undefined {
  if (v === undefined) return undefined;
  const t = objectOf(v, `${where}'s "texts"`, fail);
  const text = (key: string, value: unknown): string | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length === 0 || value.length > MOST_TEXT)
      throw fail(`${where}'s "${key}" is not a text of 1 to ${MOST_TEXT} characters.`);
    return value;
  };
  const goal = text('goal', t.goal);
  if (goal === undefined) throw fail(`${where}'s texts have no "goal".`);
  let wrong: Record<string, string> | undefined;
  if (t.wrong !== undefined) {
    const w = objectOf(t.wrong, `${where}'s "wrong"`, fail);
    const entries = Object.entries(w);
    if (entries.length > 64) throw fail(`${where}'s "wrong" names more than 64 moves.`);
    wrong = Object.fromEntries(entries.map(([move, said]) => [move.slice(0, 32), text(`wrong ${move}`, said)!]));
  }
  return {
    goal,
    ...(t.hint !== undefined ? { hint: text('hint', t.hint)! } : {}),
    ...(t.done !== undefined ? { done: text('done', t.done)! } : {}),
    ...(wrong ? { wrong } : {}),
  };
}

/**
 * Checks lesson data (an object or its JSON text) for `rules`' game: every step's position replayed by the rules and
 * not already decided, every move a `move` step accepts legal there, a `win` step's solution played out to the win.
 * Throws `InvalidLessonError` saying what is wrong and where.
 */
export function parseLesson<S extends BaseState, M, O>(rules: Game<S, M, O>, data: unknown): Lesson<O> {
  if (typeof data === 'string' && data.length > MAX_LINE_TEXT)
    throw fail(`The lesson is ${data.length} characters long; at most ${MAX_LINE_TEXT} are read.`);
  const v = objectOf(data, 'The lesson', fail);
  if (v.game !== undefined && v.game !== rules.id)
    throw fail(`The lesson is a "${String(v.game).slice(0, 40)}" lesson, not "${rules.id}".`);
  if (!isName(v.id)) throw fail('The lesson\'s "id" is not a name of letters, digits, dots and dashes.');
  if (v.title !== undefined && (typeof v.title !== 'string' || v.title.length === 0 || v.title.length > MOST_TEXT))
    throw fail(`The lesson's "title" is not a text of 1 to ${MOST_TEXT} characters.`);
  if (!Array.isArray(v.steps) || v.steps.length === 0 || v.steps.length > MOST_STEPS)
    throw fail(`The lesson's "steps" is not a list of 1 to ${MOST_STEPS} steps.`);
  const ids = new Set<string>();
  const steps = v.steps.map((data: unknown, i) => {
    const step = parseStep(rules, data, `Step ${i + 1}`);
    if (ids.has(step.id)) throw fail(`Step ${i + 1}'s id "${step.id}" is used twice.`);
    ids.add(step.id);
    return step;
  });
  return { id: v.id, game: rules.id, ...(typeof v.title === 'string' ? { title: v.title } : {}), steps };
}

/** Checks one step (see `parseLesson`). */
function parseStep<S extends BaseState, M, O>(rules: Game<S, M, O>, data: unknown, where: string): LessonStep<O> {
  const v = objectOf(data, where, fail);
  if (!isName(v.id)) throw fail(`${where}'s "id" is not a name of letters, digits, dots and dashes.`);
  const named = `${where} (${v.id})`;
  if (!LESSON_GOALS.includes(v.goal as LessonGoal))
    throw fail(`${named}'s "goal" is not one of ${LESSON_GOALS.join(', ')}.`);
  const goal = v.goal as LessonGoal;
  const texts = textsOf(v.texts, named);
  if (goal !== 'move' && v.accept !== undefined)
    throw fail(`${named} lists moves to accept, but its goal is "${goal}".`);
  if (goal === 'win') {
    // A puzzle in all but its texts: its position, its winIn and its solution checked as a puzzle's are.
    let puzzle: Puzzle<O>;
    try {
      puzzle = parsePuzzle(rules, { ...v, id: v.id, goal: 'win', texts: undefined, accept: undefined });
    } catch (e) {
      throw fail(`${named}: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (puzzle.winIn === undefined) throw fail(`${named} asks for a win without saying in how many moves ("winIn").`);
    if (!puzzle.solution?.length) throw fail(`${named} asks for a win without the line that wins ("solution").`);
    // The line must win, within the moves it says: what the step asks must be done by the step's own line.
    let state = stepPosition(rules, puzzle);
    const side = state.turn;
    let turns = 0;
    for (const text of puzzle.solution) {
      if (state.turn === side) turns++;
      state = rules.play(state, rules.moveFromString(state, text));
    }
    if (rules.result(state)?.winner !== side || turns > puzzle.winIn)
      throw fail(`${named}'s solution does not win within ${puzzle.winIn} moves.`);
    return {
      id: v.id,
      options: puzzle.options,
      moves: puzzle.moves,
      goal,
      winIn: puzzle.winIn,
      solution: puzzle.solution,
      ...(texts ? { texts } : {}),
    };
  }
  const options = v.options ?? {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw fail(`${named}'s "options" is not an object.`);
  const problem = rules.validateOptions(options as Partial<O>);
  if (problem) throw fail(`${named}'s options are not valid: ${problem}`);
  const moves = v.moves ?? [];
  if (!isStringArray(moves)) throw fail(`${named}'s "moves" is not a list of moves.`);
  let state = rules.newGame(options as Partial<O>);
  const tooLong = lineLengthError(rules, state, moves.length);
  if (tooLong) throw fail(`${named}'s moves are too long: ${tooLong.message}`);
  for (const [i, text] of moves.entries()) {
    try {
      state = rules.play(state, rules.moveFromString(state, text));
    } catch (e) {
      throw fail(`${named}'s move ${i + 1} is not legal: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (rules.result(state)) throw fail(`${named}'s position is the end of the game: there is no move to make.`);
  let accept: string[] | undefined;
  if (goal === 'move') {
    if (!isStringArray(v.accept) || v.accept.length === 0 || v.accept.length > 64)
      throw fail(`${named}'s "accept" is not a list of 1 to 64 moves.`);
    const legal = new Set(rules.legalMoves(state).map((m) => rules.moveToString(state, m)));
    accept = v.accept.map((text) => {
      let notation: string;
      try {
        notation = rules.moveToString(state, rules.moveFromString(state, text));
      } catch {
        notation = text;
      }
      if (!legal.has(notation)) throw fail(`${named} accepts ${text.slice(0, 32)}, which is not legal there.`);
      return notation;
    });
  }
  return {
    id: v.id,
    options: options as Partial<O>,
    moves,
    goal,
    ...(accept ? { accept } : {}),
    ...(texts ? { texts } : {}),
  };
}

/** The position a step starts from. */
export function stepPosition<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  step: Pick<LessonStep<O>, 'options' | 'moves'>,
): S {
  let state = rules.newGame(step.options);
  for (const text of step.moves) state = rules.play(state, rules.moveFromString(state, text));
  return state;
}

/** What a move tried in a step came to. */
export type StepVerdict =
  /** Not played: the rules refuse it, and why. */
  | { readonly verdict: 'illegal'; readonly move: string; readonly refusal: MoveRefusal }
  /** Not played: legal, but not what the step asks; `said` is the step's own word on it, where it has one. */
  | { readonly verdict: 'wrong'; readonly move: string; readonly said: string | null }
  /** Played, and the step goes on: the defence's answers, played too. */
  | { readonly verdict: 'correct'; readonly move: string; readonly replies: readonly string[] }
  /** Played, and the step is done. */
  | { readonly verdict: 'done'; readonly move: string; readonly replies: readonly string[] };

/** Plays one step: see the module comment. */
export class StepRun<S extends BaseState, M, O> {
  /** The side that plays the step. */
  readonly side: Player;
  private current: S;
  private readonly puzzle: PuzzleRun<S, M, O> | null;
  private done = false;
  private readonly attempts: string[] = [];

  /**
   * `explain` words an illegal move (the game's lesson explainer; the rules' message without one); `valuer` and
   * `scale` judge a `win` step's moves off its solution, each position valued for `timeMs` (see `PuzzleRun`): any
   * move that keeps the win is taken, not only the solution's.
   */
  constructor(
    private readonly rules: Game<S, M, O>,
    readonly step: LessonStep<O>,
    private readonly explain: RefusalExplainer<S, M> | null = null,
    valuer: PositionValuer<S, M> | null = null,
    scale?: ReviewScale,
    timeMs?: number,
  ) {
    this.current = stepPosition(rules, step);
    this.side = this.current.turn;
    this.puzzle =
      step.goal === 'win'
        ? new PuzzleRun(
            rules,
            {
              id: step.id,
              game: rules.id,
              options: step.options,
              moves: step.moves,
              goal: 'win',
              ...(step.winIn !== undefined ? { winIn: step.winIn } : {}),
              ...(step.solution ? { solution: step.solution } : {}),
            },
            valuer,
            scale,
            timeMs,
            valuer !== null,
          )
        : null;
  }

  /** The position now. */
  get state(): S {
    return this.puzzle?.state ?? this.current;
  }

  /** Whether the step is done. */
  get solved(): boolean {
    return this.done;
  }

  /** Every move the player tried, in order, illegal and wrong ones included. */
  get tried(): readonly string[] {
    return this.attempts;
  }

  /** With `win`: the player's moves still to play (see `PuzzleRun.movesLeft`); null otherwise. */
  get movesLeft(): number | null {
    return this.puzzle?.movesLeft ?? null;
  }

  /** Tries `move` in the position now: see `StepVerdict`. Throws `IllegalMoveError` once the step is done. */
  async tryMove(move: M, signal?: AbortSignal): Promise<StepVerdict> {
    if (this.done) throw new IllegalMoveError('The step is done.', move);
    const state = this.state;
    let notation: string;
    try {
      notation = this.rules.moveToString(state, move);
    } catch {
      notation = String(move);
    }
    this.attempts.push(notation);
    const legal = this.rules.legalMoves(state).some((m) => this.rules.moveToString(state, m) === notation);
    if (!legal) {
      const refusal = this.explain?.(state, move) ??
        refusalOf(this.rules, state, move) ?? {
          rule: 'illegal',
          values: { message: `${notation} is not legal here.` },
        };
      return { verdict: 'illegal', move: notation, refusal };
    }
    if (this.puzzle) {
      const verdict = await this.puzzle.tryMove(notation, signal);
      if (verdict.verdict === 'wrong') return { verdict: 'wrong', move: notation, said: this.said(notation) };
      this.done = verdict.verdict === 'solved';
      return { verdict: this.done ? 'done' : 'correct', move: notation, replies: verdict.replies };
    }
    if (this.step.goal === 'move' && !this.step.accept!.includes(notation))
      return { verdict: 'wrong', move: notation, said: this.said(notation) };
    this.current = this.rules.play(state, move);
    this.done = true;
    return { verdict: 'done', move: notation, replies: [] };
  }

  /** The move a hint shows: the first the step accepts, or a `win` step's next move; null once done or for `any`. */
  async hint(signal?: AbortSignal): Promise<string | null> {
    if (this.done) return null;
    if (this.puzzle) return this.puzzle.hint(signal);
    return this.step.accept?.[0] ?? null;
  }

  /** The step's own word on a legal move it does not accept. */
  private said(notation: string): string | null {
    const wrong = this.step.texts?.wrong;
    return wrong?.[notation] ?? wrong?.['*'] ?? null;
  }
}
