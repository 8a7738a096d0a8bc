/**
 * 8x8 Reversi positions as the trainer handles them: the side to move's discs and the
 * opponent's as bitboard halves (`bitboard.ts`), played without the rules' checks.
 */
import { OUT, flips, geometry, lowestBit, moves, popcount32 } from '../../src/games/reversi/bitboard.js';

/** The 8x8 geometry. */
export const G = geometry(8);

/** A position: the side to move's halves, then the opponent's. */
export interface Bits {
  pl: number;
  ph: number;
  ol: number;
  oh: number;
}

/** The starting position, black to move. */
export function start(): Bits {
  // d5 and e4 black (to move), d4 and e5 white.
  return { pl: (1 << 28) | 0, ph: 1 << 3, ol: 1 << 27, oh: 1 << 4 };
}

/** Squares where the side to move may play, as a list. */
export function legalSquares(p: Bits): number[] {
  moves(G, p.pl, p.ph, p.ol, p.oh);
  const list: number[] = [];
  for (let m = OUT[0]!; m !== 0; m &= m - 1) list.push(lowestBit(m));
  for (let m = OUT[1]!; m !== 0; m &= m - 1) list.push(lowestBit(m) + 32);
  return list;
}

/** The number of the side to move's legal moves. */
export function mobilityOf(p: Bits): number {
  moves(G, p.pl, p.ph, p.ol, p.oh);
  return popcount32(OUT[0]!) + popcount32(OUT[1]!);
}

/** The position after the side to move plays on `sq` (a legal square), the other side to move. */
export function play(p: Bits, sq: number): Bits {
  flips(G.rays, sq, p.pl, p.ph, p.ol, p.oh);
  const fl = OUT[0]!;
  const fh = OUT[1]!;
  return {
    pl: p.ol & ~fl,
    ph: p.oh & ~fh,
    ol: p.pl | fl | (sq < 32 ? 1 << sq : 0),
    oh: p.ph | fh | (sq < 32 ? 0 : 1 << (sq - 32)),
  };
}

/** The same position with the other side to move (a pass). */
export function pass(p: Bits): Bits {
  return { pl: p.ol, ph: p.oh, ol: p.pl, oh: p.ph };
}

/** Empty squares. */
export function emptiesOf(p: Bits): number {
  return 64 - popcount32(p.pl | p.ol) - popcount32(p.ph | p.oh);
}

/** The final margin for the side to move of a finished game: empties to the winner. */
export function finalMargin(p: Bits): number {
  const mine = popcount32(p.pl) + popcount32(p.ph);
  const theirs = popcount32(p.ol) + popcount32(p.oh);
  const empty = 64 - mine - theirs;
  return mine > theirs ? mine - theirs + empty : mine < theirs ? mine - theirs - empty : 0;
}
