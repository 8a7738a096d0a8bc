import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { reviewLine } from '../../../src/core/review.js';
import { createRng } from '../../../src/core/rng.js';
import { ai, analyse, prepare, toBitPosition } from '../../../src/games/connect-four/ai.js';
import { type ConnectFourState, playDigits, rules } from '../../../src/games/connect-four/rules.js';
import { REVIEW_BOOK } from '../../../src/games/connect-four/review-book-data.js';
import { OpeningBook, decodeBook, fromBase64, loadOpeningBook } from '../../../src/games/connect-four/opening-book.js';
import { BitPosition, Solver, winNowScore } from '../../../src/games/connect-four/solver.js';

/**
 * Values a position as a review that waits for exact values does: asks again, `timeMs` a call, until the analysis is
 * complete.
 */
async function exactly(state: ConnectFourState, timeMs: number) {
  await prepare(state, 'analyse');
  for (;;) {
    const analysis = analyse(state, { timeMs });
    if (analysis.complete) return analysis;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Lines of a Pons test set with their scores. */
function testSet(name: string): [moves: string, score: number][] {
  return readFileSync(new URL(`../../data/connect-four/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' '))
    .map(([moves, score]) => [moves!, Number(score)]);
}

/** The rest of a game from `start`, seeded random columns to its end. */
function seededRest(start: ConnectFourState, seed: number): string[] {
  const rng = createRng(seed);
  const moves: string[] = [];
  let state = start;
  while (!rules.result(state)) {
    const legal = rules.legalMoves(state);
    const move = legal[Math.floor(rng.next() * legal.length)]!;
    moves.push(rules.moveToString(state, move));
    state = rules.play(state, move);
  }
  return moves;
}

describe('connect four review', () => {
  before(() => prepare(rules.newGame(), 'analyse'));

  it("values every position of seeded games exactly, as Pons' test set and an independent solver do, whatever the time", async () => {
    // Begin-easy positions of ten or more stones, each continued by seeded random moves to the end.
    const lines = testSet('Test_L1_R1')
      .filter(([moves]) => moves.length >= 10)
      .slice(0, 3);
    for (const [i, [digits, score]] of lines.entries()) {
      const start = playDigits(rules.newGame(), digits);
      const moves = seededRest(start, i + 1);
      // A millisecond a call: the time changes how many calls a position takes, never its values.
      const review = await reviewLine(rules, ai.reviewScale, moves, exactly, { start, timeMs: 1 });
      assert.equal(review.complete, true, digits);
      assert.equal(review.moves[0]!.bestValue, score, `${digits}: the position's value is Pons' ${score}`);
      assert.ok(
        review.points.every((p) => p?.exact === true),
        `${digits}: every point exact`,
      );
      let state = start;
      for (const [ply, r] of review.moves.entries()) {
        // The JavaScript engine, in a solver of its own: not the WebAssembly one the review used.
        const v = new Solver(7, 6, 20).analyse(toBitPosition(state));
        assert.ok(r!.exact && r!.bestExact, `${digits} move ${ply + 1} exact`);
        assert.equal(r!.value, v[r!.move], `${digits} move ${ply + 1}: the played column's value`);
        assert.equal(
          r!.bestValue,
          Math.max(...v.map((x) => x ?? -Infinity)),
          `${digits} move ${ply + 1}: the best value`,
        );
        state = rules.play(state, r!.move);
      }
    }
  });

  it('values the first move of a game exactly: the seven openings score -2 -1 0 1 0 -1 -2', async () => {
    for (const [column, value] of [-2, -1, 0, 1, 0, -1, -2].entries()) {
      const review = await reviewLine(rules, ai.reviewScale, [String(column + 1)], exactly, { timeMs: 1 });
      const r = review.moves[0]!;
      assert.equal(r.value, value, `column ${column + 1}`);
      assert.equal(r.bestValue, 1);
      assert.equal(r.exact && r.bestExact, true);
      // Only the centre wins: any other first move throws the win away.
      assert.equal(r.mark, column === 3 ? 'best' : 'blunder');
    }
  });

  it('ships a review book that holds every position to its depth, each score in range and as the opening book scores it', async () => {
    const entries = decodeBook(fromBase64(REVIEW_BOOK.data));
    assert.equal(entries.size, REVIEW_BOOK.entries);
    const book = new OpeningBook(entries, REVIEW_BOOK.depth);
    const opening = await loadOpeningBook();
    // Every position to ply 4 (1,415 of them), where the opening book's lines run too.
    let shared = 0;
    const walk = (p: BitPosition): void => {
      const entry = book.get(p);
      if (p.moves <= book.depth) assert.ok(entry, `ply ${p.moves} is within the book's depth ${book.depth}`);
      const other = opening.get(p);
      if (entry && other) {
        assert.equal(entry.score, other.score);
        shared++;
      }
      if (p.moves === 4) return;
      for (let c = 0; c < 7; c++) {
        if (!p.canPlay(c) || p.isWinningMove(c)) continue;
        p.play(c);
        walk(p);
        p.undo(c);
      }
    };
    walk(new BitPosition(7, 6));
    assert.ok(shared >= 1, `${shared} positions in both books`);
    // A score can be no better than a win with the mover's next stone, no worse than a loss on the last.
    for (const [key, { score }] of entries) {
      let stones = 0;
      for (let k = 0, rest = key; k < 7; k++, rest = Math.floor(rest / 128)) stones += 31 - Math.clz32(rest % 128);
      assert.ok(
        score <= winNowScore(42, stones) && score >= -Math.floor((42 - stones) / 2),
        `a position of ${stones} stones scores ${score}`,
      );
    }
  });
});
