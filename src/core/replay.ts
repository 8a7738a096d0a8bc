/** Rebuilds a game from a list of moves in notation: shared positions, saved games, `moves` attributes. */
import { type StepSlices, type Steps, runAtOnce, runInSlices } from './stepwise.js';
import {
  type BaseState,
  type Game,
  IllegalMoveError,
  LONGEST_LINE,
  LineTooLongError,
  assertLineText,
  maxPliesOf,
} from './game.js';

/** One move of a replayed line, with the position it was played from. */
export interface ReplayedMove<S, M> {
  /** The position before the move. */
  before: S;
  /** The move. */
  move: M;
  /** The move in the game's notation (normalised by `moveToString`). */
  notation: string;
}

/** A replayed game: the line and the position it reaches. */
export interface Replay<S, M> {
  /** Every move with the position it was played from. */
  line: ReplayedMove<S, M>[];
  /** The position after the last move. */
  state: S;
}

/**
 * Plays `moves` from a new game with `options`. Throws `IllegalMoveError` naming the first move
 * (1-based) that is not legal, or that comes after the end of the game; `LineTooLongError` for
 * more moves than the game can last (`Game.maxPlies`).
 */
export function replay<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  options: Partial<O>,
  moves: readonly string[],
): Replay<S, M> {
  const r = replayPrefix(rules, options, moves);
  if (r.error) throw r.error;
  return r;
}

/**
 * Like `replay`, but stops at the first bad move and returns the legal part with the error. A line
 * longer than the game can last is refused whole: nothing is played, the error is a `LineTooLongError`.
 */
export function replayPrefix<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  options: Partial<O>,
  moves: readonly string[],
): PartReplay<S, M> {
  return runAtOnce(replaySteps(rules, options, moves));
}

/** What `replayPrefix` does, in slices that never hold the page longer than one (see `runInSlices`). */
export function replayInSlices<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  options: Partial<O>,
  moves: readonly string[],
  slices?: StepSlices,
): Promise<PartReplay<S, M>> {
  return runInSlices(replaySteps(rules, options, moves), slices);
}

/** A replay that may have stopped at a bad move: the legal part and the error. */
export type PartReplay<S, M> = Replay<S, M> & { error: IllegalMoveError | null };

/** `replayPrefix` as steps, one a move. */
function* replaySteps<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  options: Partial<O>,
  moves: readonly string[],
): Steps<PartReplay<S, M>> {
  let state = rules.newGame(options);
  const line: ReplayedMove<S, M>[] = [];
  const error = lineLengthError(rules, state, moves.length);
  if (error) return { line, state, error };
  for (let i = 0; i < moves.length; i++) {
    const text = moves[i]!;
    const where = `Move ${i + 1} ("${text}")`;
    if (rules.result(state))
      return { line, state, error: new IllegalMoveError(`${where} comes after the end of the game.`, text) };
    let move: M;
    try {
      move = rules.moveFromString(state, text);
    } catch (e) {
      return {
        line,
        state,
        error: new IllegalMoveError(`${where} is not legal: ${e instanceof Error ? e.message : String(e)}`, text),
      };
    }
    line.push({ before: state, move, notation: rules.moveToString(state, move) });
    state = rules.play(state, move);
    yield;
  }
  return { line, state, error: null };
}

/**
 * The error for a line of `count` moves from `start` when it is longer than the game can last
 * (`Game.maxPlies`), or null: the one check every way into a game (a move list, a puzzle, a saved
 * game, a link, an online message) goes through before it plays a move.
 */
export function lineLengthError<S extends BaseState>(
  rules: Game<S, unknown, unknown>,
  start: S,
  count: number,
): LineTooLongError | null {
  const most = maxPliesOf(rules, start);
  return count > most
    ? new LineTooLongError(`The line has ${count} moves; a ${rules.id} game from this position lasts at most ${most}.`)
    : null;
}

/**
 * Splits a move list written for people into moves: separated by spaces, commas or new lines,
 * with move numbers such as `1.` or `12...` dropped (`"1. b2 a1 2. c3"` gives `b2 a1 c3`).
 * Throws `LineTooLongError`, unread, for text longer than any line's (`MAX_LINE_TEXT`), or a list of
 * more than twice as many items as any line's moves (`LONGEST_LINE`, a move number each).
 */
export function parseMoveList(text: string | readonly string[]): string[] {
  if (typeof text === 'string') assertLineText(text, 'The move list');
  else if (text.length > 2 * LONGEST_LINE)
    throw new LineTooLongError(`The move list has ${text.length} items; at most ${2 * LONGEST_LINE} are read.`);
  const items = typeof text === 'string' ? text.split(/[\s,;]+/) : text.map(String);
  return items.map((t) => t.trim().replace(/^\d+\.+/, '')).filter((t) => t.length > 0);
}
