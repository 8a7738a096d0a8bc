/**
 * Property-based games for every registered game and variant: random legal games to the end,
 * checked after every move (see `check-game.ts`). `npm test` plays 25 games per variant (75 or more
 * per game), `npm run test:long` (which CI runs too) 2000 (FUZZ_RUNS), and `npm run fuzz --
 * --count N --seed S` as many as asked. `npm test` played 150, then 40, until it fitted in five
 * minutes beside a busy process: the long run is where the breadth is.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { checkGame, reproduced } from './check-game.js';
import { registry } from './registry.js';
import { regressions } from './regressions.js';

/** Games per variant in the test run, and one position in this many gets the AI checks. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

for (const entry of registry) {
  describe(`fuzz: ${entry.rules.id}`, () => {
    for (const options of entry.variants) {
      const runs = Math.min(Math.ceil(RUNS * (entry.share ?? 1)), entry.maxRuns ?? RUNS);
      it(`plays ${runs} random games of ${JSON.stringify(options)} keeping every promise`, () => {
        fc.assert(
          fc.property(fc.array(fc.nat(), { maxLength: 200 }), (choices) => {
            checkGame(entry, options, choices, { aiEvery: 0 });
          }),
          { numRuns: runs, seed: SEED },
        );
      });
    }
    it('answers with a legal, reproducible move at depths 1 and 2 along a few games', () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 200 }), (choices) => {
          checkGame(entry, entry.variants[0], choices, { aiEvery: 7 });
        }),
        { numRuns: 3, seed: SEED },
      );
      assert.ok((reproduced.get(entry.rules.id) ?? 0) > 0, 'no answer was whole: none was asked again');
    });
  });
}

describe('fuzz regressions', () => {
  for (const r of regressions) {
    it(`${r.game}: ${r.note}`, () => {
      const entry = registry.find((e) => e.rules.id === r.game);
      if (!entry) throw new Error(`no registered game ${r.game}`);
      checkGame(entry, r.options, r.choices, { aiEvery: 1 });
    });
  }
});
