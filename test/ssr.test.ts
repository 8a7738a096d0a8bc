import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

describe('server rendering', () => {
  it('imports every entry without a DOM', async () => {
    assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined');
    const entries = ['../src/index.js', '../src/nim-board.js', '../src/tictactoe-board.js', '../src/games/nim/rules.js', '../src/games/tictactoe/ai.js'];
    for (const entry of entries) {
      const module = await import(entry);
      assert.ok(Object.keys(module).length > 0, entry);
    }
  });
});
