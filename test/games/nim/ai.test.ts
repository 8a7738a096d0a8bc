import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_DEPTH, bestMove, isWinning, think } from '../../../src/games/nim/ai.js';
import { type NimState, rules } from '../../../src/games/nim/rules.js';

/** Independent truth: does the side to move win, by exhaustive search of the game tree? */
function bruteWins(heaps: readonly number[], misere: boolean, memo = new Map<string, boolean>()): boolean {
  if (heaps.every((h) => h === 0)) return misere; // the opponent took the last piece
  const key = [...heaps].sort((a, b) => a - b).join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let win = false;
  for (let i = 0; i < heaps.length && !win; i++) {
    for (let take = 1; take <= heaps[i]! && !win; take++) {
      const next = heaps.slice();
      next[i]! -= take;
      if (!bruteWins(next, misere, memo)) win = true;
    }
  }
  memo.set(key, win);
  return win;
}

/** Every position of 1 to 3 heaps of 0 to 7 pieces with at least one piece. */
function* smallPositions(): Generator<number[]> {
  for (let n = 1; n <= 3; n++) {
    const heaps = new Array(n).fill(0);
    const total = 8 ** n;
    for (let code = 0; code < total; code++) {
      let c = code;
      for (let i = 0; i < n; i++, c = Math.floor(c / 8)) heaps[i] = c % 8;
      if (heaps.some((h) => h > 0)) yield heaps.slice();
    }
  }
}

const state = (heaps: number[], misere: boolean): NimState => ({ heaps, misere, turn: 'second', ply: 5 });

describe('nim AI', () => {
  for (const misere of [false, true]) {
    it(`plays perfectly at the maximum depth in every position of up to 3 heaps of 7 (${misere ? 'misère' : 'normal play'})`, () => {
      const memo = new Map<string, boolean>();
      let winning = 0;
      let positions = 0;
      for (const heaps of smallPositions()) {
        positions++;
        const s = state(heaps, misere);
        const truth = bruteWins(heaps, misere, memo);
        assert.equal(isWinning(s), truth, `isWinning ${heaps} misere=${misere}`);
        for (const seed of [1, 2]) {
          const t = think(s, { depth: MAX_DEPTH, seed });
          const after = rules.play(s, t.move);
          const ended = rules.result(after);
          if (truth) {
            winning++;
            const won = ended ? ended.winner === s.turn : !bruteWins(after.heaps, misere, memo);
            assert.ok(won, `${heaps} misere=${misere}: ${rules.moveToString(s, t.move)} throws the win away`);
            assert.equal(t.proven, 'win');
          } else {
            assert.equal(t.proven, 'loss');
          }
        }
      }
      assert.equal(positions, 8 - 1 + 64 - 1 + 512 - 1);
      assert.ok(winning > 0);
    });
  }

  it('finds wins within its horizon at lower depths and never claims a false one', () => {
    const memo = new Map<string, boolean>();
    for (const heaps of smallPositions()) {
      if (heaps.length > 2) continue;
      const s = state(heaps, false);
      const t = think(s, { depth: 3, seed: 9, timeMs: Infinity });
      if (t.proven === 'win') assert.ok(bruteWins(heaps, false, memo), `${heaps}`);
      if (t.proven === 'loss') assert.ok(!bruteWins(heaps, false, memo), `${heaps}`);
    }
  });

  it('is fallible below the maximum depth: depth 1 misses wins that need planning', () => {
    // From 3 4 5 the only winning move is to take 2 from the first heap (leaving nim-sum 0).
    const s = rules.newGame();
    const misses = [1, 2, 3, 4, 5, 6, 7, 8].filter((seed) => {
      const m = bestMove(s, { depth: 1, seed });
      return !(m.heap === 0 && m.take === 2);
    });
    assert.ok(misses.length > 0);
    assert.deepEqual(bestMove(s, { depth: MAX_DEPTH, seed: 1 }), { heap: 0, take: 2 });
  });

  it('clamps depths above the maximum and refuses finished games', () => {
    const s = rules.newGame({ heaps: [1, 2, 3, 4, 5, 6, 7, 8] });
    const m = bestMove(s, { depth: Infinity, seed: 4 });
    assert.ok(!isWinning(rules.play(s, m)));
    const over = rules.play(rules.newGame({ heaps: [1] }), { heap: 0, take: 1 });
    assert.throws(() => bestMove(over), RangeError);
  });

  it('replays the same game for the same seed', () => {
    const game = (seed: number) => {
      let s = rules.newGame({ heaps: [5, 6, 7] });
      const moves: string[] = [];
      while (!rules.result(s)) {
        const m = bestMove(s, { depth: s.turn === 'first' ? 2 : 4, seed: seed + s.ply, timeMs: Infinity });
        moves.push(rules.moveToString(s, m));
        s = rules.play(s, m);
      }
      return moves.join(' ');
    };
    assert.equal(game(11), game(11));
  });
});
