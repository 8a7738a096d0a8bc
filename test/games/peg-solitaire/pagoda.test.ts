import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pagodaProof } from '../../../src/games/peg-solitaire/pagoda.js';
import { type Board, boardOf, holeNamed, rules } from '../../../src/games/peg-solitaire/rules.js';

/** Checks a proof by hand: no jump raises the weight, every goal weighs at least the threshold, the pegs weigh less. */
function assertProves(board: Board, pegs: readonly boolean[], goals: readonly number[]): void {
  const proof = pagodaProof(board.holes.length, board.jumps, pegs, goals);
  assert.ok(proof, 'a proof is found');
  for (const [f, o, t] of board.jumps)
    assert.ok(proof.weights[t]! <= proof.weights[f]! + proof.weights[o]! + 1e-9, `jump ${f} over ${o} to ${t}`);
  for (const g of goals) assert.ok(proof.weights[g]! >= proof.threshold - 1e-9, `goal ${g}`);
  const weight = pegs.reduce((sum, peg, h) => sum + (peg ? proof.weights[h]! : 0), 0);
  assert.ok(weight < proof.threshold - 1e-6, `the pegs weigh ${weight}, under ${proof.threshold}`);
}

const withPegs = (board: Board, names: string[]) =>
  board.holes.map((_, h) => names.some((n) => holeNamed(board, n) === h));

describe('peg solitaire pagoda functions', () => {
  it('proves two pegs in a corner of an arm cannot finish in the centre', () => {
    const board = boardOf('english');
    assertProves(board, withPegs(board, ['c1', 'd1']), [board.centre]);
  });

  it('proves a lone peg cannot move, and a pair across the board cannot meet', () => {
    const board = boardOf('wiegleb');
    assertProves(board, withPegs(board, ['a4']), [board.centre]);
    assertProves(board, withPegs(board, ['a4', 'i6']), [board.centre, holeNamed(board, 'e4')]);
  });

  it('finds no proof where an ending exists', () => {
    for (const variant of ['english', 'wiegleb'] as const) {
      const start = rules.newGame({ variant });
      assert.equal(
        pagodaProof(start.board.holes.length, start.board.jumps, start.pegs, [start.startHole]),
        null,
        variant,
      );
    }
    const board = boardOf('english');
    // d2 jumps over d3 into d4.
    assert.equal(pagodaProof(board.holes.length, board.jumps, withPegs(board, ['d2', 'd3']), [board.centre]), null);
  });
});
