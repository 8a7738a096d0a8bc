import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Player } from '../../../src/core/game.js';
import { bestMove, maxDepth, searchReport } from '../../../src/games/tictactoe/ai.js';
import { rules, type TicTacToeState } from '../../../src/games/tictactoe/rules.js';

/** Independent truth by plain minimax over the whole tree: +1 the side to move wins, 0 draw, -1 loses. */
function minimax(s: TicTacToeState, memo = new Map<string, number>()): number {
  const r = rules.result(s);
  if (r) return r.winner === null ? 0 : r.winner === s.turn ? 1 : -1;
  const key = s.cells.join('');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = -1;
  for (const m of rules.legalMoves(s)) best = Math.max(best, -minimax(rules.play(s, m), memo));
  memo.set(key, best);
  return best;
}

/** Plays every possible human strategy against the AI; returns the results reached. */
function everyGame(aiSide: Player, seed: number, memo: Map<string, number>) {
  const tally = { aiWins: 0, draws: 0, humanWins: 0, aiMoves: 0 };
  const walk = (s: TicTacToeState) => {
    const r = rules.result(s);
    if (r) {
      if (r.winner === null) tally.draws++;
      else if (r.winner === aiSide) tally.aiWins++;
      else tally.humanWins++;
      return;
    }
    if (s.turn === aiSide) {
      const m = bestMove(s, { depth: Infinity, seed, timeMs: Infinity });
      tally.aiMoves++;
      // The AI's move keeps the best value the position has.
      assert.equal(
        -minimax(rules.play(s, m), memo),
        minimax(s, memo),
        `AI move ${rules.moveToString(s, m)} after ${s.cells.join('')}`,
      );
      walk(rules.play(s, m));
    } else {
      for (const m of rules.legalMoves(s)) walk(rules.play(s, m));
    }
  };
  walk(rules.newGame());
  return tally;
}

describe('tictactoe AI', () => {
  const memo = new Map<string, number>();

  it('never loses on 3x3 against every human strategy when the human moves first', () => {
    const t = everyGame('second', 1, memo);
    assert.equal(t.humanWins, 0);
    assert.ok(t.aiWins > 0 && t.draws > 0 && t.aiMoves > 100, JSON.stringify(t));
  });

  it('never loses on 3x3 against every human strategy when the AI moves first', () => {
    for (const seed of [1, 2, 3]) {
      const t = everyGame('first', seed, memo);
      assert.equal(t.humanWins, 0);
      assert.ok(t.aiWins > 0, JSON.stringify(t));
    }
  });

  it('knows the game values: 3x3 and 4x4 are draws, 4x4 with three in a row is a first-player win', () => {
    const draw3 = searchReport(rules.newGame(), { seed: 1, timeMs: Infinity });
    assert.equal(draw3.exact, true);
    assert.equal(draw3.score, 0);
    const draw4 = searchReport(rules.newGame({ size: 4, winLength: 4 }), { seed: 1, timeMs: Infinity });
    assert.equal(draw4.exact, true);
    assert.equal(draw4.score, 0);
    const win43 = searchReport(rules.newGame({ size: 4, winLength: 3 }), { seed: 1, timeMs: Infinity });
    assert.equal(win43.proven, 'win');
  });

  it('takes the fastest win and blocks a threat', () => {
    // X: a1 b1, O: a2 b2, X to move: c1 wins now (c2 would only block).
    let s = rules.newGame();
    for (const m of ['a1', 'a2', 'b1', 'b2']) s = rules.play(s, rules.moveFromString(s, m));
    assert.equal(rules.moveToString(s, bestMove(s, { seed: 3 })), 'c1');
    // O to move after X a1 b1: O must block at c1.
    let t = rules.newGame();
    for (const m of ['a1', 'b2', 'b1']) t = rules.play(t, rules.moveFromString(t, m));
    assert.equal(rules.moveToString(t, bestMove(t, { seed: 3, depth: 1 })), 'c1');
  });

  it('searches at most the remaining cells and plays legal moves on the largest board', () => {
    const s = rules.newGame({ size: 7, winLength: 5 });
    assert.equal(maxDepth(s), 49);
    const r = searchReport(s, { depth: 3, seed: 2 });
    assert.equal(r.depth, 3);
    assert.ok(rules.legalMoves(s).includes(r.move));
  });

  it('follows the principal variation legally', () => {
    const s = rules.newGame({ size: 4, winLength: 3 });
    const r = searchReport(s, { seed: 5, timeMs: Infinity });
    let st = s;
    for (const m of r.pv) st = rules.play(st, m);
    assert.equal(rules.result(st)?.winner, 'first', 'the principal variation of a proven win ends in the win');
  });
});
