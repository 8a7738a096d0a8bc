import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalMoveError, InvalidOptionsError } from '../../../src/core/game.js';
import {
  type ConnectFourResult,
  type ConnectFourState,
  landingRow,
  playDigits,
  rules,
} from '../../../src/games/connect-four/rules.js';

/** The cells of a result's line as (column, row from the bottom), 1-based like the notation. */
const lineOf = (s: ConnectFourState) =>
  ((rules.result(s) as ConnectFourResult).line ?? []).map(
    (i) => `${(i % s.columns) + 1}/${s.rows - Math.floor(i / s.columns)}`,
  );

describe('connect four rules', () => {
  it('starts empty on 7x6 with the first player (red) to move and seven columns open', () => {
    const s = rules.newGame();
    assert.equal(s.columns, 7);
    assert.equal(s.rows, 6);
    assert.equal(s.turn, 'first');
    assert.deepEqual(rules.legalMoves(s), [0, 1, 2, 3, 4, 5, 6]);
  });

  it('drops discs to the lowest empty cell', () => {
    const s = playDigits(rules.newGame(), '44');
    assert.equal(s.cells[5 * 7 + 3], 1, 'the first disc lands on the bottom row');
    assert.equal(s.cells[4 * 7 + 3], 2, 'the second lands on it');
    assert.equal(landingRow(s, 3), 3);
    assert.equal(s.lastMove, 3);
  });

  it('finds four in a row across, up and along both diagonals, with the line', () => {
    const across = playDigits(rules.newGame(), '1122334');
    assert.equal(rules.result(across)?.winner, 'first');
    assert.deepEqual(lineOf(across), ['1/1', '2/1', '3/1', '4/1']);
    const up = playDigits(rules.newGame(), '1213141');
    assert.deepEqual(lineOf(up), ['1/4', '1/3', '1/2', '1/1']);
    const rising = playDigits(rules.newGame(), '12235334444');
    assert.equal(rules.result(rising)?.winner, 'first');
    assert.deepEqual(lineOf(rising), ['4/4', '3/3', '2/2', '1/1']);
    const falling = playDigits(rules.newGame(), '76653554444');
    assert.deepEqual(lineOf(falling), ['4/4', '5/3', '6/2', '7/1']);
    const yellow = playDigits(rules.newGame(), '1223343445');
    assert.equal(rules.result(yellow)?.winner, 'second');
    assert.deepEqual(lineOf(yellow), ['2/1', '3/1', '4/1', '5/1']);
  });

  it('highlights five in a row when the last disc joins two runs', () => {
    const s = playDigits(rules.newGame(), '112244553');
    assert.equal(rules.result(s)?.winner, 'first');
    assert.deepEqual(lineOf(s), ['1/1', '2/1', '3/1', '4/1', '5/1']);
  });

  it('ends a full board without a line in a draw', () => {
    const end = playDigits(rules.newGame({ columns: 4, rows: 4 }), '1212343421214343');
    assert.deepEqual(rules.result(end), { winner: null, reason: 'full-board' });
    assert.deepEqual(rules.legalMoves(end), []);
  });

  it('reads and writes the column number, 1 = leftmost', () => {
    const s = rules.newGame({ columns: 10 });
    assert.equal(rules.moveToString(s, 0), '1');
    assert.equal(rules.moveToString(s, 9), '10');
    assert.equal(rules.moveFromString(s, ' 10 '), 9);
    assert.throws(() => rules.moveFromString(s, '11'), IllegalMoveError);
    assert.throws(() => rules.moveFromString(s, 'a'), IllegalMoveError);
  });

  it('rejects full columns, finished games and moves off the board, leaving the state alone', () => {
    const s = playDigits(rules.newGame(), '444444');
    const copy = structuredClone(s);
    assert.throws(() => rules.play(s, 3), /Column 4 is full/);
    assert.throws(() => rules.play(s, 7), IllegalMoveError);
    assert.throws(() => rules.play(s, -1), IllegalMoveError);
    assert.deepEqual(s, copy);
    assert.deepEqual(rules.legalMoves(s), [0, 1, 2, 4, 5, 6]);
    const won = playDigits(rules.newGame(), '1213141');
    assert.throws(() => rules.play(won, 1), /game is over/);
    assert.deepEqual(rules.legalMoves(won), []);
  });

  it('accepts boards from 4 to 10 each way and rejects the rest', () => {
    assert.equal(rules.newGame({ columns: 4, rows: 10 }).cells.length, 40);
    assert.throws(() => rules.newGame({ columns: 3 }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ rows: 11 }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ rows: 5.5 }), InvalidOptionsError);
    assert.equal(rules.validateOptions({ columns: 12 }), 'columns: expected an integer from 4 to 10');
  });
});
