import { expect } from '@open-wc/testing';
import { GAMES } from '../../src/games/registry.js';
import { until } from '../helpers.js';

/**
 * A page with a strict Content-Security-Policy (no inline styles or scripts, Trusted Types
 * enforced; the test server sends it for `?csp=`) gets whole boards: the same layout as a plain
 * page, no violation, the computer's move from its worker, and without workers no long task.
 */
type Frame = Window & { violations: string[]; longTasks: number[] | null };
/** Every game: `boards.html` shows each (`check:games` holds the page to the registry). */
const TAGS = GAMES.map((g) => g.tag);

async function open(query: string): Promise<{ frame: HTMLIFrameElement; win: Frame }> {
  const frame = document.createElement('iframe');
  frame.style.width = '520px';
  frame.style.height = '900px';
  frame.src = `/test/csp/boards.html${query}`;
  document.body.append(frame);
  await until(
    () =>
      TAGS.every(
        (t) => (frame.contentDocument?.querySelector(t) as (HTMLElement & { hasUpdated?: boolean }) | null)?.hasUpdated,
      ),
    20000,
  );
  const doc = frame.contentDocument!;
  for (const t of TAGS)
    await (doc.querySelector(t) as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  return { frame, win: frame.contentWindow as Frame };
}

/** Every cell's box and the board's, relative to its element, rounded to the pixel. */
function layout(doc: Document): Record<string, number[][]> {
  const out: Record<string, number[][]> = {};
  for (const t of TAGS) {
    const el = doc.querySelector(t)!;
    const at = el.getBoundingClientRect();
    const boxes = [
      el.shadowRoot!.querySelector('[part~="board"]') ?? el,
      ...el.shadowRoot!.querySelectorAll('[role="gridcell"]'),
    ].map((c) => {
      const r = c.getBoundingClientRect();
      return [r.left - at.left, r.top - at.top, r.width, r.height].map(Math.round);
    });
    out[t] = boxes;
  }
  return out;
}

/** Keeps the thread busy for `ms` milliseconds. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('a page with a strict Content-Security-Policy', function () {
  this.timeout(120000);
  afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

  it('lays out every board exactly as a plain page does, with no violation', async () => {
    const plain = await open('');
    const strict = await open('?csp=strict');
    const want = layout(plain.frame.contentDocument!);
    const got = layout(strict.frame.contentDocument!);
    for (const t of TAGS) {
      expect(want[t]!.length, t).to.be.greaterThan(8);
      expect(got[t], t).to.deep.equal(want[t]);
    }
    // The clocks (a chunk loaded on demand) come up under the policy too.
    const timed = strict.frame.contentDocument!.querySelector('tictactoe-board') as HTMLElement & {
      clockTimes: unknown;
    };
    await until(() => timed.clockTimes !== null);
    expect(timed.shadowRoot!.querySelector('[part~="clock"]')!.textContent!.trim()).to.equal('05:00');
    // The policy really is in force: an inline style attribute is refused there.
    const probe = strict.frame.contentDocument!.createElement('div');
    probe.setAttribute('style', 'width: 123px');
    strict.frame.contentDocument!.body.append(probe);
    expect(probe.getBoundingClientRect().width).to.not.equal(123);
    await until(() => strict.win.violations.length > 0);
    expect(
      strict.win.violations.filter((v) => !v.startsWith('style-src-attr')),
      'violations besides the probe',
    ).to.deep.equal([]);
    expect(strict.win.violations).to.have.length(1);
  });

  it('starts the worker through the Trusted Types policy, and the computer moves', async () => {
    const { frame, win } = await open('?csp=strict');
    const board = frame.contentDocument!.querySelector('reversi-board') as HTMLElement & {
      moves: string[];
      aiEngine?: string;
    };
    board.setAttribute('ai-time', '200');
    board.setAttribute('ai-side', 'first');
    board.setAttribute('mode', 'vs-ai');
    await until(() => board.moves.length === 1, 30000);
    expect(board.aiEngine).to.equal('worker');
    expect(win.violations).to.deep.equal([]);
  });

  it('opens a review, its code and styles loaded on demand, with no violation', async () => {
    const { frame, win } = await open('?csp=strict');
    const board = frame.contentDocument!.querySelector('nim-board') as HTMLElement & {
      moves: string[];
      updateComplete: Promise<unknown>;
    };
    let ready = false;
    board.addEventListener('review-ready', () => (ready = true));
    board.setAttribute('moves', '1:1 2:2');
    board.setAttribute('review-time', '200');
    board.setAttribute('review', '');
    await until(() => ready, 30000);
    await board.updateComplete;
    const graph = board.shadowRoot!.querySelector('[part~="review-graph"]')!;
    // The review's own sheet is adopted: its graph has the border it gives.
    expect(getComputedStyle(graph).borderTopStyle).to.equal('solid');
    expect(graph.getBoundingClientRect().width).to.be.greaterThan(100);
    expect(board.shadowRoot!.querySelectorAll('[part~="move"]')).to.have.length(2);
    expect(win.violations).to.deep.equal([]);
  });

  it('with workers refused, thinks on the main thread of every board with no task of 50 ms or more', async () => {
    const { frame, win } = await open('?csp=no-worker');
    expect(win.longTasks, 'the Long Tasks API').to.be.an('array');
    // The observer sees a long task of this thread (the frame shares it): a 120 ms one is recorded.
    await new Promise((r) => setTimeout(() => r(busy(120)), 0));
    await until(() => win.longTasks!.some((d) => d >= 100));
    // A long task is wall time: on a loaded machine the system may pause the page mid-slice. So each
    // game gets up to three rounds of thought, and one round without a long task passes; work that
    // is not sliced (a 200 ms block) shows in every round.
    for (const t of TAGS) {
      const board = frame.contentDocument!.querySelector(t) as HTMLElement & {
        moves: string[];
        aiEngine?: string;
        result: unknown;
        hint(): Promise<string | null>;
      };
      board.scrollIntoView();
      const rounds: number[] = [];
      while (rounds.length < 3 && !(rounds.at(-1)! < 50)) {
        win.longTasks!.length = 0;
        if (t === 'peg-solitaire-board') {
          // One player: the computer is the solver, asked for a hint.
          expect(await board.hint(), t).to.be.a('string');
        } else {
          // Several moves of the computer on both sides, deeper into the game each round (a new one after the end).
          if (board.result !== null) board.moves = [];
          const from = board.moves.length;
          board.setAttribute('ai-time', '300');
          board.setAttribute('ai-delay', '0');
          board.setAttribute('mode', 'ai-vs-ai');
          await until(() => board.moves.length >= from + 3 || board.result !== null, 60000);
          board.setAttribute('mode', 'two-player');
          await until(() => !board.hasAttribute('thinking'));
        }
        rounds.push(Math.max(0, ...win.longTasks!));
      }
      expect(board.aiEngine, t).to.equal('main-thread');
      expect(
        Math.min(...rounds),
        `${t}: longest task while thinking (ms), each round: ${rounds.join(', ')}`,
      ).to.be.below(50);
    }
    // Refused as the policy says: the worker, and WebAssembly (no 'wasm-unsafe-eval'; the engines in JavaScript play
    // instead).
    expect(
      win.violations.every((v) => v.startsWith('worker-src') || v.startsWith('script-src wasm-eval')),
      win.violations.join('\n'),
    ).to.equal(true);
  });
});
