import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalMoveError, InvalidOptionsError } from '../../../src/core/game.js';
import { type LinesOfActionState, PASS, positionText, rules } from '../../../src/games/lines-of-action/rules.js';

const play = (state: LinesOfActionState, ...moves: string[]) =>
  moves.reduce((s, m) => rules.play(s, rules.moveFromString(s, m)), state);
const names = (state: LinesOfActionState) => rules.legalMoves(state).map((m) => rules.moveToString(state, m));
const from = (state: LinesOfActionState, square: string) => names(state).filter((m) => m.startsWith(square));

/**
 * An independent, deliberately simple move generator: for each piece and each of the eight
 * directions, count the pieces on the whole line by walking the board in both directions, then
 * walk the path square by square.
 */
function simpleMoves(state: LinesOfActionState): string[] {
  const { size, cells } = state;
  const at = (r: number, c: number) => (r >= 0 && r < size && c >= 0 && c < size ? cells[r * size + c]! : -1);
  const me = state.turn === 'first' ? 1 : 2;
  const out: string[] = [];
  const name = (r: number, c: number) => 'abcdefgh'[c]! + (r + 1);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (at(r, c) !== me) continue;
      for (const [dr, dc] of [
        [0, 1],
        [0, -1],
        [1, 0],
        [-1, 0],
        [1, 1],
        [-1, -1],
        [1, -1],
        [-1, 1],
      ] as const) {
        let count = 0;
        for (let k = -size; k <= size; k++) if (at(r + k * dr, c + k * dc) > 0) count++;
        const tr = r + count * dr;
        const tc = c + count * dc;
        if (at(tr, tc) === -1 || at(tr, tc) === me) continue;
        let ok = true;
        for (let k = 1; k < count; k++) if (at(r + k * dr, c + k * dc) === 3 - me) ok = false;
        if (ok) out.push(name(r, c) + (at(tr, tc) === 0 ? '-' : 'x') + name(tr, tc));
      }
    }
  }
  return out.sort();
}

/**
 * Leaves of the game tree from the start. No table has been published; these counts are the
 * rules' own, and `perft` checks every node's moves against the simple generator on the way.
 */
const PERFT_2 = 1_244;
const PERFT_3 = 44_952;
const PERFT_6X6_3 = 11_440;

/**
 * Leaves of the game tree `depth` plies deep, counted with the rules and, alongside, checked against the simple
 * generator.
 */
function perft(state: LinesOfActionState, depth: number): number {
  const moves = rules.legalMoves(state);
  if (moves[0] !== PASS)
    assert.deepEqual(moves.map((m) => rules.moveToString(state, m)).sort(), simpleMoves(state), positionText(state));
  if (state.outcome) return 0;
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += perft(rules.play(state, m), depth - 1);
  return n;
}

