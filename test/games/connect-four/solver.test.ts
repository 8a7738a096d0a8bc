import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  BitPosition,
  Solver,
  SolveStopped,
  centreOrder,
  positionFromDigits,
  solve,
  weakSolve,
} from '../../../src/games/connect-four/solver.js';
import { WasmSearch, createWasmSearch } from '../../../src/games/connect-four/wasm-search.js';
import { sampleSize } from '../../sample.js';

const L1_R2_EVERY = sampleSize(400, 200);

/**
 * The two engines, checked against the same facts: the JavaScript search, and the WebAssembly one where the board fits
 * it.
 */
type Engine = 'JavaScript' | 'WebAssembly';
async function solverOf(engine: Engine, width = 7, height = 6, tableBits = 22): Promise<Solver> {
  if (engine === 'JavaScript' || !WasmSearch.fits(width, height)) return new Solver(width, height, tableBits);
  const core = await createWasmSearch(width, height, tableBits);
  assert.ok(core, 'the WebAssembly search loads in Node');
  return new Solver(width, height, tableBits, core);
}

/** Pascal Pons' test sets (see the data folder's README): `<moves> <score>` per line. */
function testSet(name: string, every = 1): [string, number][] {
  const text = readFileSync(new URL(`../../data/connect-four/${name}`, import.meta.url), 'utf8');
  return text
    .trim()
    .split('\n')
    .filter((_, i) => i % every === 0)
    .map((line) => {
      const [moves, score] = line.trim().split(/\s+/);
      return [moves!, Number(score)];
    });
}

/**
 * The value of the position after `prefix` on a `w`x`h` board by an independent minimax over every game (memoised,
 * no pruning, no ordering): found once, and held to both engines.
 */
const bruteValues = new Map<string, number>();
function bruteValue(w: number, h: number, prefix: string): number {
  const known = bruteValues.get(`${w}x${h} ${prefix}`);
  if (known !== undefined) return known;
  const memo = new Map<string, number>();
  const cells = w * h;
  const brute = (p: BitPosition): number => {
    const key = `${p.first.join()}|${p.second.join()}`;
    const seen = memo.get(key);
    if (seen !== undefined) return seen;
    let best = -Infinity;
    for (let c = 0; c < p.width; c++) {
      if (p.canPlay(c) && p.isWinningMove(c)) best = Math.floor((cells + 1 - p.moves) / 2);
    }
    if (best === -Infinity) {
      for (let c = 0; c < p.width; c++) {
        if (!p.canPlay(c)) continue;
        p.play(c);
        const v = p.moves === cells ? 0 : 0 - brute(p);
        p.undo(c);
        best = Math.max(best, v);
      }
    }
    memo.set(key, best);
    return best;
  };
  const position = new BitPosition(w, h);
  position.playSequence([...prefix].map((d) => Number(d) - 1));
  const value = brute(position);
  bruteValues.set(`${w}x${h} ${prefix}`, value);
  return value;
}

async function expectSet(engine: Engine, name: string, every = 1): Promise<void> {
  const solver = await solverOf(engine);
  const wrong: string[] = [];
  const cases = testSet(name, every);
  for (const [moves, score] of cases) {
    const got = solver.solve(positionFromDigits(moves));
    if (got !== score) wrong.push(`${moves}: expected ${score}, got ${got}`);
  }
  assert.deepEqual(wrong, [], `${wrong.length} of ${cases.length} positions of ${name} scored wrong`);
}

describe('connect four solver', () => {
  it('scores the worked examples of the tutorial', () => {
    assert.equal(solve('4455'), 18);
    assert.equal(solve('44455554221'), -15);
    assert.equal(weakSolve('44455554221'), -1);
  });

  it('orders columns from the centre', () => {
    assert.deepEqual(centreOrder(7), [3, 2, 4, 1, 5, 0, 6]);
    assert.deepEqual(centreOrder(4), [1, 2, 0, 3]);
  });

  it('runs the WebAssembly search exactly on the boards whose keys fit 49 bits', async () => {
    assert.ok(
      WasmSearch.fits(7, 6) &&
        WasmSearch.fits(6, 7) &&
        WasmSearch.fits(4, 10) &&
        !WasmSearch.fits(8, 6) &&
        !WasmSearch.fits(8, 7),
    );
    assert.equal(await createWasmSearch(8, 7, 16), null);
    assert.ok(await createWasmSearch(7, 6, 10));
  });
});

