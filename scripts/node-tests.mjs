// Runs the DOM-free tests (core, rules, AI) in Node; element tests run in Chromium instead.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const isBrowserTest = (f) => f.endsWith('-board.test.ts') || f.endsWith('.browser.test.ts');
const files = readdirSync('test', { recursive: true })
  .map((f) => join('test', String(f)))
  .filter((f) => f.endsWith('.test.ts') && !isBrowserTest(f))
  .sort();
if (files.length === 0) {
  console.error('No Node tests found under test/.');
  process.exit(1);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...process.argv.slice(2), ...files], { stdio: 'inherit' });
process.exit(r.status ?? 1);
