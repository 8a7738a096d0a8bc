/**
 * The board's eight symmetries (turns and reflections): a position and its mirror images are the
 * same position, so a review values the one image all of them share (`canonicalState`), and the
 * four first moves of a game, one position up to symmetry, get one value.
 */
import { type ReversiState, positionText, rules } from './rules.js';

/**
 * The square that `square` goes to under symmetry `k` (0 the identity, 1-3 turns, 4-7 reflections) of a board of side
 * `size`.
 */
function mapped(size: number, square: number, k: number): number {
  const r = Math.floor(square / size);
  const c = square % size;
  const m = size - 1;
  const [rr, cc] = [
    [r, c],
    [c, m - r],
    [m - r, m - c],
    [m - c, r],
    [r, m - c],
    [m - r, c],
    [c, r],
    [m - c, m - r],
  ][k]!;
  return rr! * size + cc!;
}

/** The position text of `state`'s image under symmetry `k`. */
function imageText(state: ReversiState, k: number): string {
  const cells = new Array<ReversiState['cells'][number]>(state.cells.length);
  for (let sq = 0; sq < cells.length; sq++) cells[mapped(state.size, sq, k)] = state.cells[sq]!;
  return positionText({ cells, turn: state.turn });
}

/** The image of `state` that all eight share (the least position text), as a new game from it. */
export function canonicalState(state: ReversiState): ReversiState {
  let least = positionText(state);
  for (let k = 1; k < 8; k++) {
    const text = imageText(state, k);
    if (text < least) least = text;
  }
  return rules.newGame({ size: state.size, position: least });
}
