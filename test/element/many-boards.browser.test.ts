/**
 * Boards of every kind on one page (fifty in the long run), half of them thinking at once (computer against
 * computer, or the solver finishing a peg solitaire), the other half played by random legal moves
 * in between: every board must finish its game. The longest main-thread task is reported here;
 * `npm run bench:browser` measures the same page built from the CDN file.
 */
import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import '../../src/index.js';
import type { BaseState } from '../../src/core/game.js';
import { createRng } from '../../src/core/rng.js';
import type { Board } from '../../src/element/base/board.js';
import { GAMES, type GameTag } from '../../src/games/registry.js';
import { until } from '../helpers.js';

type AnyBoard = Board<BaseState, unknown, unknown> & { solve?: () => Promise<void> };

/** Each kind at a size where a game takes seconds, not minutes. */
const SETUP: Record<GameTag, Record<string, string>> = {
  'nim-board': { 'ai-depth': '2' },
  'tictactoe-board': { 'ai-depth': '2' },
  'connect-four-board': { 'ai-depth': '2' },
  'reversi-board': { size: '6', 'ai-depth': '2' },
  'lines-of-action-board': { size: '6', 'ai-depth': '2' },
  'peg-solitaire-board': { variant: 'triangle' },
  'hnefatafl-board': { variant: 'brandubh', 'ai-depth': '2' },
};
/** Every game of the registry (the table's type makes it have one row for each). */
const KINDS = GAMES.map((g): [tag: string, attributes: Record<string, string>] => [g.tag, SETUP[g.tag]]);
/**
 * Fifty in `npm run test:long` (the page sets `BGE_LONG`), as `npm run bench:browser` plays them from the CDN file,
 * each kind both by the computer and by hand; one of each kind in `npm test`, four by the computer (Nim, Connect Four,
 * Lines of Action, Hnefatafl: four games taking turns on the pool's workers) and three by hand. The sources start a
 * worker per game, so here most of the time goes to starting them again as the games take turns on the one worker of
 * a 2-core machine (the CDN file has one worker for all): two of each kind cost twice the CPU of one.
 */
const BOARDS = (window as { BGE_LONG?: boolean }).BGE_LONG ? 50 : KINDS.length;

describe('many boards on one page', () => {
  it(`finishes every game of ${BOARDS} boards of every kind, half of them played by the computer at once`, async function () {
    this.timeout(300_000);
    const tasks: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e)));
    observer.observe({ type: 'longtask' });
    const page = await fixture<HTMLDivElement>(
      html`<div style="display:grid;grid-template-columns:repeat(10,1fr);width:1200px"></div>`,
    );
    const boards: { el: AnyBoard; computer: boolean }[] = [];
    for (let i = 0; i < BOARDS; i++) {
      const [tag, attributes] = KINDS[i % KINDS.length]!;
      const el = document.createElement(tag) as AnyBoard;
      // Every other board by number: seven kinds, an odd number, so each kind's boards alternate sides.
      const computer = i % 2 === 0;
      for (const [name, value] of Object.entries({
        ...attributes,
        'ai-delay': '0',
        'ai-time': '50',
        mode: computer ? 'ai-vs-ai' : 'two-player',
      }))
        el.setAttribute(name, value);
      page.append(el);
      boards.push({ el, computer });
    }
    await Promise.all(boards.map((b) => b.el.updateComplete));
    const solving = boards.filter((b) => b.computer && b.el.solve).map((b) => b.el.solve!());
    const rng = createRng(2026);
    const start = performance.now();
    // Each hand-played board moves in its own task, as a player's click would, while the computers play theirs.
    const playing = boards
      .filter((b) => !b.computer)
      .map(async ({ el }) => {
        while (!el.result && performance.now() - start < 240_000) {
          await new Promise((r) => setTimeout(r, rng.int(30)));
          el.play(rng.pick(el.legalMoves));
        }
      });
    await Promise.all(playing);
    await until(
      () => boards.every((b) => b.el.result !== null),
      Math.max(0, 240_000 - (performance.now() - start)),
    ).catch(() => undefined);
    await Promise.all(solving);
    observer.disconnect();
    const unfinished = boards
      .filter((b) => !b.el.result)
      .map((b) => `${b.el.localName} (${b.computer ? 'computer' : 'random'}, ${b.el.moves.length} moves)`);
    expect(unfinished, 'boards that did not finish').to.deep.equal([]);
    const computers = boards.filter((b) => b.computer && !b.el.solve);
    expect(
      computers.every((b) => b.el.aiEngine === 'worker'),
      'every computer thought in its worker',
    ).to.equal(true);
    const longest = (from: number, to: number) =>
      Math.round(Math.max(0, ...tasks.filter((t) => t.startTime >= from && t.startTime < to).map((t) => t.duration)));
    console.log(
      `${BOARDS} boards: created in one task of ${longest(0, start)} ms; all games finished in ${Math.round(performance.now() - start)} ms, ` +
        `the longest main-thread task meanwhile ${longest(start, Infinity)} ms (${tasks.filter((t) => t.startTime >= start).length} over 50 ms)`,
    );
  });
});
