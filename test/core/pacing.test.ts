import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Pacing } from '../../src/core/pacing.js';

/** Feeds `pacing` completed iterations (best move id, time taken) and returns its last answer. */
function after(pacing: Pacing, iterations: [best: number, ms: number][]): number {
  let elapsed = 0;
  let until = -1;
  for (const [best, ms] of iterations) {
    elapsed += ms;
    until = pacing.next(best, elapsed, ms);
  }
  return until;
}

describe('the pacing of a search', () => {
  // Each test keeps its table of [best move, ms] iterations on one line, out of Prettier's reach.
  // prettier-ignore
  it('stops once a move settled over three iterations has had half the pace', () => {
    // 300 ms used, pace 500: the same move three times over stops; a move that just changed goes on.
    assert.equal(after(new Pacing(500, 2000), [[1, 20], [1, 60], [1, 220]]), 0);
    assert.equal(after(new Pacing(500, 2000), [[1, 20], [1, 60], [2, 220]]), 2000);
  });

  // prettier-ignore
  it('gives a move that just changed up to twice the pace, never past the budget', () => {
    assert.equal(after(new Pacing(500, 2000), [[1, 100], [2, 300], [3, 590]]), 0, '990 ms used: past twice the pace');
    assert.equal(after(new Pacing(500, 2000), [[1, 100], [2, 200], [3, 300]]), 2000, '600 ms used: the next one fits the budget');
    assert.equal(after(new Pacing(2000, 1000), [[1, 100], [2, 950]]), 0, 'the budget bounds a long pace');
  });

  // prettier-ignore
  it('expects the larger of the last two growths, since odd and even depths grow differently', () => {
    // Growths 8 then 2: the next iteration is expected at 160 x 8 = 1280 ms, which the budget does not hold.
    const until = after(new Pacing(400, 1000), [[1, 10], [2, 80], [3, 160]]);
    assert.notEqual(until, 1000, 'judged by the last growth alone, it would have fitted');
  });

  // prettier-ignore
  it('lets an iteration that cannot end in time run until the pace is spent, when that leaves a useful share of it', () => {
    // 250 ms used by a changing move, pace 400: the next iteration (about 1300 ms) cannot end within
    // 1000 ms, but 550 ms of it are worth searching before twice the pace.
    assert.equal(after(new Pacing(400, 1000), [[1, 10], [2, 80], [3, 160]]), 800);
    // Settled, the same iteration would get 200 - 250 < 0 ms: it does not start.
    assert.equal(after(new Pacing(400, 1000), [[1, 10], [1, 80], [1, 160]]), 0);
    // A pace that leaves less than a tenth of it: not started either.
    assert.equal(after(new Pacing(130, 1000), [[1, 10], [2, 40], [3, 200]]), 0);
  });
});
