/**
 * `npm run bench:browser`: how long the page's main thread is blocked while the computer searches.
 * A page with one board loads the CDN build; a `longtask` PerformanceObserver (tasks over 50 ms)
 * watches while the computer thinks at its strongest level for about 2.5 s, first in its worker,
 * then on a page whose policy forbids workers (time-sliced search). Figures, not pass/fail.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { launchChromium, serveStatic } from '../scripts/lib/browser.mjs';

if (!existsSync('dist/cdn/board-game-elements.js')) {
  console.error('No CDN build: run `npm run build` first.');
  process.exit(1);
}
const page = (policy) => `<!doctype html><html lang="en"><head><meta charset="utf-8">${policy}
<script type="module" src="/dist/cdn/board-game-elements.js"></script></head><body></body></html>`;
const server = await serveStatic('.', {
  // The blank page stands in for demo/embed.html when asked with ?bench.
  rewrite: (url, text) => (url.includes('bench') ? page(url.includes('strict') ? `<meta http-equiv="Content-Security-Policy" content="worker-src 'none'">` : '') : text),
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

try {
  await measure('7x7 tic-tac-toe, worker', '');
  await measure('7x7 tic-tac-toe, workers forbidden', '&strict');
} finally {
  await browser.close();
  server.close();
}
for (const f of figures) console.log(`${f.name.padEnd(52)} ${String(f.value).padStart(8)} ${f.unit}`);
const file = 'bench/results.json';
const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
writeFileSync(file, `${JSON.stringify({ ...previous, browser: { date: new Date().toISOString(), figures } }, null, 2)}\n`);
