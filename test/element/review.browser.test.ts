/** A game's review on the board: every move marked in the worker, the graph, the steps by key and click, the events. */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/tictactoe-board.js';
import type { ReviewProgressEventDetail, ReviewReadyEventDetail } from '../../src/element/base/events.js';
import type { TicTacToeBoard } from '../../src/games/tictactoe/tictactoe-board.js';
import { reviewGame, saveReview } from '../../src/core/review.js';
import { ai as ticTacToeAi } from '../../src/games/tictactoe/ai.js';
import { rules as ticTacToe } from '../../src/games/tictactoe/rules.js';
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
    const { el, progress, ready } = await reviewed(
      html`<tictactoe-board mode="two-player" moves=${GAME} review review-time="300"></tictactoe-board>`,
    );
    expect(el.aiEngine).to.equal('worker');
    expect(progress.map((p) => p.done)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(ready.moves.map((m) => m!.mark)).to.deep.equal(['best', 'best', 'best', 'best', 'blunder', 'best']);
    const blunder = ready.moves[4]!;
    expect([blunder.move, blunder.best, blunder.outcome, blunder.bestOutcome]).to.deep.equal([
      'c1',
      'a2',
      'loss',
      'draw',
    ]);
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

  it("shows the players' names it is given in two-player, as the Review page says, and the mode's own names without them", async () => {
    const names = (el: HTMLElement) =>
      [...el.shadowRoot!.querySelectorAll('[part~="player-name"]')].map((n) => n.textContent!.trim());
    const named = await reviewed(
      html`<tictactoe-board mode="two-player" first-player="Ada" second-player="Grace" moves=${GAME} review review-time="300"></tictactoe-board>`,
    );
    expect(names(named.el)).to.deep.equal(['Ada', 'Grace']);
    expect(named.ready.moves.map((m) => m!.player)).to.deep.equal([
      'first',
      'second',
      'first',
      'second',
      'first',
      'second',
    ]);
    // Without names the plates say the mode's: the default vs-ai calls the first side "You" whoever played it.
    expect(
      names((await reviewed(html`<tictactoe-board moves=${GAME} review review-time="300"></tictactoe-board>`)).el),
    ).to.deep.equal(['You', 'Computer']);
    // A blank name, or one of markup, is no name and no HTML: the default, and the text as written.
    const hostile = await reviewed(
      html`<tictactoe-board mode="two-player" first-player="   " second-player="<b>Grace</b>" moves=${GAME} review review-time="300"></tictactoe-board>`,
    );
    expect(names(hostile.el)).to.deep.equal(['Player 1', '<b>Grace</b>']);
    expect(hostile.el.shadowRoot!.querySelector('[part~="player-name"] b')).to.equal(null);
  });

  it('steps through every position by keys on the graph and by clicks in the move list, playing nothing', async () => {
    const { el } = await reviewed(
      html`<tictactoe-board mode="two-player" moves=${GAME} review review-time="300"></tictactoe-board>`,
    );
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
    expect([el.gameState.ply, el.review, el.hasAttribute('review')]).to.deep.equal([6, false, false]);
    expect(part(el, 'review')).to.equal(null);
  });

  it('opens from the Review button when the game ends, and a second time at once from what it knows', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="two-player" moves=${GAME} review-time="300"></tictactoe-board>`,
    );
    let ready = 0;
    el.addEventListener('review-ready', () => ready++);
    part(el, 'review-button')!.click();
    await until(() => ready === 1, 30000);
    el.closeReview();
    await el.updateComplete;
    el.openReview();
    await el.updateComplete;
    expect(ready).to.equal(2);
    expect(part(el, 'review-progress')).to.equal(null);
  });

  it('closes when a new game starts, and falls back from a wrong review-time with one warning', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const { el } = await reviewed(
        html`<tictactoe-board mode="two-player" moves=${GAME} review review-time="fast"></tictactoe-board>`,
      );
      expect(el.settings.reviewTime).to.equal(1000);
      expect(warnings.filter((w) => /review-time/.test(w))).to.have.length(1);
      el.reset();
      await el.updateComplete;
      expect([el.review, el.moves.length, el.gameState.ply]).to.deep.equal([false, 0, 0]);
    } finally {
      console.warn = original;
    }
  });

  describe('kept with a saved game', () => {
    const saveOf = (moves: string[], review?: unknown) =>
      JSON.stringify({
        format: 'board-game-elements',
        version: 1,
        game: 'tictactoe',
        options: { size: 3 },
        moves,
        undone: [],
        ...(review ? { review } : {}),
      });
    afterEach(() =>
      Object.keys(localStorage)
        .filter((k) => k.includes('review-kept'))
        .forEach((k) => localStorage.removeItem(k)),
    );

    it('is saved with the game once made, and a board that resumes it shows it at once, valuing nothing', async () => {
      // Lines of their own: the page keeps every review it made, and these must come from storage.
      const key = 'board-game-elements:tictactoe:review-kept-a';
      const moves = ['a1', 'b2', 'a2', 'a3', 'c1', 'b1', 'b3'];
      const made = await reviewGame(ticTacToe, ticTacToeAi, moves, { timeMs: 200 });
      localStorage.setItem(key, saveOf(moves, saveReview(made, 200)));
      const progress: unknown[] = [];
      let ready: ReviewReadyEventDetail | undefined;
      const el = await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" persist="review-kept-a" review-time="200" @review-progress=${(e: Event) => progress.push(e)} @review-ready=${(e: CustomEvent<ReviewReadyEventDetail>) => (ready = e.detail)}></tictactoe-board>`,
      );
      await until(() => el.moves.length === moves.length);
      el.openReview();
      await until(() => ready !== undefined);
      expect(progress).to.have.length(0);
      expect(ready!.moves.map((m) => m!.mark)).to.deep.equal(made.moves.map((m) => m!.mark));
      expect(ready!.moves.map((m) => m!.best)).to.deep.equal(made.moves.map((m) => m!.bestNotation));
      // No worker was started for it.
      expect(el.aiEngine).to.not.equal('worker');

      // A board that makes a review saves it with its game.
      const other = 'board-game-elements:tictactoe:review-kept-b';
      localStorage.setItem(other, saveOf(['c3', 'b2', 'a1', 'a2', 'b3']));
      const b = await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" persist="review-kept-b" review-time="200"></tictactoe-board>`,
      );
      await until(() => b.moves.length === 5);
      b.openReview();
      await until(
        () => (JSON.parse(localStorage.getItem(other)!) as { review?: { moves: unknown[] } }).review !== undefined,
        30000,
      );
      const saved = JSON.parse(localStorage.getItem(other)!) as {
        moves: string[];
        review: { timeMs: number; moves: unknown[][] };
      };
      expect([saved.moves.length, saved.review.timeMs, saved.review.moves.length]).to.deep.equal([5, 200, 5]);
      expect(saved.review.moves.every((m) => Array.isArray(m) && m.length === 5)).to.equal(true);
    });

    it('reaches another board on the same key (as another tab), which shows it without valuing anything', async () => {
      const key = 'board-game-elements:tictactoe:review-kept-d';
      localStorage.setItem(key, saveOf(['a3', 'b2', 'c1', 'b1']));
      const wrap = await fixture<HTMLDivElement>(
        html`<div><tictactoe-board mode="two-player" persist="review-kept-d" review-time="200"></tictactoe-board><tictactoe-board mode="two-player" persist="review-kept-d" review-time="200"></tictactoe-board></div>`,
      );
      const [a, b] = [...wrap.querySelectorAll('tictactoe-board')] as TicTacToeBoard[];
      await until(() => a!.moves.length === 4 && b!.moves.length === 4);
      a!.openReview();
      await until(() => (JSON.parse(localStorage.getItem(key)!) as { review?: unknown }).review !== undefined, 30000);
      const progress: unknown[] = [];
      let ready: ReviewReadyEventDetail | undefined;
      b!.addEventListener('review-progress', (e) => progress.push(e));
      b!.addEventListener('review-ready', (e) => (ready = (e as CustomEvent<ReviewReadyEventDetail>).detail));
      b!.openReview();
      await until(() => ready !== undefined);
      expect(progress).to.have.length(0);
      expect(ready!.moves).to.have.length(4);
      // A move on the other board: the first, still in review, values the new position and saves the review of the
      // longer line.
      b!.closeReview();
      await b!.updateComplete;
      b!.play('c3');
      await until(() => a!.moves.length === 5);
      await until(
        () => (JSON.parse(localStorage.getItem(key)!) as { review?: { moves: unknown[] } }).review?.moves.length === 5,
        30000,
      );
      expect(a!.review).to.equal(true);
    });

    it('is valued again, with one warning and the game kept, when what was saved is not a review of the game', async () => {
      const key = 'board-game-elements:tictactoe:review-kept-c';
      const moves = ['c1', 'b2', 'c3', 'c2', 'a2'];
      const made = saveReview(await reviewGame(ticTacToe, ticTacToeAi, moves, { timeMs: 200 }), 200);
      // A better move on a taken square: not a review of this game.
      made.moves[3]![2] = 'b2';
      localStorage.setItem(key, saveOf(moves, made));
      const warnings: string[] = [];
      const original = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
      try {
        let done = 0;
        const el = await fixture<TicTacToeBoard>(
          html`<tictactoe-board mode="two-player" persist="review-kept-c" review review-time="200" @review-progress=${() => done++} @review-ready=${() => (done += 100)}></tictactoe-board>`,
        );
        await until(() => done >= 100, 30000);
        expect(done).to.equal(105);
        expect(el.moves).to.deep.equal(moves);
        expect(warnings.filter((w) => /review saved with this game cannot be read/.test(w))).to.have.length(1);
        // The review made now replaces it in the save.
        await until(
          () =>
            (JSON.parse(localStorage.getItem(key)!) as { review: { moves: unknown[][] } }).review.moves[3]![2] !== 'b2',
        );
      } finally {
        console.warn = original;
      }
    });
  });
});
