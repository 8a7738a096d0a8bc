/**
 * The contract every game implements. Rules are pure: `play` returns a new state and never
 * mutates its input, so the element, the worker, a server and the tests share one implementation.
 */

/** The two sides of a game: `first` moves first. One-player games only use `first`. */
export type Player = 'first' | 'second';

/** The side that is not `player`. */
export function opponent(player: Player): Player {
  return player === 'first' ? 'second' : 'first';
}

/** How a game ended. */
export interface Result {
  /** The winner, or `null` for a draw. */
  readonly winner: Player | null;
  /** Why it ended, one machine-readable word per game (`last-piece`, `line`, `full-board`...). */
  readonly reason: string;
  /** A final score where the game has one (disc counts, pegs left). */
  readonly score?: Readonly<Record<Player, number>>;
}

/** What every state exposes, whatever the game. */
export interface BaseState {
  /** The side to move. */
  readonly turn: Player;
  /** Moves played since the start (half-moves). */
  readonly ply: number;
}

/** The rules of one game, free of DOM and AI. */
export interface Game<State extends BaseState, Move, Options> {
  /**
   * The game's id: for ours, also its folder name (`nim`, `tictactoe`...); a game of your own picks one none of ours
   * has.
   */
  readonly id: string;
  /** The options a new game starts with when none are given. */
  readonly defaults: Readonly<Options>;
  /** Checks options; returns an error message for the first invalid one, or null. */
  validateOptions(options: Partial<Options>): string | null;
  /** A new game; throws `InvalidOptionsError` on invalid options. */
  newGame(options?: Partial<Options>): State;
  /** The legal moves of the side to move; empty when the game is over. */
  legalMoves(state: State): Move[];
  /** The state after `move`; throws `IllegalMoveError` and leaves `state` untouched when illegal. */
  play(state: State, move: Move): State;
  /** The result, or `null` while the game goes on. */
  result(state: State): Result | null;
  /** The move written in the game's own notation. */
  moveToString(state: State, move: Move): string;
  /** Parses the game's notation; throws `IllegalMoveError` unless it names a legal move. */
  moveFromString(state: State, text: string): Move;
  /**
   * Whether `player` could still win from `state` by some sequence of legal moves. It decides a
   * flag: the side whose time runs out loses, unless the other side cannot win, and then it is a
   * draw (as in chess). Absent: every side can always win.
   */
  canWin?(state: State, player: Player): boolean;
  /**
   * The most moves (plies, passes included) a game from `start`, its first position, can last: what
   * no real game reaches, derived from the rules where they bound the game. Longer lines (a
   * `moves` list, a puzzle, a saved game, a link) are refused before they are replayed. Absent:
   * `DEFAULT_MAX_PLIES`. Never more than `LONGEST_LINE`.
   */
  maxPlies?(start: State): number;
}

/** The bound of a game that states none (`Game.maxPlies`): far above any game of a few hundred moves. */
export const DEFAULT_MAX_PLIES = 1000;

/** The most moves any line may have, whatever its game says: the ceiling online messages also keep. */
export const LONGEST_LINE = 4096;

/**
 * The most characters of text that carries a line (a move list, a puzzle, a saved game, a link), refused unread beyond.
 */
export const MAX_LINE_TEXT = 256 * 1024;

/** The most moves a game of `rules` from `start` may have (`Game.maxPlies`, its default and ceiling applied). */
export function maxPliesOf<S extends BaseState>(rules: Pick<Game<S, unknown, unknown>, 'maxPlies'>, start: S): number {
  const bound = rules.maxPlies?.(start) ?? DEFAULT_MAX_PLIES;
  return Number.isInteger(bound) && bound >= 0 ? Math.min(bound, LONGEST_LINE) : DEFAULT_MAX_PLIES;
}

/** Thrown by `play` and `moveFromString` for a move that is not legal in the given state. */
export class IllegalMoveError extends Error {
  override readonly name: string = 'IllegalMoveError';
  /** The offending move, as given. */
  readonly move: unknown;
  constructor(message: string, move?: unknown) {
    super(message);
    this.move = move;
  }
}

/**
 * Thrown for a line of more moves than its game can last (`Game.maxPlies`), or text too long to carry one; nothing of
 * it is played.
 */
export class LineTooLongError extends IllegalMoveError {
  override readonly name = 'LineTooLongError';
}

/**
 * Throws `LineTooLongError` when `text` is longer than any line's text may be (`MAX_LINE_TEXT`), before anything reads
 * it.
 */
export function assertLineText(text: string, what: string): void {
  if (text.length > MAX_LINE_TEXT)
    throw new LineTooLongError(`${what} is ${text.length} characters long; at most ${MAX_LINE_TEXT} are read.`);
}

/** Thrown by `newGame` for options outside their documented range. */
export class InvalidOptionsError extends RangeError {
  override readonly name = 'InvalidOptionsError';
}

/** Throws `InvalidOptionsError` when `validate` finds a problem. */
export function assertValidOptions<O>(
  game: Pick<Game<BaseState, unknown, O>, 'validateOptions'>,
  options: Partial<O>,
): void {
  const problem = game.validateOptions(options);
  if (problem) throw new InvalidOptionsError(problem);
}

/** True when `value` is an integer within `[min, max]`. */
export function isIntInRange(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
