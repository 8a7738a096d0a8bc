import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalMoveError, InvalidOptionsError } from '../../../src/core/game.js';
import {
  PASS,
  type ReversiMove,
  type ReversiState,
  positionText,
  rules,
  squareName,
} from '../../../src/games/reversi/rules.js';

const play = (state: ReversiState, ...moves: string[]) =>
  moves.reduce((s, m) => rules.play(s, rules.moveFromString(s, m)), state);
const names = (s: ReversiState) => rules.legalMoves(s).map((m) => rules.moveToString(s, m));

/** A board drawn row by row (row 1 first), `X` black, `O` white, `.` empty, then the side to move. */
const board = (rows: string[], side: 'X' | 'O') =>
  rules.newGame({ size: rows.length, position: rows.join('').replace(/\./g, '-') + side });

describe('reversi rules', () => {
  it('starts from the four crossed discs with black to move and four moves', () => {
    const s = rules.newGame();
    assert.equal(s.size, 8);
    assert.equal(s.turn, 'first');
    assert.equal(positionText(s), '---------------------------OX------XO--------------------------- X');
    assert.deepEqual(names(s), ['d3', 'c4', 'f5', 'e6']);
    assert.deepEqual(s.discs, { first: 2, second: 2 });
  });

  it('puts the start in the centre of every even size and refuses odd or out-of-range sizes', () => {
    for (const size of [4, 6, 10, 12, 14, 16]) {
      const s = rules.newGame({ size });
      const h = size / 2;
      assert.equal(s.cells[(h - 1) * size + h - 1], 2, `${size}: white on the top-left centre square`);
      assert.equal(s.cells[(h - 1) * size + h], 1);
      assert.equal(rules.legalMoves(s).length, 4);
    }
    for (const size of [2, 3, 5, 9, 18, 8.5]) assert.throws(() => rules.newGame({ size }), InvalidOptionsError);
  });

  it('turns over every bracketed line, in all eight directions at once', () => {
    // Black on d4 brackets white along every line through it.
    const s = board(
      ['X..X..X.', '.O.O.O..', '..OOO...', 'XOO.OOX.', '..OOO...', '.O.O.O..', 'X..X..X.', '........'],
      'X',
    );
    const after = play(s, 'd4');
    assert.equal(after.flipped.length, 16);
    assert.equal(after.discs.second, 0);
    assert.equal(after.discs.first, 8 + 16 + 1);
  });

  it('does not turn a line that ends in an empty square or the edge', () => {
    // Black's only neighbours of white lead to the edge: black must pass, white may play d1.
    const s = board(['OOX.', '....', '....', '....'], 'X');
    assert.deepEqual(names(s), ['pass']);
    const t = board(['.OOX', '....', '....', 'X...'], 'X');
    const after = play(t, 'a1');
    assert.deepEqual(after.flipped.map((q) => squareName(4, q)).sort(), ['b1', 'c1']);
  });

  it('refuses taken squares, squares that turn nothing, and squares off the board', () => {
    const s = rules.newGame();
    assert.throws(() => rules.play(s, 27), IllegalMoveError);
    assert.throws(() => rules.play(s, 0), /turns no disc over/);
    assert.throws(() => rules.play(s, 64), IllegalMoveError);
    assert.throws(() => rules.moveFromString(s, 'i1'), IllegalMoveError);
    assert.throws(() => rules.moveFromString(s, 'a9'), IllegalMoveError);
    assert.throws(() => rules.play(s, PASS), /only when it has no move/);
    assert.equal(rules.moveFromString(s, ' D3 '), 19);
  });

  it('makes a side with no move pass, as a real move written "pass"', () => {
    // White has no move; black does.
    const s = board(['XO..', '....', '....', '....'], 'O');
    assert.equal(s.canMove, false);
    assert.equal(rules.result(s), null);
    assert.deepEqual(names(s), ['pass']);
    const after = rules.play(s, rules.moveFromString(s, 'pass'));
    assert.equal(after.turn, 'first');
    assert.equal(after.lastMove, PASS);
    assert.deepEqual(names(after), ['c1']);
  });

  it('ends when neither side can move, even with empty squares left (the seed game hung here)', () => {
    const s = board(['XO..', '....', '....', '....'], 'X');
    const after = play(s, 'c1');
    const r = rules.result(after);
    assert.deepEqual(r, { winner: 'first', reason: 'no-moves', score: { first: 3, second: 0 } });
    assert.deepEqual(rules.legalMoves(after), []);
    assert.throws(() => rules.play(after, PASS), /over/);
  });

  it('ends on a full board with the winner or a draw', () => {
    const s = board(['XXXX', 'XXXX', 'OOOO', 'OOO.'], 'X');
    assert.equal(rules.result(s), null);
    const after = play(s, 'd4');
    // d4 turns d3 (up to d2) and c3 (diagonally to b2), not the row a4-c4 that meets the edge.
    assert.deepEqual(after.flipped.map((q) => squareName(4, q)).sort(), ['c3', 'd3']);
    assert.deepEqual(rules.result(after), { winner: 'first', reason: 'full-board', score: { first: 11, second: 5 } });
    const draw = board(['XXXX', 'XXXX', 'OOOO', 'OOOO'], 'O');
    assert.deepEqual(rules.result(draw), { winner: null, reason: 'full-board', score: { first: 8, second: 8 } });
  });

  it('reads positions as in the FFO files and rejects broken ones', () => {
    const ffo1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';
    const s = rules.newGame({ position: ffo1 });
    assert.equal(s.turn, 'first');
    assert.equal(positionText(s), ffo1);
    assert.equal(rules.newGame({ position: ffo1.replace(' X', ' O') }).turn, 'second');
    assert.equal(
      rules.newGame({ position: `${ffo1};\n G8:+18; H1:+12;` }).turn,
      'first',
      'solutions after the side are ignored',
    );
    for (const bad of ['', 'X', ffo1.slice(1), ffo1.replace(' X', ' Z'), ffo1.replace('--', 'ab')]) {
      assert.throws(() => rules.newGame({ position: bad }), InvalidOptionsError, JSON.stringify(bad));
    }
    assert.equal(rules.newGame({ size: 4, position: '-----OX--XO----- O' }).turn, 'second');
  });

  it('writes column letters and row numbers up to p16 and round-trips them', () => {
    const s = rules.newGame({ size: 16 });
    for (const m of rules.legalMoves(s) as ReversiMove[])
      assert.equal(rules.moveFromString(s, rules.moveToString(s, m)), m);
    assert.equal(squareName(16, 255), 'p16');
    assert.equal(squareName(10, 99), 'j10');
  });

  it('never mutates the state it is given', () => {
    const s = rules.newGame();
    const copy = JSON.stringify(s);
    play(s, 'd3', 'c3');
    assert.equal(JSON.stringify(s), copy);
  });
});
