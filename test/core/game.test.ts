import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalMoveError, InvalidOptionsError, opponent } from '../../src/core/game.js';
import { clampDepth } from '../../src/core/ai.js';

describe('core contract helpers', () => {
  it('names the opponent', () => {
    assert.equal(opponent('first'), 'second');
    assert.equal(opponent('second'), 'first');
  });

  it('types its errors', () => {
    const e = new IllegalMoveError('no', 'x9');
    assert.ok(e instanceof Error);
    assert.equal(e.name, 'IllegalMoveError');
    assert.equal(e.move, 'x9');
    assert.ok(new InvalidOptionsError('bad') instanceof RangeError);
  });

  it('clamps AI depths, treating a missing depth as the strongest', () => {
    assert.equal(clampDepth(undefined, 6), 6);
    assert.equal(clampDepth(Infinity, 6), 6);
    assert.equal(clampDepth(0, 6), 1);
    assert.equal(clampDepth(3.7, 6), 3);
    assert.equal(clampDepth(NaN, 6), 6);
  });
});
