import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { createRng } from 'board-game-elements/core';
import { ai } from '../src/ai.js';
import { MarginSearch } from '../src/margin-search.js';
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
      const pits = Array.from({ length: 14 }, (_, k) => (k === 6 || k === 13 ? rng.int(5) : rng.int(16)));
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
});
