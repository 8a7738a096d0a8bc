/** Why a Hnefatafl move may not be played, as a lesson explains it (see `MoveRefusal`). */
import type { MoveRefusal } from '../../core/lesson.js';
import { EMPTY, KING, fromOf, geometryOf, sideOf, toOf } from './mechanics.js';
import { type HnefataflMove, type HnefataflState, rules, sideOfPlayer, squareName } from './rules.js';

/**
 * `over`, `no-square`, `not-yours` (no piece of the side to move on `square`), `straight` (pieces move along a row or
 * a column only, from `from` to `to`), `king-range` (the king moves at most `count` squares in this variant),
 * `blocked` (the piece on `square` is in the way: no piece jumps), `king-only` (only the king may stop on `square`,
 * the throne or a corner), `throne-pass` (no piece but the king passes over the throne on `square` in this
 * variant); null for a legal move.
 */
export function explainRefusal(state: HnefataflState, move: HnefataflMove): MoveRefusal | null {
  if (rules.result(state)) return { rule: 'over', values: {} };
  const { size, cells } = state;
  const n = size * size;
  if (!Number.isInteger(move) || move < 0 || fromOf(move) >= n || toOf(move) >= n)
    return { rule: 'no-square', values: {} };
  const [f, t] = [fromOf(move), toOf(move)];
  const piece = cells[f]!;
  if (piece === EMPTY || sideOf(piece) !== sideOfPlayer(state.turn))
    return { rule: 'not-yours', values: { square: squareName(size, f) } };
  const [dr, dc] = [Math.floor(t / size) - Math.floor(f / size), (t % size) - (f % size)];
  const from = squareName(size, f);
  const to = squareName(size, t);
  if ((dr === 0) === (dc === 0)) return { rule: 'straight', values: { from, to } };
  const king = piece === KING;
  const distance = Math.abs(dr + dc);
  if (king && state.rules.kingRange > 0 && distance > state.rules.kingRange)
    return { rule: 'king-range', values: { count: state.rules.kingRange } };
  const g = geometryOf(size);
  const step = Math.sign(dr) * size + Math.sign(dc);
  for (let k = 1, s = f + step; k <= distance; k++, s += step) {
    if (cells[s] !== EMPTY) return { rule: 'blocked', values: { square: squareName(size, s) } };
    if (king) continue;
    const restricted = s === g.throne || (state.rules.escape === 'corner' && g.corner[s] === 1);
    if (s === t && restricted) return { rule: 'king-only', values: { square: to } };
    if (s === g.throne && !state.rules.passThrone)
      return { rule: 'throne-pass', values: { square: squareName(size, s) } };
  }
  return null;
}
