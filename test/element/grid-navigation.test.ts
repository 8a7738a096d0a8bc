import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { navigate } from '../../src/element/base/grid-navigation.js';

const full = () => true;
// Nim-like rows of 3, 0 and 5 cells.
const lengths = [3, 0, 5];
const ragged = (row: number, col: number) => col < (lengths[row] ?? 0);

describe('grid navigation', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    assert.deepEqual(navigate('ArrowRight', false, { row: 0, col: 0 }, 3, 3, full), { row: 0, col: 1 });
    assert.deepEqual(navigate('ArrowDown', false, { row: 0, col: 1 }, 3, 3, full), { row: 1, col: 1 });
    assert.deepEqual(navigate('ArrowLeft', false, { row: 0, col: 0 }, 3, 3, full), { row: 0, col: 0 });
    assert.deepEqual(navigate('ArrowUp', false, { row: 0, col: 2 }, 3, 3, full), { row: 0, col: 2 });
    assert.deepEqual(navigate('ArrowDown', false, { row: 2, col: 2 }, 3, 3, full), { row: 2, col: 2 });
  });

  it('skips empty rows and lands on the nearest cell of a shorter row', () => {
    assert.deepEqual(navigate('ArrowDown', false, { row: 0, col: 1 }, 3, 5, ragged), { row: 2, col: 1 });
    assert.deepEqual(navigate('ArrowUp', false, { row: 2, col: 4 }, 3, 5, ragged), { row: 0, col: 2 });
    assert.deepEqual(navigate('ArrowRight', false, { row: 0, col: 2 }, 3, 5, ragged), { row: 0, col: 2 });
  });

  it('skips holes within a row', () => {
    const holes = (_row: number, col: number) => col !== 1;
    assert.deepEqual(navigate('ArrowRight', false, { row: 0, col: 0 }, 1, 3, holes), { row: 0, col: 2 });
  });

  it('jumps with Home/End in the row and Ctrl+Home/End across the grid', () => {
    assert.deepEqual(navigate('End', false, { row: 2, col: 1 }, 3, 5, ragged), { row: 2, col: 4 });
    assert.deepEqual(navigate('Home', false, { row: 2, col: 3 }, 3, 5, ragged), { row: 2, col: 0 });
    assert.deepEqual(navigate('Home', true, { row: 2, col: 3 }, 3, 5, ragged), { row: 0, col: 0 });
    assert.deepEqual(navigate('End', true, { row: 0, col: 0 }, 3, 5, ragged), { row: 2, col: 4 });
  });

  it('ignores other keys', () => {
    assert.equal(navigate('Enter', false, { row: 0, col: 0 }, 3, 3, full), null);
    assert.equal(navigate('a', false, { row: 0, col: 0 }, 3, 3, full), null);
  });
});
