import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROVEN, WIN, pliesToEnd, search, type SearchPosition } from '../../src/core/search.js';
import { TranspositionTable } from '../../src/core/transposition-table.js';
import { createRng } from '../../src/core/rng.js';
import { LinesOfActionPosition } from '../../src/games/lines-of-action/engine.js';
import { rules as loaRules } from '../../src/games/lines-of-action/rules.js';

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

  it('searches forcing positions a ply deeper, within twice the depth', () => {
    /** Every position forces: each ply is extended while the line is shorter than twice the depth. */
    class Forcing extends Subtraction {
      private plies = 0;
      forcing() {
        return true;
      }
      override make(k: number) {
        super.make(k);
        this.plies++;
      }
      override unmake(k: number) {
        super.unmake(k);
        this.plies--;
      }
      // The same counter at another ply is another position here, so the table's values of
      // shorter lines (extended less) never stand in for longer ones.
      override hash() {
        return (super.hash() ^ Math.imul(this.plies + 1, 0x85ebca6b)) | 0;
      }
    }
    // A win 5 plies away, beyond depth 2, is within its 4 extended plies and one more.
    const r = search(new Forcing(9), { depth: 2, seed: 1 });
    assert.equal(r.proven, 'win');
    assert.equal(pliesToEnd(r.score), 5);
    assert.equal(r.depth, 2);
    // A win 7 plies away is not: the extensions stop at twice the depth.
    assert.equal(search(new Forcing(13), { depth: 2, seed: 1 }).proven, null);
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

/**
 * An endless game of two moves a ply, for the pace: its clock is the work done (each move made
 * costs 0.01 ms). `flip` makes the best root move change with every iteration's depth.
 */
class Endless implements SearchPosition<number> {
  line: number[] = [];
  work = 0;
  constructor(
    private readonly flip: boolean,
    private readonly width = 2,
  ) {}
  moves() {
    return Array.from({ length: this.width }, (_, i) => i);
  }
  make(k: number) {
    this.line.push(k);
    this.work++;
  }
  unmake() {
    this.line.pop();
  }
  hash() {
    let h = 17;
    for (const k of this.line) h = Math.imul(h ^ (k + 1), 0x01000193);
    return h | 0;
  }
  outcome(): null {
    return null;
  }
  evaluate() {
    // The value for the root's side: move 0 is better, or (flip) better at odd depths only.
    const root = this.line[0] === 0 ? 1 : -1;
    const forRoot = this.flip && this.line.length % 2 === 0 ? -root : root;
    return this.line.length % 2 === 0 ? forRoot : -forRoot;
  }
  moveId(k: number) {
    return k;
  }
  now = () => this.work * 0.01;
}

describe('search at a pace', () => {
  it('plays a forced move at once: one ply, complete', () => {
    const p = new Endless(false, 1);
    const r = search(p, { depth: 50, timeMs: 10_000, paceMs: 100, seed: 1, now: p.now });
    assert.equal(r.depth, 1);
    assert.ok(r.complete);
    assert.ok(r.nodes <= 2, `${r.nodes} nodes`);
  });

  it('stops deepening once a settled best move has had half the pace, far inside the budget', () => {
    const paced = new Endless(false);
    const r = search(paced, { depth: 60, timeMs: 100_000, paceMs: 200, seed: 1, now: paced.now });
    const fixed = new Endless(false);
    // A tenth of the budget already takes the unpaced search deeper than the pace lets the paced one go.
    const full = search(fixed, { depth: 60, timeMs: 10_000, seed: 1, now: fixed.now });
    assert.equal(r.move, 0);
    assert.ok(r.elapsedMs >= 100 && r.elapsedMs < 100_000, `${r.elapsedMs} ms`);
    assert.ok(!r.complete, 'a paced stop is not complete: more time could change the move');
    assert.ok(r.depth < full.depth, `paced depth ${r.depth}, unpaced ${full.depth}`);
  });

  it('gives a best move that keeps changing more time than a settled one, never past the budget', () => {
    const settled = new Endless(false);
    const a = search(settled, { depth: 60, timeMs: 100_000, paceMs: 200, seed: 1, now: settled.now });
    const changing = new Endless(true);
    const b = search(changing, { depth: 60, timeMs: 100_000, paceMs: 200, seed: 1, now: changing.now });
    assert.ok(b.elapsedMs > a.elapsedMs, `changing ${b.elapsedMs} ms, settled ${a.elapsedMs} ms`);
    assert.ok(b.elapsedMs >= 400, `a changing move may use twice the pace (${b.elapsedMs} ms)`);
    const capped = new Endless(true);
    const c = search(capped, { depth: 60, timeMs: 300, paceMs: 200, seed: 1, now: capped.now });
    assert.ok(c.elapsedMs <= 300 + 11, `the budget still bounds it (${c.elapsedMs} ms)`);
  });

  it('ends a changing move well inside the budget that stops an unpaced search, nearly as deep', () => {
    const p = new Endless(true);
    const r = search(p, { depth: 60, timeMs: 1000, paceMs: 200, seed: 1, now: p.now });
    const q = new Endless(true);
    const u = search(q, { depth: 60, timeMs: 1000, seed: 1, now: q.now });
    assert.ok(u.elapsedMs >= 1000, `unpaced ${u.elapsedMs} ms`);
    assert.ok(r.elapsedMs < 700, `paced ${r.elapsedMs} ms`);
    assert.ok(r.depth >= u.depth - 2, `paced depth ${r.depth}, unpaced ${u.depth}`);
  });
});

describe('late move reductions', () => {
  /** The endless game of `Endless`, whose moves after the first are quiet: the search may reduce them. */
  class Reducible extends Endless {
    quiet(k: number) {
      return k > 0;
    }
  }

  it('searches late quiet moves shallower first, finding the same best move with fewer positions', () => {
    const plain = search(new Endless(false, 6), { depth: 6, seed: 1 });
    const reduced = search(new Reducible(false, 6), { depth: 6, seed: 1 });
    assert.equal(reduced.move, plain.move);
    assert.equal(reduced.depth, 6);
    assert.ok(reduced.nodes < plain.nodes * 0.8, `reduced ${reduced.nodes} positions, plain ${plain.nodes}`);
  });

  it('asks whether a move is quiet in the position it is played from, not the one it leads to', () => {
    // Moves 0-5 at even plies, 10-15 at odd ones: a move is known only where it can be played, as in the games.
    let asked = 0;
    class Strict extends Reducible {
      override moves() {
        const base = this.line.length % 2 === 0 ? 0 : 10;
        return super.moves().map((k) => base + k);
      }
      override quiet(k: number) {
        assert.ok(this.moves().includes(k), `quiet(${k}) asked where ${k} cannot be played`);
        asked++;
        return k % 10 > 0;
      }
    }
    search(new Strict(false, 6), { depth: 5, seed: 1 });
    assert.ok(asked > 0);
  });

  it('never calls a search with reductions exact short of a proof', () => {
    // Three plies left: the plain search to depth 3 sees the end; a reducing one may not have.
    class Short extends Reducible {
      maxRemainingPlies() {
        return 3 - this.line.length;
      }
    }
    const r = search(new Short(false, 6), { depth: 3, seed: 1 });
    assert.equal(r.exact, false);
  });
});

describe('the table of a new search', () => {
  it('is as large as its depth needs: a shallow search without a table of its own finds what a large table finds', () => {
    // Lines of Action asks for 2^20 slots; a search two plies deep gets 2^16 and must not differ for it.
    let state = loaRules.newGame();
    const rng = createRng(5);
    for (let ply = 0; ply < 30 && !loaRules.result(state); ply++) {
      for (const depth of [1, 2, 3]) {
        const small = search(new LinesOfActionPosition(state), { depth, seed: ply, tableBits: 20 });
        const large = search(new LinesOfActionPosition(state), {
          depth,
          seed: ply,
          table: new TranspositionTable(20),
        });
        assert.deepEqual([small.move, small.score], [large.move, large.score], `ply ${ply}, depth ${depth}`);
      }
      state = loaRules.play(state, rng.pick(loaRules.legalMoves(state)));
    }
  });
});
