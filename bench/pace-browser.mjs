/**
 * `npm run bench:pace`: how long a player waits for the computer. The CDN build in headless
 * Chromium: on each two-player board at its defaults (against the computer, `ai-time` 2000,
 * `ai-delay` 400), the player's moves are played by script (the first legal move, so every run
 * plays the same games) and the time from each move to the computer's reply is taken, 20 replies
 * per board (new games started as needed). Prints the median and the 90th percentile per board.
 * Figures, not pass/fail: run it on an idle machine, in the same session as any figure it is set beside.
 */
import { launchChromium, serveStatic } from '../scripts/lib/browser.mjs';
import { requireBuild } from '../scripts/lib/checks.mjs';
import { GAMES } from '../scripts/lib/games.mjs';

requireBuild('dist/cdn/board-game-elements.js');
const REPLIES = Number(process.env.REPLIES ?? 20);
/** The games with an opponent (a puzzle's computer only hints). */
const BOARDS = GAMES.filter((g) => g.players === 2).map((g) => g.tag);
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/dist/cdn/board-game-elements.js"></script></head><body></body></html>`;
const server = await serveStatic('.', { rewrite: (url, text) => (url.includes('pace') ? page : text) });
const browser = await launchChromium();
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
try {
  for (const tag of BOARDS) {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/demo/embed.html?pace`, { waitUntil: 'networkidle0' });
    const times = await tab.evaluate(
      async (tag, replies) => {
        await customElements.whenDefined(tag);
        const el = document.createElement(tag);
        el.setAttribute('seed', '1');
        document.body.append(el);
        await el.updateComplete;
        const times = [];
        while (times.length < replies) {
          if (el.result) {
            el.reset();
            await el.aiComplete;
            continue;
          }
          const reply = new Promise((resolve) => {
            const heard = (e) => {
              if (!e.detail.byAi) return;
              el.removeEventListener('move', heard);
              resolve(performance.now());
            };
            el.addEventListener('move', heard);
          });
          const start = performance.now();
          el.play(el.legalMoves[0]);
          if (el.result) continue;
          times.push((await reply) - start);
          await el.aiComplete;
        }
        return times;
      },
      tag,
      REPLIES,
    );
    await tab.close();
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${tag.padEnd(24)} replies ${String(sorted.length).padStart(3)}   median ${(quantile(sorted, 0.5) / 1000).toFixed(2)} s   90th percentile ${(quantile(sorted, 0.9) / 1000).toFixed(2)} s`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
