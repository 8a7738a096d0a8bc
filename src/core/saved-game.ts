/**
 * The JSON form of a whole game (`export()` / `import()`, `persist`): what was played, what was
 * taken back, the options and the names. Versioned, so a later release can read older saves.
 */
import type { Player } from './game.js';
import { isStringArray, objectOf } from './outside-data.js';

/** Marks data as one of ours, so foreign data under the same storage key is recognised. */
export const SAVE_FORMAT = 'board-game-elements';
/** The current version of the saved-game format. */
export const SAVE_VERSION = 1;

/** The clock as saved with a game: the times at the start of each ply, and the times when it was saved. */
export interface SavedClock {
  /** The setting as written in the `clock` attribute (`"5+3"`), so a save of another time control is not taken. */
  setting: string;
  /** `[first, second]` milliseconds left at the start of each ply, from ply 0. */
  laps: [number, number][];
  /** `[first, second]` milliseconds left when saved: the side to move's running time up to then counts. */
  left: [number, number];
  /**
   * When it was saved (`Date.now()`), while a clock ran: a board playing online counts the time since for the side to
   * move.
   */
  at?: number;
}

/**
 * A game's review kept with it (`reviewGame`'s values), so a review opened again needs no analysis.
 * Only values are kept; the marks are read from them again with the game's scale when it is taken.
 */
export interface SavedReview {
  /** The time each position was given (`review-time`): a review asked with more time values the game again. */
  timeMs: number;
  /**
   * One entry per move of the game's `moves`, null where its position was not valued:
   * `[value, exact, best, bestValue, bestExact]`, the played move's value for its player, whether
   * it is proven, the best move in notation, its value and whether that is proven.
   */
  moves: (SavedReviewedMove | null)[];
}

/** One move's values in a `SavedReview`: `[value, exact, best, bestValue, bestExact]`. */
export type SavedReviewedMove = [number, boolean, string, number, boolean];

/** A whole game as plain JSON data. */
export interface SavedGame<O = unknown> {
  /** Always `board-game-elements`. */
  format: typeof SAVE_FORMAT;
  /** The format's version (1). */
  version: number;
  /** The game's id (`nim`, `tictactoe`...). */
  game: string;
  /** The options the game was started with. */
  options: Partial<O>;
  /** The moves played, in notation. */
  moves: string[];
  /** Moves taken back that `redo()` would replay, in order. */
  undone: string[];
  /** Player names, when set; present (perhaps empty) once the players were asked their names. */
  players?: Partial<Record<Player, string>>;
  /** The clocks, on a board with a `clock`; a clock that cannot be read is left out, and the game kept. */
  clock?: SavedClock;
  /** The review of `moves`, once one was made; one that cannot be read is left out, and the game kept. */
  review?: SavedReview;
}

/** Thrown by `import()` for data that is not a saved game of this board's game. */
export class InvalidSavedGameError extends Error {
  override readonly name: string = 'InvalidSavedGameError';
}

/** Thrown for a saved game written by a newer release, whose format this one cannot read. */
export class NewerSavedGameError extends InvalidSavedGameError {
  override readonly name = 'NewerSavedGameError';
}

/**
 * Checks the shape of saved data (an object or its JSON text) for game `gameId`; throws
 * `InvalidSavedGameError` saying what is wrong. The moves themselves are checked by replaying them.
 */
export function parseSavedGame<O>(data: unknown, gameId: string): SavedGame<O> {
  const v = objectOf(data, 'The saved game', (message) => new InvalidSavedGameError(message));
  if (v.format !== SAVE_FORMAT)
    throw new InvalidSavedGameError(`The data is not a saved game (its "format" is not "${SAVE_FORMAT}").`);
  if (typeof v.version !== 'number' || !Number.isInteger(v.version) || v.version < 1)
    throw new InvalidSavedGameError('The saved game has no valid version.');
  if (v.version > SAVE_VERSION)
    throw new NewerSavedGameError(
      `The saved game has version ${v.version}; this release reads up to version ${SAVE_VERSION}.`,
    );
  if (v.game !== gameId)
    throw new InvalidSavedGameError(`The saved game is a "${String(v.game)}" game, not "${gameId}".`);
  if (typeof v.options !== 'object' || v.options === null || Array.isArray(v.options))
    throw new InvalidSavedGameError('The saved game has no options object.');
  if (!isStringArray(v.moves)) throw new InvalidSavedGameError('The saved game\'s "moves" is not a list of moves.');
  const undone = v.undone ?? [];
  if (!isStringArray(undone)) throw new InvalidSavedGameError('The saved game\'s "undone" is not a list of moves.');
  const players: Partial<Record<Player, string>> = {};
  if (v.players !== undefined) {
    const p = v.players as Record<string, unknown> | null;
    if (typeof p !== 'object' || p === null)
      throw new InvalidSavedGameError('The saved game\'s "players" is not an object.');
    for (const side of ['first', 'second'] as const) {
      if (p[side] === undefined) continue;
      if (typeof p[side] !== 'string')
        throw new InvalidSavedGameError(`The saved name of the ${side} player is not text.`);
      players[side] = p[side];
    }
  }
  const saved: SavedGame<O> = {
    format: SAVE_FORMAT,
    version: v.version,
    game: gameId,
    options: v.options as Partial<O>,
    moves: v.moves,
    undone,
  };
  // An empty object still says the names were asked (and left at their defaults).
  if (v.players !== undefined) saved.players = players;
  // Checked against the board's own clock when it is taken (`readSavedClock`): a clock is no reason to lose a game.
  if (v.clock !== undefined) saved.clock = v.clock as SavedClock;
  // A review is no reason to lose a game either: one of other moves is left out here, the rest is
  // checked against the moves and the rules when a review is opened (`restoreReview`).
  const review = v.review as Partial<SavedReview> | null | undefined;
  if (
    typeof review === 'object' &&
    review !== null &&
    Array.isArray(review.moves) &&
    review.moves.length === v.moves.length
  )
    saved.review = review as SavedReview;
  return saved;
}
