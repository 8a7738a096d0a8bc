/** A game of the computer against itself at two fixed depths, the same every run: for the review's tests and bench. */
import type { GameAi } from '../../src/core/ai.js';
import type { BaseState, Game } from '../../src/core/game.js';

/**
 * The moves of a game from `rules`' start with `options`, the first player at `depths[0]`, the
 * second at `depths[1]`, each decision seeded from `seed` and without a time limit (a time limit
 * would make the game depend on the machine's speed). Ends at the game's end or after `plies`.
 */
export async function seededGame<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  ai: GameAi<S, M>,
  depths: readonly [number, number],
  seed: number,
  options?: Partial<O>,
  plies = 400,
): Promise<string[]> {
  let state = rules.newGame(options);
  const moves: string[] = [];
  while (!rules.result(state) && moves.length < plies) {
    await ai.prepare?.(state);
    const depth = state.turn === 'first' ? depths[0] : depths[1];
    const move = ai.think(state, { depth, seed: seed + moves.length, timeMs: 1e9 }).move;
    moves.push(rules.moveToString(state, move));
    state = rules.play(state, move);
  }
  return moves;
}
