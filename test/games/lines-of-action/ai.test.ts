import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ai, maxDepth, think } from '../../../src/games/lines-of-action/ai.js';
import { rules } from '../../../src/games/lines-of-action/rules.js';

const name = (s: ReturnType<typeof rules.newGame>, m: ReturnType<typeof think>['move']) => rules.moveToString(s, m);

describe('lines of action ai', () => {
  it('returns a legal move at every depth, the same one for the same seed', () => {
    const s = rules.newGame();
    const legal = rules.legalMoves(s);
    for (let depth = 1; depth <= 3; depth++) {
      const a = think(s, { depth, seed: 5 });
      assert.ok(legal.includes(a.move), `depth ${depth}`);
      assert.equal(a.depth, depth);
      assert.equal(think(s, { depth, seed: 5 }).move, a.move, 'reproducible with a seed');
    }
    assert.equal(maxDepth(s), 30);
    assert.equal(ai.maxDepth(s), 30);
  });

  it('takes a win in one, joining its last two groups', () => {
    // 4 -------o
    // 2 -------o
    // 1 x--x----   black d1-b1 joins a1 and wins at once.
    const s = rules.newGame({ position: '--------/--------/--------/--------/-------o/--------/-------o/x--x---- x' });
    const t = think(s, { depth: 2, seed: 1 });
    assert.equal(name(s, t.move), 'd1-b1');
    assert.equal(t.proven, 'win');
  });

  it('stops the opponent from joining up when it can', () => {
    // 8 --------
    // 7 -------x
    // 6 -----o--   white threatens f6-d4, joining all five white pieces.
    // 5 -------x
    // 4 --o-----
    // 3 x-xoo---   only c3-c1, c3-e5 and c3-a5 (of black's 20 moves) leave white no win.
    // 2 ---o----
    // 1 ------x-
    const s = rules.newGame({ position: '--------/-------x/-----o--/-------x/--o-----/x-xoo---/---o----/------x- x' });
    for (const depth of [2, 3])
      assert.ok(['c3-c1', 'c3-e5', 'c3-a5'].includes(name(s, think(s, { depth, seed: 1 }).move)), `depth ${depth}`);
  });

  it('passes when it has no move and refuses a finished game', () => {
    const s = rules.newGame({ position: 'ox------/xx------/--------/--------/--------/--------/--------/-------x o' });
    assert.equal(think(s, { depth: 2 }).move, 'pass');
    const before = rules.newGame({
      position: '--------/--------/--------/--------/-------o/--------/-------o/x--x---- x',
    });
    const won = rules.play(before, rules.moveFromString(before, 'd1-b1'));
    assert.throws(() => think(won), RangeError);
  });

  it('answers within its time budget at the maximum depth', () => {
    const t0 = performance.now();
    const t = think(rules.newGame(), { timeMs: 150, seed: 2 });
    assert.ok(rules.legalMoves(rules.newGame()).includes(t.move));
    // A generous bound: the search checks its clock every thousand nodes.
    assert.ok(performance.now() - t0 < 2000);
  });
});
