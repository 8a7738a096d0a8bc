import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROVEN, WIN, pliesToEnd, search, type SearchPosition } from '../../src/core/search.js';
import { TranspositionTable } from '../../src/core/transposition-table.js';

/**
 * A toy game for the search alone: a counter starts at `n`; a move subtracts 1, 2 or 3; whoever
 * cannot move (counter 0) loses. Multiples of 4 are lost for the side to move.
 */
class Subtraction implements SearchPosition<number> {
  constructor(public n: number) {}
  moves() {
    return [1, 2, 3].filter((k) => k <= this.n);
  }
  make(k: number) {
    this.n -= k;
  }
  unmake(k: number) {
    this.n += k;
  }
  hash() {
    return (this.n * 2654435761) | 0;
  }
  outcome(): 1 | 0 | -1 | null {
    return this.n === 0 ? -1 : null;
  }
  evaluate() {
    return 0;
  }
  moveId(k: number) {
    return k;
  }
  maxRemainingPlies() {
    return this.n;
  }
}

describe('search', () => {
  it('finds the theoretical winning move and its exact distance', () => {
    for (let n = 1; n <= 40; n++) {
      const r = search(new Subtraction(n), { depth: 100, seed: 1 });
      if (n % 4 === 0) {
        assert.equal(r.proven, 'loss', `n=${n}`);
      } else {
        assert.equal(r.move, n % 4, `n=${n}`);
        assert.equal(r.proven, 'win');
        // The winner moves to a multiple of 4 and then answers each k with 4-k.
        assert.equal(pliesToEnd(r.score), 2 * Math.floor(n / 4) + 1);
      }
      assert.ok(r.exact);
    }
  });

  it('scores a lost position by the fastest win against it', () => {
    // From a multiple of 4 the winner answers every k with 4 - k: the game lasts n / 2 plies.
    for (const n of [4, 8, 12, 16]) {
      const r = search(new Subtraction(n), { depth: 100, seed: 5 });
      assert.equal(r.score, -(WIN - n / 2), `n=${n}`);
    }
  });

  it('restores the position after searching, even when time runs out', () => {
    const p = new Subtraction(200);
    const r = search(p, { depth: 200, timeMs: 0 });
    assert.equal(p.n, 200);
    assert.ok([1, 2, 3].includes(r.move));
    assert.ok(r.depth <= 1);
  });

  it('only sees wins within its depth', () => {
    const r = search(new Subtraction(9), { depth: 2, seed: 1 });
    assert.equal(r.proven, null);
    assert.ok(Math.abs(r.score) < PROVEN);
    assert.equal(r.depth, 2);
  });

  it('throws the abort reason when aborted and leaves the position intact', () => {
    const p = new Subtraction(30);
    const controller = new AbortController();
    controller.abort(new Error('stale'));
    assert.throws(() => search(p, { depth: 30, signal: controller.signal }), /stale/);
    assert.equal(p.n, 30);
  });

  it('returns the principal variation as a legal line', () => {
    const r = search(new Subtraction(11), { depth: 100, seed: 2, table: new TranspositionTable(10) });
    let n = 11;
    for (const k of r.pv) {
      assert.ok(k >= 1 && k <= 3 && k <= n);
      n -= k;
    }
    assert.equal(r.pv[0], r.move);
  });

  it('is deterministic for a given seed and lets the seed choose between equal moves', () => {
    // From 20 every move loses at the same speed in a depth-2 view; the seed picks among them.
    const pick = (seed: number) => search(new Subtraction(20), { depth: 2, seed }).move;
    for (const seed of [1, 2, 3]) assert.equal(pick(seed), pick(seed));
    const seen = new Set(Array.from({ length: 30 }, (_, s) => pick(s)));
    assert.ok(seen.size > 1, 'different seeds choose different equal moves');
  });
});
