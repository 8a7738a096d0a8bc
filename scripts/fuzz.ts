/**
 * `npm run fuzz -- [--count 5000] [--seed 1] [--game reversi]`: many more random games than the
 * test run, for every registered game and variant (see test/fuzz). A failure prints the seed,
 * the shrunk game and a regression entry to paste into test/fuzz/regressions.ts.
 */
import fc from 'fast-check';
import { checkGame } from '../test/fuzz/check-game.js';
import { registry } from '../test/fuzz/registry.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const count = Number(arg('count', '5000'));
const seed = Number(arg('seed', String(Date.now() % 1_000_000)));
const only = arg('game', '');
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- [--count N] [--seed S] [--game id]');
  process.exit(2);
}

let failures = 0;
for (const entry of registry) {
  if (only && entry.rules.id !== only) continue;
  for (const options of entry.variants) {
    const start = performance.now();
    const details = fc.check(
      fc.property(fc.array(fc.nat(), { maxLength: 300 }), (choices) => {
        // The AI is checked on one position in 25: it is the slow part.
        checkGame(entry, options, choices, { aiEvery: 25 });
      }),
      { numRuns: count, seed },
    );
    const label = `${entry.rules.id} ${JSON.stringify(options)}`;
    if (!details.failed) {
      console.log(`ok   ${label}: ${count} games in ${((performance.now() - start) / 1000).toFixed(1)} s`);
      continue;
    }
    failures++;
    const choices = details.counterexample?.[0] ?? [];
    console.log(`FAIL ${label} (seed ${seed}, path ${details.counterexamplePath})`);
    console.log(
      `     ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
    );
    console.log(
      `     regression: { game: '${entry.rules.id}', options: ${JSON.stringify(options)}, choices: ${JSON.stringify(choices)}, note: '...' },`,
    );
  }
}
console.log(
  failures === 0 ? `All games kept every promise (seed ${seed}).` : `${failures} failing variant(s) (seed ${seed}).`,
);
process.exit(failures === 0 ? 0 : 1);