describe('lines of action rules', () => {
  it('starts with twelve pieces a side, black on the rows, white on the columns, black to move', () => {
    const s = rules.newGame();
    assert.equal(positionText(s), '-xxxxxx-/o------o/o------o/o------o/o------o/o------o/o------o/-xxxxxx- x');
    assert.deepEqual(s.pieces, { first: 12, second: 12 });
    assert.equal(s.turn, 'first');
    assert.equal(rules.newGame({ size: 6 }).pieces.first, 8);
  });

  it('gives the piece on b1 exactly three moves from the start: b1-b3, b1-d3, b1-h1', () => {
    assert.deepEqual(from(rules.newGame(), 'b1').sort(), ['b1-b3', 'b1-d3', 'b1-h1']);
  });

  it('lets black capture on its first move', () => {
    const s = rules.newGame();
    assert.ok(names(s).includes('c1xa3'));
    const after = play(s, 'c1xa3');
    assert.deepEqual(after.pieces, { first: 12, second: 11 });
    assert.equal(after.cells[16], 1, 'the black piece stands on a3');
  });

  it('moves exactly as far as the pieces on the line, jumps own pieces, never the opponent', () => {
    // 8 ---x----
    // 4 ---o----
    // 1 x--x---o
    const s = rules.newGame({ position: '---x----/--------/--------/--------/---o----/--------/--------/x--x---o x' });
    // d1: three on the first rank (g1), three on the d file (d4, a capture), alone on both diagonals (c2, e2).
    assert.deepEqual(from(s, 'd1').sort(), ['d1-c2', 'd1-e2', 'd1-g1', 'd1xd4']);
    // a1: three on the rank lands on its own d1; d4 shares the long diagonal, so a1 goes two squares up it.
    assert.deepEqual(from(s, 'a1').sort(), ['a1-a2', 'a1-c3']);
    // 1 ----xx-o, white to move: h1 sees three on the rank, but black's f1 stands between it and e1.
    const w = rules.newGame({ position: '--------/--------/--------/--------/--------/--------/--------/----xx-o o' });
    assert.ok(!from(w, 'h1').includes('h1xe1'));
    assert.deepEqual(names(w).sort(), simpleMoves(w));
  });

  it('matches an independent move generator at every node to depth 3 from the start', () => {
    const s = rules.newGame();
    assert.equal(perft(s, 1), 36);
    assert.equal(perft(s, 2), PERFT_2);
    assert.equal(perft(s, 3), PERFT_3);
    const small = rules.newGame({ size: 6 });
    assert.equal(perft(small, 3), PERFT_6X6_3);
  });

  it('wins for a side whose pieces form one group, a single piece included', () => {
    // 3 o-------
    // 1 x-x----o   black c1 takes a3: white's last piece, h1, is a group of one.
    const s = rules.newGame({ position: '--------/--------/--------/--------/--------/o-------/--------/x-x----o x' });
    assert.deepEqual(play(s, 'c1xa3').outcome, { winner: 'second', reason: 'connected' });
    // 4 -------o
    // 2 -------o
    // 1 x--x----   black d1-b1 joins a1.
    const join = rules.newGame({
      position: '--------/--------/--------/--------/-------o/--------/-------o/x--x---- x',
    });
    assert.deepEqual(play(join, 'd1-b1').outcome, { winner: 'first', reason: 'connected' });
  });

  it('gives the win to the mover when one move connects both sides, or a draw with simultaneous="draw"', () => {
    // 8 -------o
    // 7 ------o-
    // 2 -o-x----   black d2 takes b2: black a1-b2 is one group, and so is white's g7-h8.
    // 1 x-------
    const text = '-------o/------o-/--------/--------/--------/--------/-o-x----/x------- x';
    assert.deepEqual(play(rules.newGame({ position: text }), 'd2xb2').outcome, {
      winner: 'first',
      reason: 'both-connected',
    });
    assert.deepEqual(play(rules.newGame({ position: text, simultaneous: 'draw' }), 'd2xb2').outcome, {
      winner: null,
      reason: 'both-connected',
    });
  });

  it('gives the win to the opponent when a capture connects the opponent', () => {
    // 5 --o-----
    // 4 --o-----
    // 2 -o-x----   black d2 takes b2, white's stray piece: c4-c5 are all white has left, one group.
    // 1 -------x
    const s = rules.newGame({ position: '--------/--------/--------/--o-----/--o-----/--------/-o-x----/-------x x' });
    assert.deepEqual(play(s, 'd2xb2').outcome, { winner: 'second', reason: 'connected' });
  });

  it('makes a side with no move pass, and only then', () => {
    // White's only piece on a8 is hemmed in: every line through it lands on its own... it has no move; black has.
    const text = 'ox------/xx------/--------/--------/--------/--------/--------/-------x o';
    const s = rules.newGame({ position: text });
    assert.equal(s.canMove, false);
    assert.deepEqual(rules.legalMoves(s), [PASS]);
    const passed = rules.play(s, PASS);
    assert.equal(passed.turn, 'first');
    assert.equal(rules.moveToString(s, PASS), 'pass');
    assert.throws(() => rules.play(rules.newGame(), PASS), IllegalMoveError);
  });

  it('draws the third time a position occurs with the same side to move', () => {
    let s = rules.newGame();
    const cycle = ['b1-b3', 'a2-c2', 'b3-b1', 'c2-a2'];
    s = play(s, ...cycle);
    assert.equal(s.outcome, null, 'twice is not enough');
    s = play(s, ...cycle.slice(0, 3));
    assert.equal(s.outcome, null);
    s = play(s, cycle[3]!);
    assert.deepEqual(s.outcome, { winner: null, reason: 'repetition' });
  });

  it('refuses illegal and malformed moves, leaving the state untouched', () => {
    const s = rules.newGame();
    const before = JSON.stringify(s);
    assert.throws(() => rules.moveFromString(s, 'b1-b4'), IllegalMoveError);
    assert.throws(() => rules.moveFromString(s, 'a2-a4'), IllegalMoveError, 'not the side to move');
    assert.throws(() => rules.moveFromString(s, 'z9-a1'), IllegalMoveError);
    assert.throws(() => rules.play(s, -5), IllegalMoveError);
    assert.throws(() => rules.play(s, 1.5), IllegalMoveError);
    assert.equal(JSON.stringify(s), before);
  });

  it('validates its options', () => {
    assert.throws(() => rules.newGame({ size: 7 }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ simultaneous: 'maybe' as never }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ position: 'xo' }), InvalidOptionsError);
    assert.equal(rules.validateOptions({ size: 6 }), null);
  });

  it('writes and reads its notation, captures with x', () => {
    const s = rules.newGame();
    for (const m of rules.legalMoves(s)) assert.equal(rules.moveFromString(s, rules.moveToString(s, m)), m);
    assert.equal(rules.moveFromString(s, 'C1 A3'), rules.moveFromString(s, 'c1xa3'));
  });
});
