/**
 * `npm run bench:browser`: the CDN build in Chromium, figures rather than pass/fail.
 * - One board: how long the main thread is blocked (a `longtask` PerformanceObserver, tasks over
 *   50 ms) while the computer thinks for about 2.5 s, in its worker, then on a page whose policy
 *   forbids workers (time-sliced search).
 * - Fifty boards of every kind, half played by the computer at once, half by random moves: the
 *   longest task while they play, and how long until every game is over.
 * - A board added and removed a thousand times while its computer thinks: the JavaScript heap
 *   (after garbage collection), DOM nodes and listeners before and after, through the DevTools protocol.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { launchChromium, serveStatic } from '../scripts/lib/browser.mjs';
import { requireBuild } from '../scripts/lib/checks.mjs';
import { GAMES } from '../scripts/lib/games.mjs';

requireBuild('dist/cdn/board-game-elements.js');
const page = (policy) => `<!doctype html><html lang="en"><head><meta charset="utf-8">${policy}
<script type="module" src="/dist/cdn/board-game-elements.js"></script></head><body></body></html>`;
const server = await serveStatic('.', {
  // The blank page stands in for demo/embed.html when asked with ?bench.
  rewrite: (url, text) =>
    url.includes('bench')
      ? page(url.includes('strict') ? `<meta http-equiv="Content-Security-Policy" content="worker-src 'none'">` : '')
      : text,
});
const browser = await launchChromium();
const figures = [];

async function measure(label, query) {
  const tab = await browser.newPage();
  await tab.goto(`${server.url}/demo/embed.html?bench${query}`, { waitUntil: 'networkidle0' });
  const r = await tab.evaluate(async () => {
    await customElements.whenDefined('tictactoe-board');
    const tasks = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    // Frames keep coming while the computer thinks: count them to see the page stay smooth.
    let frames = 0;
    let counting = true;
    const tick = () => {
      frames++;
      if (counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const board = document.createElement('tictactoe-board');
    board.setAttribute('size', '7');
    board.setAttribute('ai-side', 'first');
    board.setAttribute('ai-delay', '0');
    board.setAttribute('ai-time', '2500');
    const start = performance.now();
    document.body.append(board);
    await new Promise((resolve) => board.addEventListener('move', resolve, { once: true }));
    const searchMs = performance.now() - start;
    counting = false;
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    return { searchMs, longest: Math.max(0, ...tasks), longTasks: tasks.length, frames, engine: board.aiEngine };
  });
  await tab.close();
  const fps = (r.frames / r.searchMs) * 1000;
  figures.push(
    { name: `${label}: search time`, value: Math.round(r.searchMs), unit: `ms (${r.engine})` },
    { name: `${label}: longest main-thread task`, value: Math.round(r.longest), unit: 'ms (0: none over 50 ms)' },
    { name: `${label}: long tasks`, value: r.longTasks, unit: 'tasks over 50 ms' },
    { name: `${label}: frames while searching`, value: Math.round(fps), unit: 'frames/s' },
  );
}

/** The smaller boards of the games that have them, so that fifty games end in a bench's time. */
const SMALL = {
  'reversi-board': { size: '6' },
  'lines-of-action-board': { size: '6' },
  'peg-solitaire-board': { variant: 'triangle' },
  'hnefatafl-board': { variant: 'brandubh' },
};

