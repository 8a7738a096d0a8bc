import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { thinkInSlices } from '../../src/core/sliced.js';
import { ai, searchReport } from '../../src/games/tictactoe/ai.js';
import { rules } from '../../src/games/tictactoe/rules.js';

describe('thinkInSlices', () => {
  it('reaches the same proven value as one long search, pausing between short slices', async () => {
    // 4x4, four in a row: a draw that takes about 700k nodes to prove.
    const state = rules.newGame({ size: 4 });
    let pauses = 0;
    const thought = await thinkInSlices(
      ai,
      state,
      { timeMs: 120_000, seed: 1 },
      { sliceMs: 20, pause: async () => void pauses++ },
    );
    assert.ok(pauses > 3, `the search was sliced (${pauses} pauses)`);
    assert.equal(thought.complete, true);
    const after = searchReport(rules.play(state, thought.move), { timeMs: 120_000 });
    assert.ok(after.exact && after.score === 0, 'the sliced move keeps the draw');
  });

  it('answers within its time budget when the search cannot finish', async () => {
    const state = rules.newGame({ size: 7 });
    let clock = 0;
    const thought = await thinkInSlices(
      ai,
      state,
      { timeMs: 50, seed: 2 },
      { sliceMs: 10, now: () => clock, pause: async () => void (clock += 10) },
    );
    assert.ok(rules.legalMoves(state).includes(thought.move));
    assert.equal(thought.complete, false);
  });

  it('stops at once when aborted', async () => {
    const abort = new AbortController();
    abort.abort(new DOMException('stop', 'AbortError'));
    await assert.rejects(thinkInSlices(ai, rules.newGame({ size: 5 }), { signal: abort.signal }), {
      name: 'AbortError',
    });
  });
});
