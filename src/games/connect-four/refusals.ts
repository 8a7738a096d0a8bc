/** Why a Connect Four move may not be played, as a lesson explains it (see `MoveRefusal`). */
import type { MoveRefusal } from '../../core/lesson.js';
import { isIntInRange } from '../../core/game.js';
import { type ConnectFourState, landingRow, rules } from './rules.js';

/** `over`, `no-column` (no such column), `full` (`column`, counted from 1, has no room); null for a legal move. */
export function explainRefusal(state: ConnectFourState, move: number): MoveRefusal | null {
  if (rules.result(state)) return { rule: 'over', values: {} };
  if (!isIntInRange(move, 0, state.columns - 1)) return { rule: 'no-column', values: {} };
  if (landingRow(state, move) < 0) return { rule: 'full', values: { column: move + 1 } };
  return null;
}
