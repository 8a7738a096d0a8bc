import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalMoveError, InvalidOptionsError } from '../../../src/core/game.js';
import { type PegSolitaireState, VARIANTS, boardOf, holeNamed, rules } from '../../../src/games/peg-solitaire/rules.js';

const play = (s: PegSolitaireState, ...moves: string[]) =>
  moves.reduce((state, m) => rules.play(state, rules.moveFromString(state, m)), s);
const names = (s: PegSolitaireState) =>
  rules
    .legalMoves(s)
    .map((m) => rules.moveToString(s, m))
    .sort();

/**
 * Ernest Bergholt's 18-move solution of the central game (1912; proved shortest by John Beasley in
 * 1964), each move one peg's chain of jumps, holes written column then row from the top left.
 */
const BERGHOLT = [
  'd6 d4',
  'f5 d5',
  'e7 e5',
  'e4 e6',
  'e2 e4',
  'g3 e3',
  'd3 f3',
  'g5 g3 e3',
  'c5 e5',
  'a5 c5',
  'b3 d3 f3 f5 d5 b5',
  'c7 e7 e5 e3',
  'c1 c3',
  'c4 c2',
  'e1 c1 c3',
  'a3 a5 c5',
  'c6 c4 c2 e2 e4 c4',
  'b4 d4',
];

describe('peg solitaire rules', () => {
  it('builds every board with the classic number of holes, one empty at the centre or apex', () => {
    const holes = { english: 33, french: 37, wiegleb: 45, diamond: 41, triangle: 15 };
    for (const v of VARIANTS) {
      const s = rules.newGame({ variant: v });
      assert.equal(s.board.holes.length, holes[v], v);
      assert.equal(s.count, holes[v] - 1, v);
    }
    assert.equal(rules.newGame().startHole, holeNamed(boardOf('english'), 'd4'));
    assert.equal(rules.newGame({ variant: 'triangle' }).startHole, holeNamed(boardOf('triangle'), 'a1'));
  });

  it('opens the English central game with exactly four jumps into the centre', () => {
    assert.deepEqual(names(rules.newGame()), ['b4-d4', 'd2-d4', 'd6-d4', 'f4-d4']);
  });

  it('jumps along the triangle’s diagonals too, and takes the jumped peg', () => {
    // Apex empty: the pegs two rows down jump up into it, straight or along the diagonal.
    const s = rules.newGame({ variant: 'triangle' });
    assert.deepEqual(names(s), ['a3-a1', 'c3-a1']);
    const after = play(s, 'c3-a1');
    assert.equal(after.pegs[holeNamed(s.board, 'b2')], false, 'b2 was jumped');
    assert.equal(after.pegs[holeNamed(s.board, 'a1')], true);
    assert.equal(after.count, 13);
  });

  it('replays the classic 18-move solution to one peg in the centre', () => {
    let s = rules.newGame();
    for (const chain of BERGHOLT) {
      const holes = chain.split(' ');
      for (let i = 1; i < holes.length; i++) s = play(s, `${holes[i - 1]}-${holes[i]}`);
    }
    assert.equal(BERGHOLT.length, 18);
    assert.equal(s.count, 1);
    assert.deepEqual(s.outcome, { winner: 'first', reason: 'one-peg-in-start-hole', score: { first: 1, second: 0 } });
  });

  it('ends when no jump remains, counting the pegs left', () => {
    // Play the first legal jump until stuck.
    let s = rules.newGame();
    while (!s.outcome) s = rules.play(s, rules.legalMoves(s)[0]!);
    assert.equal(rules.legalMoves(s).length, 0);
    assert.equal(s.outcome.score?.first, s.count);
    assert.equal(
      s.outcome.reason,
      s.count === 1 ? (s.pegs[s.startHole] ? 'one-peg-in-start-hole' : 'one-peg') : 'no-jumps',
    );
  });

  it('refuses jumps that are not legal, leaving the state untouched', () => {
    const s = rules.newGame();
    const before = JSON.stringify(s.pegs);
    assert.throws(() => rules.moveFromString(s, 'd1-d3'), /d3 is not empty/);
    assert.throws(() => rules.moveFromString(s, 'd3-d4'), /not a jump/);
    assert.throws(() => rules.moveFromString(s, 'a1-a3'), IllegalMoveError, 'a1 is not a hole');
    assert.throws(() => rules.moveFromString(s, 'nonsense'), IllegalMoveError);
    assert.throws(() => rules.play(s, -1), IllegalMoveError);
    assert.equal(JSON.stringify(s.pegs), before);
  });

  it('starts from another hole and validates its options', () => {
    const s = rules.newGame({ startHole: 'c1' });
    assert.equal(s.pegs[holeNamed(s.board, 'c1')], false);
    assert.equal(s.pegs[holeNamed(s.board, 'd4')], true);
    assert.throws(() => rules.newGame({ startHole: 'a1' }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ variant: 'hexagon' as never }), InvalidOptionsError);
  });

  it('writes and reads its notation', () => {
    const s = rules.newGame({ variant: 'french' });
    for (const m of rules.legalMoves(s)) assert.equal(rules.moveFromString(s, rules.moveToString(s, m)), m);
  });
});
