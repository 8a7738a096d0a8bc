/**
 * A game's review, headless: every position of a game valued by its AI (`GameAi.analyse`), from the
 * end back to the start, and every move marked by what it gave away. Where values are exact (the
 * solved part of a game), a move is marked by the outcome it lost: a win turned into a draw or a
 * loss is a blunder, a slower win is not. Elsewhere the search's estimates are read with the
 * thresholds the game's AI states (`GameAi.reviewScale`). The boards' review runs this in their
 * worker; tests and servers run it in Node.
 */
import { type Analysis, type GameAi, type MoveValue, type Outcome, type ReviewScale } from './ai.js';

export type { Outcome, ReviewScale };
import { type BaseState, type Game, IllegalMoveError, type Player } from './game.js';
import { InvalidSavedGameError, type SavedReview, type SavedReviewedMove } from './saved-game.js';
import { PROVEN } from './search.js';
import { lineLengthError } from './replay.js';
import { analyseInSlices, fixedAsker } from './sliced.js';
import { type StepSlices, type Steps, runAtOnce, runInSlices } from './stepwise.js';

/** How good a move was, from the best to the worst. */
export type MoveMark = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** The scale of the shared search's scores: proven results near `±WIN`, estimates in the evaluation's units. */
export function searchOutcome(value: number, exact: boolean): Outcome | null {
  if (exact || Math.abs(value) >= PROVEN) return value > 0 ? 'win' : value < 0 ? 'loss' : 'draw';
  return null;
}

/** One move of a reviewed game. */
export interface ReviewedMove<M> {
  /** Its index in the game, from 0. */
  readonly ply: number;
  /** Who played it. */
  readonly player: Player;
  readonly move: M;
  /** The move in the game's notation. */
  readonly notation: string;
  /** Its value for `player`, in the game's scale. */
  readonly value: number;
  /** Whether `value` is proven rather than estimated. */
  readonly exact: boolean;
  /** What it left `player`, where certain. */
  readonly outcome: Outcome | null;
  /** The best move of the position (the played one when it was best). */
  readonly best: M;
  readonly bestNotation: string;
  readonly bestValue: number;
  readonly bestExact: boolean;
  readonly bestOutcome: Outcome | null;
  /** How good the move was. */
  readonly mark: MoveMark;
}

/** A position's value for the graph: from the first player's view. */
export interface ReviewPoint {
  readonly value: number;
  readonly exact: boolean;
}

/** A game's review, whole or as far as it has come. */
export interface GameReview<M> {
  /** One entry per move; null where its position is not valued yet, or could not be. */
  readonly moves: readonly (ReviewedMove<M> | null)[];
  /** One entry per position, the start and the end included; null where not valued. */
  readonly points: readonly (ReviewPoint | null)[];
  /** Whether every move is marked. */
  readonly complete: boolean;
}

/** Settings of a review. */
export interface ReviewOptions<S, O = object> {
  /** The position the moves start from (default: the game's start with `gameOptions`). */
  readonly start?: S;
  /** The options of the game's start, when `start` is not given. */
  readonly gameOptions?: Partial<O>;
  /**
   * The time to value one position, in milliseconds (default 1000); where the AI values from a fixed budget
   * (`ReviewScale.fixed`), only how long each call to it runs.
   */
  readonly timeMs?: number;
  /** Stops the review; the promise then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Told after each position, the review as far as it has come and how many positions are done. */
  readonly onProgress?: (review: GameReview<unknown>, done: number, total: number) => void;
  /** Where the AI thinks in slices (the main thread), how it yields between them (default: a timer). */
  readonly pause?: () => Promise<void>;
  /**
   * Moves already reviewed, by index (a review of the game before its last moves): their positions are not valued
   * again.
   */
  readonly known?: readonly (ReviewedMove<unknown> | null)[];
}

const RANK: Readonly<Record<Outcome, number>> = { loss: 0, draw: 1, win: 2 };

