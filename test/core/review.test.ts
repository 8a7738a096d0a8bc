/** `reviewGame` and its marks, checked against facts found apart from our AIs: Pascal Pons' test sets, the FFO values, Bouton's theorem, a brute force. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { markMove, reviewGame } from '../../src/core/review.js';
import { PROVEN, WIN } from '../../src/core/search.js';
import { ai as connectFourAi } from '../../src/games/connect-four/ai.js';
import { rules as connectFour } from '../../src/games/connect-four/rules.js';
import { ai as nimAi } from '../../src/games/nim/ai.js';
import { rules as nim } from '../../src/games/nim/rules.js';
import { ai as reversiAi } from '../../src/games/reversi/ai.js';
import { rules as reversi } from '../../src/games/reversi/rules.js';
import { ai as ticTacToeAi } from '../../src/games/tictactoe/ai.js';
import { type TicTacToeState, rules as ticTacToe } from '../../src/games/tictactoe/rules.js';

const SCALE = { inaccuracy: 50, mistake: 150, blunder: 400 };
/** -1, 0 or 1 (never -0). */
const sign = (v: number) => (v > 0 ? 1 : v < 0 ? -1 : 0);

describe('markMove', () => {
  it('marks by the outcome where both values are certain: a win given away is a blunder, a slower win is good', () => {
    assert.equal(markMove({ move: 0, score: -3 }, { move: 1, score: 5 }, SCALE), 'blunder');
    assert.equal(markMove({ move: 0, score: 0 }, { move: 1, score: 5 }, SCALE), 'blunder');
    assert.equal(markMove({ move: 0, score: -9 }, { move: 1, score: 0 }, SCALE), 'blunder');
    assert.equal(markMove({ move: 0, score: 2 }, { move: 1, score: 5 }, SCALE), 'good');
    assert.equal(markMove({ move: 0, score: -9 }, { move: 1, score: -2 }, SCALE), 'good');
    assert.equal(markMove({ move: 0, score: 5 }, { move: 1, score: 5 }, SCALE), 'best');
  });

  it('reads estimates with the thresholds, and caps a proof beside an estimate', () => {
    const est = (score: number) => ({ move: 0, score, exact: false });
    assert.equal(markMove(est(100), est(120), SCALE), 'good');
    assert.equal(markMove(est(60), est(120), SCALE), 'inaccuracy');
    assert.equal(markMove(est(-40), est(120), SCALE), 'mistake');
    assert.equal(markMove(est(-300), est(120), SCALE), 'blunder');
    // A proven win found for the best move, an estimate of +700 for the played one: a blunder at most as far as 800 - 700.
    assert.equal(markMove(est(700), est(WIN - 9), SCALE), 'inaccuracy');
    assert.equal(markMove(est(100), { move: 0, score: PROVEN + 5, exact: false }, SCALE), 'blunder');
  });
});

