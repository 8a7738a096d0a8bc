// The blogger's page: demo/embed.html loads nothing but the CDN file. Both boards must upgrade,
// play a move against the computer, and no other script may be fetched.
import { existsSync } from 'node:fs';
import { launchChromium, serveStatic } from './lib/browser.mjs';

if (!existsSync('dist/cdn/board-game-elements.js')) {
  console.error('No CDN build: run `npm run build` first.');
  process.exit(1);
}
const server = await serveStatic('.');
const browser = await launchChromium();
let passed = 0;
let failed = 0;
const check = (ok, what) => {
  console.log(`${ok ? 'ok    ' : 'FAILED'}  ${what}`);
  if (ok) passed++;
  else failed++;
};
try {
  const page = await browser.newPage();
  const scripts = [];
  const errors = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/demo/embed.html`, { waitUntil: 'networkidle0' });
  check(scripts.length === 1 && scripts[0] === '/dist/cdn/board-game-elements.js', `only the CDN file is loaded (${scripts.join(', ')})`);
  for (const tag of ['nim-board', 'tictactoe-board']) {
    const upgraded = await page.evaluate((t) => !!customElements.get(t) && !!document.querySelector(t)?.shadowRoot?.querySelector('[role="grid"]'), tag);
    check(upgraded, `<${tag}> upgrades and renders its grid`);
  }
  const cell = await page.evaluateHandle(() => document.querySelector('tictactoe-board').shadowRoot.querySelector('[part~="b2"]'));
  await cell.click();
  await page.waitForFunction(() => document.querySelector('tictactoe-board').moves.length === 2, { timeout: 10000 });
  check(true, 'a click on b2 is answered by the computer');
  const piece = await page.evaluateHandle(() => document.querySelector('nim-board').shadowRoot.querySelector('.piece[data-row="0"][data-col="0"]'));
  await piece.click({ count: 2 });
  await page.waitForFunction(() => document.querySelector('nim-board').moves.length === 2, { timeout: 10000 });
  check(true, 'a double-click in Nim takes a heap and the computer answers');
  check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
} catch (e) {
  check(false, e instanceof Error ? e.message : String(e));
} finally {
  await browser.close();
  server.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
