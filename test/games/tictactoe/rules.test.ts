import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalMoveError, InvalidOptionsError } from '../../../src/core/game.js';
import {
  cellName,
  lineWindows,
  rules,
  type TicTacToeResult,
  type TicTacToeState,
} from '../../../src/games/tictactoe/rules.js';

const playAll = (s: TicTacToeState, moves: string[]) =>
  moves.reduce((st, m) => rules.play(st, rules.moveFromString(st, m)), s);

describe('tictactoe rules', () => {
  it('starts empty on 3x3 with X to move', () => {
    const s = rules.newGame();
    assert.equal(s.size, 3);
    assert.equal(s.winLength, 3);
    assert.equal(s.turn, 'first');
    assert.equal(rules.legalMoves(s).length, 9);
  });

  it('names cells from a1 at the top left', () => {
    assert.equal(cellName(3, 0), 'a1');
    assert.equal(cellName(3, 4), 'b2');
    assert.equal(cellName(3, 8), 'c3');
    assert.equal(cellName(7, 48), 'g7');
  });

  it('counts the lines of each board', () => {
    assert.equal(lineWindows(3, 3).length, 8);
    assert.equal(lineWindows(4, 4).length, 10);
    assert.equal(lineWindows(4, 3).length, 2 * 4 * 2 + 2 * 4);
  });

  it('finds rows, columns and both diagonals, and reports the line', () => {
    const cases: [string[], string[]][] = [
      [
        ['a1', 'a2', 'b1', 'b2', 'c1'],
        ['a1', 'b1', 'c1'],
      ],
      [
        ['b1', 'a1', 'b2', 'a2', 'b3'],
        ['b1', 'b2', 'b3'],
      ],
      [
        ['a1', 'b1', 'b2', 'c1', 'c3'],
        ['a1', 'b2', 'c3'],
      ],
      [
        ['c1', 'a1', 'b2', 'b1', 'a3'],
        ['c1', 'b2', 'a3'],
      ],
    ];
    for (const [moves, line] of cases) {
      const s = playAll(rules.newGame(), moves);
      const r = rules.result(s) as TicTacToeResult;
      assert.equal(r.winner, 'first', moves.join(' '));
      assert.equal(r.reason, 'line');
      assert.deepEqual([...r.line!].map((c) => cellName(3, c)).sort(), line.sort());
    }
  });

  it('lets O win too and ends in a draw on a full board without a line', () => {
    const o = playAll(rules.newGame(), ['a1', 'b2', 'c3', 'b1', 'a3', 'b3']);
    assert.equal(rules.result(o)?.winner, 'second');
    const draw = playAll(rules.newGame(), ['b2', 'a1', 'c3', 'c1', 'b1', 'b3', 'a2', 'c2', 'a3']);
    assert.deepEqual(rules.result(draw), { winner: null, reason: 'full-board' });
  });

  it('uses win-length on larger boards', () => {
    let s = rules.newGame({ size: 5, winLength: 4 });
    s = playAll(s, ['a1', 'a2', 'b1', 'b2', 'c1', 'c2']);
    assert.equal(rules.result(s), null);
    s = playAll(s, ['d1']);
    assert.equal(rules.result(s)?.winner, 'first');
    assert.equal(rules.newGame({ size: 7 }).winLength, 4, 'default win length is the size, at most 4');
  });

  it('rejects taken cells, moves after the end and cells off the board', () => {
    const s = playAll(rules.newGame(), ['b2']);
    assert.throws(() => rules.play(s, 4), IllegalMoveError);
    assert.throws(() => rules.play(s, 9), IllegalMoveError);
    assert.throws(() => rules.play(s, -1), IllegalMoveError);
    const won = playAll(rules.newGame(), ['a1', 'a2', 'b1', 'b2', 'c1']);
    assert.throws(() => rules.play(won, 8), /over/);
    assert.deepEqual(rules.legalMoves(won), []);
  });

  it('round-trips notation on every board size', () => {
    for (let size = 3; size <= 7; size++) {
      const s = rules.newGame({ size });
      for (const m of rules.legalMoves(s)) assert.equal(rules.moveFromString(s, rules.moveToString(s, m)), m);
    }
    const s = rules.newGame();
    assert.equal(rules.moveFromString(s, ' B2 '), 4);
    for (const bad of ['d1', 'a4', 'a0', 'b', '22', ''])
      assert.throws(() => rules.moveFromString(s, bad), IllegalMoveError, bad);
  });

  it('validates options', () => {
    assert.throws(() => rules.newGame({ size: 2 }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ size: 8 }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ size: 4, winLength: 5 }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ size: 3.5 }), InvalidOptionsError);
  });
});
