// `npm run test:react`: the React wrappers in a real React 19 app. test/react/app.tsx is bundled
// with esbuild and opened in the system Chromium: the boards must render, take their props as
// properties (a number stays a number), and call `onMove` and `onGameOver`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launchChromium, serveStatic } from './lib/browser.mjs';
import { checks } from './lib/checks.mjs';

const dir = mkdtempSync(join(tmpdir(), 'bge-react-'));
const { check, finish } = checks();
await build({
  entryPoints: ['test/react/app.tsx'],
  bundle: true,
  format: 'esm',
  outfile: join(dir, 'app.js'),
  tsconfig: 'tsconfig.json',
  jsx: 'automatic',
  conditions: ['production'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React</title><script type="module" src="app.js"></script></head><body><div id="root"></div></body></html>');
const server = await serveStatic(dir);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/index.html`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => document.querySelector('#ttt')?.shadowRoot?.querySelector('[role="grid"]'), { timeout: 10000 });
  check(true, '<TicTacToeBoard> renders the element');
  const reversi = await page.evaluate(() => {
    const el = document.querySelector('#reversi');
    return { size: el.size, type: typeof el.size, theme: el.theme, cells: el.shadowRoot.querySelectorAll('[role="gridcell"]').length };
  });
  check(reversi.type === 'number' && reversi.size === 6 && reversi.cells === 36, `<ReversiBoard size={6}> sets the property: a 6x6 board (${reversi.cells} cells)`);
  check(reversi.theme === 'dark', 'string props reach the element too');
  const cell = await page.evaluateHandle(() => document.querySelector('#ttt').shadowRoot.querySelector('[part~="b2"]'));
  await cell.click();
  await page.evaluate(() => {
    const el = document.querySelector('#ttt');
    for (const m of ['a1', 'c1', 'a3', 'a2', 'c2', 'b3', 'b1', 'c3']) el.play(m);
  });
  await page.waitForFunction(() => document.querySelector('#result').textContent !== 'playing', { timeout: 5000 });
  const heard = await page.evaluate(() => window.heard);
  const result = await page.evaluate(() => document.querySelector('#result').textContent);
  check(heard.join(' ') === 'b2 a1 c1 a3 a2 c2 b3 b1 c3', `onMove hears every move, the click included (${heard.join(' ')})`);
  check(result === 'draw by full-board', `onGameOver updates React state (${result})`);
  check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
} catch (e) {
  check(false, e instanceof Error ? e.message : String(e));
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
finish();
