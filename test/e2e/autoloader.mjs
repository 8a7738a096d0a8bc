// The one-script-tag page: demo/autoload.html loads only `autoloader.js` and shows one
// <hnefatafl-board>. It must load Hnefatafl's module and no other board's; a <nim-board> added
// later loads Nim's and plays; a board inside the open shadow root of another custom element is
// found too; every module is requested once.
import { launchChromium, serveStatic } from '../../scripts/lib/browser.mjs';
import { checks, requireBuild } from '../../scripts/lib/checks.mjs';
import { GAMES } from '../../scripts/lib/games.mjs';

requireBuild('dist/cdn/autoloader.js');
const BOARDS = GAMES.map((g) => g.tag);
const site = await serveStatic('.');
const browser = await launchChromium();
const { check, finish } = checks();
try {
  const page = await browser.newPage();
  const scripts = [];
  const errors = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname.split('/').pop()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url}/demo/autoload.html`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() =>
    document.querySelector('hnefatafl-board')?.shadowRoot?.querySelector('[role="grid"]'),
  );
  const boardsLoaded = () => BOARDS.filter((b) => scripts.includes(`${b}.js`));
  check(
    boardsLoaded().join() === 'hnefatafl-board',
    `a page with one <hnefatafl-board> loads that board's module and no other (${boardsLoaded().join(', ')})`,
  );
  check(!scripts.includes('board-game-elements.js'), 'nor the all-in-one file');
  console.log(`  ${scripts.length} scripts before a move: ${scripts.join(', ')}`);

  await page.click('#add');
  await page.waitForFunction(() => document.querySelector('nim-board')?.shadowRoot?.querySelector('[role="grid"]'), {
    timeout: 10000,
  });
  await page.evaluate(() =>
    document.querySelector('nim-board').play(document.querySelector('nim-board').legalMoves[0]),
  );
  await page.waitForFunction(() => document.querySelector('nim-board').moves.length === 2, { timeout: 15000 });
  check(
    boardsLoaded().join() === 'nim-board,hnefatafl-board',
    'a <nim-board> added later loads Nim, and the computer answers its move',
  );

  // A board inside the open shadow root of a component defined after the board was put in it.
  await page.evaluate(() => {
    const host = document.createElement('x-card');
    document.body.append(host);
    customElements.define(
      'x-card',
      class extends HTMLElement {
        connectedCallback() {
          if (!this.shadowRoot) this.attachShadow({ mode: 'open' }).innerHTML = '<tictactoe-board></tictactoe-board>';
        }
      },
    );
  });
  await page.waitForFunction(
    () =>
      document
        .querySelector('x-card')
        .shadowRoot.querySelector('tictactoe-board')
        ?.shadowRoot?.querySelector('[role="grid"]'),
    { timeout: 10000 },
  );
  check(true, "a <tictactoe-board> in a component's open shadow root is found and loads");
  await page.evaluate(() =>
    document.body.append(document.createElement('nim-board'), document.createElement('tictactoe-board')),
  );
  await new Promise((r) => setTimeout(r, 300));
  const twice = BOARDS.filter((b) => scripts.filter((s) => s === `${b}.js`).length > 1);
  check(twice.length === 0, `each board's module is requested once (${twice.join(', ') || 'no repeats'})`);
  check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
} finally {
  await browser.close();
  site.close();
}
finish();
