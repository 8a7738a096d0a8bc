// `npm test` (and `npm run test:long` with `--long`): every stage in turn, each with its wall time,
// and the total at the end. `--long` runs the deep checks instead: the fuzz at 2000 games per
// variant (`npm test` plays 150), and the browser's long session of 1000 boards (`npm test`: 140).
// `npm test` also counts the tests each runner passed and holds them to docs/figures/tests.json, which
// the documentation shows (`npm test -- --write` writes it): a test dropped or skipped shows as drift.
import { spawn } from 'node:child_process';
import { checkFigures } from './lib/figures.mjs';

const long = process.argv.includes('--long');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const stages = long
  ? [
      ['WebAssembly engines', 'node', ['scripts/build-wasm.mjs']],
      ['fuzz, 2000 games per variant', 'node', ['scripts/node-tests.mjs', '--', 'test/fuzz/fuzz.test.ts'], { FUZZ_RUNS: '2000' }],
      ['browser: long session', 'node', ['scripts/find-chromium.mjs']],
      ['browser: long session', npx, ['wtr', '--config', 'web-test-runner.long.config.mjs']],
    ]
  : [
      ['WebAssembly engines', 'node', ['scripts/build-wasm.mjs']],
      ['typecheck', npx, ['tsc', '-p', 'tsconfig.json']],
      ['import circles', 'node', ['scripts/check-circles.mjs']],
      ['module sizes', 'node', ['scripts/check-module-size.mjs']],
      ['lists of games', 'node', ['scripts/games.mjs', '--check']],
      ['lists in the docs', 'node', ['scripts/doc-lists.mjs', '--check']],
      ['lint', npx, ['eslint', 'src', 'examples']],
      ['lint', npx, ['prettier', '--check', '.']],
      ['Node tests', 'node', ['scripts/node-tests.mjs'], {}, 'node'],
      ['browser tests', 'node', ['scripts/find-chromium.mjs']],
      ['browser tests', npx, ['wtr'], {}, 'browser'],
      ['React app', 'node', ['scripts/check-react.mjs'], {}, 'react'],
    ];

/** The number of tests a runner reports passed, from its output: node --test's summary, or the last `N passed, N failed`. */
const PASSED = {
  node: (out) => Number(out.match(/^# pass (\d+)/m)?.[1]),
  browser: (out) => Number([...out.matchAll(/(\d+) passed, \d+ failed/g)].at(-1)?.[1]),
  react: (out) => Number([...out.matchAll(/(\d+) passed, \d+ failed/g)].at(-1)?.[1]),
};

/** Runs a stage, its output shown as it comes and, where its tests are counted, also kept. */
function run(command, args, env, keep) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', keep ? 'pipe' : 'inherit', 'inherit'], env: { ...process.env, ...env } });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk;
    });
    child.on('close', (status) => resolve({ status, out }));
  });
}

const times = [];
const counts = {};
const start = performance.now();
for (const [name, command, args, env, counted] of stages) {
  const began = performance.now();
  const r = await run(command, args, env, counted);
  if (counted) counts[counted] = PASSED[counted](r.out);
  const seconds = (performance.now() - began) / 1000;
  const last = times.at(-1);
  if (last?.name === name) last.seconds += seconds;
  else times.push({ name, seconds });
  if (r.status !== 0) {
    report();
    console.error(`\n${name} failed.`);
    process.exit(r.status ?? 1);
  }
}
report();
if (!long) {
  const figures = { command: 'npm test', note: 'Tests passed by each runner of `npm test`.', ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
  if (!checkFigures('docs/figures/tests.json', figures, 'npm test -- --write')) process.exit(1);
}

function report() {
  console.log('\nstage times');
  for (const t of times) console.log(`  ${t.name.padEnd(32)} ${t.seconds.toFixed(0).padStart(5)} s`);
  console.log(`  ${'total'.padEnd(32)} ${((performance.now() - start) / 1000).toFixed(0).padStart(5)} s`);
}
