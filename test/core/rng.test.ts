import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRng } from '../../src/core/rng.js';

describe('createRng', () => {
  it('replays the same sequence for the same seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    for (let i = 0; i < 100; i++) assert.equal(a.uint32(), b.uint32());
  });

  it('gives different sequences for neighbouring seeds', () => {
    const a = Array.from({ length: 8 }, createRng(1).uint32);
    const b = Array.from({ length: 8 }, createRng(2).uint32);
    assert.notDeepEqual(a, b);
  });

  it('draws integers uniformly enough in range', () => {
    const rng = createRng(7);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60000; i++) counts[rng.int(6)]++;
    for (const c of counts) assert.ok(c > 9000 && c < 11000, `bucket count ${c}`);
  });

  it('shuffles into a permutation and picks members', () => {
    const rng = createRng(3);
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = rng.shuffle(items.slice());
    assert.deepEqual(shuffled.slice().sort(), items);
    assert.ok(items.includes(rng.pick(items)));
    assert.throws(() => rng.pick([]), RangeError);
  });
});
