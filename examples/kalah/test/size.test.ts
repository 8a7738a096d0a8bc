/** The line counts docs/your-own-game.md gives for this package are its files' own. */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';

const doc = readFileSync(new URL('../../../docs/your-own-game.md', import.meta.url), 'utf8');
const lines = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8').split('\n').length - 1;

describe("Kalah's size in the docs", () => {
  it('gives every source file with its number of lines, and their sum', () => {
    const rows = [...doc.matchAll(/^\| `(src\/[\w-]+\.ts)` \| (\d+) \|/gm)].map((m) => ({
      path: m[1]!,
      stated: Number(m[2]),
    }));
    const sources = readdirSync(new URL('../src/', import.meta.url))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `src/${f}`);
    assert.deepEqual(rows.map((r) => r.path).sort(), sources.sort(), 'every source file has its row');
    for (const { path, stated } of rows) assert.equal(stated, lines(path), `${path}: the doc says ${stated} lines`);
    const total = Number(/^\| \*\*all\*\* \| \*\*(\d+)\*\* \|/m.exec(doc)?.[1]);
    assert.equal(
      total,
      rows.reduce((n, r) => n + r.stated, 0),
      'the sum',
    );
  });
});
