import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { compileWasm } from '../../src/core/wasm.js';
import { Solver, positionFromDigits } from '../../src/games/connect-four/solver.js';
import { prepare as prepareConnectFour, think as thinkConnectFour } from '../../src/games/connect-four/ai.js';
import { playDigits, rules as connectFour } from '../../src/games/connect-four/rules.js';
import { createWasmSearch } from '../../src/games/connect-four/wasm-search.js';
import { prepare as prepareReversi, think as thinkReversi } from '../../src/games/reversi/ai.js';
import { rules as reversi } from '../../src/games/reversi/rules.js';
import { endgameEngine } from '../../src/games/reversi/wasm-endgame.js';

// This file runs in a process of its own: WebAssembly is refused before any engine compiles, as
// under a Content-Security-Policy without 'wasm-unsafe-eval'.
WebAssembly.compile = () =>
  Promise.reject(new WebAssembly.CompileError("Refused to compile WebAssembly: 'wasm-unsafe-eval' is not allowed"));

describe('where WebAssembly is refused', () => {
  it('gives no engine, and says so without throwing', async () => {
    assert.equal(await compileWasm('H4sIAAAAAAACA2NILM5lZGBgAADOM0scCAAAAA=='), null);
    assert.equal(await createWasmSearch(7, 6, 16), null);
  });

  it('the Reversi AI still solves the endgame exactly, with the JavaScript engine', async () => {
    // FFO #1 (fforum-1-19.obf): G8 wins by 18.
    const line = readFileSync(new URL('../data/reversi/fforum-1-19.obf', import.meta.url), 'utf8').split('\n')[0]!;
    const state = reversi.newGame({ position: line.split(';')[0]! });
    await prepareReversi(state);
    assert.equal(endgameEngine(8), undefined);
    const t = thinkReversi(state, { timeMs: 60_000 });
    assert.equal(t.complete, true);
    assert.equal(t.proven, 'win');
    assert.equal(reversi.moveToString(state, t.move), /([A-H][1-8]):\+18/.exec(line)![1]!.toLowerCase());
  });

  it('the Connect Four AI still plays perfectly, with the JavaScript search', async () => {
    // Pons' tutorial: after 4455 the side to move wins with its 4th stone (score 18).
    const digits = '4455';
    const state = playDigits(connectFour.newGame(), digits);
    await prepareConnectFour(state);
    const t = thinkConnectFour(state, { timeMs: 60_000, seed: 1 });
    assert.equal(t.proven, 'win');
    // The move keeps the win of 18: the opponent then scores -18.
    assert.equal(new Solver(7, 6, 16).solve(positionFromDigits(`${digits}${t.move + 1}`)), -18);
  });
});
