/** A game's review on the board: every move marked in the worker, the graph, the steps by key and click, the events. */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/tictactoe-board.js';
import type { ReviewProgressEventDetail, ReviewReadyEventDetail } from '../../src/element/base/events.js';
import type { TicTacToeBoard } from '../../src/games/tictactoe/tictactoe-board.js';
import { status, until } from '../helpers.js';

const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
/** X lets O complete a line it could have blocked (c1 instead of a2): the game's blunder. */
const GAME = 'b2 a1 c3 a3 c1 a2';

/** A board whose review is ready, with the events it fired. */
async function reviewed(markup: ReturnType<typeof html>) {
  const progress: ReviewProgressEventDetail[] = [];
  let ready: ReviewReadyEventDetail | undefined;
  const host = await fixture<HTMLDivElement>(
    html`<div @review-progress=${(e: CustomEvent<ReviewProgressEventDetail>) => progress.push(e.detail)} @review-ready=${(e: CustomEvent<ReviewReadyEventDetail>) => (ready = e.detail)}>${markup}</div>`,
  );
  const el = host.firstElementChild as TicTacToeBoard;
  await until(() => ready !== undefined, 30000);
  await el.updateComplete;
  return { el, progress, ready: ready! };
}

describe('the review', () => {
  it('marks the move that gave the win away a blunder, from the worker, with the better move in words', async () => {
    const { el, progress, ready } = await reviewed(html`<tictactoe-board mode="two-player" moves=${GAME} review review-time="300"></tictactoe-board>`);
    expect(el.aiEngine).to.equal('worker');
    expect(progress.map((p) => p.done)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(ready.moves.map((m) => m!.mark)).to.deep.equal(['best', 'best', 'best', 'best', 'blunder', 'best']);
    const blunder = ready.moves[4]!;
    expect([blunder.move, blunder.best, blunder.outcome, blunder.bestOutcome]).to.deep.equal(['c1', 'a2', 'loss', 'draw']);
    expect(ready.points).to.have.length(7);
    expect(ready.points.every((p) => p !== null && p.exact)).to.equal(true);
    // The board shows the last position, its move marked, and the line in the status.
    expect(el.gameState.ply).to.equal(6);
    expect(status(el)).to.equal('Move 6, a2: best.');
    expect(part(el, 'review-graph')!.getAttribute('aria-valuenow')).to.equal('6');
    const marks = [...el.shadowRoot!.querySelectorAll('[part~="move"]')].map((m) => m.textContent!.trim());
    expect(marks).to.deep.equal(['b2', 'a1', 'c3', 'a3', 'c1??', 'a2']);
    await expect(el).to.be.accessible();
  });

  it('steps through every position by keys on the graph and by clicks in the move list, playing nothing', async () => {
    const { el } = await reviewed(html`<tictactoe-board mode="two-player" moves=${GAME} review review-time="300"></tictactoe-board>`);
    part(el, 'review-graph')!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(el.gameState.ply).to.equal(5);
    expect(status(el)).to.equal('Move 5, c1: blunder, turned a draw into a loss; best was a2.');
    // The better move, on the position it was missed in: b, or the button.
    await sendKeys({ press: 'b' });
    await el.updateComplete;
    expect([el.gameState.ply, status(el)]).to.deep.equal([4, 'Move 5: a2 was better than c1.']);
    expect(el.shadowRoot!.querySelector('[part~="hint"]')!.getAttribute('part')).to.contain('a2');
    expect(part(el, 'better-move')!.getAttribute('aria-pressed')).to.equal('true');
    part(el, 'better-move')!.click();
    await el.updateComplete;
    expect([el.gameState.ply, el.shadowRoot!.querySelector('[part~="hint"]')]).to.deep.equal([5, null]);
    part(el, 'review-graph')!.focus();
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect([el.gameState.ply, status(el)]).to.deep.equal([0, 'The start: no move yet.']);
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      seen.push(el.gameState.ply);
    }
    expect(seen).to.deep.equal([1, 2, 3, 4, 5, 6]);
    el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="move"]')[2]!.click();
    await el.updateComplete;
    expect(el.gameState.ply).to.equal(3);
    expect(part(el, 'current')!.textContent!.trim()).to.equal('c3');
    // The game itself is untouched, and the board takes no move while the review is open.
    expect(el.moves.join(' ')).to.equal(GAME);
    expect(el.undo()).to.equal(false);
    el.closeReview();
    await el.updateComplete;
    expect([el.gameState.ply, el.reviewing, el.hasAttribute('review')]).to.deep.equal([6, false, false]);
    expect(part(el, 'review')).to.equal(null);
  });

  it('opens from the Review button when the game ends, and a second time at once from what it knows', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player" moves=${GAME} review-time="300"></tictactoe-board>`);
    let ready = 0;
    el.addEventListener('review-ready', () => ready++);
    part(el, 'review-button')!.click();
    await until(() => ready === 1, 30000);
    el.closeReview();
    await el.updateComplete;
    el.review();
    await el.updateComplete;
    expect(ready).to.equal(2);
    expect(part(el, 'review-progress')).to.equal(null);
  });

  it('closes when a new game starts, and falls back from a wrong review-time with one warning', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const { el } = await reviewed(html`<tictactoe-board mode="two-player" moves=${GAME} review review-time="fast"></tictactoe-board>`);
      expect(el.reviewTime).to.equal(1000);
      expect(warnings.filter((w) => /review-time/.test(w))).to.have.length(1);
      el.reset();
      await el.updateComplete;
      expect([el.reviewing, el.moves.length, el.gameState.ply]).to.deep.equal([false, 0, 0]);
    } finally {
      console.warn = original;
    }
  });
});
