// Runs the DOM-free tests (core, rules, AI, and the examples' own) in Node; element tests run in Chromium instead.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const isBrowserTest = (f) => f.endsWith('-board.test.ts') || f.endsWith('.browser.test.ts');
// After `--`, the files to run (default: every Node test file); before it, options for `node --test`.
const split = process.argv.indexOf('--');
const options = split < 0 ? process.argv.slice(2) : process.argv.slice(2, split);
const chosen = split < 0 ? [] : process.argv.slice(split + 1);
const files = chosen.length
  ? chosen
  : ['test', ...readdirSync('examples').map((e) => join('examples', e, 'test'))]
      .flatMap((dir) => readdirSync(dir, { recursive: true }).map((f) => join(dir, String(f))))
      .filter((f) => f.endsWith('.test.ts') && !isBrowserTest(f))
      .sort();
/**
 * The files that take longest (CPU seconds alone, measured by running each file by itself), started first: a long file
 * begun last would run alone at the end while the other process sits idle.
 */
const LONGEST = [
  'test/fuzz/fuzz.test.ts',
  'test/games/connect-four/solver.test.ts',
  'test/games/reversi/solver.test.ts',
  'test/core/review-fixed.test.ts',
  'test/games/connect-four/opening-book.test.ts',
  'test/bench/outside.test.ts',
  'test/games/connect-four/ai.test.ts',
  'test/games/peg-solitaire/solver.test.ts',
];
const missing = chosen.length ? [] : LONGEST.filter((f) => !files.includes(f));
if (missing.length) {
  console.error(`scripts/node-tests.mjs lists files that are no Node tests: ${missing.join(', ')}.`);
  process.exit(1);
}
const rank = (f) => (LONGEST.includes(f) ? LONGEST.indexOf(f) : LONGEST.length);
files.sort((a, b) => rank(a) - rank(b));
if (files.length === 0) {
  console.error('No Node tests found under test/.');
  process.exit(1);
}
// Files run in parallel, one more than the cores (Node's default leaves one core idle on a 2-core machine): a file
// waiting on a worker or a timer leaves its core to the next, and beside another busy process the tests keep their
// share of the machine.
const concurrency = String(availableParallelism() + 1);
// `source`: the examples import the package by name, resolved to its sources (see tsconfig.json).
const r = spawnSync(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...options, ...files],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
