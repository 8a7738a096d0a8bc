/**
 * Kalah's course, checked through the public API as the package checks its own games' courses (`checkCourse`): each
 * lesson read as a page's own would be, every step worded in English and in Chinese with the same keys, each step played
 * right and wrong, and each win step proven by exhaustive search (a side's extra turns included: only the player's own
 * sowings count), every winning first move taken by the board's judge (the computer's values) and none that loses.
 * Besides: the player is South in every step, as the texts say, an empty pit is explained, and a win step's solution,
 * played out against the board's defence, solves it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StepRun, checkCourse, stepPosition } from 'board-game-elements/core';
import { ai } from '../src/ai.js';
import { course } from '../src/course.js';
import { type KalahState, PITS, baseOf, rules } from '../src/rules.js';

const valuer = async (state: KalahState, timeMs: number) => ai.analyse!(state, { timeMs });

/** An empty pit of the side to move (`moveFromString` refuses one as it reads it), or a pit past the sixth. */
function someIllegal(state: KalahState): number {
  const base = baseOf(state.turn);
  for (let pit = 1; pit <= PITS; pit++) if (state.pits[base + pit - 1] === 0) return pit;
  return PITS + 1;
}

describe("Kalah's course", () => {
  it('is taken from its first step to its last: read, worded in English and Chinese, played, and its wins proven', async () => {
    assert.ok(course.texts.zh, 'the course speaks Chinese, as the board does');
    assert.deepEqual(await checkCourse(rules, course, { valuer, scale: ai.reviewScale }), []);
  });

  it('has the player sow for South in every step, and explains an empty pit', async () => {
    for (const lesson of course.lessons)
      for (const step of lesson.steps) {
        const state = stepPosition(rules, step);
        assert.equal(state.turn, 'first', `${lesson.id}/${step.id}: South to move`);
        const verdict = await new StepRun(rules, step).tryMove(someIllegal(state));
        assert.equal(verdict.verdict, 'illegal', `${lesson.id}/${step.id}`);
      }
  });

  it("plays each win step's solution out against the board's defence, to the win", async () => {
    for (const lesson of course.lessons)
      for (const step of lesson.steps.filter((s) => s.goal === 'win')) {
        const run = new StepRun(rules, step, null, valuer, ai.reviewScale);
        for (let i = 0; i < 40 && !run.solved; i++) {
          const hint = await run.hint();
          assert.ok(hint, `${lesson.id}/${step.id}: a move to play`);
          await run.tryMove(rules.moveFromString(run.state, hint));
        }
        assert.ok(run.solved, `${lesson.id}/${step.id}: its solution solves it`);
      }
  });
});
