import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';

const src = new URL('../src/', import.meta.url);

/**
 * Every public module: the index, each element's entry, each game's rules, AI and solver, the core,
 * and whatever the package's `exports` map names under `dist/` (checked against its source).
 */
function entries(): string[] {
  const list = new Set<string>(['index.ts']);
  for (const f of readdirSync(src)) if (f.endsWith('-board.ts')) list.add(f);
  for (const game of readdirSync(new URL('games/', src))) {
    for (const part of ['rules', 'ai', 'solver']) {
      if (existsSync(new URL(`games/${game}/${part}.ts`, src))) list.add(`games/${game}/${part}.ts`);
    }
  }
  for (const f of readdirSync(new URL('core/', src))) if (f.endsWith('.ts')) list.add(`core/${f}`);
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  for (const key of Object.keys(pkg.exports)) {
    const m = /^\.\/(.+)\.js$/.exec(key);
    if (m && !key.includes('*') && !key.startsWith('./cdn/')) list.add(`${m[1]}.ts`);
  }
  return [...list].sort();
}

describe('server rendering', () => {
  it('imports every public module in plain Node, without a DOM, and each exports something', async () => {
    assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined');
    const all = entries();
    assert.ok(all.length > 30, `${all.length} modules`);
    for (const entry of all) {
      assert.ok(existsSync(new URL(entry, src)), `${entry} is in the exports map but has no source`);
      const module = (await import(new URL(entry.replace(/\.ts$/, '.js'), src).href)) as Record<string, unknown>;
      assert.ok(Object.keys(module).length > 0, entry);
    }
  });
});