/** The mark of `played` in a position whose best value is `best`. */
export function markMove(played: MoveValue<unknown>, best: MoveValue<unknown>, scale: ReviewScale): MoveMark {
  const outcomeOf = scale.outcome ?? searchOutcome;
  if (played.score >= best.score) return 'best';
  const mine = outcomeOf(played.score, played.exact !== false);
  const theirs = outcomeOf(best.score, best.exact !== false);
  // Both outcomes known: only an outcome given away counts; a slower win or a smaller margin is good.
  if (mine && theirs) return RANK[mine] < RANK[theirs] ? 'blunder' : 'good';
  // A proven value beside an estimate: counted as the scale's range at most (twice a blunder by
  // default), so that a proof found for one move does not make every other move a blunder. Both
  // are clamped from both sides, so that a worse move still loses value in a lost position.
  const cap = scale.range ?? 2 * scale.blunder;
  const clamp = (v: number) => Math.max(-cap, Math.min(cap, v));
  const lost = clamp(best.score) - clamp(played.score);
  return lost >= scale.blunder
    ? 'blunder'
    : lost >= scale.mistake
      ? 'mistake'
      : lost >= scale.inaccuracy
        ? 'inaccuracy'
        : 'good';
}

/** The default thresholds, for an AI that states none: a search's evaluation in hundredths of a unit. */
const DEFAULT_SCALE: ReviewScale = { inaccuracy: 50, mistake: 150, blunder: 400 };

/**
 * Values every legal move of `state` (an AI's `analyse`, in a worker or in slices), within
 * `timeMs`; with `fixed`, from the AI's fixed budget (`AiOptions.fixed`), `timeMs` only pacing the work.
 */
export type PositionValuer<S, M> = (
  state: S,
  timeMs: number,
  signal?: AbortSignal,
  fixed?: boolean,
) => Promise<Analysis<M>>;

/**
 * Reviews `moves` (in notation) played from the start of `rules`' game: values each position with
 * `ai.analyse`, from the last position back to the first, and marks each move. Throws
 * `IllegalMoveError` for an illegal move, and `RangeError` when the AI cannot analyse.
 */
export async function reviewGame<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  ai: GameAi<S, M>,
  moves: readonly string[],
  options: ReviewOptions<S, O> = {},
): Promise<GameReview<M>> {
  if (!ai.analyse)
    throw new RangeError(`The AI of "${rules.id}" cannot analyse positions, so its games cannot be reviewed.`);
  const valuer: PositionValuer<S, M> = async (state, timeMs, signal, fixed) => {
    await ai.prepare?.(state, 'analyse');
    return analyseInSlices(
      ai,
      state,
      { timeMs, signal, session: {}, ...(fixed ? { fixed } : {}) },
      options.pause ? { pause: options.pause } : {},
    );
  };
  return reviewLine(rules, ai.reviewScale, moves, valuer, options);
}

/**
 * The review of `moves` with the values `valuer` gives and the marks `scale` reads (the default
 * scale where the game has none): what `reviewGame` does, for a board whose AI answers from its
 * worker.
 */
