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
import { PROVEN } from './search.js';
import { analyseInSlices } from './sliced.js';

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
  /** The time to value one position, in milliseconds (default 1000). */
  readonly timeMs?: number;
  /** Stops the review; the promise then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Told after each position, the review as far as it has come and how many positions are done. */
  readonly onProgress?: (review: GameReview<unknown>, done: number, total: number) => void;
  /** Where the AI thinks in slices (the main thread), how it yields between them (default: a timer). */
  readonly pause?: () => Promise<void>;
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
  // A proven value beside an estimate: counted as twice a blunder at most, so that a proof found
  // for one move does not make every other move a blunder.
  const cap = 2 * scale.blunder;
  const lost = Math.min(cap, best.score) - Math.max(-cap, Math.min(cap, played.score));
  return lost >= scale.blunder ? 'blunder' : lost >= scale.mistake ? 'mistake' : lost >= scale.inaccuracy ? 'inaccuracy' : 'good';
}

/** The default thresholds, for an AI that states none: a search's evaluation in hundredths of a unit. */
const DEFAULT_SCALE: ReviewScale = { inaccuracy: 50, mistake: 150, blunder: 400 };

/** Values every legal move of `state` (an AI's `analyse`, in a worker or in slices), within `timeMs`. */
export type PositionValuer<S, M> = (state: S, timeMs: number, signal?: AbortSignal) => Promise<Analysis<M>>;

/**
 * Reviews `moves` (in notation) played from the start of `rules`' game: values each position with
 * `ai.analyse`, from the last position back to the first, and marks each move. Throws
 * `IllegalMoveError` for an illegal move, and `RangeError` when the AI cannot analyse.
 */
export async function reviewGame<S extends BaseState, M, O>(rules: Game<S, M, O>, ai: GameAi<S, M>, moves: readonly string[], options: ReviewOptions<S, O> = {}): Promise<GameReview<M>> {
  if (!ai.analyse) throw new RangeError(`The AI of "${rules.id}" cannot analyse positions, so its games cannot be reviewed.`);
  const valuer: PositionValuer<S, M> = async (state, timeMs, signal) => {
    await ai.prepare?.(state);
    return analyseInSlices(ai, state, { timeMs, signal, session: {} }, options.pause ? { pause: options.pause } : {});
  };
  return reviewLine(rules, ai.reviewScale, moves, valuer, options);
}

/**
 * The review of `moves` with the values `valuer` gives and the marks `scale` reads (the default
 * scale where the game has none): what `reviewGame` does, for a board whose AI answers from its
 * worker.
 */
export async function reviewLine<S extends BaseState, M, O>(rules: Game<S, M, O>, scale: ReviewScale | undefined, moves: readonly string[], valuer: PositionValuer<S, M>, options: ReviewOptions<S, O> = {}): Promise<GameReview<M>> {
  const marks = scale ?? DEFAULT_SCALE;
  const outcomeOf = marks.outcome ?? searchOutcome;
  // The positions, each with the move played from it.
  const line: { state: S; move: M; notation: string }[] = [];
  let state = options.start ?? rules.newGame(options.gameOptions);
  for (const [i, text] of moves.entries()) {
    if (rules.result(state)) throw new IllegalMoveError(`Move ${i + 1} (${text}) comes after the end of the game.`, text);
    const move = rules.moveFromString(state, text);
    line.push({ state, move, notation: rules.moveToString(state, move) });
    state = rules.play(state, move);
  }
  const reviewed: (ReviewedMove<M> | null)[] = line.map(() => null);
  const points: (ReviewPoint | null)[] = [...line.map(() => null), null];
  const forFirst = (player: Player, value: number) => (player === 'first' ? value : -value);
  const snapshot = (): GameReview<M> => ({ moves: [...reviewed], points: [...points], complete: reviewed.every((m) => m !== null) });
  const timeMs = options.timeMs ?? 1000;
  for (let i = line.length - 1; i >= 0; i--) {
    options.signal?.throwIfAborted();
    const { state: before, move, notation } = line[i]!;
    const analysis = await valuer(before, timeMs, options.signal);
    options.signal?.throwIfAborted();
    const key = (m: M) => rules.moveToString(before, m);
    const played = analysis.values.find((v) => key(v.move) === notation);
    const best = analysis.values.reduce<MoveValue<M> | undefined>((b, v) => (b === undefined || v.score > b.score ? v : b), undefined);
    if (played && best) {
      const player = before.turn;
      const only = rules.legalMoves(before).length === 1;
      reviewed[i] = {
        ply: i,
        player,
        move,
        notation,
        value: played.score,
        exact: played.exact !== false,
        outcome: outcomeOf(played.score, played.exact !== false),
        best: best.move,
        bestNotation: key(best.move),
        bestValue: best.score,
        bestExact: best.exact !== false,
        bestOutcome: outcomeOf(best.score, best.exact !== false),
        mark: only ? 'best' : markMove(played, best, marks),
      };
      points[i] = { value: forFirst(player, best.score), exact: best.exact !== false };
      if (i === line.length - 1) points[i + 1] = { value: forFirst(player, played.score), exact: played.exact !== false };
    }
    options.onProgress?.(snapshot() as GameReview<unknown>, line.length - i, line.length);
  }
  return snapshot();
}
