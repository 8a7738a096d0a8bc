/** Why a peg solitaire jump may not be played, as a lesson explains it (see `MoveRefusal`). */
import type { MoveRefusal } from '../../core/lesson.js';
import { type PegSolitaireMove, type PegSolitaireState, fromOf, holeName, overOf, rules, toOf } from './rules.js';

/**
 * `over` (no jump is left), `no-hole`, `not-a-jump` (`from` and `to` are not two holes apart in a line), `no-peg`
 * (nothing on `from` to jump with), `nothing-to-jump` (no peg on `over`), `hole-full` (a peg on `to`); null for a
 * legal jump.
 */
export function explainRefusal(state: PegSolitaireState, move: PegSolitaireMove): MoveRefusal | null {
  if (rules.result(state)) return { rule: 'over', values: {} };
  const { board } = state;
  const n = board.holes.length;
  if (!Number.isInteger(move) || move < 0 || fromOf(move) >= n || toOf(move) >= n)
    return { rule: 'no-hole', values: {} };
  const from = holeName(board, fromOf(move));
  const to = holeName(board, toOf(move));
  const over = overOf(board, move);
  if (over < 0) return { rule: 'not-a-jump', values: { from, to } };
  if (!state.pegs[fromOf(move)]) return { rule: 'no-peg', values: { from } };
  if (!state.pegs[over]) return { rule: 'nothing-to-jump', values: { from, to, over: holeName(board, over) } };
  if (state.pegs[toOf(move)]) return { rule: 'hole-full', values: { to } };
  return null;
}