export async function reviewLine<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  scale: ReviewScale | undefined,
  moves: readonly string[],
  valuer: PositionValuer<S, M>,
  options: ReviewOptions<S, O> = {},
): Promise<GameReview<M>> {
  const marks = scale ?? DEFAULT_SCALE;
  // The main thread's part (replaying the line, reading known moves) never holds the page long.
  const slices = {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.pause ? { pause: options.pause } : {}),
  };
  const line = await runInSlices(lineSteps(rules, moves, options.start ?? rules.newGame(options.gameOptions)), slices);
  const reviewed: (ReviewedMove<M> | null)[] = line.map(() => null);
  const snapshot = (): GameReview<M> => withPoints(reviewed);
  const timeMs = options.timeMs ?? 1000;
  const isKnown = (i: number) => options.known?.[i]?.notation === line[i]!.notation;
  for (let i = line.length - 1; i >= 0; i--) {
    options.signal?.throwIfAborted();
    const { state: before, move, notation } = line[i]!;
    // A position's values do not depend on the moves after it. A run of known moves is taken
    // whole, then told move by move with one snapshot of the review: a snapshot a move would cost
    // the square of the game's length.
    if (isKnown(i)) {
      let first = i;
      while (first > 0 && isKnown(first - 1)) first--;
      for (let k = i; k >= first; k--) reviewed[k] = options.known![k] as ReviewedMove<M>;
      const review = snapshot() as GameReview<unknown>;
      for (let k = i; k >= first; k--) options.onProgress?.(review, line.length - k, line.length);
      i = first;
      continue;
    }
    // A fixed budget's values come whatever the time: asked again until every move is valued.
    let analysis = await valuer(before, timeMs, options.signal, marks.fixed);
    options.signal?.throwIfAborted();
    for (const again = fixedAsker(); marks.fixed && again(analysis);) {
      analysis = await valuer(before, timeMs, options.signal, true);
      options.signal?.throwIfAborted();
    }
    const key = (m: M) => rules.moveToString(before, m);
    const played = analysis.values.find((v) => key(v.move) === notation);
    const best = analysis.values.reduce<MoveValue<M> | undefined>(
      (b, v) => (b === undefined || v.score > b.score ? v : b),
      undefined,
    );
    // A move is marked only beside the values of every other: a best move among some of them may not be the best.
    const legal = rules.legalMoves(before).length;
    if (played && best && new Set(analysis.values.map((v) => key(v.move))).size === legal) {
      reviewed[i] = reviewedMove(
        rules,
        marks,
        { ply: i, before, move, notation },
        played,
        { move: best.move, score: best.score, exact: best.exact },
        legal === 1,
      );
    }
    options.onProgress?.(snapshot() as GameReview<unknown>, line.length - i, line.length);
  }
  return snapshot();
}

/**
 * The positions of `moves` from `start` (or the game's start), each with the move played from it, as steps, one a move;
 * throws `IllegalMoveError`.
 */
function* lineSteps<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  moves: readonly string[],
  start: S,
): Steps<{ state: S; move: M; notation: string }[]> {
  const line: { state: S; move: M; notation: string }[] = [];
  const tooLong = lineLengthError(rules, start, moves.length);
  if (tooLong) throw tooLong;
  let state = start;
  for (const [i, text] of moves.entries()) {
    if (rules.result(state))
      throw new IllegalMoveError(`Move ${i + 1} (${text}) comes after the end of the game.`, text);
    const move = rules.moveFromString(state, text);
    line.push({ state, move, notation: rules.moveToString(state, move) });
    state = rules.play(state, move);
    yield;
  }
  return line;
}

/** A move's review from its value and the best one's: what `reviewLine` finds and `restoreReview` reads back. */
function reviewedMove<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  scale: ReviewScale,
  at: { ply: number; before: S; move: M; notation: string },
  played: MoveValue<unknown>,
  best: MoveValue<M>,
  only: boolean,
): ReviewedMove<M> {
  const outcomeOf = scale.outcome ?? searchOutcome;
  return {
    ply: at.ply,
    player: at.before.turn,
    move: at.move,
    notation: at.notation,
    value: played.score,
    exact: played.exact !== false,
    outcome: outcomeOf(played.score, played.exact !== false),
    best: best.move,
    bestNotation: rules.moveToString(at.before, best.move),
    bestValue: best.score,
    bestExact: best.exact !== false,
    bestOutcome: outcomeOf(best.score, best.exact !== false),
    mark: only ? 'best' : markMove(played, best, scale),
  };
}

/**
 * The review of `moves` with its graph's points: each position's best value from the first player's view, the last
 * position's from the played move.
 */
function withPoints<M>(moves: readonly (ReviewedMove<M> | null)[]): GameReview<M> {
  // Plus zero: a draw is 0 from both sides (JSON, which keeps the review, has no -0).
  const forFirst = (player: Player, value: number) => (player === 'first' ? value : -value) + 0;
  const points: (ReviewPoint | null)[] = moves.map((r) =>
    r ? { value: forFirst(r.player, r.bestValue), exact: r.bestExact } : null,
  );
  const last = moves.at(-1);
  points.push(last ? { value: forFirst(last.player, last.value), exact: last.exact } : null);
  return { moves: [...moves], points, complete: moves.every((m) => m !== null) };
}

