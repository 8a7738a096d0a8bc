/** The computer's worker dying mid-search: the board replaces it and the game goes on. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/reversi-board.js';
import type { ReversiBoard } from '../../src/games/reversi/reversi-board.js';
import { captureWarnings, until } from '../helpers.js';

/** The board's current worker (private: reached for this test only). */
const workerOf = (el: ReversiBoard): Worker | undefined =>
  (
    el as unknown as {
      core: { parts: { computer: { part: { current?: { runner: { runner?: { worker?: Worker } } } } } } };
    }
  ).core.parts.computer.part.current?.runner.runner?.worker;

describe('AI worker failures', () => {
  it('replaces a worker ended from outside mid-search and still moves', async () => {
    const el = await fixture<ReversiBoard>(
      html`<reversi-board ai-side="first" ai-delay="0" ai-time="3000"></reversi-board>`,
    );
    await until(() => workerOf(el) !== undefined);
    const first = workerOf(el)!;
    const warnings = await captureWarnings(async () => {
      // Killed by the page (or the browser) while thinking: it will never answer.
      first.terminate();
      await until(() => el.moves.length === 1, 10000);
    });
    expect(workerOf(el)).to.not.equal(first);
    expect(warnings.some((w) => /worker stopped/.test(w))).to.equal(true);
    expect(el.aiEngine).to.equal('worker');
  });

  it('replaces a worker that fails with an error mid-search, after it has answered before, and still moves', async () => {
    // ai-time 3000: even a settled search thinks at least half of its 900 ms pace, so the failure below lands
    // mid-search.
    const el = await fixture<ReversiBoard>(html`<reversi-board ai-delay="0" ai-time="3000"></reversi-board>`);
    el.play('d3');
    await until(() => el.moves.length === 2, 10000);
    await until(() => workerOf(el) !== undefined);
    const first = workerOf(el)!;
    expect(first, 'the worker answered the first move').to.not.equal(undefined);
    const legal = ['c3', 'c4', 'c5', 'c6', 'd6', 'e6', 'f6', 'e3', 'f3', 'f4', 'f5', 'b3', 'b4', 'b5', 'b6'];
    // Any legal reply of the player, then the worker fails while it thinks about its answer.
    for (const m of legal) {
      try {
        el.play(m);
        break;
      } catch {
        continue;
      }
    }
    // Once the request is on its way (the search takes at least 450 ms).
    await until(() => el.thinking);
    await new Promise((r) => setTimeout(r, 50));
    const warnings = await captureWarnings(async () => {
      first.dispatchEvent(new ErrorEvent('error', { message: 'out of memory' }));
      await until(() => el.moves.length === 4, 10000);
    });
    expect(
      warnings.some((w) => /worker stopped \(out of memory\)/.test(w)),
      warnings.join(' / '),
    ).to.equal(true);
    expect(workerOf(el)).to.not.equal(first);
    expect(el.aiEngine).to.equal('worker');
  });
});
