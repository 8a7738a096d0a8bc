/** Why a Nim move may not be played, as a lesson explains it (see `MoveRefusal`). */
import type { MoveRefusal } from '../../core/lesson.js';
import { type NimMove, type NimState, rules } from './rules.js';

/**
 * `over`, `no-heap` (no such heap), `empty` (`heap`, counted from 1, has nothing left), `none` (a move takes at least
 * one), `too-many` (`heap` holds `count`, fewer than `take`); null for a legal move.
 */
export function explainRefusal(state: NimState, move: NimMove): MoveRefusal | null {
  if (rules.result(state)) return { rule: 'over', values: {} };
  const count = state.heaps[move.heap];
  if (count === undefined || !Number.isInteger(move.heap)) return { rule: 'no-heap', values: {} };
  const heap = move.heap + 1;
  if (count === 0) return { rule: 'empty', values: { heap } };
  if (!Number.isInteger(move.take) || move.take < 1) return { rule: 'none', values: { heap } };
  if (move.take > count) return { rule: 'too-many', values: { heap, count, take: move.take } };
  return null;
}
