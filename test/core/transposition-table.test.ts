import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EXACT, LOWER, TranspositionTable, UPPER } from '../../src/core/transposition-table.js';

describe('TranspositionTable', () => {
  it('stores and finds an entry by hash and lock', () => {
    const t = new TranspositionTable(8);
    t.store(0x1234, 99, 5, EXACT, -17, 3);
    const i = t.probe(0x1234, 99);
    assert.ok(i >= 0);
    assert.deepEqual([t.depth(i), t.flag(i), t.score(i), t.move(i)], [5, EXACT, -17, 3]);
    assert.equal(t.probe(0x1234, 98), -1, 'a different lock is a different position');
  });

  it('keeps a deeper entry of the current search over a shallower one colliding with it', () => {
    const t = new TranspositionTable(4);
    t.store(1, 1, 9, EXACT, 10, 1);
    t.store(1 + 16, 2, 3, LOWER, 20, 2);
    assert.ok(t.probe(1, 1) >= 0);
    t.newSearch();
    t.store(1 + 16, 2, 3, LOWER, 20, 2);
    assert.ok(t.probe(1 + 16, 2) >= 0, 'entries of an older search give way');
  });

  it('keeps every field of an entry apart, at the extremes of each, until cleared', () => {
    const t = new TranspositionTable(4);
    for (let age = 0; age < 300; age++) t.newSearch();
    t.store(-7, -1, 1000, UPPER, -999_999, 70_000);
    t.store(5, 2 ** 31 - 1, 1, LOWER, 999_999, -1);
    const a = t.probe(-7, -1);
    const b = t.probe(5, 2 ** 31 - 1);
    assert.deepEqual([t.depth(a), t.flag(a), t.score(a), t.move(a)], [1000, UPPER, -999_999, 70_000]);
    assert.deepEqual([t.depth(b), t.flag(b), t.score(b), t.move(b)], [1, LOWER, 999_999, -1]);
    t.clear();
    assert.equal(t.probe(-7, -1), -1);
    assert.equal(t.probe(5, 2 ** 31 - 1), -1);
  });

  it('rejects absurd sizes', () => {
    assert.throws(() => new TranspositionTable(40), RangeError);
  });
});
