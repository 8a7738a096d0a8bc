// `npm run test:react`: the React wrappers in a real React 19 app. test/react/app.tsx is bundled
// with esbuild and opened in the system Chromium: the boards must render, take their props as
// properties (a number stays a number), and call `onMove`, `onGameOver` and `onNewGame`. An app with
// one board (`board-game-elements/react/<tag>`) must bundle no code of the other six games.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launchChromium, serveStatic } from '../../scripts/lib/browser.mjs';
import { checks } from '../../scripts/lib/checks.mjs';

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
/**
 * An app bundled as a production build would be (minified, lazy chunks apart): the modules it took, and what a page
 * loads before its first move.
 */
async function bundle(entry) {
  const outdir = join(dir, entry.replace(/\W/g, '-'));
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    outdir,
    tsconfig: 'tsconfig.json',
    jsx: 'automatic',
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'error',
  });
  const first = new Set();
  const visit = (file) => {
    if (first.has(file)) return;
    first.add(file);
    for (const i of metafile.outputs[file].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(Object.keys(metafile.outputs).find((f) => metafile.outputs[f].entryPoint === entry));
  const bytes = [...first].reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  return { inputs: Object.keys(metafile.inputs), kB: (bytes / 1024).toFixed(1) };
}
const one = await bundle('test/react/one-board.tsx');
const all = await bundle('test/react/all-boards.tsx');
const others = one.inputs.filter(
  (f) => /src\/(games\/(?!tictactoe\/)|[a-z-]+-board\.ts$)/.test(f) && !f.endsWith('tictactoe-board.ts'),
);
check(
  others.length === 0,
  `an app with one board (react/tictactoe-board) bundles no other game: ${one.kB} kB gzipped with React before its first move, ${all.kB} kB through the all-in-one entry (which bundlers shake the same way)${others.length ? `; it took ${others.join(', ')}` : ''}`,
);
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React</title><script type="module" src="app.js"></script></head><body><div id="root"></div></body></html>',
);
const server = await serveStatic(dir);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/index.html`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => document.querySelector('#ttt')?.shadowRoot?.querySelector('[role="grid"]'), {
    timeout: 10000,
  });
  check(true, '<TicTacToeBoard> renders the element');
  const reversi = await page.evaluate(() => {
    const el = document.querySelector('#reversi');
    return {
      size: el.size,
      type: typeof el.size,
      theme: el.theme,
      cells: el.shadowRoot.querySelectorAll('[role="gridcell"]').length,
    };
  });
  check(
    reversi.type === 'number' && reversi.size === 6 && reversi.cells === 36,
    `<ReversiBoard size={6}> sets the property: a 6x6 board (${reversi.cells} cells)`,
  );
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
  check(
    heard.join(' ') === 'b2 a1 c1 a3 a2 c2 b3 b1 c3',
    `onMove hears every move, the click included (${heard.join(' ')})`,
  );
  check(result === 'draw by full-board', `onGameOver updates React state (${result})`);
  await (
    await page.evaluateHandle(() => document.querySelector('#ttt').shadowRoot.querySelector('[part~="new-game"]'))
  ).click();
  await page.waitForFunction(() => document.querySelector('#new-games').textContent === '1', { timeout: 5000 });
  check(true, "onNewGame hears the board's own New game button");
  check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
} catch (e) {
  check(false, e instanceof Error ? e.message : String(e));
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
finish();
