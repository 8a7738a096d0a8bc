/** The circle finder behind `scripts/check-circles.mjs`, on small trees written for the test. */
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { importCircles } from '../../scripts/lib/import-circles.mjs';

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A tree of the given modules (path -> source) in a fresh folder. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'circles-'));
  dirs.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

describe('importCircles', () => {
  it('finds static, re-export and dynamic circles, across folders, and nothing in a tree without one', async () => {
    const dir = tree({
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;",
      'b.ts': "import { a } from './a.js';\nexport const b = () => a;",
      'link.ts': "export const depth = 3;\nexport const load = () => import('./deep/ai.js');",
      'deep/ai.ts': "import { depth } from '../link.js';\nexport const ai = depth;",
      'x.ts': "export { y } from './y.js';\nexport const x = 1;",
      'y.ts': "import { x } from './x.js';\nexport const y = x;",
      'leaf.ts': 'export const leaf = 1;',
      'user.ts': "import { leaf } from './leaf.js';\nexport const user = leaf;",
    });
    assert.deepEqual(await importCircles(dir), [
      ['a.ts', 'b.ts'],
      ['deep/ai.ts', 'link.ts'],
      ['x.ts', 'y.ts'],
    ]);
  });

  it('leaves out type-only imports, which the compiler erases', async () => {
    const dir = tree({
      'words.ts': "export interface Words { hi: string }\nexport const zh = () => import('./words-zh.js');",
      'words-zh.ts': "import type { Words } from './words.js';\nexport const zh: Words = { hi: '你好' };",
    });
    assert.deepEqual(await importCircles(dir), []);
  });

  it('finds a longer circle as one', async () => {
    const dir = tree({
      'p.ts': "import { q } from './q.js';\nexport const p = () => q;",
      'q.ts': "import { r } from './r.js';\nexport const q = () => r;",
      'r.ts': "import { p } from './p.js';\nexport const r = () => p;",
    });
    assert.deepEqual(await importCircles(dir), [['p.ts', 'q.ts', 'r.ts']]);
  });
});
