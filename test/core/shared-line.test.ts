import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SharedLine, lineOf, withLines } from '../../src/core/shared-line.js';

describe('shared lines', () => {
  it('gives each state its own list, whichever state is played on', () => {
    const start = SharedLine.from(['a', 'b']);
    const c = start.with('c');
    const d = c.with('d');
    // Another move from `start`, and again from `c`: the lines already played on stay as they were.
    const x = start.with('x');
    const e = c.with('e');
    assert.deepEqual(start.toArray(), ['a', 'b']);
    assert.deepEqual(c.toArray(), ['a', 'b', 'c']);
    assert.deepEqual(d.toArray(), ['a', 'b', 'c', 'd']);
    assert.deepEqual(x.toArray(), ['a', 'b', 'x']);
    assert.deepEqual(e.toArray(), ['a', 'b', 'c', 'e']);
    assert.deepEqual(d.with('f').toArray(), ['a', 'b', 'c', 'd', 'f']);
    // The same move played again from a state gives the same list.
    assert.deepEqual(start.with('c').toArray(), ['a', 'b', 'c']);
  });

  it('counts an item among its own items only, not those of lines played on from it', () => {
    const start = SharedLine.from(['p', 'q', 'p'], true);
    const on = start.with('p').with('p');
    assert.equal(start.count('p'), 2);
    assert.equal(on.count('p'), 4);
    assert.equal(on.count('q'), 1);
    assert.equal(on.count('r'), 0);
    const other = start.with('q');
    assert.equal(other.count('p'), 2);
    assert.equal(other.count('q'), 2);
    // Uncounted lines count by a walk, with the same answers.
    assert.equal(SharedLine.from(['p', 'q', 'p']).count('p'), 2);
  });

  it('shows lists as plain arrays that copies, JSON and messages carry', () => {
    const state = withLines({ ply: 2 }, { history: SharedLine.from([3, 4]) });
    assert.deepEqual(Object.keys(state), ['ply', 'history']);
    assert.ok(Array.isArray(state.history));
    assert.deepEqual(state.history, [3, 4]);
    assert.equal(state.history, state.history, 'made once');
    assert.equal(JSON.stringify(state), '{"ply":2,"history":[3,4]}');
    const cloned = structuredClone(withLines({ ply: 2 }, { history: SharedLine.from([3, 4]) }));
    assert.deepEqual(cloned, { ply: 2, history: [3, 4] });
    // A copy has no shared line: one is read from its array, and played on alike.
    assert.deepEqual(
      lineOf<number>({ ...state }, 'history')
        .with(5)
        .toArray(),
      [3, 4, 5],
    );
    assert.deepEqual(lineOf<number>(state, 'history').with(5).toArray(), [3, 4, 5]);
    assert.deepEqual(lineOf<number>({}, 'history').toArray(), []);
  });
});
