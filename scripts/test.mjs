// `npm test` (and `npm run test:long` with `--long`): every stage in turn, each with its wall time,
// and the total at the end. `--long` runs the deep checks instead: the fuzz at 2000 games per
// variant (`npm test` plays 150), and the browser's long session of 1000 boards (`npm test`: 140).
import { spawnSync } from 'node:child_process';

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
      ['lists of games', 'node', ['scripts/games.mjs', '--check']],
      ['lint', npx, ['eslint', 'src', 'examples']],
      ['lint', npx, ['prettier', '--check', '.']],
      ['Node tests', 'node', ['scripts/node-tests.mjs']],
      ['browser tests', 'node', ['scripts/find-chromium.mjs']],
      ['browser tests', npx, ['wtr']],
      ['React app', 'node', ['scripts/check-react.mjs']],
    ];

const times = [];
const start = performance.now();
for (const [name, command, args, env] of stages) {
  const began = performance.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
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

function report() {
  console.log('\nstage times');
  for (const t of times) console.log(`  ${t.name.padEnd(32)} ${t.seconds.toFixed(0).padStart(5)} s`);
  console.log(`  ${'total'.padEnd(32)} ${((performance.now() - start) / 1000).toFixed(0).padStart(5)} s`);
}
