/**
 * The midgame evaluation, from the side to move's view, in units of its own (a review turns them
 * into discs of final margin: about 740 a disc, see `ai.ts`). Both
 * engines (bitboards up to 8x8, the mailbox beyond) count the same features and share this
 * formula, so every board size plays by one judgement.
 */

/** What an engine counts in a position, each for the side to move (`my`) and the opponent. */
export interface Features {
  /** Legal moves. */
  myMoves: number;
  oppMoves: number;
  /** Empty squares next to a disc of the other side: room to move later (potential mobility). */
  myRoom: number;
  oppRoom: number;
  /** Corners held. */
  myCorners: number;
  oppCorners: number;
  /** Discs on the squares diagonally next to an empty corner: they give the corner away. */
  myXSquares: number;
  oppXSquares: number;
  /** Discs that can never turn: edge runs anchored at a held corner. */
  myStable: number;
  oppStable: number;
  /** Discs of each side, and empty squares. */
  myDiscs: number;
  oppDiscs: number;
  empties: number;
}

/** Largest value `evaluate` returns: far below the search's proven scores. */
export const EVAL_LIMIT = 100_000;

/**
 * Mobility matters most early, stable discs and corners throughout, the disc count only at the
 * very end; the side that will play last in an odd-empties endgame gets a small bonus (parity).
 */
export function evaluate(f: Features, squares: number): number {
  const progress = 1 - f.empties / squares; // 0 at the start, 1 at the end
  const mobility = (100 * (f.myMoves - f.oppMoves)) / (f.myMoves + f.oppMoves + 2);
  const room = (100 * (f.myRoom - f.oppRoom)) / (f.myRoom + f.oppRoom + 2);
  const corners = 25 * (f.myCorners - f.oppCorners);
  const x = -12 * (f.myXSquares - f.oppXSquares);
  const stable = 10 * (f.myStable - f.oppStable);
  const discs = progress > 0.8 ? (progress - 0.8) * 60 * (f.myDiscs - f.oppDiscs) : 0;
  const parity = f.empties % 2 === 1 ? 10 : -10;
  const v =
    10 * mobility * (1.2 - 0.6 * progress) +
    4 * room +
    100 * corners +
    100 * x +
    100 * stable +
    100 * discs +
    10 * parity;
  return Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, Math.round(v)));
}
