import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createRng } from '../../../src/core/rng.js';
import { prepare, think } from '../../../src/games/reversi/ai.js';
import { geometry } from '../../../src/games/reversi/bitboard.js';
import { learnedEvaluation } from '../../../src/games/reversi/learned-evaluation.js';
import { searchPosition } from '../../../src/games/reversi/position.js';
import { type Disc, type ReversiState, PASS, discOf, finalMargin, rules } from '../../../src/games/reversi/rules.js';
import { endgameEngine } from '../../../src/games/reversi/wasm-endgame.js';
import { type WasmMidgame, wasmMidgame } from '../../../src/games/reversi/wasm-midgame.js';

/** A position of a game of random moves, `plies` in (or the game's end, if sooner). */
function randomPosition(plies: number, seed: number): ReversiState {
  const rng = createRng(seed);
  let s = rules.newGame();
  for (let i = 0; i < plies && !rules.result(s); i++) s = rules.play(s, rng.pick(rules.legalMoves(s)));
  return s;
}

function halves(s: ReversiState): [number, number, number, number] {
  const g = geometry(8);
  const me = discOf(s.turn);
  const [pl, ph] = g.halves(s.cells, me);
  const [ol, oh] = g.halves(s.cells, (3 - me) as Disc);
  return [pl, ph, ol, oh];
}

/**
 * Plain minimax from the rules, `depth` plies (a pass is none), the learned evaluation at the
 * leaves through the search position, a finished game its margin in 1/32 disc.
 */
function minimax(s: ReversiState, depth: number): number {
  const result = rules.result(s);
  if (result) {
    const mine = s.discs[s.turn];
    const theirs = s.discs[s.turn === 'first' ? 'second' : 'first'];
    return 32 * finalMargin(mine, theirs, 64 - mine - theirs);
  }
  if (depth === 0) return searchPosition(s).evaluate();
  const moves = rules.legalMoves(s);
  if (moves[0] === PASS) return -minimax(rules.play(s, PASS), depth);
  return Math.max(...moves.map((m) => -minimax(rules.play(s, m), depth - 1)));
}

describe('reversi midgame search (WebAssembly)', () => {
  let m: WasmMidgame;
  before(async () => {
    await prepare(rules.newGame());
    m = wasmMidgame(endgameEngine(8)!, learnedEvaluation()!)!;
    assert.ok(m);
  });

  it('evaluates every position as the JavaScript evaluation does', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const s = randomPosition(4 + (seed % 56), seed);
      if (rules.result(s)) continue;
      assert.equal(m.search(...halves(s), 0, () => {}).score, searchPosition(s).evaluate(), `seed ${seed}`);
    }
  });

  it('finds the minimax value at depths 1 to 3, through passes and finished games', () => {
    let checked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      // Late positions too, where passes and the game's end fall within the search.
      const s = randomPosition(20 + seed, 1000 + seed);
      if (rules.result(s) || !s.canMove) continue;
      for (const depth of [1, 2, 3]) {
        m.reset();
        const r = m.search(...halves(s), depth, () => {});
        assert.equal(r.score, minimax(s, depth), `seed ${seed}, depth ${depth}`);
        // Its move is one that reaches that value.
        const after = rules.play(s, geometry(8).fromFrame(r.square) as never);
        assert.equal(-minimax(after, depth - 1), r.score, `seed ${seed}, depth ${depth}: its move`);
        checked++;
      }
    }
    assert.ok(checked > 100);
  });

  it('stops when told to, keeping the table, and the AI plays a legal move from it in its time', () => {
    const s = randomPosition(20, 5);
    let calls = 0;
    assert.throws(
      () =>
        m.search(...halves(s), 12, () => {
          if (++calls > 2) throw new RangeError('stop');
        }),
      RangeError,
    );
    const t = think(s, { timeMs: 300, seed: 1 });
    assert.ok(rules.legalMoves(s).includes(t.move));
    assert.ok((t.depth ?? 0) >= 4, `depth ${t.depth}`);
  });
});
