/** The computer's worker dying mid-search: the board replaces it and the game goes on. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/reversi-board.js';
import type { ReversiBoard } from '../../src/games/reversi/reversi-board.js';
import { captureWarnings, until } from '../helpers.js';

/** The board's current worker (private; reached for this test only). */
const workerOf = (el: ReversiBoard) => (el as unknown as { aiControl: { worker?: Worker } }).aiControl.worker;

describe('AI worker failures', () => {
  it('replaces a worker ended from outside mid-search and still moves', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board ai-side="first" ai-delay="0" ai-time="300"></reversi-board>`);
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

  it('replaces a worker that fails with an error mid-search and still moves', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board ai-side="first" ai-delay="0" ai-time="300"></reversi-board>`);
    await until(() => workerOf(el) !== undefined);
    const first = workerOf(el)!;
    await captureWarnings(async () => {
      first.dispatchEvent(new ErrorEvent('error', { message: 'out of memory' }));
      await until(() => el.moves.length === 1, 10000);
    });
    expect(workerOf(el)).to.not.equal(first);
  });
});