describe('reviewGame', () => {
  it("marks Nim's moves by Bouton's theorem: a move is best when it leaves a nim-sum of zero, a blunder when it gives that away", async () => {
    const moves = ['1:3', '3:1', '2:1', '3:1', '2:3', '3:3'];
    const review = await reviewGame(nim, nimAi, moves, { gameOptions: { heaps: [3, 4, 5] }, timeMs: 200 });
    assert.equal(review.complete, true);
    let state = nim.newGame({ heaps: [3, 4, 5] });
    for (const [i, text] of moves.entries()) {
      const xor = (h: readonly number[]) => h.reduce((a, b) => a ^ b, 0);
      const move = nim.moveFromString(state, text);
      const after = nim.play(state, move);
      const winning = xor(state.heaps) !== 0;
      const kept = xor(after.heaps) === 0;
      // In a lost position every move loses: each is as good as the best.
      assert.equal(review.moves[i]!.mark, winning && !kept ? 'blunder' : 'best', `move ${i + 1} (${text})`);
      state = after;
    }
    assert.equal(review.points.length, moves.length + 1);
  });

  it('marks a tic-tac-toe game as a brute force values it, and draws each position from the first player', async () => {
    /** The exact value for the side to move: 1 a win, 0 a draw, -1 a loss (a plain minimax, no pruning). */
    const value = (s: TicTacToeState): number => {
      const r = ticTacToe.result(s);
      if (r) return r.winner === null ? 0 : r.winner === s.turn ? 1 : -1;
      return sign(Math.max(...ticTacToe.legalMoves(s).map((m) => -value(ticTacToe.play(s, m)))));
    };
    // X lets O win a line that X could have blocked (move 5, a3... in the notation).
    const moves = ['b2', 'a1', 'c3', 'a3', 'c1', 'a2'];
    const review = await reviewGame(ticTacToe, ticTacToeAi, moves, { timeMs: 1000 });
    assert.equal(review.complete, true);
    let state = ticTacToe.newGame();
    for (const [i, text] of moves.entries()) {
      const best = value(state);
      const after = ticTacToe.play(state, ticTacToe.moveFromString(state, text));
      const played = ticTacToe.result(after) ? (ticTacToe.result(after)!.winner === state.turn ? 1 : 0) : sign(-value(after));
      const r = review.moves[i]!;
      assert.equal(sign(r.bestValue), best, `move ${i + 1}: the position's value`);
      assert.equal(sign(r.value), played, `move ${i + 1}: the played move's value`);
      assert.equal(r.mark, played === best ? (r.value === r.bestValue ? 'best' : 'good') : 'blunder', `move ${i + 1} (${text})`);
      const point = review.points[i]!;
      assert.equal(sign(point.value), sign(state.turn === 'first' ? best : -best), `position ${i}: from the first player's view`);
      state = after;
    }
  });

  it("values Connect Four positions as Pascal Pons' test set does, and marks a move that lets the opponent win at once a blunder", async () => {
    const lines = readFileSync(new URL('../data/connect-four/Test_L3_R1', import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .slice(0, 40);
    let blunders = 0;
    for (const line of lines) {
      const [seq, score] = line.split(' ');
      let start = connectFour.newGame();
      for (const c of seq!) start = connectFour.play(start, connectFour.moveFromString(start, c));
      // A move after which the opponent can win at once, found by the rules alone.
      const losing = connectFour.legalMoves(start).find((m) => {
        const after = connectFour.play(start, m);
        return !connectFour.result(after) && connectFour.legalMoves(after).some((r) => connectFour.result(connectFour.play(after, r))?.winner === after.turn);
      });
      const played = losing ?? connectFour.legalMoves(start)[0]!;
      const review = await reviewGame(connectFour, connectFourAi, [connectFour.moveToString(start, played)], { start, timeMs: 5000 });
      const r = review.moves[0]!;
      assert.equal(r.bestValue, Number(score), `${seq}: the position's value is Pons' ${score}`);
      assert.equal(r.bestExact, true);
      if (losing !== undefined && Number(score) >= 0) {
        assert.equal(r.mark, 'blunder', `${seq}: ${r.notation} lets the opponent win at once`);
        assert.equal(r.outcome, 'loss');
        blunders++;
      }
    }
    assert.ok(blunders >= 5, `${blunders} blunders checked`);
  });

  it('marks Reversi moves by the FFO values: the best, a smaller win (good), a win thrown away (blunder)', async () => {
    const [line] = readFileSync(new URL('../data/reversi/fforum-1-19.obf', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    const [position, ...rest] = line!.split(';');
    const values = new Map(rest.flatMap((p) => (/([A-H][1-8]):([+-]\d+)/.exec(p) ? [[/([A-H][1-8])/.exec(p)![1]!.toLowerCase(), Number(/([+-]\d+)/.exec(p)![1])] as const] : [])));
    const start = reversi.newGame({ position: position! });
    const best = Math.max(...values.values());
    const byValue = [...values].sort((a, b) => b[1] - a[1]);
    const smaller = byValue.find(([, v]) => v > 0 && v < best)!;
    const losing = byValue.find(([, v]) => v < 0)!;
    for (const [move, expected] of [
      [byValue[0]![0], 'best'],
      [smaller[0], 'good'],
      [losing[0], 'blunder'],
    ] as const) {
      const review = await reviewGame(reversi, reversiAi, [move], { start, timeMs: 20000 });
      const r = review.moves[0]!;
      assert.equal(r.bestValue, best, `FFO #1: the best is ${best}`);
      assert.equal(r.value, values.get(move), `FFO #1: ${move} scores ${values.get(move)}`);
      assert.equal(r.exact && r.bestExact, true);
      assert.equal(r.mark, expected, `FFO #1: ${move}`);
    }
  });

  it('refuses an illegal move and an AI that cannot analyse, and stops when asked', async () => {
    await assert.rejects(reviewGame(ticTacToe, ticTacToeAi, ['b2', 'b2']), /b2|taken|occupied/i);
    await assert.rejects(reviewGame(ticTacToe, { maxDepth: () => 1, think: ticTacToeAi.think }, ['b2']), RangeError);
    const stop = new AbortController();
    stop.abort(new Error('closed'));
    await assert.rejects(reviewGame(ticTacToe, ticTacToeAi, ['b2', 'a1'], { signal: stop.signal }), /closed/);
  });

  it('reviews from the end back to the start, telling its progress', async () => {
    const seen: number[] = [];
    await reviewGame(ticTacToe, ticTacToeAi, ['b2', 'a1', 'c3'], {
      onProgress: (review, done, total) => {
        assert.equal(total, 3);
        seen.push(review.moves.findIndex((m) => m !== null));
        assert.equal(review.moves.filter((m) => m !== null).length, done);
      },
    });
    assert.deepEqual(seen, [2, 1, 0]);
  });
});
