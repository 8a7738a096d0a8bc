/**
 * A review's values come from each game's fixed budget (`AiOptions.fixed`), never from the clock:
 * the same game reviewed twice, after another game, with a tiny or a large time per position,
 * gives the same values and marks; every move is marked; Reversi's symmetric first moves are one.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Analysis, GameAi } from '../../src/core/ai.js';
import { MOST_RESUMES, fixedAsker } from '../../src/core/sliced.js';
import { answerAiRequest } from '../../src/core/ai-protocol.js';
import type { BaseState, Game } from '../../src/core/game.js';
import { type GameReview, reviewGame, reviewLine } from '../../src/core/review.js';
import { readFileSync } from 'node:fs';
import { GAMES } from '../../src/games/registry.js';
import { ai as connectFourAi } from '../../src/games/connect-four/ai.js';
import { rules as connectFour } from '../../src/games/connect-four/rules.js';
import { ai as hnefataflAi } from '../../src/games/hnefatafl/ai.js';
import { rules as hnefatafl } from '../../src/games/hnefatafl/rules.js';
import { ai as linesOfActionAi } from '../../src/games/lines-of-action/ai.js';
import { rules as linesOfAction } from '../../src/games/lines-of-action/rules.js';
import { ai as nimAi } from '../../src/games/nim/ai.js';
import { rules as nim } from '../../src/games/nim/rules.js';
import { ai as pegSolitaireAi } from '../../src/games/peg-solitaire/ai.js';
import { rules as pegSolitaire } from '../../src/games/peg-solitaire/rules.js';
import { ai as reversiAi } from '../../src/games/reversi/ai.js';
import { type ReversiState, rules as reversi } from '../../src/games/reversi/rules.js';
import { ai as ticTacToeAi } from '../../src/games/tictactoe/ai.js';
import { rules as ticTacToe } from '../../src/games/tictactoe/rules.js';
import { sampleSize } from '../sample.js';
import { seededGame } from './seeded-game.js';

/**
 * `seededGame(reversi, ai, [1, 7], 1)`: the computer at depth 1 (black) against depth 7 (white),
 * which wipes black out, 0-57 (a loss by 64), at move 54.
 */
const LOST =
  'e6 f6 f5 d6 d7 g5 g4 e3 f7 e7 c4 c5 d3 c6 e8 f4 h5 d8 g3 h6 g6 h2 h7 h4 h3 h8 g7 g8 c8 f8 f3 c7 b8 a8 b7 a7 b5 b6 g2 a5 a6 a4 a3 h1 e2 a2 g1 d1 e1 f1 d2 f2 pass c2'.split(
    ' ',
  );

/** What a review says of each move, to compare two reviews whole. */
const said = (review: GameReview<unknown>) =>
  review.moves.map((m) => m && [m.notation, m.value, m.exact, m.bestNotation, m.bestValue, m.bestExact, m.mark]);

/** The position after the first `plies` moves of `moves`. */
function after<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  moves: readonly string[],
  plies: number,
  options?: Partial<O>,
): S {
  let state = rules.newGame(options);
  for (const text of moves.slice(0, plies)) state = rules.play(state, rules.moveFromString(state, text));
  return state;
}

/**
 * Reviews `moves` from `start` with a tiny time per position, then a large one, then again after `other`: all must say
 * the same, every move marked.
 */
async function sameEveryTime<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  ai: GameAi<S, M>,
  moves: readonly string[],
  start: S,
  other: () => Promise<unknown>,
): Promise<GameReview<M>> {
  const tiny = await reviewGame(rules, ai, moves, { start, timeMs: 1 });
  const large = await reviewGame(rules, ai, moves, { start, timeMs: 5000 });
  await other();
  const later = await reviewGame(rules, ai, moves, { start });
  assert.equal(tiny.complete, true, 'every move is marked');
  assert.deepEqual(said(large), said(tiny), 'a large time per position values as a tiny one');
  assert.deepEqual(said(later), said(tiny), 'a review after another game values as before it');
  assert.deepEqual(later.points, tiny.points);
  assert.ok(
    tiny.points.every((p) => p !== null),
    'a point for every position',
  );
  return tiny;
}

