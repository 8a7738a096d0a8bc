// `npm test` (and `npm run test:long` with `--long`): every stage, in the chains below, each with its
// wall time, and the total at the end. `--long` runs the deep checks instead: the type check by TypeScript 5.9, the
// Node tests that sample (`test/sample.ts`) at their full samples, the fuzz at 2000 games per variant (`npm test`
// plays 25), the browser's long session of 1000 boards (`npm test`: 140), fifty boards playing at once (`npm test`:
// one of each kind, 7), every board in all sixteen other languages (`npm test`: three), a whole game of every board
// through a screen reader (`npm test`: three boards), in English and in Arabic, and the review of a whole Connect
// Four game against Pons' values (`npm test`: from the thirteenth move, in Node).
// `npm test` also counts the tests each runner passed and holds them to docs/figures/tests.json, which
// the documentation shows (`npm test -- --write` writes it): a test dropped or skipped shows as drift.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkFigures } from './lib/figures.mjs';

const long = process.argv.includes('--long');
/** The Node test files whose samples `test/sample.ts` sizes: the long run runs them again at full size. */
const sampling = () =>
  readdirSync('test', { recursive: true })
    .map((f) => join('test', String(f)))
    .filter((f) => f.endsWith('.test.ts') && readFileSync(f, 'utf8').includes("/sample.js'"))
    .sort();
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
/**
 * Chains of stages: the stages of a chain run in turn, the chains at once. The browser tests wait on
 * timers, animations and a worker as much as they compute, so the checks and the Node tests run in
 * their pauses: on a 2-core machine shared with another busy process, one chain after another took
 * 527 s, most of it the browser's. The type check, the other checks and the Node tests are chains of
 * their own: each is one process on one core, and in one chain they left a core to the other
 * process while the browser waited (465 s in one chain, 390 s apart, beside the same busy process).
 */
const chains = long
  ? [
      [
        ['WebAssembly engines', 'node', ['scripts/build-wasm.mjs']],
        ['typecheck with TypeScript 5.9', npx, ['tsc', '-p', 'tsconfig.json']],
        [
          'Node tests at their full samples',
          'node',
          ['scripts/node-tests.mjs', '--', ...sampling()],
          { BGE_LONG: '1' },
        ],
        [
          'fuzz, 2000 games per variant',
          'node',
          ['scripts/node-tests.mjs', '--', 'test/fuzz/fuzz.test.ts'],
          { FUZZ_RUNS: '2000' },
        ],
        ['browser: long session, fifty boards, every language, screen reader', 'node', ['scripts/find-chromium.mjs']],
        [
          'browser: long session, fifty boards, every language, screen reader',
          npx,
          ['wtr', '--config', 'web-test-runner.long.config.mjs'],
        ],
      ],
    ]
  : [
      // TypeScript's native compiler (7) checks the same program in a sixth of 5.9's CPU time. The build emits the
      // published types with 5.9, which its Rollup plugin needs, and `npm run test:long` checks everything with 5.9
      // too: the two must agree.
      [['typecheck', npx, ['tsgo', '-p', 'tsconfig.json']]],
      [
        ['import circles', 'node', ['scripts/check-circles.mjs']],
        ['module sizes', 'node', ['scripts/check-module-size.mjs']],
        ['templates', 'node', ['scripts/check-templates.mjs']],
        ['class chain', 'node', ['scripts/check-class-chain.mjs']],
        ['lists of games', 'node', ['scripts/games.mjs', '--check']],
        ['lists in the docs', 'node', ['scripts/doc-lists.mjs', '--check']],
        ['language template', 'node', ['scripts/language-template.mjs', '--check']],
        ['lint', npx, ['eslint', 'src', 'examples']],
        ['lint', npx, ['prettier', '--check', '.']],
        // In this chain, which ends a hundred seconds before the others: at the end of the browser tests' chain it was
        // the last stage standing.
        ['React app', 'node', ['scripts/find-chromium.mjs']],
        ['React app', 'node', ['test/e2e/react.mjs'], {}, 'react'],
      ],
      [['Node tests', 'node', ['scripts/node-tests.mjs'], {}, 'node']],
      [
        ['browser tests', 'node', ['scripts/find-chromium.mjs']],
        ['browser tests', npx, ['wtr'], { WTR_GROUP: 'untimed' }, 'browser'],
      ],
    ];
/**
 * What runs once every chain has ended: the browser tests that time the page's main thread, which another chain's work
 * beside them would fail.
 */
const last = long ? [] : [['browser tests, timed', npx, ['wtr'], { WTR_GROUP: 'timed' }, 'browser']];
/** What every chain needs first: the WebAssembly engines that tests and builds import. */
const first = long ? [] : [['WebAssembly engines', 'node', ['scripts/build-wasm.mjs']]];

/**
 * The number of tests a runner reports passed, from its output: node --test's summary, or the last `N passed, N failed`
 * (colours taken out).
 */
const lastPassed = (out) =>
  Number([...out.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').matchAll(/(\d+) passed, \d+ failed/g)].at(-1)?.[1]);
const PASSED = {
  // The last summary: the one the Node tests print for all their groups.
  node: (out) => Number([...out.matchAll(/^# pass (\d+)/gm)].at(-1)?.[1]),
  browser: lastPassed,
  react: lastPassed,
};

/**
 * Runs a stage. Alone, its output is shown as it comes; beside other chains it is kept and shown
 * whole when the stage ends, so that two stages' lines never interleave.
 */
function run(command, args, env, alone) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, ...(alone ? {} : { FORCE_COLOR: '0' }) },
    });
    let out = '';
    const take = (stream) => (chunk) => {
      if (alone) stream.write(chunk);
      out += chunk;
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(out);
      resolve({ status, out });
    });
  });
}

const times = [];
const counts = {};
const start = performance.now();
let failed = null;

/** Runs a chain's stages in turn, stopping at the first that fails (or once another chain failed). */
async function runChain(stages, alone) {
  for (const [name, command, args, env, counted] of stages) {
    if (failed) return;
    const began = performance.now();
    const r = await run(command, args, env, alone);
    if (counted) counts[counted] = (counts[counted] ?? 0) + PASSED[counted](r.out);
    const seconds = (performance.now() - began) / 1000;
    const same = times.find((t) => t.name === name);
    if (same) same.seconds += seconds;
    else times.push({ name, seconds });
    if (r.status !== 0) {
      failed ??= { name, status: r.status };
      return;
    }
  }
}

await runChain(first, true);
await Promise.all(chains.map((chain) => runChain(chain, chains.length === 1)));
await runChain(last, true);
report();
if (failed) {
  console.error(`\n${failed.name} failed.`);
  process.exit(failed.status ?? 1);
}
if (!long) {
  const figures = {
    command: 'npm test',
    note: 'Tests passed by each runner of `npm test`.',
    // In one order, whichever runner ends first.
    ...Object.fromEntries(Object.keys(PASSED).map((runner) => [runner, counts[runner]])),
    total: Object.values(counts).reduce((a, b) => a + b, 0),
  };
  if (!checkFigures('docs/figures/tests.json', figures, 'npm test -- --write')) process.exit(1);
}

function report() {
  console.log('\nstage times');
  for (const t of times) console.log(`  ${t.name.padEnd(32)} ${t.seconds.toFixed(0).padStart(5)} s`);
  console.log(`  ${'total'.padEnd(32)} ${((performance.now() - start) / 1000).toFixed(0).padStart(5)} s`);
}
