/**
 * The scale of the solver's scores, in a module of its own so that the board can read scores
 * without loading the solver.
 */

/**
 * The score of a win with the next disc of the side to move, `moves` discs into a game on `cells` cells; each later
 * disc scores one less.
 */
export function winNowScore(cells: number, moves: number): number {
  return Math.floor((cells + 1 - moves) / 2);
}