describe('a review from the fixed budget', () => {
  it('covers every registered game, each with a fixed budget', () => {
    const ais: [string, GameAi<never, unknown>][] = [
      [nim.id, nimAi],
      [ticTacToe.id, ticTacToeAi],
      [connectFour.id, connectFourAi],
      [reversi.id, reversiAi],
      [linesOfAction.id, linesOfActionAi],
      [pegSolitaire.id, pegSolitaireAi],
      [hnefatafl.id, hnefataflAi],
    ];
    assert.deepEqual(ais.map(([id]) => id).sort(), GAMES.map((g) => g.id).sort());
    for (const [id, ai] of ais) assert.equal(ai.reviewScale?.fixed, true, id);
  });

  it("values Connect Four exactly, as Pons' solver does, asked again where a call runs out of time: every move from the thirteenth on", async () => {
    // Pons' values (c4solver -a) of every column in each position of a game, from test/data/review.
    const lines = readFileSync(new URL('../data/review/connect-four-game.txt', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    const game = [...lines.at(-1)!];
    const pons = new Map(lines.slice(0, -1).map((l) => [l.split(' ')[0]!.length, l.split(' ').slice(1).map(Number)]));
    const from = 12;
    const review = await sameEveryTime(
      connectFour,
      connectFourAi,
      game.slice(from),
      after(connectFour, game, from),
      () => reviewGame(connectFour, connectFourAi, ['4', '4'], { timeMs: 1 }),
    );
    for (const [i, m] of review.moves.entries()) {
      const values = pons.get(from + i)!;
      assert.ok(m!.exact && m!.bestExact, `move ${from + i + 1} exact`);
      assert.equal(
        m!.value,
        values[Number(game[from + i]) - 1],
        `move ${from + i + 1} (${m!.notation}) as Pons values it`,
      );
      assert.equal(m!.bestValue, Math.max(...values), `move ${from + i + 1}: its best as Pons values it`);
    }
  });

  it("gives Reversi's four first moves, one position up to symmetry, one value: each the best", async () => {
    const values = [];
    for (const move of ['d3', 'c4', 'f5', 'e6']) {
      const r = (await reviewGame(reversi, reversiAi, [move], { timeMs: 1 })).moves[0]!;
      assert.equal(r.mark, 'best', move);
      values.push(r.value, r.bestValue);
    }
    assert.equal(new Set(values).size, 1, `one value: ${values.join(', ')}`);
  });

  it('marks a Reversi game lost by 64: the loser’s moves that give the corners away, every move marked', async () => {
    const start = after(reversi, LOST, 20);
    const moves = LOST.slice(20, 26);
    const review = await reviewGame(reversi, reversiAi, moves, { start, timeMs: 1 });
    assert.equal(review.complete, true);
    const h7 = review.moves[2]!;
    assert.equal(h7.notation, 'h7');
    assert.equal(h7.player, 'first');
    // h7 next to an empty corner gives white h8 (played three moves on), and black falls behind from there.
    assert.ok(['mistake', 'blunder'].includes(h7.mark), `h7: ${h7.mark}, ${h7.value} beside ${h7.bestValue}`);
    const loser = review.moves.filter((m) => m!.player === 'first');
    const marked = loser.filter((m) => !['best', 'good'].includes(m!.mark));
    assert.ok(marked.length >= 2, `the loser's moves ${loser.map((m) => `${m!.notation} ${m!.mark}`).join(', ')}`);
    assert.ok(loser.at(-1)!.value < -10, 'behind by more than 10 discs at move 25');
    // On the disc scale, the board's 64 squares at most.
    assert.ok(review.moves.every((m) => Math.abs(m!.value) <= 64 && Math.abs(m!.bestValue) <= 64));
  });

  it('values Reversi the same every time, estimates up to 21 empties and the solver from 20, with no move unmarked between', async () => {
    // Move 37 on: 23 empties down to the end, the solver taking over at move 41 (20 empties).
    const start = after(reversi, LOST, 36);
    const moves = LOST.slice(36);
    const review = await sameEveryTime(reversi, reversiAi, moves, start, () =>
      reviewGame(reversi, reversiAi, LOST.slice(0, 3), { timeMs: 1 }),
    );
    const empties = (ply: number) => {
      const s: ReversiState = after(reversi, LOST, ply);
      return 64 - s.discs.first - s.discs.second;
    };
    for (const [i, m] of review.moves.entries()) {
      const e = empties(36 + i);
      assert.equal(
        m!.exact && m!.bestExact,
        e <= 20,
        `move ${37 + i} (${m!.notation}) at ${e} empties: exact only from 20`,
      );
    }
  });

  it("values as a board's worker does, which keeps no session between its calls: a call at a time, each state a copy", async () => {
    const start = after(reversi, LOST, 36);
    const moves = LOST.slice(36, 42);
    let calls = 0;
    const review = await reviewLine(
      reversi,
      reversiAi.reviewScale,
      moves,
      async (state, timeMs, _signal, fixed) => {
        calls++;
        const answer = await answerAiRequest(
          { reversi: reversiAi },
          {
            id: calls,
            kind: 'analyse',
            game: 'reversi',
            state: structuredClone(state),
            options: { timeMs, ...(fixed ? { fixed } : {}) },
          },
        );
        assert.ok('analysis' in answer, JSON.stringify(answer));
        return answer.analysis as Analysis<never>;
      },
      { start, timeMs: 1 },
    );
    assert.ok(calls > moves.length, `${calls} calls: more than one a position, each going on from the last`);
    assert.deepEqual(said(review), said(await reviewGame(reversi, reversiAi, moves, { start })));
  });

  it('values Lines of Action and Hnefatafl the same every time, every move marked from the fixed-depth estimate', async () => {
    for (const [rules, ai] of [
      [linesOfAction, linesOfActionAi],
      [hnefatafl, hnefataflAi],
    ] as [Game<BaseState, unknown, object>, GameAi<BaseState, unknown>][]) {
      // Three plies in `npm test`, six in the long run: each position costs about a second over the three reviews.
      const game = await seededGame(rules, ai, [1, 2], 3, {}, sampleSize(3, 6));
      const review = await sameEveryTime(rules, ai, game, rules.newGame(), () =>
        reviewGame(reversi, reversiAi, ['f5'], { timeMs: 1 }),
      );
      assert.ok(
        review.moves.some((m) => !m!.exact),
        `${rules.id}: estimates`,
      );
    }
  });

  it('keeps the exact marks of tic-tac-toe, Nim and peg solitaire, the same every time', async () => {
    const t = await sameEveryTime(
      ticTacToe,
      ticTacToeAi,
      ['a1', 'b2', 'c3', 'a3', 'c1', 'b1'],
      ticTacToe.newGame(),
      () => reviewGame(nim, nimAi, ['1:1']),
    );
    assert.ok(t.moves.every((m) => m!.exact && m!.bestExact));
    const n = await sameEveryTime(nim, nimAi, ['1:3', '3:1', '2:1'], nim.newGame({ heaps: [3, 4, 5] }), () =>
      reviewGame(ticTacToe, ticTacToeAi, ['b2']),
    );
    assert.ok(n.moves.every((m) => m!.exact));
    // The last jumps of a game of the helper, where the solver is quick.
    const jumps = await seededGame(pegSolitaire, pegSolitaireAi, [1, 1], 1);
    const p = await sameEveryTime(pegSolitaire, pegSolitaireAi, jumps.slice(20), after(pegSolitaire, jumps, 20), () =>
      reviewGame(ticTacToe, ticTacToeAi, ['b2']),
    );
    assert.ok(p.moves.every((m) => m!.exact && m!.bestExact));
  });
});

describe('asking a fixed analysis again', () => {
  const stalled = { values: [], complete: false, resumable: true };

  it('goes on while each call values a move more or promises to finish, and stops once complete', () => {
    const again = fixedAsker();
    assert.equal(again(stalled), true, 'the first call always asks once more');
    assert.equal(again({ values: [{ move: 1, score: 0 }], complete: false }), true, 'a move more');
    assert.equal(again({ values: [{ move: 1, score: 0 }], complete: false }), false, 'no move more, no promise');
    assert.equal(fixedAsker()({ values: [], complete: true }), false);
  });

  it(`stops an AI that promises and never finishes after ${MOST_RESUMES} calls without a new value`, () => {
    const again = fixedAsker();
    let calls = 0;
    while (
      again({
        values: calls < 10 ? new Array(calls).fill({ move: 0, score: 0 }) : new Array(10).fill({ move: 0, score: 0 }),
        complete: false,
        resumable: true,
      })
    )
      calls++;
    // Ten calls each valued a move more; then MOST_RESUMES stalls are allowed, and the next one stops it.
    assert.equal(calls, 11 + MOST_RESUMES);
  });

  it('ends the review of a hostile AI that always promises, the move unmarked, in a bounded number of calls', async () => {
    let calls = 0;
    const hostile: GameAi<BaseState, unknown> = {
      maxDepth: 1,
      think: () => ({ move: 0, complete: true }),
      analyse: () => (calls++, { values: [], complete: false, resumable: true }),
      reviewScale: { fixed: true, inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 },
    } as unknown as GameAi<BaseState, unknown>;
    const review = await reviewGame(ticTacToe as unknown as Game<BaseState, unknown, object>, hostile, ['b2'], {
      pause: async () => undefined,
    });
    assert.equal(review.moves[0], null, 'the move is not marked');
    // The sliced analysis stops after its bound and withdraws the promise, so the review asks it once more only.
    assert.ok(calls <= 2 * (MOST_RESUMES + 2), `${calls} calls`);
    assert.ok(calls > MOST_RESUMES, `${calls} calls`);
  });
});
