// `npm run check:apps` (after `npm run build`): the packed package as apps use it. Each app of
// test/apps gets the tarball as its `board-game-elements` dependency (its other dependencies are
// this project's own, linked), then:
// - react: a Vite + React 19 app with one board (`board-game-elements/react/reversi-board`) and the
//   raw tag; type-checked by tsc, built by Vite, served, a move played against the computer in
//   Chromium; its page code must hold no other game, and its size is set against the same app
//   through the all-in-one entry;
// - vue: a Vite + Vue 3 app with the raw tag; type-checked by vue-tsc, built, served, played;
// - svelte: a Svelte 5 component with the raw tag, type-checked by svelte-check;
// - typescript: plain TypeScript with the element's own type, type-checked by tsc;
// The framework pages of the documentation show these files as they are (one source).
// - node: a plain Node script plays tic-tac-toe headless.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { launchChromium, serveStatic } from './lib/browser.mjs';
import { checks, requireBuild } from './lib/checks.mjs';
import { GAMES } from './lib/games.mjs';

requireBuild('dist/types/react.d.ts');
const { check, finish } = checks();
const work = mkdtempSync(join(tmpdir(), 'bge-apps-'));
const tarball = join(
  work,
  execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .trim()
    .split('\n')
    .pop(),
);
/** What the apps take from this project besides the package. */
const LINKED = ['lit', 'lit-html', 'lit-element', '@lit', 'react', 'react-dom', 'scheduler', 'vue', '@vue', 'svelte', 'vite', '@vitejs', 'typescript', '@types'];

/** A copy of test/apps/<name> with the packed package installed in it. */
function app(name) {
  const dir = join(work, name);
  cpSync(join('test/apps', name), dir, { recursive: true });
  const home = join(dir, 'node_modules', 'board-game-elements');
  mkdirSync(home, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', home, '--strip-components=1']);
  for (const dep of LINKED) symlinkSync(resolve('node_modules', dep), join(dir, 'node_modules', dep));
  return dir;
}

const bin = (name) => resolve('node_modules/.bin', name);
function typecheck(label, command, dir) {
  try {
    execFileSync(command, ['-p', join(dir, 'tsconfig.json')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    check(true, `${label} type-checks against the package's types`);
  } catch (e) {
    check(false, `${label} type-checks against the package's types\n${String(e.stdout ?? '').slice(0, 2000)}`);
  }
}

/** The page's JavaScript before its first move: the HTML's module and its static imports, gzipped. */
function firstLoad(dist, html) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(join(dist, file), 'utf8').matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) visit(join(file, '..', m[1]));
  };
  for (const m of readFileSync(join(dist, html), 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) visit(m[1]);
  return { files: seen, kB: [...seen].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / 1024 };
}

const browser = await launchChromium();
try {
  // Node, headless.
  const node = app('node');
  const out = JSON.parse(execFileSync(process.execPath, ['play.mjs'], { cwd: node, encoding: 'utf8' }));
  check(out.result?.winner === null && out.moves.length === 9, `a plain Node script plays tic-tac-toe with the package's rules and computer: ${out.moves.join(' ')}, a draw`);
  const session = JSON.parse(execFileSync(process.execPath, ['session.mjs'], { cwd: node, encoding: 'utf8' }));
  check(session.first === '4' && session.moves.join(' ') === '4', `a plain Node script prepares Connect Four's solver and book (first move ${session.first}), keeps a game with undo and reads its save back (${session.moves.join(' ')})`);

  typecheck('the plain TypeScript app (tsc)', bin('tsc'), app('typescript'));
  const svelteApp = app('svelte');
  let svelteOut;
  try {
    svelteOut = execFileSync(bin('svelte-check'), ['--workspace', svelteApp, '--tsconfig', join(svelteApp, 'tsconfig.json'), '--output', 'machine'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    svelteOut = `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
  check(/COMPLETED [1-9]\d* FILES 0 ERRORS/.test(svelteOut), `the Svelte app (svelte-check) type-checks against the package's types${/ 0 ERRORS/.test(svelteOut) ? '' : `\n${svelteOut.slice(-2000)}`}`);

  for (const name of ['react', 'vue']) {
    const dir = app(name);
    typecheck(name === 'react' ? 'the React app (tsc)' : 'the Vue app (vue-tsc)', bin(name === 'react' ? 'tsc' : 'vue-tsc'), dir);
    await build({ root: dir, logLevel: 'error', configFile: join(dir, 'vite.config.ts') });
    const dist = join(dir, 'dist');
    const assets = readdirSync(join(dist, 'assets'));
    check(
      assets.some((f) => /worker/.test(f)),
      `the ${name} app's build has the AI worker (${assets.filter((f) => /worker/.test(f)).join(', ')})`,
    );
    if (name === 'react') {
      const one = firstLoad(dist, 'index.html');
      const all = firstLoad(dist, 'all.html');
      const others = GAMES.map((g) => g.tag).filter((tag) => tag !== 'reversi-board');
      const found = others.filter((tag) => [...one.files].some((f) => readFileSync(join(dist, f), 'utf8').includes(`"${tag}"`)));
      check(found.length === 0, `the one-board React app's page code defines no other game (${found.join(', ') || `none of the ${others.length}`})`);
      console.log(`  React app, before its first move: ${one.kB.toFixed(1)} kB gzipped with one board (react/reversi-board), ${all.kB.toFixed(1)} kB through the all-in-one entry (react)`);
    }
    const server = await serveStatic(dist);
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}/index.html`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('#board')?.shadowRoot?.querySelector('[part~="d3"]'), { timeout: 20000 });
      await (await page.evaluateHandle(() => document.querySelector('#board').shadowRoot.querySelector('[part~="d3"]'))).click();
      await page.waitForFunction(() => document.querySelector('#moves').textContent.split(' ').length >= 2, { timeout: 30000 });
      const line = await page.evaluate(() => document.querySelector('#moves').textContent);
      const engine = await page.evaluate(() => document.querySelector('#board').aiEngine);
      check(errors.length === 0 && engine === 'worker', `the ${name} app, built and served: a click plays d3 and the computer answers from its worker (${line}; ${engine})${errors.length ? `; errors: ${errors.join('; ')}` : ''}`);
      await page.close();
    } finally {
      server.close();
    }
  }
} catch (e) {
  check(false, e instanceof Error ? (e.stack ?? e.message) : String(e));
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
finish();
