// Runs the DOM-free tests (core, rules, AI, and the examples' own) in Node; element tests run in Chromium instead.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const isBrowserTest = (f) => f.endsWith('-board.test.ts') || f.endsWith('.browser.test.ts');
// After `--`, the files to run (default: every Node test file); before it, options for the test runner
// (`--test-name-pattern`...).
const split = process.argv.indexOf('--');
const options = split < 0 ? process.argv.slice(2) : process.argv.slice(2, split);
const chosen = split < 0 ? [] : process.argv.slice(split + 1);
const files = chosen.length
  ? chosen
  : ['test', ...readdirSync('examples').map((e) => join('examples', e, 'test'))]
      .flatMap((dir) => readdirSync(dir, { recursive: true }).map((f) => join(dir, String(f))))
      .filter((f) => f.endsWith('.test.ts') && !isBrowserTest(f))
      .sort();
if (files.length === 0) {
  console.error('No Node tests found under test/.');
  process.exit(1);
}

/**
 * The CPU seconds of the files that take longest, each measured alone on an idle 2-core machine (`/usr/bin/time node
 * --import tsx --test <file>`, less the 0.8 s of starting TypeScript a group pays once); every other file counts as
 * one second.
 */
const COST = {
  'test/fuzz/fuzz.test.ts': 21,
  'test/core/review-fixed.test.ts': 18,
  'test/games/connect-four/opening-book.test.ts': 14,
  'test/games/reversi/solver.test.ts': 13,
  'test/bench/outside.test.ts': 10,
  'test/games/connect-four/solver.test.ts': 10,
  'test/games/peg-solitaire/solver.test.ts': 9,
  'test/games/connect-four/ai.test.ts': 8,
  'test/games/connect-four/review.test.ts': 5,
  'test/games/reversi/symmetry.test.ts': 4,
  'test/scripts/review-book.test.ts': 4,
  'test/core/puzzle.test.ts': 3,
  'test/core/review.test.ts': 3,
  'test/games/hnefatafl/engine.test.ts': 3,
  'examples/kalah/test/margin-search.test.ts': 4,
  'examples/kalah/test/rules.test.ts': 2,
  'test/core/refusals.test.ts': 2,
  'test/core/search.test.ts': 2,
  'test/core/sliced.test.ts': 2,
  'test/games/reversi/ai.test.ts': 2,
  'test/languages/complete.test.ts': 2,
};
/**
 * Files that change the process they run in (WebAssembly refused) or need it fresh (no opening book loaded yet): each
 * runs in a process of its own.
 */
const ALONE = ['test/core/wasm-refused.test.ts', 'test/games/connect-four/headless-book.test.ts'];
const missing = chosen.length ? [] : [...Object.keys(COST), ...ALONE].filter((f) => !files.includes(f));
if (missing.length) {
  console.error(`scripts/node-tests.mjs names files that are no Node tests: ${missing.join(', ')}.`);
  process.exit(1);
}

/**
 * The files in groups, one process each: a process per file, as `node --test` runs them, spent a CPU second starting
 * TypeScript for each of sixty files (a third of the Node tests' time). One group per core and one more, so that a
 * group waiting on a worker leaves its core to another; the longest files first, each to the lightest group.
 */
function groups() {
  const cost = (f) => COST[f] ?? 1;
  const shared = Array.from({ length: Math.min(availableParallelism() + 1, files.length) }, () => ({
    files: [],
    cost: 0,
  }));
  for (const f of files.filter((f) => !ALONE.includes(f)).sort((a, b) => cost(b) - cost(a))) {
    const lightest = shared.reduce((a, b) => (b.cost < a.cost ? b : a));
    lightest.files.push(f);
    lightest.cost += cost(f);
  }
  return [
    ...shared.filter((g) => g.files.length > 0),
    ...files.filter((f) => ALONE.includes(f)).map((f) => ({ files: [f] })),
  ];
}

/**
 * Runs one group's files in one process, in turn, and resolves to its output and exit status. `source`: the examples
 * import the package by name, resolved to its sources (see tsconfig.json).
 */
function runGroup(group) {
  const imports = group.files.map((f) => `await import(${JSON.stringify(pathToFileURL(resolve(f)).href)});`).join('\n');
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        '--test-reporter=tap',
        ...options,
        '--input-type=module',
        '-e',
        imports,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (status) => done({ out, status }));
  });
}

// Groups run at once; each one's output is shown whole as it ends, so that two groups' lines never interleave.
const sums = { tests: 0, pass: 0, fail: 0, skipped: 0, todo: 0 };
let status = 0;
await Promise.all(
  groups().map(async (group) => {
    const began = performance.now();
    const r = await runGroup(group);
    const seconds = ((performance.now() - began) / 1000).toFixed(0);
    process.stdout.write(`# files (${seconds} s): ${group.files.join(' ')}\n${r.out}`);
    for (const key of Object.keys(sums))
      sums[key] += Number(r.out.match(new RegExp(`^# ${key} (\\d+)`, 'm'))?.[1] ?? 0);
    if (r.status !== 0) status = r.status ?? 1;
  }),
);
// The summary of every group, as `node --test` gives it for its files.
for (const [key, n] of Object.entries(sums)) console.log(`# ${key} ${n}`);
process.exit(status);
