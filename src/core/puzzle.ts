/**
 * Puzzles, headless: a position (the game's options and the moves that lead to it), a goal, and
 * the solution proven when the puzzle was made. A `PuzzleRun` plays one: it accepts a move only if
 * it keeps the goal (the solution's move, or where the puzzle has none or the player found another
 * way, a move whose value keeps the goal), answers with the strongest defence, and gives hints and
 * the solution. The boards' puzzle mode runs it with their worker's analysis; tests and the puzzle
 * maker run it in Node.
 */
import type { Analysis, MoveValue, Outcome, ReviewScale } from './ai.js';
import { type BaseState, type Game, IllegalMoveError, MAX_LINE_TEXT, type Player } from './game.js';
import { isStringArray, objectOf } from './outside-data.js';
import { PUZZLE_GOALS as GOALS, type Puzzle, type PuzzleGoal, UNNAMED_PUZZLE_ID } from './puzzle-data.js';
import { lineLengthError } from './replay.js';
import { type StepSlices, type Steps, runAtOnce, runInSlices } from './stepwise.js';
import type { PositionValuer } from './review.js';
import { searchOutcome } from './review.js';

export type { Puzzle, PuzzleGoal };

/** Whether a move of `outcome` keeps `goal` (`best` is read from the values themselves). */
function keepsOutcome(goal: PuzzleGoal, outcome: Outcome | null): boolean {
  return goal === 'win' ? outcome === 'win' : outcome === 'win' || outcome === 'draw';
}

/** Thrown by `parsePuzzle` for data that is not a puzzle of the game. */
export class InvalidPuzzleError extends Error {
  override readonly name = 'InvalidPuzzleError';
}

/**
 * Checks puzzle data (an object or its JSON text) for `rules`' game, its moves and solution
 * replayed by the rules; throws `InvalidPuzzleError` saying what is wrong.
 */
export function parsePuzzle<S extends BaseState, M, O>(rules: Game<S, M, O>, data: unknown): Puzzle<O> {
  return runAtOnce(puzzleSteps(rules, data));
}

/** What `parsePuzzle` does, its replay in slices that never hold the page longer than one (see `runInSlices`). */
export function parsePuzzleInSlices<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  data: unknown,
  slices?: StepSlices,
): Promise<Puzzle<O>> {
  return runInSlices(puzzleSteps(rules, data), slices);
}

/**
 * The puzzle's position as `parsePuzzle` reached it, by puzzle, with the moves it is of: playing the puzzle replays
 * nothing again.
 */
const positions = new WeakMap<object, { rules: object; moves: readonly string[]; state: unknown }>();

