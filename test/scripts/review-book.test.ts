import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { canonicalKey, frontier, negamax } from '../../scripts/lib/review-book.js';
import { Solver, positionFromDigits } from '../../src/games/connect-four/solver.js';
import { sampleSize } from '../sample.js';

/** Begin-easy lines of Pons' test set with their scores. */
const lines = readFileSync(new URL('../data/connect-four/Test_L1_R1', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' '))
  .filter(([moves]) => moves!.length >= 10)
  // Four in `npm test`, eight in the long run.
  .slice(0, sampleSize(4, 8));

describe('the connect four review book construction', () => {
  it("scores a position by negamax over its solved frontier two plies down, as Pons' test set does", () => {
    const solver = new Solver(7, 6, 20);
    for (const [moves, score] of lines) {
      const root = positionFromDigits(moves!);
      const scores = new Map<number, number>();
      let count = 0;
      for (const [p] of frontier(root, root.moves + 2)) {
        scores.set(canonicalKey(p), solver.solve(p));
        count++;
      }
      // The generator restores the root.
      assert.equal(root.moves, moves!.length);
      assert.ok(count > 0 && count <= 49, `${moves}: ${count} positions`);
      assert.equal(negamax(root, root.moves + 2, scores), Number(score), moves);
      // Every position on the way (a game not won at once) is scored, and as the solver scores it.
      for (let c = 0; c < 7; c++) {
        if (!root.canPlay(c) || root.isWinningMove(c)) continue;
        root.play(c);
        assert.equal(scores.get(canonicalKey(root)), 0 + solver.solve(root), `${moves} then ${c + 1}`);
        root.undo(c);
      }
    }
  });

  it('lists each position once up to mirror symmetry, and scores nothing above a missing one', () => {
    const start = positionFromDigits('');
    const keys: number[] = [];
    for (const [p] of frontier(start, 2)) keys.push(canonicalKey(p));
    assert.equal(start.moves, 0);
    // 49 two-stone positions, 25 up to symmetry: both in the centre is its own mirror, the other 48 pair up.
    assert.equal(keys.length, 25);
    assert.equal(new Set(keys).size, 25);
    const scores = new Map<number, number>();
    assert.equal(negamax(positionFromDigits(''), 2, scores), undefined);
    assert.equal(scores.size, 0);
  });
});
