import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ai, bestMove, maxDepth, think } from '../../../src/games/hnefatafl/ai.js';
import { type HnefataflState, VARIANTS, rules } from '../../../src/games/hnefatafl/rules.js';

/** A game from rows top first (`a`, `d`, `k`, `-`) with `turn` to move. */
const setUp = (rows: string[], turn: 'a' | 'd', variant: 'copenhagen' | 'brandubh' = 'copenhagen'): HnefataflState =>
  rules.newGame({ variant, position: `${rows.join('/')} ${turn}` });
const name = (s: HnefataflState, m: number) => rules.moveToString(s, m);

describe('Hnefatafl AI', () => {
  it('takes an open line to a corner at once', () => {
    const s = setUp(
      [
        '-----------',
        '-----------',
        '-----------',
        '-----------',
        '-----------',
        '-----------',
        '-----------',
        '-----------',
        '-a---------',
        '-----------',
        '----k---a--',
      ],
      'd',
    );
    const t = think(s, { depth: 3, seed: 1 });
    assert.equal(name(s, t.move), 'e1-a1');
    assert.equal(t.proven, 'win');
  });

  it('captures the king when it can', () => {
    // The king on c5 with attackers on c6, c4 and b5: d9-d5 closes the fourth side.
    const s = setUp(
      [
        '-----------',
        '-----------',
        '---a-------',
        '-----------',
        '-----------',
        '--a--------',
        '-ak--------',
        '--a--------',
        '-----------',
        '-----------',
        '-----------',
      ],
      'a',
    );
    const t = think(s, { depth: 2, seed: 1 });
    assert.equal(name(s, t.move), 'd9xd5');
    assert.equal(t.proven, 'win');
  });

  it('closes the king’s only open line', () => {
    // Brandubh: the king on c1 sees a1 over b1 (g1 is shut by the attacker there); only b5-b1 closes the line.
    const s = setUp(['-------', '-------', '-a-----', '-------', '-------', '-------', '--k---a'], 'a', 'brandubh');
    const t = think(s, { depth: 2, seed: 3 });
    assert.equal(name(s, t.move), 'b5-b1');
  });

  it('plays legal moves for either side in every variant, the same for the same seed', () => {
    for (const variant of VARIANTS) {
      let s = rules.newGame({ variant });
      for (let ply = 0; ply < 6 && !s.outcome; ply++) {
        const m = bestMove(s, { depth: 2, seed: ply });
        assert.ok(rules.legalMoves(s).includes(m), `${variant}: ${name(s, m)}`);
        assert.equal(bestMove(s, { depth: 2, seed: ply }), m);
        s = rules.play(s, m);
      }
    }
  });

  it('keeps within its time and stops when aborted', () => {
    const s = rules.newGame();
    const t0 = performance.now();
    const t = think(s, { timeMs: 150, seed: 1 });
    assert.ok(performance.now() - t0 < 2000);
    assert.equal(t.complete, false, 'the maximum depth is not reached in 150 ms');
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    assert.throws(() => think(s, { signal: controller.signal }), /stop/);
    assert.equal(maxDepth(s), 30);
    assert.equal(ai.think, think);
  });

  it('refuses a finished game', () => {
    const before = setUp(
      [
        '-----------',
        '-----------',
        '-----------',
        '-----------',
        '-----------',
        '-----------',
        '-----------',
        '-----------',
        '-----------',
        '----------a',
        '--k--------',
      ],
      'd',
    );
    const s = rules.play(before, rules.moveFromString(before, 'c1-a1'));
    assert.throws(() => think(s), RangeError);
  });
});
