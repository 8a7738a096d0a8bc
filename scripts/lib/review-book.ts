/**
 * The review book's construction (see `scripts/connect-four-review-book.ts`): the positions to
 * solve below a root, and the negamax that scores every shallower position from them.
 */
import { positionKey } from '../../src/games/connect-four/opening-book.js';
import { type BitPosition, centreOrder, winNowScore } from '../../src/games/connect-four/solver.js';

/** A 7x6 position's key up to mirror symmetry (the book's). */
export const canonicalKey = (p: BitPosition): number => Math.min(positionKey(p), positionKey(p, true));

/**
 * Every position `ply` stones deep below `root` (its moves as digits after `moves`), each once up
 * to symmetry, depth-first and centre first, so that neighbours share a solver's table. A game won
 * before `ply` stops short of it (negamax scores the win itself). Each yielded position is `root`
 * itself, played on (read it before the next step); it is restored at the end.
 */
export function* frontier(
  root: BitPosition,
  ply: number,
  moves = '',
  seen = new Set<number>(),
): Generator<[position: BitPosition, moves: string]> {
  if (root.moves === ply) {
    const key = canonicalKey(root);
    if (!seen.has(key)) {
      seen.add(key);
      yield [root, moves];
    }
    return;
  }
  for (const c of centreOrder(root.width)) {
    if (!root.canPlay(c) || root.isWinningMove(c)) continue;
    root.play(c);
    yield* frontier(root, ply, `${moves}${c + 1}`, seen);
    root.undo(c);
  }
}

/**
 * Scores `root` and every position between it and `ply` by negamax over `scores` (by canonical key,
 * the frontier's), adding each to `scores`; a win at once scores as the solver does. Returns
 * undefined, adding nothing above it, where a frontier position is missing.
 */
export function negamax(
  root: BitPosition,
  ply: number,
  scores: Map<number, number>,
  seen = new Set<number>(),
): number | undefined {
  const key = canonicalKey(root);
  if (root.moves >= ply || seen.has(key)) return scores.get(key);
  seen.add(key);
  const cells = root.width * root.height;
  let best = -Infinity;
  let missing = false;
  for (const c of centreOrder(root.width)) {
    if (!root.canPlay(c)) continue;
    if (root.isWinningMove(c)) {
      best = Math.max(best, winNowScore(cells, root.moves));
      continue;
    }
    root.play(c);
    const child = negamax(root, ply, scores, seen);
    root.undo(c);
    if (child === undefined) missing = true;
    else best = Math.max(best, 0 - child);
  }
  if (missing) return undefined;
  // A full board with no win is a draw.
  if (best === -Infinity) best = 0;
  scores.set(key, best);
  return best;
}
