import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRng } from '../../../src/core/rng.js';
import {
  type PegSolitaireState,
  type Variant,
  boardOf,
  holeName,
  holeNamed,
  rules,
} from '../../../src/games/peg-solitaire/rules.js';
import { PegSolver, solvability, solve } from '../../../src/games/peg-solitaire/solver.js';

/** Replays `moves` from `state` with the rules (each must be legal); returns the final state. */
const replay = (state: PegSolitaireState, moves: readonly number[]) => moves.reduce((s, m) => rules.play(s, m), state);

/** An independent check: plain depth-first search over every jump, no table, no symmetry, no parity. */
function bruteSolvable(state: PegSolitaireState, goal: number, dead = new Set<string>()): boolean {
  if (state.count === 1) return goal < 0 || state.pegs[goal] === true;
  // The pegs are all the future depends on: a position met again by another order of moves has failed already.
  const key = state.pegs.map(Number).join('');
  if (dead.has(key)) return false;
  if (rules.legalMoves(state).some((m) => bruteSolvable(rules.play(state, m), goal, dead))) return true;
  dead.add(key);
  return false;
}

describe('peg solitaire solver', () => {
  it('solves the English central game, and the solution replays legally to one peg in the centre', () => {
    const start = rules.newGame();
    const moves = solve(start);
    assert.ok(moves);
    assert.equal(moves.length, 31);
    const end = replay(start, moves);
    assert.equal(end.count, 1);
    assert.equal(end.outcome?.reason, 'one-peg-in-start-hole');
  });

  it('solves the English board from a start hole of every kind back to that hole', () => {
    // Up to symmetry the 33 holes are of seven kinds; d4 is the central game.
    for (const hole of ['c1', 'd1', 'c2', 'd2', 'c3', 'd3', 'd4']) {
      const start = rules.newGame({ startHole: hole });
      const moves = solve(start);
      assert.ok(moves, hole);
      assert.equal(replay(start, moves).outcome?.reason, 'one-peg-in-start-hole', hole);
    }
  });

  it("solves Wiegleb's 45-hole central game, and the solution replays to one peg in the centre", () => {
    const start = rules.newGame({ variant: 'wiegleb' });
    const moves = solve(start);
    assert.ok(moves);
    assert.equal(moves.length, 43);
    assert.equal(replay(start, moves).outcome?.reason, 'one-peg-in-start-hole');
  });

  it('finishes the French and diamond boards with one peg from holes the position classes allow', () => {
    const cases: [Variant, string][] = [
      ['french', 'c1'],
      ['french', 'd2'],
      ['diamond', 'd2'],
    ];
    for (const [variant, hole] of cases) {
      const start = rules.newGame({ variant, startHole: hole });
      const moves = solve(start, { target: 'any' });
      assert.ok(moves, `${variant} ${hole}`);
      assert.equal(replay(start, moves).count, 1, `${variant} ${hole}`);
    }
  });

  it('proves the diamond centre game cannot end with one peg anywhere, without searching', () => {
    const start = rules.newGame({ variant: 'diamond' });
    assert.equal(solve(start, { target: 'any' }), null);
    const solver = new PegSolver(start.board, start.startHole);
    assert.equal(solver.solve(start.pegs), null);
    assert.equal(solver.nodes, 0);
  });

  it('proves diamond d2 to f5 impossible in a short search: pagoda functions cut it', () => {
    const start = rules.newGame({ variant: 'diamond', startHole: 'd2' });
    const solver = new PegSolver(start.board, holeNamed(start.board, 'f5'));
    assert.equal(solver.solve(start.pegs), null);
    // The count is deterministic; without the pagoda functions this search does not end in minutes.
    assert.ok(solver.nodes < 10_000, `${solver.nodes} positions`);
  });

  it('reports the centre-to-centre game on the French board impossible (position classes prove it)', () => {
    const solver = new PegSolver(boardOf('french'), rules.newGame({ variant: 'french' }).startHole);
    assert.equal(solver.solve(rules.newGame({ variant: 'french' }).pegs), null);
    assert.equal(solver.nodes, 0, 'proved without searching');
  });

  it('solves the triangle to one peg from every start hole', () => {
    const board = boardOf('triangle');
    for (let h = 0; h < board.holes.length; h++) {
      const start = rules.newGame({ variant: 'triangle', startHole: holeName(board, h) });
      const moves = solve(start, { target: 'any' });
      assert.ok(moves, `start hole ${holeName(board, h)}`);
      assert.equal(replay(start, moves).count, 1);
    }
  });

  it('agrees with a plain search about positions reached in random play on the triangle', () => {
    const rng = createRng(9);
    let checked = 0;
    for (let g = 0; g < 40; g++) {
      const board = boardOf('triangle');
      let s = rules.newGame({ variant: 'triangle', startHole: holeName(board, Math.floor(rng.next() * 15)) });
      for (let k = Math.floor(rng.next() * 6); k > 0 && !s.outcome; k--) {
        const moves = rules.legalMoves(s);
        s = rules.play(s, moves[Math.floor(rng.next() * moves.length)]!);
      }
      for (const goal of [-1, s.startHole]) {
        const moves = solve(s, { target: goal < 0 ? 'any' : 'start' });
        assert.equal(moves !== null, bruteSolvable(s, goal), `game ${g}, goal ${goal}`);
        if (moves) assert.equal(replay(s, moves).count, 1);
        checked++;
      }
    }
    assert.equal(checked, 80);
  });

  it('says how the game can still end', () => {
    const start = rules.newGame();
    assert.equal(solvability(start), 'start-hole');
    // The French board with its centre empty cannot end with one peg anywhere (position classes).
    assert.equal(solvability(rules.newGame({ variant: 'french' })), 'none');
  });
});