for (const engine of ['JavaScript', 'WebAssembly'] as const) {
  describe(`connect four solver: the ${engine} search`, () => {
    it('scores every position of Test_L3_R1 (end, easy) exactly', () => expectSet(engine, 'Test_L3_R1'));
    it('scores every position of Test_L2_R1 (middle, easy) exactly', () => expectSet(engine, 'Test_L2_R1'));
    it('scores every 4th position of Test_L1_R1 (beginning, easy) exactly', () => expectSet(engine, 'Test_L1_R1', 4));
    it('scores every 20th position of Test_L2_R2 (middle, medium) exactly', () => expectSet(engine, 'Test_L2_R2', 20));
    // The hardest set: 3 of its 1000 positions in `npm test`, 5 in the long run.
    it(`scores every ${L1_R2_EVERY}th position of Test_L1_R2 (beginning, medium) exactly`, () =>
      expectSet(engine, 'Test_L1_R2', L1_R2_EVERY));

    it('agrees with the weak solver on the sign', async () => {
      const solver = await solverOf(engine);
      for (const [moves, score] of testSet('Test_L2_R1', 25))
        assert.equal(solver.solve(positionFromDigits(moves), true), Math.sign(score), moves);
    });

    it('scores every column, and the best column scores the position', async () => {
      const solver = await solverOf(engine);
      for (const [moves, score] of testSet('Test_L2_R1', 100)) {
        const scores = solver.analyse(positionFromDigits(moves));
        assert.equal(scores.length, 7);
        assert.equal(Math.max(...scores.map((s) => s ?? -Infinity)), score, moves);
      }
    });

    it('solves other board sizes exactly, checked against a brute-force minimax', async () => {
      for (const [w, h, prefix] of [
        [4, 4, ''],
        // After 3 1 3 rather than 3 alone: a won position (1), brute-forced in a sixth of the time.
        [5, 4, '313'],
        [4, 5, '22'],
        [6, 5, '3344221155'],
        // Too tall for the solver's two-word layout: searched with the per-column one.
        [4, 8, '1122334411223344'],
      ] as const) {
        const position = new BitPosition(w, h);
        position.playSequence([...prefix].map((d) => Number(d) - 1));
        const expected = bruteValue(w, h, prefix);
        assert.equal((await solverOf(engine, w, h, 16)).solve(position), expected, `${w}x${h} after "${prefix}"`);
      }
    });

    it('stops with SolveStopped when its time runs out, leaving the position unchanged', async () => {
      const p = positionFromDigits('');
      let t = 0;
      const solver = await solverOf(engine);
      assert.throws(() => solver.solve(p, false, { timeMs: 5, now: () => (t += 1) }), SolveStopped);
      // The search is whole again after a stop.
      assert.equal(solver.solve(positionFromDigits('4455')), 18);
      assert.equal(p.moves, 0);
      assert.ok(p.first.every((x) => x === 0) && p.second.every((x) => x === 0) && p.mask.every((x) => x === 0));
    });

    it('finds exactly the columns that keep the score, and stops on a node budget', async () => {
      const solver = await solverOf(engine);
      for (const [moves, score] of testSet('Test_L2_R1', 50)) {
        const p = positionFromDigits(moves);
        const scores = solver.analyse(p);
        const { score: best, moves: cols } = solver.bestMoves(p);
        assert.equal(best, score, moves);
        const expected = scores.flatMap((v, c) => (v === score ? [c] : []));
        assert.deepEqual([...cols].sort(), expected, moves);
      }
      assert.throws(() => solver.bestMoves(positionFromDigits('4'), { nodes: 10_000 }), SolveStopped);
    });
  });
}
