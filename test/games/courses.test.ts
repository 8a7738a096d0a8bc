/**
 * Every game's course, checked against its rules as a reader would take it (`checkCourse`): each lesson read as a page's
 * own would be, every step worded in English and in each language it is translated into, each step played right and
 * wrong, and each win step proven by exhaustive search, every first move that wins taken by the board's judge (the
 * game's AI values) and none that loses. (Each step's illegal moves are explained by the game's own explainer:
 * `test/core/refusals.test.ts`.)
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameAi } from '../../src/core/ai.js';
import { checkCourse } from '../../src/core/course-check.js';
import type { BaseState, Game } from '../../src/core/game.js';
import type { Course } from '../../src/core/lesson-data.js';
import { GAMES } from '../../src/games/registry.js';

type AnyGame = Game<BaseState, unknown, object>;

interface Taught {
  readonly rules: AnyGame;
  readonly course: Course;
  readonly ai: GameAi<BaseState, unknown>;
}

/** A game's rules, course and AI, by the game's folder. */
async function taught(id: string): Promise<Taught> {
  const [{ rules }, { course }, { ai }] = await Promise.all([
    import(`../../src/games/${id}/rules.js`),
    import(`../../src/games/${id}/course.js`),
    import(`../../src/games/${id}/ai.js`),
  ]);
  return { rules, course, ai };
}

for (const game of GAMES)
  describe(`${game.title}'s course`, () => {
    it('is taken from its first step to its last: read, worded in every language, played, and its wins proven', async () => {
      const { rules, course, ai } = await taught(game.id);
      const valuer = async (state: BaseState, timeMs: number) => {
        await ai.prepare?.(state);
        return ai.analyse!(state, { timeMs });
      };
      assert.deepEqual(await checkCourse(rules, course, { valuer, scale: ai.reviewScale }), []);
    });
  });