/** A review as kept with its game (`SavedGame.review`): its values only, for `restoreReview`. */
export function saveReview<M>(review: GameReview<M>, timeMs: number): SavedReview {
  return {
    timeMs,
    moves: review.moves.map((r): SavedReviewedMove | null =>
      r ? [r.value + 0, r.exact, r.bestNotation, r.bestValue + 0, r.bestExact] : null,
    ),
  };
}

/**
 * Reads back a review kept with the game of `moves` (from `start`, or the game's start with
 * `gameOptions`), its marks read again with `scale`. Throws `InvalidSavedGameError` saying what is
 * wrong when the data is not a review of these moves (of another length, a value that is not a
 * number, a best move that is not legal there).
 */
export function restoreReview<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  scale: ReviewScale | undefined,
  moves: readonly string[],
  data: unknown,
  options: Pick<ReviewOptions<S, O>, 'start' | 'gameOptions'> = {},
): GameReview<M> & { timeMs: number } {
  return runAtOnce(restoreSteps(rules, scale, moves, data, options));
}

/** What `restoreReview` does, in slices that never hold the page longer than one (see `runInSlices`). */
export function restoreReviewInSlices<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  scale: ReviewScale | undefined,
  moves: readonly string[],
  data: unknown,
  options: Pick<ReviewOptions<S, O>, 'start' | 'gameOptions'> = {},
  slices?: StepSlices,
): Promise<GameReview<M> & { timeMs: number }> {
  return runInSlices(restoreSteps(rules, scale, moves, data, options), slices);
}

/** `restoreReview` as steps, one a move (replayed, then read). */
function* restoreSteps<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  scale: ReviewScale | undefined,
  moves: readonly string[],
  data: unknown,
  options: Pick<ReviewOptions<S, O>, 'start' | 'gameOptions'>,
): Steps<GameReview<M> & { timeMs: number }> {
  const v = data as Partial<Record<keyof SavedReview, unknown>> | null;
  if (typeof v !== 'object' || v === null) throw new InvalidSavedGameError('The saved review is not an object.');
  if (typeof v.timeMs !== 'number' || !(v.timeMs > 0))
    throw new InvalidSavedGameError('The saved review has no valid time per position.');
  if (!Array.isArray(v.moves) || v.moves.length !== moves.length)
    throw new InvalidSavedGameError(`The saved review is not one of these ${moves.length} moves.`);
  const line = yield* lineSteps(rules, moves, options.start ?? rules.newGame(options.gameOptions));
  const number = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
  const reviewed: (ReviewedMove<M> | null)[] = [];
  for (const [ply, entry] of (v.moves as unknown[]).entries()) {
    if (entry === null) {
      reviewed.push(null);
      continue;
    }
    const e = entry as unknown[];
    if (
      !Array.isArray(e) ||
      e.length !== 5 ||
      !number(e[0]) ||
      typeof e[1] !== 'boolean' ||
      typeof e[2] !== 'string' ||
      !number(e[3]) ||
      typeof e[4] !== 'boolean'
    ) {
      throw new InvalidSavedGameError(
        `The saved review of move ${ply + 1} is not [value, exact, best, bestValue, bestExact].`,
      );
    }
    const { state: before, move, notation } = line[ply]!;
    // Parsing a move's text does not always check it against the position: the legal moves do.
    const legal = rules.legalMoves(before);
    const best = legal.find((m) => rules.moveToString(before, m) === e[2]);
    if (best === undefined)
      throw new InvalidSavedGameError(
        `The saved review's better move at move ${ply + 1} (${e[2].slice(0, 20)}) is not legal there.`,
      );
    if (e[3] < e[0])
      throw new InvalidSavedGameError(`The saved review's best value at move ${ply + 1} is below the played one.`);
    reviewed.push(
      reviewedMove(
        rules,
        scale ?? DEFAULT_SCALE,
        { ply, before, move, notation },
        { move, score: e[0], exact: e[1] },
        { move: best, score: e[3], exact: e[4] },
        legal.length === 1,
      ),
    );
    yield;
  }
  return { ...withPoints(reviewed), timeMs: v.timeMs };
}
