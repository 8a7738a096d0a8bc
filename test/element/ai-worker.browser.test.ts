import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TicTacToeBoard } from '../../src/games/tictactoe/tictactoe-board.js';
import type { NimBoard } from '../../src/games/nim/nim-board.js';
import type { MoveEventDetail } from '../../src/element/base/events.js';
import { captureWarnings, live, record, until } from '../helpers.js';

const grid = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="grid"]')!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` with `Worker` replaced (undefined: a browser or page without workers). */
async function withWorker(replacement: unknown, fn: () => Promise<void>): Promise<void> {
  const original = globalThis.Worker;
  (globalThis as { Worker: unknown }).Worker = replacement;
  try {
    await fn();
  } finally {
    globalThis.Worker = original;
  }
}

describe('the computer thinks off the main thread', () => {
  it('answers from a Web Worker on both boards', async () => {
    const ttt = await fixture<TicTacToeBoard>(
      html`<tictactoe-board ai-side="first" ai-delay="0" seed="1"></tictactoe-board>`,
    );
    const nim = await fixture<NimBoard>(html`<nim-board ai-side="first" ai-delay="0" seed="1"></nim-board>`);
    await ttt.aiComplete;
    await nim.aiComplete;
    expect(ttt.moves).to.have.length(1);
    expect(nim.moves).to.have.length(1);
    expect(ttt.aiEngine).to.equal('worker');
    expect(nim.aiEngine).to.equal('worker');
    // Nim's perfect player leaves a nim-sum of zero after 3 4 5.
    const heaps = nim.gameState.heaps;
    expect(heaps.reduce((a, b) => a ^ b, 0)).to.equal(0);
  });

  it('marks the board busy while thinking and announces it only after about a second', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board size="6" ai-side="first" ai-delay="0" ai-time="1800"></tictactoe-board>`,
    );
    expect(el.thinking).to.equal(true);
    expect(el.hasAttribute('thinking')).to.equal(true);
    await el.updateComplete;
    expect(grid(el).getAttribute('aria-busy')).to.equal('true');
    await sleep(300);
    expect(live(el)).to.not.equal('Thinking…', 'a short search is not announced');
    await until(() => live(el) === 'Thinking…', 3000);
    await el.aiComplete;
    expect(grid(el).getAttribute('aria-busy')).to.equal('false');
    expect(live(el)).to.match(/^Computer played [a-f][1-6]\. Your turn/);
  });

  it("shows the computer's move no sooner than ai-delay after the turn began, however fast it decided", async () => {
    const start = performance.now();
    const el = await fixture<NimBoard>(html`<nim-board ai-side="first" ai-delay="800" seed="2"></nim-board>`);
    const moves = record<MoveEventDetail>(el, 'move');
    expect(el.thinking).to.equal(true);
    await el.aiComplete;
    expect(moves).to.have.length(1);
    expect(performance.now() - start).to.be.at.least(790);
  });

  it('drops a stale search on a new game, and the next one still answers', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board size="6" ai-side="first" ai-delay="0" ai-time="3000"></tictactoe-board>`,
    );
    const moves = record<MoveEventDetail>(el, 'move');
    await sleep(200);
    expect(el.thinking).to.equal(true);
    el.size = 3;
    el.aiTime = 500;
    await el.updateComplete;
    await el.aiComplete;
    expect(moves).to.have.length(1, 'only the new game got a move');
    expect(el.gameState.size).to.equal(3);
    expect(el.gameState.cells.filter((c) => c !== 0)).to.have.length(1);
  });

  it('stops thinking when removed mid-search and never moves afterwards', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board size="6" ai-side="first" ai-delay="0" ai-time="3000"></tictactoe-board>`,
    );
    const moves = record<MoveEventDetail>(el, 'move');
    await sleep(150);
    el.remove();
    expect(el.thinking).to.equal(false);
    expect(el.hasAttribute('thinking')).to.equal(false);
    await sleep(400);
    expect(moves).to.have.length(0);
  });

  it('searches in short slices on the main thread where workers do not exist', async () => {
    await withWorker(undefined, async () => {
      const el = await fixture<TicTacToeBoard>(
        html`<tictactoe-board ai-side="first" ai-delay="0" seed="4"></tictactoe-board>`,
      );
      await el.aiComplete;
      expect(el.aiEngine).to.equal('main-thread');
      expect(el.moves).to.have.length(1);
      expect(el.thinking).to.equal(false);
    });
  });

  it('falls back with one warning when the page blocks workers', async () => {
    class BlockedWorker {
      constructor() {
        throw new DOMException('Workers are not allowed here.', 'SecurityError');
      }
    }
    await withWorker(BlockedWorker, async () => {
      const warnings = await captureWarnings(async () => {
        const el = await fixture<NimBoard>(html`<nim-board ai-side="first" ai-delay="0"></nim-board>`);
        await el.aiComplete;
        expect(el.aiEngine).to.equal('main-thread');
        expect(el.moves).to.have.length(1);
      });
      expect(warnings.filter((w) => w.includes('worker'))).to.have.length(1);
    });
  });
});
