import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { useWasm } from '../../../src/core/wasm.js';
import { createRng } from '../../../src/core/rng.js';
import { perft } from '../../../src/games/reversi/perft.js';
import { type Disc, PASS, type ReversiState, discOf, flipsOf, rules } from '../../../src/games/reversi/rules.js';
import { geometry } from '../../../src/games/reversi/bitboard.js';
import { SolveStopped, loadEndgameEngine, solve } from '../../../src/games/reversi/solver.js';
import { endgameEngine } from '../../../src/games/reversi/wasm-endgame.js';
import { sampleSize } from '../../sample.js';

/** FFO lines: the position and every move's published value. */
function ffo(file: string): { position: string; values: Map<string, number> }[] {
  return readFileSync(new URL(`../../data/reversi/${file}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [position, ...rest] = line.split(';');
      const values = new Map<string, number>();
      for (const part of rest) {
        const m = /([A-H][1-8]):([+-]\d+)/.exec(part);
        if (m) values.set(m[1]!.toLowerCase(), Number(m[2]));
      }
      return { position: position!, values };
    });
}

/** Perft on the plain rules, an independent check of the bitboards. */
function rulesPerft(s: ReversiState, depth: number): number {
  if (depth === 0 || rules.result(s)) return 1;
  let n = 0;
  for (const m of rules.legalMoves(s)) n += rulesPerft(rules.play(s, m), depth - 1);
  return n;
}

/** The exact value by brute force on the plain rules (no pruning, no table). */
function bruteForce(s: ReversiState): number {
  const r = rules.result(s);
  if (r) {
    const me = s.discs[s.turn];
    const them = s.discs[s.turn === 'first' ? 'second' : 'first'];
    const empty = s.size * s.size - me - them;
    return me > them ? me - them + empty : me < them ? me - them - empty : 0;
  }
  let best = -Infinity;
  for (const m of rules.legalMoves(s)) best = Math.max(best, 0 - bruteForce(rules.play(s, m)));
  return best;
}

/** A position `empties` squares from a full board, reached by random play from the start. */
function randomEnding(size: number, empties: number, seed: number): ReversiState | null {
  const rng = createRng(seed);
  let s = rules.newGame({ size });
  while (!rules.result(s) && size * size - s.discs.first - s.discs.second > empties) {
    const moves = rules.legalMoves(s);
    s = rules.play(s, moves[Math.floor(rng.next() * moves.length)]!);
  }
  return rules.result(s) ? null : s;
}

describe('reversi perft and solver', () => {
  it('counts the published perft numbers from the 8x8 start through depth 9', () => {
    const published = [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];
    const start = rules.newGame();
    published.forEach((n, depth) => assert.equal(perft(start, depth), n, `depth ${depth}`));
  });

  it('agrees with the plain rules on 4x4, 6x6 and 8x8, through passes and finished games', () => {
    for (const [size, depth] of [
      [4, 12],
      [6, 6],
      [8, 5],
    ] as const) {
      const start = rules.newGame({ size });
      assert.equal(perft(start, depth), rulesPerft(start, depth), `${size}x${size} depth ${depth}`);
    }
    // From positions deep in random games, where passes and ends happen.
    for (let seed = 1; seed <= 6; seed++) {
      const s = randomEnding(6, 8, seed);
      if (s) assert.equal(perft(s, 5), rulesPerft(s, 5), `6x6 seed ${seed}`);
    }
  });
});

/** Whether some sequence of legal moves from `s` turns over a disc on one of `squares` (all of one colour). */
function canTurn(s: ReversiState, squares: readonly number[], disc: number, seen = new Set<string>()): boolean {
  if (squares.some((sq) => s.cells[sq] !== disc)) return true;
  if (rules.result(s)) return false;
  // The discs and the side to move are all the future depends on: a position met again by another order of the same
  // moves has been played out already, and turned none.
  const key = `${s.turn}${s.cells.join('')}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return rules.legalMoves(s).some((m) => canTurn(rules.play(s, m), squares, disc, seen));
}

describe('reversi stability (the WebAssembly endgame cutoff)', () => {
  before(async () => assert.equal(await loadEndgameEngine(8), true));

  it('calls stable only discs that no sequence of moves turns over, and finds many', () => {
    const g = geometry(8);
    let positions = 0;
    let stable = 0;
    let corners = 0;
    // 40 endings in `npm test`, 120 in the long run: each disc called stable is checked against every continuation.
    for (let seed = 1; positions < sampleSize(40, 120); seed++) {
      // Endings of random games, where every continuation can be played out by brute force.
      const s = randomEnding(8, 6 + (seed % 3), 7000 + seed);
      if (!s) continue;
      positions++;
      for (const side of ['first', 'second'] as const) {
        const me = discOf(side);
        const [pl, ph] = g.halves(s.cells, me);
        const [ol, oh] = g.halves(s.cells, 3 - me);
        const bits = endgameEngine(8)!.stableSquares(pl, ph, ol, oh);
        const squares = [...Array(64).keys()].filter((sq) => (bits >> BigInt(sq)) & 1n);
        stable += squares.length;
        if (squares.some((sq) => [0, 7, 56, 63].includes(sq))) corners++;
        assert.equal(
          canTurn(s, squares, me),
          false,
          `a disc called stable can be turned over: ${rules.moveToString(s, PASS)} ${JSON.stringify(squares)}`,
        );
        // A disc on a corner is always stable.
        for (const corner of [0, 7, 56, 63])
          if (s.cells[corner] === me) assert.ok(squares.includes(corner), `the corner ${corner} is stable`);
      }
    }
    // Not vacuous: near the end most discs are stable.
    assert.ok(stable > positions * 20, `${stable} stable discs over ${positions} positions`);
    assert.ok(corners > positions / 2);
  });

  it('finds the stable discs of a full line and of a filled edge', () => {
    const g = geometry(8);
    // Black owns the whole first row and the whole b column; white the rest of rows 2-8, c3 empty.
    const cells = Array<number>(64).fill(2);
    for (let c = 0; c < 8; c++) cells[c] = 1;
    for (let r = 0; r < 8; r++) cells[r * 8 + 1] = 1;
    cells[2 * 8 + 2] = 0;
    // d3 black, between the empty c3 and white e3: white's c3 turns it.
    cells[2 * 8 + 3] = 1;
    const [pl, ph] = g.halves(cells, 1);
    const [ol, oh] = g.halves(cells, 2);
    const bits = endgameEngine(8)!.stableSquares(pl, ph, ol, oh);
    // The first row is a full edge: all eight stable.
    for (let c = 0; c < 8; c++) assert.equal((bits >> BigInt(c)) & 1n, 1n, `a${c + 1}`);
    // b2: its row and column are full, its short diagonal (c1-a3) too; the long one runs through the
    // empty c3, but a1 beside it on that diagonal is stable.
    assert.equal((bits >> BigInt(9)) & 1n, 1n, 'b2');
    assert.equal((bits >> BigInt(19)) & 1n, 0n, 'd3 is not');
  });
});

describe('reversi last move (the WebAssembly engine counts it from line tables)', () => {
  before(async () => {
    for (const size of [4, 6, 8]) assert.equal(await loadEndgameEngine(size), true);
  });

  it('counts the discs the rules turn over on the last empty square, for either side, on every board size', () => {
    const rng = createRng(33);
    for (const size of [4, 6, 8]) {
      const engine = endgameEngine(size)!;
      const g = geometry(size);
      let turning = 0;
      for (let t = 0; t < 4000; t++) {
        // A full board but one square, with more or fewer discs of the mover, so long runs of both sides occur.
        const share = (t % 9) / 8;
        const cells = Array.from({ length: size * size }, () => (rng.next() < share ? 1 : 2)) as Disc[];
        const last = Math.floor(rng.next() * size * size);
        cells[last] = 0;
        for (const disc of [1, 2] as const) {
          const [pl, ph] = g.halves(cells, disc);
          const expected = flipsOf(cells, size, last, disc).length;
          const counted = engine.lastFlipCount(g.toFrame(last), pl, ph);
          assert.equal(counted, expected, `size ${size}, square ${last}, disc ${disc}: ${cells.join('')}`);
          if (expected > 0) turning++;
        }
      }
      // Not vacuous: many of the 8,000 counts turn something.
      assert.ok(turning > 2000, `${turning} counts above zero on ${size}x${size}`);
    }
  });
});

// Both engines against the same facts: the WebAssembly one the AI loads, and the JavaScript fallback.
for (const engine of ['WebAssembly', 'JavaScript'] as const) {
  describe(`reversi solver: the ${engine} engine`, () => {
    before(async () => {
      for (const size of [4, 6, 8])
        assert.equal(await loadEndgameEngine(size), true, `the ${size}x${size} engine loads in Node`);
      useWasm(engine === 'WebAssembly');
      assert.equal(endgameEngine(8) !== undefined, engine === 'WebAssembly');
    });
    after(() => useWasm(true));

    it('solves every position of FFO #1-#19 exactly, with a best move', () => {
      for (const [i, { position, values }] of ffo('fforum-1-19.obf').entries()) {
        const s = rules.newGame({ position });
        const best = Math.max(...values.values());
        const r = solve(s);
        assert.equal(r.score, best, `FFO #${i + 1}`);
        const move = rules.moveToString(s, r.move);
        assert.equal(values.get(move), best, `FFO #${i + 1}: ${move} scores ${values.get(move)}, the best ${best}`);
      }
    });

    it('matches brute force on small boards, through passes', () => {
      let checked = 0;
      for (let seed = 1; checked < 30; seed++) {
        const size = seed % 2 === 0 ? 4 : 6;
        const s = randomEnding(size, size === 4 ? 9 : 8, seed);
        if (!s) continue;
        assert.equal(solve(s).score, bruteForce(s), `${size}x${size} seed ${seed}`);
        checked++;
      }
      // 4x4 from the start: the second player wins (a known result), by 8 discs.
      const start = rules.newGame({ size: 4 });
      assert.equal(solve(start).score, bruteForce(start));
      assert.ok(solve(start).score < 0);
    });

    it('returns a legal move that keeps the score down to the last empty square', () => {
      // Regression: with one empty square left the root's move search once fell through to "pass".
      for (let seed = 1; seed <= 40; seed++) {
        const s = randomEnding(8, 1 + (seed % 6), seed);
        if (!s) continue;
        const r = solve(s);
        assert.ok(rules.legalMoves(s).includes(r.move), `seed ${seed}: ${String(r.move)} is legal`);
        const after = rules.play(s, r.move);
        const value = after.outcome
          ? bruteForce(s)
          : after.turn === s.turn
            ? solve(after).score
            : 0 - solve(after).score;
        assert.equal(value, r.score, `seed ${seed}`);
      }
    });

    it('solves boards beyond 8x8 on the plain board', () => {
      for (let seed = 1; seed <= 4; seed++) {
        const s = randomEnding(10, 6, seed);
        if (!s) continue;
        const r = solve(s);
        assert.equal(r.score, bruteForce(s), `10x10 seed ${seed}`);
        const after = rules.play(s, r.move);
        assert.equal(after.outcome ? r.score : 0 - solve(after).score, r.score, 'the move keeps the score');
      }
    });

    it('passes when the side to move has no move, and refuses a finished game', () => {
      // White cannot move; black then plays c1 and the game ends 3-0 with 13 empties: +16 for black.
      const stuck = rules.newGame({ size: 4, position: 'XO-------------- O' });
      assert.deepEqual(rules.legalMoves(stuck), [PASS]);
      const r = solve(stuck);
      assert.deepEqual([r.score, r.move], [-16, PASS]);
      assert.equal(bruteForce(stuck), -16);
      const over = rules.play(rules.newGame({ size: 4, position: 'XO-------------- X' }), 2);
      assert.throws(() => solve(over), RangeError);
    });

    it('stops with SolveStopped when its time runs out, leaving the state alone', () => {
      const s = rules.newGame({ position: ffo('ffo.txt')[0]!.position });
      const before = JSON.stringify(s);
      assert.throws(() => solve(s, { timeMs: 1 }), SolveStopped);
      const controller = new AbortController();
      controller.abort();
      assert.throws(() => solve(s, { signal: controller.signal }), SolveStopped);
      assert.equal(JSON.stringify(s), before);
    });
  });
}