/** `parsePuzzle` as steps, one a move. */
function* puzzleSteps<S extends BaseState, M, O>(rules: Game<S, M, O>, data: unknown): Steps<Puzzle<O>> {
  if (typeof data === 'string' && data.length > MAX_LINE_TEXT)
    throw new InvalidPuzzleError(`The puzzle is ${data.length} characters long; at most ${MAX_LINE_TEXT} are read.`);
  const v = objectOf(data, 'The puzzle', (message) => new InvalidPuzzleError(message));
  if (v.game !== undefined && v.game !== rules.id)
    throw new InvalidPuzzleError(`The puzzle is a "${String(v.game).slice(0, 40)}" puzzle, not "${rules.id}".`);
  if (v.id !== undefined && (typeof v.id !== 'string' || !/^[\w.-]{1,64}$/.test(v.id)))
    throw new InvalidPuzzleError('The puzzle\'s "id" is not a name of letters, digits, dots and dashes.');
  const options = v.options ?? {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new InvalidPuzzleError('The puzzle\'s "options" is not an object.');
  const problem = rules.validateOptions(options as Partial<O>);
  if (problem) throw new InvalidPuzzleError(`The puzzle's options are not valid: ${problem}`);
  const moves = v.moves ?? [];
  if (!isStringArray(moves)) throw new InvalidPuzzleError('The puzzle\'s "moves" is not a list of moves.');
  if (!GOALS.includes(v.goal as PuzzleGoal))
    throw new InvalidPuzzleError(`The puzzle's "goal" is not one of ${GOALS.join(', ')}.`);
  if (v.winIn !== undefined && (!Number.isInteger(v.winIn) || (v.winIn as number) < 1 || (v.winIn as number) > 200))
    throw new InvalidPuzzleError('The puzzle\'s "winIn" is not a number of moves.');
  if (v.solution !== undefined && !isStringArray(v.solution))
    throw new InvalidPuzzleError('The puzzle\'s "solution" is not a list of moves.');
  if (
    v.difficulty !== undefined &&
    (!Number.isInteger(v.difficulty) || (v.difficulty as number) < 1 || (v.difficulty as number) > 5)
  )
    throw new InvalidPuzzleError('The puzzle\'s "difficulty" is not from 1 to 5.');
  const puzzle: Puzzle<O> = {
    id: typeof v.id === 'string' ? v.id : UNNAMED_PUZZLE_ID,
    game: rules.id,
    options: options as Partial<O>,
    moves,
    goal: v.goal as PuzzleGoal,
    ...(v.winIn !== undefined ? { winIn: v.winIn as number } : {}),
    ...(v.solution !== undefined ? { solution: v.solution as string[] } : {}),
    ...(v.difficulty !== undefined ? { difficulty: v.difficulty as number } : {}),
  };
  // The position and the solution must be playable, and the position not already decided.
  let state = rules.newGame(puzzle.options);
  const tooLong = lineLengthError(rules, state, puzzle.moves.length + (puzzle.solution?.length ?? 0));
  if (tooLong) throw new InvalidPuzzleError(`The puzzle's moves and solution are too long: ${tooLong.message}`);
  for (const [i, text] of [...puzzle.moves, ...(puzzle.solution ?? [])].entries()) {
    if (rules.result(state))
      throw new InvalidPuzzleError(
        `The puzzle's move ${i + 1} (${text.slice(0, 20)}) comes after the end of the game.`,
      );
    try {
      state = rules.play(state, rules.moveFromString(state, text));
    } catch (e) {
      throw new InvalidPuzzleError(
        `The puzzle's move ${i + 1} is not legal: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    if (i === puzzle.moves.length - 1 && rules.result(state))
      throw new InvalidPuzzleError("The puzzle's position is the end of the game: there is nothing to solve.");
    if (i === puzzle.moves.length - 1) positions.set(puzzle, { rules, moves: [...puzzle.moves], state });
    yield;
  }
  return puzzle;
}

/** What a move tried in a puzzle came to. */
export interface PuzzleVerdict {
  /** `correct` (played, the defence follows), `wrong` (not played: try again), `solved`. */
  readonly verdict: 'correct' | 'wrong' | 'solved';
  /** The move, in notation. */
  readonly move: string;
  /**
   * The defence's answers, once played, in order (none when solved or wrong; more than one where the defence moves
   * again).
   */
  readonly replies: readonly string[];
}

/** Plays a puzzle: see the module comment. */
export class PuzzleRun<S extends BaseState, M, O> {
  /** The side that solves. */
  readonly side: Player;
  private current: S;
  private readonly start: S;
  /** The moves played in the puzzle so far, both sides'. */
  private readonly line: string[] = [];
  /** Every move the player tried, wrong ones included. */
  private readonly attempts: string[] = [];
  /** Whether the play still follows the puzzle's solution. */
  private onSolution: boolean;
  private done = false;
  /** The player's moves played so far (a side may move more than once in a row). */
  private turns = 0;

  /**
   * `valuer` values a position's moves (the board's worker, or `analyse` in Node), for puzzles
   * without a solution and for moves off it; `scale` reads its values (the game's `reviewScale`).
   * `othersWin`: a move off the solution is valued too, not refused (a lesson's win may have more than one way; a
   * shipped puzzle's solution is proven the only one).
   */
  constructor(
    private readonly rules: Game<S, M, O>,
    readonly puzzle: Puzzle<O>,
    private readonly valuer: PositionValuer<S, M> | null,
    private readonly scale?: ReviewScale,
    /** The time to value one position, in milliseconds. */
    private readonly timeMs = 2000,
    private readonly othersWin = false,
  ) {
    // The position parsePuzzle reached, unless the puzzle's moves were changed since.
    const parsed = positions.get(puzzle);
    const reached =
      parsed?.rules === rules &&
      parsed.moves.length === puzzle.moves.length &&
      parsed.moves.every((m, i) => m === puzzle.moves[i]);
    let state = reached ? (parsed.state as S) : rules.newGame(puzzle.options);
    if (!reached) for (const text of puzzle.moves) state = rules.play(state, rules.moveFromString(state, text));
    this.start = this.current = state;
    this.side = state.turn;
    this.onSolution = puzzle.solution !== undefined && puzzle.solution.length > 0;
  }

  /** The position now. */
  get state(): S {
    return this.current;
  }

  /** The puzzle's position, before any move of the player. */
  get position(): S {
    return this.start;
  }

  /** The moves played since the puzzle's position, the defence's included. */
  get played(): readonly string[] {
    return this.line;
  }

  /** Every move the player tried, in order, wrong ones included. */
  get tried(): readonly string[] {
    return this.attempts;
  }

  /** Whether the goal is reached. */
  get solved(): boolean {
    return this.done;
  }

  /**
   * The player's moves still to play for a puzzle that gives `winIn`, from the position now: the
   * proven depth less the player's moves played, exact along a proven solution (its defence holds
   * out longest); null without `winIn`, once solved, or where a slower way spent the count.
   */
  get movesLeft(): number | null {
    const left = (this.puzzle.winIn ?? 0) - this.turns;
    return this.done || left < 1 ? null : left;
  }

  /**
   * Tries the player's `text` in the position now: plays it if it keeps the goal, then the
   * defence's answer. Throws `IllegalMoveError` for an illegal move or after the puzzle is solved.
   */
  async tryMove(text: string, signal?: AbortSignal): Promise<PuzzleVerdict> {
    if (this.done) throw new IllegalMoveError('The puzzle is solved.', text);
    const before = this.current;
    if (before.turn !== this.side) throw new IllegalMoveError("It is the defence's turn.", text);
    const move = this.rules.moveFromString(before, text);
    if (!this.rules.legalMoves(before).some((m) => this.same(before, m, move)))
      throw new IllegalMoveError(`${text} is not a legal move here.`, text);
    const notation = this.rules.moveToString(before, move);
    this.attempts.push(notation);
    const expected = this.onSolution ? this.puzzle.solution![this.line.length] : undefined;
    let ok = expected === notation;
    // Off the solution, or without one: the values decide (a shipped puzzle's solution is the only move that keeps the
    // goal).
    if (!ok && (expected === undefined || this.othersWin)) ok = await this.keepsGoal(before, notation, signal);
    if (!ok) return { verdict: 'wrong', move: notation, replies: [] };
    if (expected !== notation) this.onSolution = false;
    this.turns++;
    this.advance(move, notation);
    if (this.reached()) return { verdict: 'solved', move: notation, replies: [] };
    // The defence, as many moves as it has before the player's turn comes again.
    const replies: string[] = [];
    while (!this.done && this.current.turn !== this.side) {
      const reply = await this.defence(signal);
      this.advance(this.rules.moveFromString(this.current, reply), reply);
      replies.push(reply);
      this.reached();
    }
    return { verdict: this.done ? 'solved' : 'correct', move: notation, replies };
  }

  /** The move to play now: the solution's, or the best the values give. */
  async hint(signal?: AbortSignal): Promise<string | null> {
    if (this.done) return null;
    if (this.onSolution) return this.puzzle.solution![this.line.length] ?? null;
    const best = await this.bestOf(this.current, signal);
    return best ? this.rules.moveToString(this.current, best.move) : null;
  }

  private same(state: S, a: M, b: M): boolean {
    return this.rules.moveToString(state, a) === this.rules.moveToString(state, b);
  }

  private advance(move: M, notation: string): void {
    this.current = this.rules.play(this.current, move);
    this.line.push(notation);
  }

  /** Whether the goal is reached now: the game won (or held, for `draw` and `best`), or the solution played out. */
  private reached(): boolean {
    const result = this.rules.result(this.current);
    if (result) {
      const { goal } = this.puzzle;
      this.done =
        goal === 'win' || goal === 'finish'
          ? result.winner === this.side
          : goal === 'draw'
            ? result.winner !== (this.side === 'first' ? 'second' : 'first')
            : true;
    } else if (this.onSolution && this.line.length >= this.puzzle.solution!.length) this.done = true;
    return this.done;
  }

  private async analysis(state: S, signal?: AbortSignal): Promise<Analysis<M>> {
    if (!this.valuer) throw new RangeError('This puzzle has no solution to follow and no computer to value its moves.');
    return this.valuer(state, this.timeMs, signal);
  }

  private async bestOf(state: S, signal?: AbortSignal): Promise<MoveValue<M> | undefined> {
    const { values } = await this.analysis(state, signal);
    return values.reduce<MoveValue<M> | undefined>((b, v) => (b === undefined || v.score > b.score ? v : b), undefined);
  }

  /** Whether `notation`, played in `state`, keeps the puzzle's goal by the values of the position's moves. */
  private async keepsGoal(state: S, notation: string, signal?: AbortSignal): Promise<boolean> {
    const { values } = await this.analysis(state, signal);
    const played = values.find((v) => this.rules.moveToString(state, v.move) === notation);
    if (!played) return false;
    const best = Math.max(...values.map((v) => v.score));
    const outcome = (this.scale?.outcome ?? searchOutcome)(played.score, played.exact !== false);
    if (played.exact !== false)
      return this.puzzle.goal === 'best' ? played.score >= best : keepsOutcome(this.puzzle.goal, outcome);
    // An estimate (a game the search does not solve there): a proven outcome counts, else a move
    // within the game's margin of an inaccuracy of the best one keeps the goal.
    if (outcome !== null && this.puzzle.goal !== 'best') return keepsOutcome(this.puzzle.goal, outcome);
    return played.score >= best - (this.scale?.inaccuracy ?? 50);
  }

  /** The defence's move: the solution's while the play follows it, otherwise the strongest by the values. */
  private async defence(signal?: AbortSignal): Promise<string> {
    const next = this.onSolution ? this.puzzle.solution![this.line.length] : undefined;
    if (next !== undefined) return next;
    this.onSolution = false;
    const best = await this.bestOf(this.current, signal);
    if (!best) throw new RangeError('The defence found no move.');
    return this.rules.moveToString(this.current, best.move);
  }
}

/** How `provePuzzle` works. */
export interface ProveOptions {
  /** The time to value one position, in milliseconds (default 5000): each must be valued exactly. */
  readonly timeMs?: number;
  /** The longest solution, in moves of both sides (default 40). */
  readonly maxPlies?: number;
  /**
   * With the goal `best`: the player's turns the puzzle lasts, its solution ending with the last of them (default: to
   * the end of the game).
   */
  readonly turns?: number;
  readonly signal?: AbortSignal;
}

/**
 * Makes a puzzle of a position, or proves it has none: from `base`'s position the solving side
 * plays the only move that keeps the goal (for `win` and `draw`, the only move of that outcome;
 * for `best`, the only move of the best value), and the defence its strongest (the first of the
 * best values), until the game ends (or, for `best`, for `options.turns` of the player's turns).
 * Returns the puzzle with its solution, `winIn` and difficulty,
 * or null where some turn has no such move or more than one, or a value is not exact.
 */
export async function provePuzzle<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  valuer: PositionValuer<S, M>,
  scale: ReviewScale | undefined,
  base: Pick<Puzzle<O>, 'id' | 'options' | 'moves' | 'goal'>,
  options: ProveOptions = {},
): Promise<Puzzle<O> | null> {
  const outcomeOf = scale?.outcome ?? searchOutcome;
  let state = rules.newGame(base.options);
  for (const text of base.moves) state = rules.play(state, rules.moveFromString(state, text));
  const side = state.turn;
  const solution: string[] = [];
  let traps = 0;
  let turns = 0;
  while (!rules.result(state)) {
    if (solution.length >= (options.maxPlies ?? 40)) return null;
    const { values, complete } = await valuer(state, options.timeMs ?? 5000, options.signal);
    if (!complete || values.length !== rules.legalMoves(state).length || values.some((v) => v.exact === false))
      return null;
    const best = Math.max(...values.map((v) => v.score));
    let move: M;
    if (state.turn === side) {
      const good = values.filter((v) =>
        base.goal === 'best' ? v.score === best : keepsOutcome(base.goal, outcomeOf(v.score, true)),
      );
      if (good.length !== 1) return null;
      move = good[0]!.move;
      // The moves that fail though they do not lose at once: what makes the puzzle hard.
      if (turns === 0) traps = values.filter((v) => v !== good[0] && outcomeOf(v.score, true) !== 'loss').length;
      turns++;
    } else {
      move = values.find((v) => v.score === best)!.move;
    }
    solution.push(rules.moveToString(state, move));
    state = rules.play(state, move);
    if (base.goal === 'best' && options.turns !== undefined && turns >= options.turns && state.turn !== side) break;
  }
  const result = rules.result(state);
  if ((base.goal === 'win' || base.goal === 'finish') && result?.winner !== side) return null;
  const difficulty = Math.min(5, Math.max(1, Math.ceil(turns / 2) + (traps >= 2 ? 1 : 0) + (traps >= 4 ? 1 : 0)));
  return { ...base, game: rules.id, ...(base.goal === 'win' ? { winIn: turns } : {}), solution, difficulty };
}

/**
 * The puzzle of the day in `set`: the same for everyone on the same calendar date (the reader's
 * own), a different one each day until the set comes round again.
 */
export function dailyPuzzle<P>(set: readonly P[], date: Date = new Date()): P {
  if (set.length === 0) throw new RangeError('There is no puzzle to choose from.');
  const day = Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
  // A step prime to the set's length visits every puzzle before one comes again.
  let step = 7919 % set.length || 1;
  while (gcd(step, set.length) !== 1) step++;
  return set[(day * step) % set.length]!;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** How `proveWinIn` searches. */
export interface WinInOptions {
  /** The most moves of the winning side (its last one included); the least that wins is taken. */
  readonly maxTurns: number;
  /** Gives up (null) after this many positions, so that a generator moves on (default 2 million). */
  readonly maxNodes?: number;
}

/**
 * Makes a "win in N" puzzle of a position by exhaustive search, for games whose AI proves wins
 * only where it finds them (Lines of Action, Hnefatafl): from `base`'s position the side to move
 * must win within N of its moves against every defence, with one move only that does so at each
 * of its turns; the defence plays the reply that holds out longest (the first of those). N is the
 * least that wins, up to `maxTurns`. Null where there is no such win, more than one winning move at
 * a turn, or the search gave up.
 */
export function proveWinIn<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  base: Pick<Puzzle<O>, 'id' | 'options' | 'moves'>,
  options: WinInOptions,
): Puzzle<O> | null {
  let state = rules.newGame(base.options);
  for (const text of base.moves) state = rules.play(state, rules.moveFromString(state, text));
  if (rules.result(state)) return null;
  const side = state.turn;
  let nodes = 0;
  const budget = options.maxNodes ?? 2_000_000;
  class GaveUp extends Error {}
  /** Whether `side` wins from `s` within `turns` of its own moves, against every defence. */
  const wins = (s: S, turns: number): boolean => {
    if (++nodes > budget) throw new GaveUp();
    const r = rules.result(s);
    if (r) return r.winner === side;
    if (turns === 0) return false;
    if (s.turn === side) return rules.legalMoves(s).some((m) => wins(rules.play(s, m), turns - 1));
    return rules.legalMoves(s).every((m) => wins(rules.play(s, m), turns));
  };
  /**
   * The least number of turns within which `side` wins from `s` (the side to move there), up to `most`; Infinity when
   * none.
   */
  const least = (s: S, most: number): number => {
    for (let t = 1; t <= most; t++) if (wins(s, t)) return t;
    return Infinity;
  };
  try {
    const turns = least(state, options.maxTurns);
    if (turns === Infinity) return null;
    const solution: string[] = [];
    let traps = 0;
    let left = turns;
    while (!rules.result(state)) {
      let move: M;
      if (state.turn === side) {
        const winning = rules.legalMoves(state).filter((m) => wins(rules.play(state, m), left - 1));
        if (winning.length !== 1) return null;
        if (solution.length === 0) traps = rules.legalMoves(state).length - 1;
        move = winning[0]!;
        left--;
      } else {
        // The reply after which the win takes longest.
        const replies = rules.legalMoves(state).map((m) => ({ m, t: least(rules.play(state, m), left) }));
        move = replies.reduce((a, b) => (b.t > a.t ? b : a)).m;
      }
      solution.push(rules.moveToString(state, move));
      state = rules.play(state, move);
    }
    if (rules.result(state)!.winner !== side) return null;
    const difficulty = Math.min(5, Math.max(1, turns + (traps >= 20 ? 1 : 0) + (traps >= 60 ? 1 : 0)));
    return { ...base, game: rules.id, goal: 'win', winIn: turns, solution, difficulty };
  } catch (e) {
    if (e instanceof GaveUp) return null;
    throw e;
  }
}
