import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalMoveError } from '../../src/core/game.js';
import { parsePuzzle, parsePuzzleInSlices, PuzzleRun } from '../../src/core/puzzle.js';
import { replayInSlices, replayPrefix } from '../../src/core/replay.js';
import { type ReviewedMove, restoreReview, restoreReviewInSlices, reviewLine } from '../../src/core/review.js';
import { runAtOnce, runInSlices, type Steps } from '../../src/core/stepwise.js';
import { rules } from '../../src/games/lines-of-action/rules.js';
import { longLine, quietMove } from '../long-lines.js';

/** Counts to `n`, one step each, returning the steps taken. */
function* counting(n: number, seen: number[]): Steps<number> {
  for (let i = 0; i < n; i++) {
    seen.push(i);
    yield;
  }
  return n;
}

/** A clock that moves `perStep` at each reading, and the pauses taken. */
function fakeTime(perStep: number) {
  let clock = 0;
  const pauses: number[] = [];
  return { now: () => (clock += perStep), pause: async () => void pauses.push(clock), pauses };
}

describe('work in steps', () => {
  it('runs to the end at once, or in slices of at most the slice time', async () => {
    const seen: number[] = [];
    assert.equal(runAtOnce(counting(5, seen)), 5);
    assert.deepEqual(seen, [0, 1, 2, 3, 4]);
    const time = fakeTime(1);
    const sliced: number[] = [];
    assert.equal(await runInSlices(counting(100, sliced), { sliceMs: 10, ...time }), 100);
    assert.deepEqual(sliced, [...Array(100).keys()]);
    // A reading of the clock per step, one a step: a pause every ten steps or so.
    assert.ok(time.pauses.length >= 9 && time.pauses.length <= 11, `${time.pauses.length} pauses`);
  });

  it('stops between slices once aborted, and throws what the work throws', async () => {
    const abort = new AbortController();
    const seen: number[] = [];
    const time = fakeTime(1);
    const run = runInSlices(counting(1000, seen), {
      sliceMs: 5,
      now: time.now,
      pause: async () => abort.abort(new DOMException('stop', 'AbortError')),
      signal: abort.signal,
    });
    await assert.rejects(run, { name: 'AbortError' });
    assert.ok(seen.length < 10);
    // eslint-disable-next-line require-yield -- work that fails before its first step
    function* failing(): Steps<number> {
      throw new RangeError('bad');
    }
    await assert.rejects(runInSlices(failing()), RangeError);
  });
});

describe('a long line read in slices', () => {
  const line = longLine(rules, 400, {}, quietMove);

  it('replays as at once, pausing on the way', async () => {
    const time = fakeTime(0.1);
    const sliced = await replayInSlices(rules, {}, line, { sliceMs: 5, ...time });
    const once = replayPrefix(rules, {}, line);
    assert.deepEqual(
      sliced.line.map((m) => m.notation),
      once.line.map((m) => m.notation),
    );
    assert.deepEqual(sliced.state.cells, once.state.cells);
    assert.equal(sliced.error, null);
    assert.ok(time.pauses.length > 5);
    const bad = await replayInSlices(rules, {}, [...line.slice(0, 10), 'a1-a1'], { sliceMs: 5, ...fakeTime(0.1) });
    assert.ok(bad.error instanceof IllegalMoveError);
    assert.equal(bad.line.length, 10);
  });

  it('reads a puzzle as at once, and plays it from the position it reached', async () => {
    const data = JSON.stringify({ moves: line.slice(0, -1), goal: 'best', solution: line.slice(-1) });
    const puzzle = await parsePuzzleInSlices(rules, data, { sliceMs: 5, ...fakeTime(0.1) });
    assert.deepEqual(puzzle, parsePuzzle(rules, data));
    const run = new PuzzleRun(rules, puzzle, null);
    assert.deepEqual(run.position.cells, replayPrefix(rules, {}, line.slice(0, -1)).state.cells);
    // Moves changed after reading: the puzzle is replayed as it now is.
    (puzzle.moves as string[]).splice(3);
    assert.deepEqual(
      new PuzzleRun(rules, puzzle, null).position.cells,
      replayPrefix(rules, {}, line.slice(0, 3)).state.cells,
    );
  });

  it('reads a kept review back as at once', async () => {
    const data = { timeMs: 500, moves: line.map((m, i) => (i % 7 === 0 ? null : [i % 3, false, m, i % 3, false])) };
    const sliced = await restoreReviewInSlices(rules, undefined, line, data, {}, { sliceMs: 5, ...fakeTime(0.1) });
    assert.deepEqual(sliced, restoreReview(rules, undefined, line, data));
    await assert.rejects(
      restoreReviewInSlices(rules, undefined, line, { ...data, moves: data.moves.slice(1) }),
      /not one of these 400 moves/,
    );
  });

  it('tells each move of a run reviewed before, with one snapshot of the review for the whole run', async () => {
    const short = line.slice(0, 60);
    const known = restoreReview(rules, undefined, short, {
      timeMs: 500,
      moves: short.map((m) => [0, false, m, 0, false]),
    }).moves as (ReviewedMove<unknown> | null)[];
    const told: number[] = [];
    const snapshots = new Set<unknown>();
    // The last move is new: valued, then the 59 before it come from what was known.
    const valuer = async (state: ReturnType<typeof rules.newGame>) => ({
      values: rules.legalMoves(state).map((move) => ({ move, score: 0, exact: false })),
      complete: true,
    });
    const review = await reviewLine(rules, undefined, short, valuer, {
      known: known.slice(0, 59),
      onProgress: (r, done) => {
        told.push(done);
        snapshots.add(r);
      },
    });
    assert.deepEqual(
      told,
      [...Array(60).keys()].map((k) => k + 1),
    );
    assert.equal(snapshots.size, 2, 'one for the valued move, one for the run');
    assert.equal(review.complete, true);
  });
});
