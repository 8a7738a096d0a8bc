/** Why a Reversi move may not be played, as a lesson explains it (see `MoveRefusal`). */
import type { MoveRefusal } from '../../core/lesson.js';
import { PASS, type ReversiMove, type ReversiState, discOf, flipsOf, rules, squareName } from './rules.js';

/**
 * `over`, `no-pass` (a side with a move may not pass), `must-pass` (the side to move has no move), `no-square`,
 * `taken` (`square` holds a disc), `no-flip` (a disc on `square` would close no line of the other colour); null for
 * a legal move.
 */
export function explainRefusal(state: ReversiState, move: ReversiMove): MoveRefusal | null {
  if (rules.result(state)) return { rule: 'over', values: {} };
  if (move === PASS) return state.canMove ? { rule: 'no-pass', values: {} } : null;
  if (!state.canMove) return { rule: 'must-pass', values: {} };
  if (!Number.isInteger(move) || move < 0 || move >= state.cells.length) return { rule: 'no-square', values: {} };
  const square = squareName(state.size, move);
  if (state.cells[move] !== 0) return { rule: 'taken', values: { square } };
  if (flipsOf(state.cells, state.size, move, discOf(state.turn)).length === 0)
    return { rule: 'no-flip', values: { square } };
  return null;
}
