/**
 * Every game's lesson explainer against its rules: in positions along seeded random games of every variant and in every
 * step of the game's course, every move the board can be given (every square, every pair of squares, every heap and
 * count) is explained exactly when the rules refuse it, and the numbers and squares an explanation names are the
 * position's.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BaseState, Game } from '../../src/core/game.js';
import type { Course } from '../../src/core/lesson-data.js';
import { type MoveRefusal, stepPosition } from '../../src/core/lesson.js';
import { createRng } from '../../src/core/rng.js';
import { explainRefusal as connectFourWhy } from '../../src/games/connect-four/refusals.js';
import { rules as connectFour } from '../../src/games/connect-four/rules.js';
import { explainRefusal as hnefataflWhy } from '../../src/games/hnefatafl/refusals.js';
import { rules as hnefatafl } from '../../src/games/hnefatafl/rules.js';
import { explainRefusal as linesOfActionWhy } from '../../src/games/lines-of-action/refusals.js';
import { PASS as LOA_PASS, rules as linesOfAction } from '../../src/games/lines-of-action/rules.js';
import { explainRefusal as nimWhy } from '../../src/games/nim/refusals.js';
import { type NimMove, rules as nim } from '../../src/games/nim/rules.js';
import { explainRefusal as pegSolitaireWhy } from '../../src/games/peg-solitaire/refusals.js';
import { rules as pegSolitaire } from '../../src/games/peg-solitaire/rules.js';
import { explainRefusal as reversiWhy } from '../../src/games/reversi/refusals.js';
import { PASS as REVERSI_PASS, rules as reversi } from '../../src/games/reversi/rules.js';
import { GAMES } from '../../src/games/registry.js';
import { explainRefusal as ticTacToeWhy } from '../../src/games/tictactoe/refusals.js';
import { rules as ticTacToe } from '../../src/games/tictactoe/rules.js';

interface Case<S extends BaseState, M, O> {
  readonly rules: Game<S, M, O>;
  readonly why: (state: S, move: M) => MoveRefusal | null;
  readonly variants: readonly Partial<O>[];
  /** Every move the board can be given in `state`, legal or not. */
  readonly candidates: (state: S) => M[];
}

/**
 * Every move from each square that holds a piece (either side's), and from the first empty square, to every square.
 */
const pairs = (cells: readonly unknown[], empty: unknown, of: (from: number, to: number) => number) => {
  const from = [...cells.keys()].filter((s) => cells[s] !== empty);
  const blank = cells.indexOf(empty);
  return [...from, ...(blank >= 0 ? [blank] : [])].flatMap((f) => [...cells.keys()].map((t) => of(f, t)));
};

const CASES = [
  {
    rules: nim,
    why: nimWhy,
    variants: [{}, { heaps: [1, 2, 7], misere: true }],
    candidates: (s) =>
      [...s.heaps.keys(), s.heaps.length].flatMap((heap) =>
        [0, 1, 2, 3, 4, 5, 6, 7, 8].map((take): NimMove => ({ heap, take })),
      ),
  } satisfies Case<ReturnType<typeof nim.newGame>, NimMove, object>,
  {
    rules: ticTacToe,
    why: ticTacToeWhy,
    variants: [{}, { size: 5, winLength: 4 }],
    candidates: (s) => [...s.cells.keys(), -1, s.cells.length],
  } satisfies Case<ReturnType<typeof ticTacToe.newGame>, number, object>,
  {
    rules: connectFour,
    why: connectFourWhy,
    variants: [{}, { columns: 4, rows: 4 }],
    candidates: (s) => [-1, ...Array.from({ length: s.columns + 1 }, (_, c) => c)],
  } satisfies Case<ReturnType<typeof connectFour.newGame>, number, object>,
  {
    rules: reversi,
    why: reversiWhy,
    variants: [{}, { size: 6 }],
    candidates: (s) => [REVERSI_PASS, ...s.cells.keys(), s.cells.length],
  } satisfies Case<ReturnType<typeof reversi.newGame>, number | 'pass', object>,
  {
    rules: linesOfAction,
    why: linesOfActionWhy,
    variants: [{}, { size: 6 }],
    candidates: (s) => [LOA_PASS, ...pairs(s.cells, 0, (f, t) => f * 64 + t)],
  } satisfies Case<ReturnType<typeof linesOfAction.newGame>, number | 'pass', object>,
  {
    rules: pegSolitaire,
    why: pegSolitaireWhy,
    variants: [{}, { variant: 'triangle' }, { variant: 'diamond' }],
    candidates: (s) => pairs(s.pegs, false, (f, t) => f * 64 + t),
  } satisfies Case<ReturnType<typeof pegSolitaire.newGame>, number, object>,
  {
    rules: hnefatafl,
    why: hnefataflWhy,
    variants: [{}, { variant: 'tablut' }, { variant: 'brandubh' }, { variant: 'tablut', kingRange: 3 }],
    candidates: (s) => pairs(s.cells, 0, (f, t) => f * 256 + t),
  } satisfies Case<ReturnType<typeof hnefatafl.newGame>, number, object>,
] as unknown as Case<BaseState, unknown, object>[];

