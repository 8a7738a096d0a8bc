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
if (files.length === 0) {
  console.error('No Node tests found under test/.');
  process.exit(1);
}
// Files run in parallel, one per core (Node's default leaves one core idle on a 2-core machine).
const concurrency = String(Math.max(2, availableParallelism()));
// `source`: the examples import the package by name, resolved to its sources (see tsconfig.json).
const r = spawnSync(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...options, ...files],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
