// `npm run docs:images` (after `npm run build`): the README's picture of the boards, taken from the
// real boards of the CDN build in Chromium, once in the light theme and once in the dark one
// (docs/images/boards-light.png, boards-dark.png).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium, serveStatic } from './lib/browser.mjs';
import { requireBuild } from './lib/checks.mjs';
import { GAMES } from './lib/games.mjs';

requireBuild('dist/cdn/board-game-elements.js');
/** A game under way on each board, so the picture shows pieces, the last move and the move list. */
const SETUP = {
  'nim-board': 'moves="2:3 3:1"',
  'tictactoe-board': 'moves="b2 a1 c3"',
  'connect-four-board': 'moves="4 4 3 5 5"',
  'reversi-board': 'moves="f5 d6 c3 d3 c4"',
  'lines-of-action-board': '',
  'peg-solitaire-board': 'moves="d2-d4 f3-d3"',
  'hnefatafl-board': 'variant="brandubh"',
};
const cdn = await serveStatic(resolve('dist/cdn'), { cors: true });
const dir = mkdtempSync(join(tmpdir(), 'bge-images-'));
const boards = GAMES.map(
  (g) =>
    `<figure><${g.tag} mode="two-player" ${SETUP[g.tag] ?? ''}></${g.tag}><figcaption>${g.title}</figcaption></figure>`,
).join('\n');
writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="${cdn.url}/board-game-elements.js"></script>
<style>
  body { margin: 0; padding: 16px; font: 15px system-ui, sans-serif; background: var(--page); color: var(--ink); }
  :root { --page: #ffffff; --ink: #1f1b16; } :root.dark { --page: #161412; --ink: #f1ece4; }
  main { display: grid; grid-template-columns: repeat(4, 300px); gap: 16px; align-items: start; }
  figure { margin: 0; } figcaption { text-align: center; margin-top: 4px; font-weight: 600; }
</style></head><body><main>${boards}</main></body></html>`,
);
const server = await serveStatic(dir);
const browser = await launchChromium();
try {
  for (const scheme of ['light', 'dark']) {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 });
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
    await page.goto(`${server.url}/index.html`, { waitUntil: 'networkidle0' });
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
    await page.waitForFunction(
      (tags) => tags.every((t) => document.querySelector(t)?.shadowRoot?.querySelector('[role="grid"]')),
      {},
      GAMES.map((g) => g.tag),
    );
    const main = await page.$('main');
    await main.screenshot({ path: `docs/images/boards-${scheme}.png` });
    console.log(`wrote docs/images/boards-${scheme}.png`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
  cdn.close();
  rmSync(dir, { recursive: true, force: true });
}