/** Fifty boards, as in test/element/many-boards.browser.test.ts but from the minified build. */
async function fiftyBoards() {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1600, height: 1200 });
  await tab.goto(`${server.url}/demo/embed.html?bench`, { waitUntil: 'networkidle0' });
  const kinds = GAMES.map((g) => [g.tag, SMALL[g.tag] ?? {}]);
  const r = await tab.evaluate(async (kinds) => {
    await Promise.all(kinds.map(([tag]) => customElements.whenDefined(tag)));
    const tasks = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e)));
    observer.observe({ type: 'longtask' });
    const created = performance.now();
    const boards = [];
    for (let i = 0; i < 50; i++) {
      const [tag, attributes] = kinds[i % kinds.length];
      const el = document.createElement(tag);
      const computer = i % 2 === 0;
      for (const [name, value] of Object.entries({
        ...attributes,
        'ai-delay': '0',
        'ai-time': '100',
        mode: computer ? 'ai-vs-ai' : 'two-player',
      }))
        el.setAttribute(name, value);
      document.body.append(el);
      boards.push({ el, computer });
    }
    await Promise.all(boards.map((b) => b.el.updateComplete));
    const start = performance.now();
    const solving = boards.filter((b) => b.computer && b.el.solve).map((b) => b.el.solve());
    await Promise.all(
      boards
        .filter((b) => !b.computer)
        .map(async ({ el }) => {
          while (!el.result && performance.now() - start < 300_000) {
            await new Promise((r) => setTimeout(r, Math.random() * 30));
            const moves = el.legalMoves;
            el.play(moves[Math.floor(Math.random() * moves.length)]);
          }
        }),
    );
    await Promise.all(solving);
    while (boards.some((b) => !b.el.result) && performance.now() - start < 300_000)
      await new Promise((r) => setTimeout(r, 50));
    const finished = performance.now() - start;
    observer.disconnect();
    const during = tasks.filter((t) => t.startTime >= start);
    return {
      creation: Math.round(start - created),
      finished: Math.round(finished),
      unfinished: boards.filter((b) => !b.el.result).length,
      longest: Math.round(Math.max(0, ...during.map((t) => t.duration))),
      longTasks: during.length,
    };
  }, kinds);
  await tab.close();
  figures.push(
    { name: 'fifty boards: created and first rendered', value: r.creation, unit: 'ms' },
    { name: 'fifty boards: every game over after', value: r.finished, unit: `ms (${r.unfinished} unfinished)` },
    { name: 'fifty boards: longest main-thread task while playing', value: r.longest, unit: 'ms (0: none over 50 ms)' },
    { name: 'fifty boards: long tasks while playing', value: r.longTasks, unit: 'tasks over 50 ms' },
  );
}

const TAGS = GAMES.map((g) => g.tag);

/** A board added and removed a thousand times while its computer thinks; what the page holds before and after. */
async function addAndRemove() {
  const tab = await browser.newPage();
  await tab.goto(`${server.url}/demo/embed.html?bench`, { waitUntil: 'networkidle0' });
  const cdp = await tab.createCDPSession();
  const held = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const counters = await cdp.send('Memory.getDOMCounters');
    return { heap: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners };
  };
  const cycle = (times) =>
    tab.evaluate(
      async (times, tags) => {
        await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
        for (let i = 0; i < times; i++) {
          const el = document.createElement(tags[i % tags.length]);
          el.setAttribute('ai-side', 'first');
          el.setAttribute('ai-delay', '0');
          el.setAttribute('ai-time', '200');
          document.body.append(el);
          await el.updateComplete;
          if (el.localName === 'peg-solitaire-board') void el.hint();
          await new Promise((r) => setTimeout(r, i % 10 === 0 ? 20 : 0));
          el.remove();
        }
        // Let cancelled searches and the workers' terminations settle.
        await new Promise((r) => setTimeout(r, 1000));
      },
      times,
      TAGS,
    );
  // One round first, so that code compiled and caches filled once do not count as growth.
  await cycle(2 * TAGS.length);
  const before = await held();
  await cycle(1000);
  const once = await held();
  // A second thousand tells a leak (growing again by as much) from caches filled once.
  await cycle(1000);
  const twice = await held();
  await tab.close();
  const kb = (n) => `${n >= 0 ? '+' : ''}${Math.round(n / 1024)}`;
  figures.push(
    { name: 'add/remove boards: JS heap before', value: Math.round(before.heap / 1024), unit: 'kB' },
    {
      name: 'add/remove boards: JS heap after 1000 / 2000',
      value: `${kb(once.heap - before.heap)}/${kb(twice.heap - once.heap)}`,
      unit: 'kB growth over each thousand',
    },
    {
      name: 'add/remove boards: DOM nodes before / after 2000',
      value: `${before.nodes}/${twice.nodes}`,
      unit: 'nodes',
    },
    {
      name: 'add/remove boards: DOM listeners before / after 2000',
      value: `${before.listeners}/${twice.listeners}`,
      unit: 'listeners',
    },
  );
}

try {
  await measure('7x7 tic-tac-toe, worker', '');
  await measure('7x7 tic-tac-toe, workers forbidden', '&strict');
  await fiftyBoards();
  await addAndRemove();
} finally {
  await browser.close();
  server.close();
}
for (const f of figures) console.log(`${f.name.padEnd(52)} ${String(f.value).padStart(8)} ${f.unit}`);
const file = 'bench/results.json';
const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
writeFileSync(
  file,
  `${JSON.stringify({ ...previous, browser: { date: new Date().toISOString(), figures } }, null, 2)}\n`,
);
