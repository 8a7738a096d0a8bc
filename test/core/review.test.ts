/**
 * `reviewGame` and its marks, checked against facts found apart from our AIs: Pascal Pons' test sets, the FFO values,
 * Bouton's theorem, a brute force.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { InvalidSavedGameError } from '../../src/core/saved-game.js';
import { GameSession } from '../../src/core/session.js';
import { markMove, restoreReview, reviewGame, reviewLine, saveReview } from '../../src/core/review.js';
import { PROVEN, WIN } from '../../src/core/search.js';
import { ai as connectFourAi } from '../../src/games/connect-four/ai.js';
import { rules as connectFour } from '../../src/games/connect-four/rules.js';
import { ai as nimAi } from '../../src/games/nim/ai.js';
import { rules as nim } from '../../src/games/nim/rules.js';
import { ai as reversiAi } from '../../src/games/reversi/ai.js';
import { rules as reversi } from '../../src/games/reversi/rules.js';
import { ai as ticTacToeAi } from '../../src/games/tictactoe/ai.js';
import { type TicTacToeState, rules as ticTacToe } from '../../src/games/tictactoe/rules.js';
import { ticTacToeValue as value } from './tictactoe-value.js';

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
    // A proven win found for the best move, an estimate of +700 for the played one: a blunder at most as far as 800 -
    // 700.
    assert.equal(markMove(est(700), est(WIN - 9), SCALE), 'inaccuracy');
    assert.equal(markMove(est(100), { move: 0, score: PROVEN + 5, exact: false }, SCALE), 'blunder');
  });

  it('clamps both values from both sides, so a worse move in a lost (or won) position still loses value', () => {
    const est = (score: number) => ({ move: 0, score, exact: false });
    // Both below -cap (-800): the same clamped value, so nothing given away the scale can see.
    assert.equal(markMove(est(-5000), est(-900), SCALE), 'good');
    // The best inside the scale, the played one far below it: everything down to -cap given away.
    assert.equal(markMove(est(-5000), est(-700), SCALE), 'inaccuracy');
    assert.equal(markMove(est(-5000), est(-500), SCALE), 'mistake');
    assert.equal(markMove(est(-5000), est(-300), SCALE), 'blunder');
    // Before the fix a best value below -cap made the loss negative: never a worse mark than "good".
    assert.equal(markMove(est(-1000), est(-790), SCALE), 'good');
    assert.equal(markMove(est(-1300), est(-700), SCALE), 'inaccuracy');
    // Above +cap on both sides: a smaller lead beyond the scale is good, one falling inside it is not.
    assert.equal(markMove(est(900), est(5000), SCALE), 'good');
    assert.equal(markMove(est(300), est(5000), SCALE), 'blunder');
    assert.equal(markMove(est(500), est(5000), SCALE), 'mistake');
    // A scale that states its range (Reversi's discs): a game lost by 40 still has its losing moves marked.
    const discs = { inaccuracy: 3, mistake: 6, blunder: 12, range: 64 };
    assert.equal(markMove(est(-45), est(-30), discs), 'blunder');
    assert.equal(markMove(est(-38), est(-30), discs), 'mistake');
    assert.equal(markMove(est(-34), est(-30), discs), 'inaccuracy');
    assert.equal(markMove(est(-90), est(-70), discs), 'good');
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
    // X lets O win a line that X could have blocked (move 5, a3... in the notation).
    const moves = ['b2', 'a1', 'c3', 'a3', 'c1', 'a2'];
    const review = await reviewGame(ticTacToe, ticTacToeAi, moves, { timeMs: 1000 });
    assert.equal(review.complete, true);
    let state = ticTacToe.newGame();
    for (const [i, text] of moves.entries()) {
      const best = value(state);
      const after = ticTacToe.play(state, ticTacToe.moveFromString(state, text));
      const played = ticTacToe.result(after)
        ? ticTacToe.result(after)!.winner === state.turn
          ? 1
          : 0
        : sign(-value(after));
      const r = review.moves[i]!;
      assert.equal(sign(r.bestValue), best, `move ${i + 1}: the position's value`);
      assert.equal(sign(r.value), played, `move ${i + 1}: the played move's value`);
      assert.equal(
        r.mark,
        played === best ? (r.value === r.bestValue ? 'best' : 'good') : 'blunder',
        `move ${i + 1} (${text})`,
      );
      const point = review.points[i]!;
      assert.equal(
        sign(point.value),
        sign(state.turn === 'first' ? best : -best),
        `position ${i}: from the first player's view`,
      );
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
        return (
          !connectFour.result(after) &&
          connectFour
            .legalMoves(after)
            .some((r) => connectFour.result(connectFour.play(after, r))?.winner === after.turn)
        );
      });
      const played = losing ?? connectFour.legalMoves(start)[0]!;
      const review = await reviewGame(connectFour, connectFourAi, [connectFour.moveToString(start, played)], {
        start,
        timeMs: 5000,
      });
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
    const values = new Map(
      rest.flatMap((p) =>
        /([A-H][1-8]):([+-]\d+)/.exec(p)
          ? [[/([A-H][1-8])/.exec(p)![1]!.toLowerCase(), Number(/([+-]\d+)/.exec(p)![1])] as const]
          : [],
      ),
    );
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

  it('values only the positions it does not know: a game gone on keeps the values of its first moves', async () => {
    const before = await reviewGame(ticTacToe, ticTacToeAi, ['b2', 'a1'], { timeMs: 200 });
    const valued: number[] = [];
    const valuer = async (state: TicTacToeState, timeMs: number) => {
      valued.push(state.ply);
      return ticTacToeAi.analyse!(state, { timeMs });
    };
    const after = await reviewLine(ticTacToe, ticTacToeAi.reviewScale, ['b2', 'a1', 'c3'], valuer, {
      known: before.moves,
    });
    assert.deepEqual(valued, [2]);
    assert.deepEqual(after.moves.slice(0, 2), before.moves);
    assert.equal(after.complete, true);
    // A known move that is not the one played there is valued again.
    valued.length = 0;
    await reviewLine(ticTacToe, ticTacToeAi.reviewScale, ['b2', 'c3'], valuer, { known: before.moves });
    assert.deepEqual(valued, [1]);
  });

  it('leaves a move unmarked where not every move of its position was valued in time', async () => {
    // A valuer that gives the played move and one other only: the best of the two may not be the best.
    const review = await reviewLine(ticTacToe, ticTacToeAi.reviewScale, ['b2'], async (state) => ({
      values: ticTacToe
        .legalMoves(state)
        .slice(0, 2)
        .map((move) => ({ move, score: ticTacToe.moveToString(state, move) === 'b2' ? 0 : -5 })),
      complete: false,
    }));
    assert.deepEqual([review.moves[0], review.complete], [null, false]);
  });
});

describe('a review kept with its game', () => {
  const GAME = ['b2', 'a1', 'c3', 'a3', 'c1', 'a2'];

  it('reads back the same marks, values and points from its data, and travels with the game in export() and check()', async () => {
    const review = await reviewGame(ticTacToe, ticTacToeAi, GAME, { timeMs: 300 });
    const saved = saveReview(review, 300);
    // Through JSON, as storage keeps it.
    const back = restoreReview(ticTacToe, ticTacToeAi.reviewScale, GAME, JSON.parse(JSON.stringify(saved)));
    assert.equal(back.timeMs, 300);
    assert.deepEqual(back.points, review.points);
    assert.deepEqual(
      back.moves.map((m) => [m!.mark, m!.bestNotation, m!.outcome]),
      review.moves.map((m) => [m!.mark, m!.bestNotation, m!.outcome]),
    );
    assert.equal(back.moves[4]!.mark, 'blunder');

    const session = new GameSession(ticTacToe);
    session.adopt(
      session.check({
        format: 'board-game-elements',
        version: 1,
        game: 'tictactoe',
        options: {},
        moves: GAME,
        undone: [],
      }),
    );
    assert.equal(session.keptReview, null);
    const before = session.reviewRevision;
    session.keepReview(saved);
    assert.equal(session.reviewRevision, before + 1);
    const exported = JSON.parse(JSON.stringify(session.export()));
    assert.deepEqual(exported.review, saved);
    // Another board takes the save with its review.
    const other = new GameSession(ticTacToe);
    other.adopt(other.check(exported));
    assert.deepEqual(other.keptReview, saved);
    // A review of another length, or no review at all, is left out of a save and the game kept.
    for (const review of [{ timeMs: 300, moves: [] }, 'review', null])
      assert.equal(other.check({ ...exported, review }).saved.review, undefined);
    // A move taken back: the review is of another line, so it is neither given nor saved.
    other.undo();
    assert.equal(other.keptReview, null);
    assert.equal('review' in other.export(), false);
  });

  it('refuses data that is not a review of these moves, saying what is wrong', async () => {
    const saved = saveReview(await reviewGame(ticTacToe, ticTacToeAi, GAME, { timeMs: 300 }), 300);
    /** `change` alters a copy of the data, or gives other data in a one-element array. */
    const bad = (change: (copy: Record<string, unknown> & { moves: unknown[] }) => unknown, pattern: RegExp) => {
      const copy = JSON.parse(JSON.stringify(saved));
      const given = change(copy);
      const data = Array.isArray(given) ? given[0] : copy;
      assert.throws(
        () => restoreReview(ticTacToe, ticTacToeAi.reviewScale, GAME, data),
        (e: Error) => e instanceof InvalidSavedGameError && pattern.test(e.message),
      );
    };
    bad(() => [null], /not an object/);
    bad(() => ['review'], /not an object/);
    bad((c) => void (c.timeMs = -1), /time/);
    bad((c) => void (c.timeMs = '300'), /time/);
    bad((c) => void c.moves.pop(), /6 moves/);
    bad((c) => void ((c as Record<string, unknown>).moves = {}), /6 moves/);
    bad((c) => void (c.moves[2] = [1, true, 'a2']), /move 3 is not/);
    bad((c) => void (c.moves[2] = { value: 1 }), /move 3 is not/);
    bad((c) => void ((c.moves[2] as unknown[])[0] = null), /move 3 is not/);
    bad((c) => void ((c.moves[2] as unknown[])[3] = 1e400), /move 3 is not/);
    bad((c) => void ((c.moves[2] as unknown[])[1] = 'yes'), /move 3 is not/);
    // A better move on a taken square, or no move at all.
    bad((c) => void ((c.moves[2] as unknown[])[2] = 'b2'), /move 3 \(b2\) is not legal/);
    bad((c) => void ((c.moves[2] as unknown[])[2] = 'z9<script>'), /not legal/);
    // A "best" worth less than the move played.
    bad((c) => void ((c.moves[4] as unknown[])[3] = -Number.MAX_SAFE_INTEGER), /below the played one/);
    // Of another game's moves: refused by the rules.
    assert.throws(
      () => restoreReview(ticTacToe, ticTacToeAi.reviewScale, ['b2', 'b2', 'c3', 'a3', 'c1', 'a2'], saved),
      /b2/,
    );
    // A move left unvalued stays so.
    const partial = JSON.parse(JSON.stringify(saved));
    partial.moves[0] = null;
    const back = restoreReview(ticTacToe, ticTacToeAi.reviewScale, GAME, partial);
    assert.deepEqual([back.moves[0], back.points[0], back.complete], [null, null, false]);
  });
});
