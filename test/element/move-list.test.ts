/** The move list's lines: one turn of each side per line, whoever moves again. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Player } from '../../src/core/game.js';
import { moveTurns } from '../../src/element/render/move-list.js';

const moves = (...list: [string, Player][]) => list.map(([notation, player]) => ({ notation, player }));
/** The lines as notations only. */
const texts = (lines: ReturnType<typeof moveTurns>) =>
  lines.map(([a, b]) => [a.map((m) => m.notation), b.map((m) => m.notation)]);

describe('moveTurns', () => {
  it('pairs the moves of a game where turns alternate', () => {
    assert.deepEqual(texts(moveTurns(moves(['d3', 'first'], ['c3', 'second'], ['c4', 'first']))), [
      [['d3'], ['c3']],
      [['c4'], []],
    ]);
  });

  it("keeps a side's extra moves in its own column, and opens a line only when the first side moves after the second", () => {
    // Kalah: the first side sows into its store and moves again; later the second side does.
    assert.deepEqual(
      texts(
        moveTurns(
          moves(
            ['3', 'first'],
            ['6', 'first'],
            ['2', 'second'],
            ['1', 'first'],
            ['3', 'second'],
            ['5', 'second'],
            ['4', 'first'],
          ),
        ),
      ),
      [
        [['3', '6'], ['2']],
        [['1'], ['3', '5']],
        [['4'], []],
      ],
    );
  });

  it('starts with an empty first column when the second side moves first', () => {
    assert.deepEqual(texts(moveTurns(moves(['c3', 'second'], ['d3', 'first']))), [
      [[], ['c3']],
      [['d3'], []],
    ]);
  });

  it('lists a game played alone two moves to a line', () => {
    assert.deepEqual(texts(moveTurns(moves(['d2-d4', 'first'], ['f3-d3', 'first'], ['e1-e3', 'first']), true)), [
      [['d2-d4'], ['f3-d3']],
      [['e1-e3'], []],
    ]);
  });
});
