/**
 * Long legal lines for the tests and benches of bounded work: a game that neither side ends,
 * played by a fixed random sequence, so its length is whatever is asked.
 */
import type { BaseState, Game } from '../src/core/game.js';
import { createRng } from '../src/core/rng.js';

/**
 * `length` legal moves from `rules`' new game with `options`, none ending the game: each move is
 * drawn at random (by `seed`) among those `keep` allows (by default every move), one that would
 * end the game drawn again (but for the draw at the game's bound, `move-limit`). Throws if the game
 * comes where every move ends it.
 */
export function longLine<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  length: number,
  options: Partial<O> = {},
  keep: (notation: string) => boolean = () => true,
  seed = 7,
): string[] {
  const rng = createRng(seed);
  let state = rules.newGame(options);
  const moves: string[] = [];
  while (moves.length < length) {
    const choices = rules.legalMoves(state).filter((m) => keep(rules.moveToString(state, m)));
    let next: S | null = null;
    while (!next && choices.length > 0) {
      const move = choices.splice(rng.int(choices.length), 1)[0]!;
      const after = rules.play(state, move);
      // The game's bound draws it on its last move: a line of the longest length ends there.
      if (!rules.result(after) || rules.result(after)!.reason === 'move-limit') {
        moves.push(rules.moveToString(state, move));
        next = after;
      }
    }
    if (!next) throw new RangeError(`Every move ends the game after ${moves.length} moves.`);
    state = next;
  }
  return moves;
}

/** A Lines of Action line without captures (which would soon connect a side), `length` moves long. */
export const quietMove = (notation: string): boolean => !notation.includes('x');
