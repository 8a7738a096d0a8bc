/** The WebAssembly engines load and solve exactly in Chromium, as they do in the worker. */
import { expect } from '@open-wc/testing';
import { Solver, positionFromDigits } from '../../src/games/connect-four/solver.js';
import { createWasmSearch } from '../../src/games/connect-four/wasm-search.js';
import { rules } from '../../src/games/reversi/rules.js';
import { loadEndgameEngine, solve } from '../../src/games/reversi/solver.js';
import { endgameEngine } from '../../src/games/reversi/wasm-endgame.js';

describe('the WebAssembly engines in the browser', () => {
  it("solve Connect Four positions of Pons' test sets exactly", async () => {
    const core = await createWasmSearch(7, 6, 20);
    expect(core).to.not.equal(null);
    const solver = new Solver(7, 6, 20, core!);
    // Test_L2_R1, lines 1-3: `<moves> <score>`.
    for (const [moves, score] of [
      ['5554224333234511764415115', 4],
      ['52753311433677442422121', 8],
      ['1233722555341451114725221333', -1],
    ] as const) {
      expect(solver.solve(positionFromDigits(moves)), moves).to.equal(score);
      expect(solver.nodes).to.be.greaterThan(0);
    }
  });

  it('solve Reversi FFO #1-#3 exactly, with a best move', async () => {
    expect(await loadEndgameEngine(8)).to.equal(true);
    expect(endgameEngine(8)).to.not.equal(undefined);
    for (const [position, best, moves] of [
      ['--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X', 18, ['g8']],
      ['-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X', 10, ['a4']],
      ['----OX----OOXX---OOOXX-XOOXXOOOOOXXOXXOOOXXXOOOOOXXXXOXO--OOOOOX X', 2, ['d1']],
    ] as const) {
      const s = rules.newGame({ position });
      const r = solve(s);
      expect(r.score, position).to.equal(best);
      expect(moves as readonly string[]).to.include(rules.moveToString(s, r.move));
    }
  });
});
