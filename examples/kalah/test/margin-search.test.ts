import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { createRng } from 'board-game-elements/core';
import { ai } from '../src/ai.js';
import { EndgameTable } from '../src/endgame-table.js';
import { MarginSearch } from '../src/margin-search.js';
import { bookMove } from '../src/opening-book.js';
import { type KalahState, rules } from '../src/rules.js';

/** The final margin for the side to move with best play on both sides, by the rules alone (no pruning, no table). */
function margin(s: KalahState, memo = new Map<string, number>()): number {
  const r = rules.result(s);
  if (r) return r.score![s.turn] - r.score![s.turn === 'first' ? 'second' : 'first'];
  const key = `${s.turn}${s.pits.join(',')}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = -Infinity;
  for (const move of rules.legalMoves(s)) {
    const next = rules.play(s, move);
    const value = next.turn === s.turn ? margin(next, memo) : 0 - margin(next, memo);
    if (value > best) best = value;
  }
  memo.set(key, best);
  return best;
}

/** A random position of `loose` seeds in the pits and the rest of 48 in the stores, or null when it is over. */
function endgame(rng: ReturnType<typeof createRng>, loose: number): KalahState | null {
  const pits = Array.from({ length: 14 }, () => 0);
  for (let n = 0; n < loose; n++) pits[rng.pick([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12])]!++;
  pits[6] = rng.int(48 - loose + 1);
  pits[13] = 48 - loose - pits[6]!;
  const s: KalahState = { turn: rng.pick(['first', 'second'] as const), ply: 0, pits };
  return rules.result(s) ? null : s;
}

describe('Kalah margin search (the strongest level)', () => {
  it('values endgames by their exact final margin and plays a move that keeps it, a loss the smallest', () => {
    const rng = createRng(21);
    const search = new MarginSearch(12);
    let checked = 0;
    let lost = 0;
    while (checked < 60) {
      const s = endgame(rng, 6 + (checked % 4));
      if (!s) continue;
      const value = margin(s);
      const r = search.search(s.pits, s.turn === 'first', { seed: checked });
      assert.ok(r.solved, `solved ${JSON.stringify(s)}`);
      assert.equal(r.score, value, `value of ${JSON.stringify(s)}`);
      const after = rules.play(s, r.move);
      const kept = after.turn === s.turn ? margin(after) : 0 - margin(after);
      assert.equal(kept, value, `the move ${r.move} keeps the margin of ${JSON.stringify(s)}`);
      if (value < 0) lost++;
      checked++;
    }
    assert.ok(lost >= 10, `${lost} lost positions among those checked`);
  });

  it('reports a solved position as proven and complete through the AI, and a cut search as neither', () => {
    const s: KalahState = { turn: 'second', ply: 0, pits: [0, 0, 1, 0, 2, 0, 22, 1, 0, 0, 3, 0, 1, 18] };
    const value = margin(s);
    const thought = ai.think(s, { seed: 1, timeMs: 60_000 });
    assert.equal(thought.complete, true);
    assert.equal(thought.proven, value > 0 ? 'win' : value < 0 ? 'loss' : null);
    const opening = ai.think(rules.newGame({ seeds: 6 }), { seed: 1, timeMs: 50 });
    assert.equal(opening.complete, false);
    assert.equal(opening.proven, null);
    assert.ok(rules.legalMoves(rules.newGame({ seeds: 6 })).includes(opening.move));
  });

  it('plays every legal pit and sows as the rules do, seeds that go round the board included', () => {
    // Each pit's sowing is checked through a search one sowing deep: its value is the stores' difference after it.
    const rng = createRng(4);
    const search = new MarginSearch(10);
    for (let i = 0; i < 200; i++) {
      const pits = Array.from({ length: 14 }, (_, k) => (k === 6 || k === 13 ? rng.int(3) : rng.int(5)));
      // One pit of 13 seeds or more goes round the board; at most 72 seeds in all, as in a game of six a pit.
      pits[rng.pick([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12])]! += 13 + rng.int(8);
      const s: KalahState = { turn: i % 2 ? 'first' : 'second', ply: 0, pits };
      if (rules.result(s)) continue;
      const r = search.search(s.pits, s.turn === 'first', { depth: 1, seed: i });
      let best = -Infinity;
      for (const move of rules.legalMoves(s)) {
        const next = rules.play(s, move);
        const mine = s.turn === 'first' ? 6 : 13;
        const done = rules.result(next);
        const value = done
          ? done.score![s.turn] - done.score![s.turn === 'first' ? 'second' : 'first']
          : next.pits[mine]! - next.pits[19 - mine]!;
        best = Math.max(best, value === 0 ? 0 : value);
      }
      assert.equal(r.score, best, `depth 1 of ${JSON.stringify(s)}`);
    }
  });

  it('stops when aborted, with the signal’s reason', () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    assert.throws(
      () => new MarginSearch(10).search(rules.newGame().pits, true, { signal: controller.signal }),
      /stopped/,
    );
  });

  it('holds the exact gain of every spread of few seeds, built a part at a time, fewest seeds first', () => {
    const table = new EndgameTable(7);
    // Every spread of up to 7 seeds over 12 pits: C(19, 12).
    assert.equal(table.size, 50388);
    let rounds = 0;
    let ready = -1;
    while (!table.grow(performance.now() + 2)) {
      assert.ok(table.ready >= ready, 'ready only grows');
      ready = table.ready;
      rounds++;
    }
    assert.equal(table.ready, 7);
    const rng = createRng(9);
    const board = new Uint8Array(14);
    for (let i = 0; i < 400; i++) {
      const pits = Array.from({ length: 14 }, () => 0);
      for (let n = rng.int(8); n > 0; n--) pits[rng.pick([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12])]!++;
      const s: KalahState = { turn: i % 2 ? 'first' : 'second', ply: 0, pits };
      for (let k = 0; k < 14; k++) board[k] = pits[s.turn === 'first' ? k : (k + 7) % 14]!;
      assert.equal(table.value(board, 0), margin(s), `${JSON.stringify(s)}`);
    }
    assert.ok(rounds > 0, 'built in more than one part');
  });

  it('values the positions it reaches from the endgame table as the rules do', () => {
    const table = new EndgameTable(5);
    table.grow();
    const rng = createRng(33);
    const search = new MarginSearch(12);
    search.useEndgames(table);
    let checked = 0;
    while (checked < 40) {
      const s = endgame(rng, 7 + (checked % 3));
      if (!s) continue;
      const r = search.search(s.pits, s.turn === 'first', { seed: checked });
      assert.equal(r.score, margin(s), `value of ${JSON.stringify(s)}`);
      checked++;
    }
  });
});

describe('Kalah opening book (the strongest level)', () => {
  it('holds a legal move for every position of the first three sowings of four seeds a pit, which the AI plays', () => {
    let layer = [rules.newGame({ seeds: 4 })];
    let positions = 0;
    for (let ply = 0; ply <= 3; ply++) {
      const next: KalahState[] = [];
      for (const s of layer) {
        const move = bookMove(s.pits, s.turn === 'first');
        assert.ok(
          move !== undefined && rules.legalMoves(s).includes(move),
          `a legal book move for ${JSON.stringify(s)}`,
        );
        assert.equal(ai.think(s, { seed: positions, timeMs: 1 }).move, move);
        positions++;
        for (const m of rules.legalMoves(s)) next.push(rules.play(s, m));
      }
      layer = next;
    }
    assert.ok(positions > 200, `${positions} positions`);
    // Other seeds a pit, and the levels below the strongest, search.
    assert.equal(bookMove(rules.newGame({ seeds: 5 }).pits, true), undefined);
  });
});

describe('Kalah margin search, given what no game holds', () => {
  it('refuses more seeds than six a pit, or counts that are no whole numbers, with a RangeError', () => {
    const search = new MarginSearch(8);
    const many = Array.from({ length: 14 }, (_, i) => (i === 6 || i === 13 ? 0 : 7));
    assert.throws(() => search.search(many, true), RangeError);
    const odd = [...rules.newGame().pits];
    odd[2] = -1;
    assert.throws(() => search.search(odd, true), RangeError);
    assert.throws(() => ai.think({ turn: 'first', ply: 0, pits: many }), RangeError);
  });
});
