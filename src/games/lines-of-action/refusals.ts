/** Why a Lines of Action move may not be played, as a lesson explains it (see `MoveRefusal`). */
import type { MoveRefusal } from '../../core/lesson.js';
import {
  type LinesOfActionMove,
  type LinesOfActionState,
  PASS,
  fromOf,
  lineCount,
  pieceOf,
  rules,
  squareName,
  toOf,
} from './rules.js';

/**
 * `over`, `no-pass`, `must-pass`, `no-square`, `not-yours` (no piece of the side to move on `square`), `not-a-line`
 * (`to` is not along a row, a column or a diagonal from `from`), `distance` (a piece moves exactly as many squares as
 * there are pieces on its `line`, `row`, `column` or `diagonal`: here `count`), `own-piece` (`to` holds a piece of
 * the mover's), `jump-enemy` (the move would jump the other side's piece on `over`); null for a legal move.
 */
export function explainRefusal(state: LinesOfActionState, move: LinesOfActionMove): MoveRefusal | null {
  if (rules.result(state)) return { rule: 'over', values: {} };
  if (move === PASS) return state.canMove ? { rule: 'no-pass', values: {} } : null;
  if (!state.canMove) return { rule: 'must-pass', values: {} };
  const { size, cells } = state;
  const n = size * size;
  if (!Number.isInteger(move) || move < 0 || fromOf(move) >= n || toOf(move) >= n)
    return { rule: 'no-square', values: {} };
  const [f, t] = [fromOf(move), toOf(move)];
  const own = pieceOf(state.turn);
  if (cells[f] !== own) return { rule: 'not-yours', values: { square: squareName(size, f) } };
  const [dr, dc] = [Math.floor(t / size) - Math.floor(f / size), (t % size) - (f % size)];
  const from = squareName(size, f);
  const to = squareName(size, t);
  if ((dr === 0 && dc === 0) || (dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc)))
    return { rule: 'not-a-line', values: { from, to } };
  const [sr, sc] = [Math.sign(dr), Math.sign(dc)];
  const line = dr === 0 ? 'row' : dc === 0 ? 'column' : 'diagonal';
  const count = lineCount(cells, size, Math.floor(f / size), f % size, sr, sc);
  if (Math.max(Math.abs(dr), Math.abs(dc)) !== count) return { rule: 'distance', values: { from, line, count } };
  if (cells[t] === own) return { rule: 'own-piece', values: { to } };
  for (let k = 1; k < count; k++) {
    const s = f + k * (sr * size + sc);
    if (cells[s] !== 0 && cells[s] !== own) return { rule: 'jump-enemy', values: { from, over: squareName(size, s) } };
  }
  return null;
}
