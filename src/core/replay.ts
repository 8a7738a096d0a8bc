/** Rebuilds a game from a list of moves in notation: shared positions, saved games, `moves` attributes. */
import { type BaseState, type Game, IllegalMoveError } from './game.js';

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
 * (1-based) that is not legal, or that comes after the end of the game.
 */
export function replay<S extends BaseState, M, O>(rules: Game<S, M, O>, options: Partial<O>, moves: readonly string[]): Replay<S, M> {
  const r = replayPrefix(rules, options, moves);
  if (r.error) throw r.error;
  return r;
}

/** Like `replay`, but stops at the first bad move and returns the legal part with the error. */
export function replayPrefix<S extends BaseState, M, O>(rules: Game<S, M, O>, options: Partial<O>, moves: readonly string[]): Replay<S, M> & { error: IllegalMoveError | null } {
  let state = rules.newGame(options);
  const line: ReplayedMove<S, M>[] = [];
  for (let i = 0; i < moves.length; i++) {
    const text = moves[i]!;
    const where = `Move ${i + 1} ("${text}")`;
    if (rules.result(state)) return { line, state, error: new IllegalMoveError(`${where} comes after the end of the game.`, text) };
    let move: M;
    try {
      move = rules.moveFromString(state, text);
    } catch (e) {
      return { line, state, error: new IllegalMoveError(`${where} is not legal: ${e instanceof Error ? e.message : String(e)}`, text) };
    }
    line.push({ before: state, move, notation: rules.moveToString(state, move) });
    state = rules.play(state, move);
  }
  return { line, state, error: null };
}

/**
 * Splits a move list written for people into moves: separated by spaces, commas or new lines,
 * with move numbers such as `1.` or `12...` dropped (`"1. b2 a1 2. c3"` gives `b2 a1 c3`).
 */
export function parseMoveList(text: string | readonly string[]): string[] {
  const items = typeof text === 'string' ? text.split(/[\s,;]+/) : text.map(String);
  return items.map((t) => t.trim().replace(/^\d+\.+/, '')).filter((t) => t.length > 0);
}
