/**
 * Perft: the number of move sequences of a given length, the standard check of a move
 * generator. A pass is one ply; a finished game counts as one leaf at every deeper depth, as in
 * the published Othello tables.
 */
import { OUT, flips, geometry, moves, popcount32 } from './bitboard.js';
import { type ReversiState, discOf } from './rules.js';

/** Leaves `depth` plies below `state` (boards up to 8x8), on the bitboards. */
export function perft(state: Pick<ReversiState, 'size' | 'cells' | 'turn'>, depth: number): number {
  const g = geometry(state.size);
  const me = discOf(state.turn);
  const [pl, ph] = g.halves(state.cells, me);
  const [ol, oh] = g.halves(state.cells, 3 - me);
  const count = (pl: number, ph: number, ol: number, oh: number, d: number, passed: boolean): number => {
    moves(g, pl, ph, ol, oh);
    let ml = OUT[0]!;
    let mh = OUT[1]!;
    if ((ml | mh) === 0) {
      // The end of the game is one leaf; a pass is one ply.
      if (passed) return 1;
      return d === 1 ? 1 : count(ol, oh, pl, ph, d - 1, true);
    }
    if (d === 1) return popcount32(ml) + popcount32(mh);
    let total = 0;
    for (; ml !== 0; ml &= ml - 1) {
      const b = ml & -ml;
      flips(g.rays, 31 - Math.clz32(b), pl, ph, ol, oh);
      const fl = OUT[0]!;
      const fh = OUT[1]!;
      total += count(ol & ~fl, oh & ~fh, pl | fl | b, ph | fh, d - 1, false);
    }
    for (; mh !== 0; mh &= mh - 1) {
      const b = mh & -mh;
      flips(g.rays, 63 - Math.clz32(b), pl, ph, ol, oh);
      const fl = OUT[0]!;
      const fh = OUT[1]!;
      total += count(ol & ~fl, oh & ~fh, pl | fl, ph | fh | b, d - 1, false);
    }
    return total;
  };
  return depth === 0 ? 1 : count(pl, ph, ol, oh, depth, false);
}
