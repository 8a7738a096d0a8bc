/**
 * The trainer's games: seeded self-play whose positions the labels are computed for. The first
 * moves are random (so the games spread over many openings), later moves mostly the best by a
 * one-ply look with the evaluation of the round before (a simple mobility and corner rule in the
 * first round), with a random move now and then so the positions are not all one engine's.
 */
import type { Rng } from '../../src/core/rng.js';
import { type Bits, emptiesOf, legalSquares, mobilityOf, pass, play, start } from './bits.js';
import { evaluateWith } from './features.js';

/** Chance of a random move after the opening. */
const EXPLORE = 0.1;
/** The opening's random moves: up to this many. */
const RANDOM_OPENING = 12;

const CORNERS = new Set([0, 7, 56, 63]);
const X_SQUARES = new Set([9, 14, 49, 54]);

/** The first round's rule: fewest replies for the opponent, corners taken, X-squares avoided. */
function ruleValue(p: Bits, sq: number): number {
  const after = play(p, sq);
  return -mobilityOf(after) + (CORNERS.has(sq) ? 8 : 0) - (X_SQUARES.has(sq) ? 6 : 0);
}

/** Every position of one game where the side to move has a move, before it is played. */
export function selfPlay(rng: Rng, weights: Float32Array | null): Bits[] {
  const positions: Bits[] = [];
  const opening = Math.floor(rng.next() * (RANDOM_OPENING + 1));
  let p = start();
  for (let ply = 0; ; ply++) {
    let squares = legalSquares(p);
    if (squares.length === 0) {
      p = pass(p);
      squares = legalSquares(p);
      if (squares.length === 0) return positions;
    }
    positions.push(p);
    let choice: number;
    if (ply < opening || rng.next() < EXPLORE || emptiesOf(p) <= 1) {
      choice = squares[Math.floor(rng.next() * squares.length)]!;
    } else {
      let best = -Infinity;
      choice = squares[0]!;
      for (const sq of squares) {
        // A little noise breaks ties differently from game to game.
        const v = (weights ? -evaluateWith(weights, play(p, sq)) : ruleValue(p, sq)) + rng.next() * 0.5;
        if (v > best) [best, choice] = [v, sq];
      }
    }
    p = play(p, choice);
  }
}
