/**
 * Boards added and removed many times while the computer thinks: no worker, window or document
 * listener, or timer may outlive its board.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import { GAMES } from '../../src/games/registry.js';
import { until } from '../helpers.js';

/** Boards added and removed: 1000 in `npm run test:long`, 140 (twenty of each kind) in every run. */
const ROUNDS = (window as { BGE_LONG?: boolean }).BGE_LONG ? 1000 : 140;

describe('a long session', () => {
  it(`leaves no worker, listener or timer behind after adding and removing a board of every kind ${ROUNDS} times while it thinks`, async function () {
    // Its length depends on the machine's load, not on a state to wait for: the time limit is generous.
    this.timeout(ROUNDS * 500);
    const original = { Worker: window.Worker, setTimeout: window.setTimeout, clearTimeout: window.clearTimeout };
    const later = window.setTimeout.bind(window);
    const cancel = window.clearTimeout.bind(window);
    let workers = 0;
    let ended = 0;
    const timers = new Set<number>();
    let listeners = 0;
    const counted = [window, document] as const;
    type Listen = (this: EventTarget, ...args: unknown[]) => void;
    const adds = counted.map((t) => t.addEventListener as Listen);
    const removes = counted.map((t) => t.removeEventListener as Listen);
    // Count workers started and ended, timers pending, and listeners on the window and the document.
    window.Worker = class extends original.Worker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        workers++;
      }
      override terminate(): void {
        ended++;
        super.terminate();
      }
    };
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = later(
        (...a: unknown[]) => {
          timers.delete(id);
          if (typeof fn === 'function') (fn as (...x: unknown[]) => void)(...a);
        },
        ms,
        ...args,
      );
      timers.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) timers.delete(id);
      cancel(id);
    }) as typeof window.clearTimeout;
    counted.forEach((t, i) => {
      t.addEventListener = function (this: EventTarget, ...a: unknown[]) {
        listeners++;
        adds[i]!.apply(this, a);
      } as EventTarget['addEventListener'];
      t.removeEventListener = function (this: EventTarget, ...a: unknown[]) {
        listeners--;
        removes[i]!.apply(this, a);
      } as EventTarget['removeEventListener'];
    });
    try {
      const tags = GAMES.map((g) => g.tag);
      for (let i = 0; i < ROUNDS; i++) {
        const el = document.createElement(tags[i % tags.length]!);
        el.setAttribute('ai-side', 'first');
        el.setAttribute('ai-delay', '0');
        el.setAttribute('ai-time', '200');
        document.body.append(el);
        // Let it start thinking (a worker for the first request), then take it away mid-search.
        await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
        // The one-player game thinks when asked for a hint.
        if (GAMES.some((g) => g.tag === el.localName && g.players === 1))
          void (el as unknown as { hint(): Promise<unknown> }).hint();
        await new Promise((r) => later(r, i % 10 === 0 ? 20 : 0));
        el.remove();
      }
      await until(() => timers.size === 0, 5000).catch(() => undefined);
      expect(workers, 'workers started').to.be.greaterThan(0);
      expect(workers - ended, 'workers still running').to.equal(0);
      expect(timers.size, 'timers pending').to.equal(0);
      expect(listeners, 'window and document listeners left').to.be.at.most(0);
    } finally {
      Object.assign(window, original);
      counted.forEach((t, i) => {
        t.addEventListener = adds[i] as EventTarget['addEventListener'];
        t.removeEventListener = removes[i] as EventTarget['removeEventListener'];
      });
    }
  });
});