/** The moves the rules play in `state`, by notation: a candidate is refused exactly when it is not among them. */
function legalSet<S extends BaseState, M, O>(rules: Game<S, M, O>, state: S): Set<string> {
  return new Set(rules.legalMoves(state).map((m) => JSON.stringify(m)));
}

describe("every game's explainer of a refused move", () => {
  it('covers every registered game', () => {
    assert.deepEqual(CASES.map((c) => c.rules.id).sort(), GAMES.map((g) => g.id).sort());
  });

  for (const { rules, why, variants, candidates } of CASES) {
    it(`${rules.id}: explains exactly the moves the rules refuse, along random games of every variant`, () => {
      const rng = createRng(61);
      const rulesSeen = new Set<string>();
      for (const options of variants) {
        for (let game = 0; game < 2; game++) {
          let state = rules.newGame(options);
          // Positions along the game, its end included.
          for (let ply = 0; ply < 400; ply++) {
            if (ply % 10 === 0 || rules.result(state)) {
              const legal = legalSet(rules, state);
              for (const move of candidates(state)) {
                const refusal = why(state, move);
                assert.equal(
                  refusal !== null,
                  !legal.has(JSON.stringify(move)),
                  `${rules.id} ${JSON.stringify(options)} after ${ply} moves: ${JSON.stringify(move)} (${JSON.stringify(refusal)})`,
                );
                if (refusal) rulesSeen.add(refusal.rule);
              }
            }
            if (rules.result(state)) break;
            state = rules.play(state, rng.pick(rules.legalMoves(state)));
          }
        }
      }
      // Not vacuous: the positions met most of the rules the explainer knows.
      assert.ok(rulesSeen.size >= 3, `${rules.id}: ${[...rulesSeen].join(', ')}`);
    });

    it(`${rules.id}: explains exactly the moves the rules refuse in every step of its course`, async () => {
      const { course } = (await import(`../../src/games/${rules.id}/course.js`)) as { course: Course };
      for (const lesson of course.lessons)
        for (const step of lesson.steps) {
          const state = stepPosition(rules, step);
          const legal = legalSet(rules, state);
          for (const move of candidates(state))
            assert.equal(
              why(state, move) !== null,
              !legal.has(JSON.stringify(move)),
              `${lesson.id}/${step.id}: ${JSON.stringify(move)}`,
            );
        }
    });
  }

  it('names the numbers a reader checks on the board: the pieces on a Lines of Action line, a heap and its count', () => {
    const loa = linesOfAction.newGame();
    // b1 has 2 pieces on its column (b1, b8): it moves 2 squares up, not 3.
    const b1 = 1;
    assert.deepEqual(linesOfActionWhy(loa, b1 * 64 + 3 * 8 + 1), {
      rule: 'distance',
      values: { from: 'b1', line: 'column', count: 2 },
    });
    assert.equal(linesOfActionWhy(loa, b1 * 64 + 2 * 8 + 1), null);
    // Along its row b1 sees the whole first row's six pieces.
    assert.deepEqual(linesOfActionWhy(loa, b1 * 64 + 2), {
      rule: 'distance',
      values: { from: 'b1', line: 'row', count: 6 },
    });
    const heaps = nim.newGame({ heaps: [3, 4, 5] });
    assert.deepEqual(nimWhy(heaps, { heap: 1, take: 5 }), { rule: 'too-many', values: { heap: 2, count: 4, take: 5 } });
    const emptied = nim.play(heaps, { heap: 0, take: 3 });
    assert.deepEqual(nimWhy(emptied, { heap: 0, take: 1 }), { rule: 'empty', values: { heap: 1 } });
    // After the attackers' first move, the king on d4 is boxed in by his defenders.
    const start = hnefatafl.newGame({ variant: 'brandubh' });
    const king = hnefatafl.play(start, hnefatafl.legalMoves(start)[0]!);
    const d4 = 3 * 7 + 3;
    assert.deepEqual(hnefataflWhy(king, d4 * 256 + d4 + 7), {
      rule: 'blocked',
      values: { square: 'd5' },
    });
  });
});
