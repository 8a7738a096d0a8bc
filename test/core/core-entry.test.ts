/**
 * `board-game-elements/core` is what a game's AI module imports inside the worker: everything it
 * loads must stay in `src/core/` (no Lit, no element, no DOM), and it must offer what a game's rules
 * and AI are written with.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build } from 'esbuild';
import * as core from '../../src/core/index.js';

describe('the core entry', () => {
  it('loads nothing outside src/core, statically or by import()', async () => {
    const result = await build({
      entryPoints: ['src/core/index.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      splitting: true,
      outdir: 'out',
      logLevel: 'silent',
    });
    const outside = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('src/core/'));
    assert.deepEqual(outside, []);
  });

  it('offers the rules contract, the AI contract and the shared search', () => {
    for (const name of [
      'IllegalMoveError',
      'InvalidOptionsError',
      'opponent',
      'clampDepth',
      'DEFAULT_TIME_MS',
      'search',
      'thinkBySearch',
      'sessionTable',
      'createRng',
      'GameSession',
      'WIN',
      'PROVEN',
    ])
      assert.ok(name in core, name);
  });
});
