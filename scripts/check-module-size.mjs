// Part of `npm test`: fails when a module of the elements (`src/element/`) passes 400 lines. The
// element side grows with every feature; past that size a module holds more than one thing, and
// what it does no longer fits in one reading. Split it by what each part does.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const LIMIT = 400;
const files = readdirSync('src/element', { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join('src/element', f));
const long = files.map((f) => [f, readFileSync(f, 'utf8').split('\n').length - 1]).filter(([, n]) => n > LIMIT);
if (long.length > 0) {
  console.error(`Modules of src/element/ over ${LIMIT} lines:\n${long.map(([f, n]) => `  ${f}: ${n}`).join('\n')}`);
  process.exit(1);
}
console.log(`every module of src/element/ (${files.length}) has at most ${LIMIT} lines`);
