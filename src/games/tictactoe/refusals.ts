/** Why a tic-tac-toe move may not be played, as a lesson explains it (see `MoveRefusal`). */
import type { MoveRefusal } from '../../core/lesson.js';
import { type TicTacToeState, cellName, rules } from './rules.js';

/**
 * `over` (the game has ended), `no-square` (no such square), `taken` (`square` holds a mark already); null for a
 * legal move.
 */
export function explainRefusal(state: TicTacToeState, move: number): MoveRefusal | null {
  if (rules.result(state)) return { rule: 'over', values: {} };
  if (!Number.isInteger(move) || move < 0 || move >= state.cells.length) return { rule: 'no-square', values: {} };
  if (state.cells[move] !== 0) return { rule: 'taken', values: { square: cellName(state.size, move) } };
  return null;
}
