import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalMoveError, InvalidOptionsError } from '../../../src/core/game.js';
import { nimSum, parseHeaps, rules } from '../../../src/games/nim/rules.js';

describe('nim rules', () => {
  it('starts from the seed position 3 4 5 with the first player to move', () => {
    const s = rules.newGame();
    assert.deepEqual(s.heaps, [3, 4, 5]);
    assert.equal(s.turn, 'first');
    assert.equal(s.misere, false);
    assert.equal(rules.legalMoves(s).length, 3 + 4 + 5);
  });

  it('takes pieces from one heap and passes the turn, without touching the old state', () => {
    const s = rules.newGame();
    const t = rules.play(s, { heap: 1, take: 3 });
    assert.deepEqual(t.heaps, [3, 1, 5]);
    assert.deepEqual(s.heaps, [3, 4, 5]);
    assert.equal(t.turn, 'second');
    assert.equal(t.ply, 1);
  });

  it('gives the win to whoever takes the last piece, or the loss in misère', () => {
    let s = rules.newGame({ heaps: [2] });
    s = rules.play(s, { heap: 0, take: 2 });
    assert.deepEqual(rules.result(s), { winner: 'first', reason: 'last-piece' });
    let m = rules.newGame({ heaps: [1, 1], misere: true });
    m = rules.play(m, { heap: 0, take: 1 });
    assert.equal(rules.result(m), null);
    m = rules.play(m, { heap: 1, take: 1 });
    assert.deepEqual(rules.result(m), { winner: 'first', reason: 'last-piece' });
    assert.deepEqual(rules.legalMoves(m), []);
  });

  it('rejects illegal moves with a typed error and leaves the state unchanged', () => {
    const s = rules.newGame();
    const before = structuredClone(s);
    for (const bad of [
      { heap: 3, take: 1 },
      { heap: 0, take: 4 },
      { heap: 0, take: 0 },
      { heap: -1, take: 1 },
      { heap: 0, take: 1.5 },
    ]) {
      assert.throws(() => rules.play(s, bad), IllegalMoveError);
    }
    assert.deepEqual(s, before);
  });

  it('round-trips its notation for every legal move and rejects nonsense', () => {
    const s = rules.newGame({ heaps: [1, 7, 15] });
    for (const move of rules.legalMoves(s)) {
      const text = rules.moveToString(s, move);
      assert.match(text, /^\d+:\d+$/);
      assert.deepEqual(rules.moveFromString(s, text), move);
    }
    assert.deepEqual(rules.moveFromString(s, ' 2 : 3 '), { heap: 1, take: 3 });
    for (const bad of ['', '2', '2:0', '4:1', '1:2', 'x:y', '2-3']) {
      assert.throws(() => rules.moveFromString(s, bad), IllegalMoveError, bad);
    }
  });

  it('validates options', () => {
    assert.throws(() => rules.newGame({ heaps: [] }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ heaps: [16] }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ heaps: [1, 2, 3, 4, 5, 6, 7, 8, 9] }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ heaps: [0, 3] }), InvalidOptionsError);
    assert.equal(rules.validateOptions({ heaps: [15, 15, 15, 15, 15, 15, 15, 15], misere: true }), null);
  });

  it('parses heap lists from attribute text', () => {
    assert.deepEqual(parseHeaps('3 4 5'), [3, 4, 5]);
    assert.deepEqual(parseHeaps(' 1, 2 ,3 '), [1, 2, 3]);
    for (const bad of ['', 'a b', '3 4.5', '0 1', '16', '1 1 1 1 1 1 1 1 1', '-1'])
      assert.equal(parseHeaps(bad), null, bad);
  });

  it('computes the nim-sum', () => {
    assert.equal(nimSum([3, 4, 5]), 2);
    assert.equal(nimSum([1, 2, 3]), 0);
  });
});
