// `npm run check:apps` (after `npm run build`): the packed package as apps use it. Each app of
// test/apps gets the tarball as its `board-game-elements` dependency (its other dependencies are
// this project's own, linked), then:
// - react: a Vite + React 19 app with one board (`board-game-elements/react/reversi-board`) and the
//   raw tag; type-checked by tsc, built by Vite, served, a move played against the computer in
//   Chromium; its page code must hold no other game, and its size is set against the same app
//   through the all-in-one entry;
// - vue: a Vite + Vue 3 app with the raw tag; type-checked by vue-tsc, built, served, played;
// - next: a Next.js app-router app whose server component page renders the React wrapper, built
//   by `next build` (webpack, type-checked by Next's own TypeScript step) as a static export,
//   served and played in Chromium; its chunks must hold no other game's AI;
// - own-game: a Vite app whose only board is a game of its own (the Kalah example, installed as a
//   package beside this one): built, served, played, and shipping none of this package's games;
// - svelte: a Svelte 5 component with the raw tag, type-checked by svelte-check;
// - typescript: plain TypeScript with the element's own type, type-checked by tsc;
// The framework pages of the documentation show these files as they are (one source).
// - node: a plain Node script plays tic-tac-toe headless.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { launchChromium, serveStatic } from '../../scripts/lib/browser.mjs';
import { checks, requireBuild } from '../../scripts/lib/checks.mjs';
import { GAMES } from '../../scripts/lib/games.mjs';

requireBuild('dist/types/react.d.ts');
const { check, finish } = checks();
const work = mkdtempSync(join(tmpdir(), 'bge-apps-'));
const tarball = join(
  work,
  execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .trim()
    .split('\n')
    .pop(),
);
/** What the apps take from this project besides the package. */
const LINKED = [
  'lit',
  'lit-html',
  'lit-element',
  '@lit',
  'react',
  'react-dom',
  'scheduler',
  'vue',
  '@vue',
  'svelte',
  'vite',
  '@vitejs',
  'typescript',
  '@types',
  'next',
  '@next',
  '@swc',
  'styled-jsx',
];

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
    for (const m of readFileSync(join(dist, file), 'utf8').matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g))
      visit(join(file, '..', m[1]));
  };
  for (const m of readFileSync(join(dist, html), 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) visit(m[1]);
  return {
    files: seen,
    kB: [...seen].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / 1024,
  };
}

/** Everything a page can load: its scripts and every module, dynamic import and worker they name, gzipped. */
function reachable(dist, html) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(join(dist, file))) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/["'`](?:\.\.?\/|\/)?((?:assets\/)?[\w.-]+\.js)["'`]/g)) {
      const name = m[1];
      visit(name.startsWith('assets/') ? name : join(file, '..', name));
    }
  };
  for (const m of readFileSync(join(dist, html), 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) visit(m[1]);
  return {
    files: seen,
    kB: [...seen].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / 1024,
  };
}

/**
 * Our games whose id a file holds, as a string or as the key a worker serves it under (`{reversi:...}` once minified).
 */
const gamesIn = (file) =>
  GAMES.map((g) => g.id).filter((id) => new RegExp(`["']${id}["']|[{,]${id}:`).test(readFileSync(file, 'utf8')));
const gzKB = (files) => files.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0) / 1024;
const figures = JSON.parse(readFileSync('docs/figures/size.json', 'utf8')).kB;

const browser = await launchChromium();

/**
 * Serves `dist`, clicks the cell `cell` of `#board` and waits for the computer's answer in `#moves`.
 * Returns the moves, where the computer thought, the page's errors and failed requests (the
 * browser's own /favicon.ico aside) and the scripts the page and its workers loaded.
 */
async function playServed(dist, cell) {
  const server = await serveStatic(dist);
  try {
    const page = await browser.newPage();
    const errors = [];
    const workers = [];
    page.on('workercreated', (w) => workers.push(w));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on(
      'response',
      (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && errors.push(`${r.status()} ${r.url()}`),
    );
    page.on(
      'console',
      (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()),
    );
    await page.goto(`${server.url}/index.html`, { waitUntil: 'load' });
    await page.waitForFunction(
      (s) => document.querySelector('#board')?.shadowRoot?.querySelector(s),
      { timeout: 20000 },
      cell,
    );
    await (
      await page.evaluateHandle((s) => document.querySelector('#board').shadowRoot.querySelector(s), cell)
    ).click();
    await page.waitForFunction(() => document.querySelector('#moves')?.textContent.split(' ').length >= 2, {
      timeout: 30000,
    });
    const scripts = () =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((u) => u.endsWith('.js'));
    const result = await page.evaluate(() => ({
      line: document.querySelector('#moves').textContent,
      engine: document.querySelector('#board').aiEngine,
    }));
    // The page's scripts, and each worker's: its own file and what it imported.
    const urls = [
      ...(await page.evaluate(scripts)),
      ...(await Promise.all(workers.map(async (w) => [w.url(), ...(await w.evaluate(scripts))]))).flat(),
    ];
    const loaded = [...new Set(urls.map((u) => new URL(u).pathname.slice(1)))];
    await page.close();
    return { ...result, loaded, errors };
  } finally {
    server.close();
  }
}
const played = (label, r, what) =>
  check(
    r.errors.length === 0 && r.engine === 'worker',
    `${label}: ${what} and the computer answers from its worker (${r.line}; ${r.engine})${r.errors.length ? `; errors: ${r.errors.join('; ')}` : ''}`,
  );

try {
  // Node, headless.
  const node = app('node');
  const out = JSON.parse(execFileSync(process.execPath, ['play.mjs'], { cwd: node, encoding: 'utf8' }));
  check(
    out.result?.winner === null && out.moves.length === 9,
    `a plain Node script plays tic-tac-toe with the package's rules and computer: ${out.moves.join(' ')}, a draw`,
  );
  const session = JSON.parse(execFileSync(process.execPath, ['session.mjs'], { cwd: node, encoding: 'utf8' }));
  check(
    session.first === '4' && session.moves.join(' ') === '4',
    `a plain Node script prepares Connect Four's solver and book (first move ${session.first}), keeps a game with undo and reads its save back (${session.moves.join(' ')})`,
  );

  // Plain TypeScript with Vite's defaults: what a page of one Reversi board loads before and
  // during a game, page and worker, against the same page made of the CDN build, in this run.
  const plain = app('typescript');
  typecheck('the plain TypeScript app (tsc)', bin('tsc'), plain);
  await build({ root: plain, logLevel: 'error', configFile: false });
  const plainDist = join(plain, 'dist');
  const plainRun = await playServed(plainDist, '[part~="d3"]');
  played('the plain TypeScript app, built by Vite with its defaults and served', plainRun, 'a click plays d3');
  const cdnPage = join(work, 'cdn-page');
  cpSync('dist/cdn', cdnPage, { recursive: true });
  writeFileSync(
    join(cdnPage, 'index.html'),
    `<!doctype html><reversi-board id="board" ai-delay="0" ai-time="200"></reversi-board><p id="moves"></p>
<script type="module">import './reversi-board.js';
const moves = document.getElementById('moves');
document.getElementById('board').addEventListener('move', (e) => { moves.textContent = (moves.textContent + ' ' + e.detail.move).trim(); });</script>`,
  );
  const cdnRun = await playServed(cdnPage, '[part~="d3"]');
  played('the same page from the CDN build', cdnRun, 'a click plays d3');
  const list = (dir, files) =>
    files.map((f) => `${f.replace(/^assets\//, '')} ${gzKB([join(dir, f)]).toFixed(1)}`).join(', ');
  const plainKB = gzKB(plainRun.loaded.map((f) => join(plainDist, f)));
  const cdnKB = gzKB(cdnRun.loaded.map((f) => join(cdnPage, f)));
  check(
    plainKB <= cdnKB * 1.1 && plainRun.loaded.some((f) => /ai-worker-/.test(f)),
    `one Reversi board, page and worker, before and during a game: ${plainKB.toFixed(1)} kB gzipped built by Vite (${list(plainDist, plainRun.loaded)}), within 10% of the CDN build's ${cdnKB.toFixed(1)} kB (${list(cdnPage, cdnRun.loaded)})`,
  );

  const svelteApp = app('svelte');
  let svelteOut;
  try {
    svelteOut = execFileSync(
      bin('svelte-check'),
      ['--workspace', svelteApp, '--tsconfig', join(svelteApp, 'tsconfig.json'), '--output', 'machine'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (e) {
    svelteOut = `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
  const svelteErrors = (file) => svelteOut.split('\n').filter((l) => l.includes(` ERROR "${file}"`));
  check(
    /COMPLETED [1-9]\d* FILES/.test(svelteOut) && svelteErrors('src/App.svelte').length === 0,
    `the Svelte app (svelte-check) type-checks against the package's types${svelteErrors('src/App.svelte').length ? `\n${svelteErrors('src/App.svelte').join('\n')}` : ''}`,
  );
  const wrong = svelteErrors('src/Wrong.svelte');
  const expected = [
    /strong.*not assignable to type 'number \| `\$\{number\}`/,
    /solo.*not assignable to type 'Mode/,
    /'square' does not exist on type 'MoveEventDetail'/,
  ];
  check(
    wrong.length === expected.length && expected.every((re) => wrong.some((l) => re.test(l))),
    `the Svelte app's mistakes (a word for a number, an unknown mode, a wrong event detail) are each an error (${wrong.length} reported)${wrong.length === expected.length ? '' : `\n${svelteOut.slice(-2000)}`}`,
  );

  // Next.js: the server component page is prerendered, then hydrated and played.
  const nextApp = app('next');
  try {
    execFileSync(process.execPath, [resolve('node_modules/next/dist/bin/next'), 'build', '--webpack'], {
      cwd: nextApp,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    const out = join(nextApp, 'out');
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    check(
      /<reversi-board id="board"/.test(html),
      'the Next.js app builds (webpack, its TypeScript step included) and prerenders the server component page with the board',
    );
    const chunks = readdirSync(join(out, '_next/static'), { recursive: true }).filter((f) => String(f).endsWith('.js'));
    const games = new Set(chunks.flatMap((f) => gamesIn(join(out, '_next/static', String(f)))));
    check(
      [...games].join() === 'reversi',
      `the Next.js app's chunks (webpack) hold Reversi's AI and no other game's (${[...games].join(', ')})`,
    );
    played('the Next.js app, served', await playServed(out, '[part~="d3"]'), 'hydrated, a click plays d3');
  } catch (e) {
    check(
      false,
      `the Next.js app builds and plays\n${String(e.stdout ?? '').slice(-2000)}${String(e.stderr ?? e.message ?? e).slice(-2000)}`,
    );
  }

  // A game of one's own: Kalah from examples/, installed as its author would publish it.
  const own = app('own-game');
  const kalah = join(own, 'node_modules', 'kalah-board');
  cpSync('examples/kalah/dist', join(kalah, 'dist'), { recursive: true });
  cpSync('examples/kalah/package.json', join(kalah, 'package.json'));
  await build({ root: own, logLevel: 'error', configFile: false });
  const ownDist = join(own, 'dist');
  const ownFiles = readdirSync(ownDist, { recursive: true })
    .filter((f) => String(f).endsWith('.js'))
    .map((f) => join(ownDist, String(f)));
  const ours = [...new Set(ownFiles.flatMap(gamesIn))];
  const ownKB = gzKB(ownFiles);
  check(
    ours.length === 0,
    `the app whose only board is its own game (Kalah) ships none of the package's games or their AI (${ours.join(', ') || 'none'}; ${ownFiles.length} files, ${ownKB.toFixed(1)} kB gzipped in all)`,
  );
  played(
    'the own-game app, built and served',
    await playServed(ownDist, '[role="gridcell"][data-row="1"][data-col="0"]'),
    "a click sows pit 1 in the game's own worker",
  );

  for (const name of ['react', 'vue']) {
    const dir = app(name);
    typecheck(
      name === 'react' ? 'the React app (tsc)' : 'the Vue app (vue-tsc)',
      bin(name === 'react' ? 'tsc' : 'vue-tsc'),
      dir,
    );
    await build({ root: dir, logLevel: 'error', configFile: join(dir, 'vite.config.ts') });
    const dist = join(dir, 'dist');
    const assets = readdirSync(join(dist, 'assets'));
    // Each of our games starts a worker of its own: a page with one Reversi board ships Reversi's,
    // and the worker of AI modules (for a game of the page's own), which holds no game.
    const reach = reachable(dist, 'index.html');
    const workers = [...reach.files].filter((f) => /(^|\/)(own-)?ai-worker-[^.]{8}\.js$/.test(f));
    const shipped = workers.map(
      (f) => `${f.replace(/^assets\//, '')}: ${gamesIn(join(dist, f)).join(', ') || 'no game'}`,
    );
    check(
      workers.flatMap((f) => gamesIn(join(dist, f))).join() === 'reversi',
      `the ${name} app's one-board page reaches Reversi's AI worker and no other game's AI (${shipped.join('; ')})`,
    );
    // Vite puts the worker's dynamic imports in the worker's file, Reversi's learned evaluation's weights with them;
    // the CDN build keeps the weights a chunk of their own, which the worker loads with its first 8x8 search.
    const cdnWorker =
      figures['game:reversi-board'] - figures['element:reversi-board'] + (figures['evaluation-weights'] ?? 0);
    const workerKB = gzKB(workers.filter((f) => gamesIn(join(dist, f)).includes('reversi')).map((f) => join(dist, f)));
    check(
      workerKB <= cdnWorker * 1.1,
      `the ${name} app's Reversi worker, all it loads during a game: ${workerKB.toFixed(1)} kB gzipped, within 10% of the CDN build's worker, Reversi AI and its weights (${cdnWorker.toFixed(1)} kB)`,
    );
    if (name === 'react') {
      const one = firstLoad(dist, 'index.html');
      const all = firstLoad(dist, 'all.html');
      const others = GAMES.map((g) => g.tag).filter((tag) => tag !== 'reversi-board');
      const found = others.filter((tag) =>
        [...one.files].some((f) => readFileSync(join(dist, f), 'utf8').includes(`"${tag}"`)),
      );
      check(
        found.length === 0,
        `the one-board React app's page code defines no other game (${found.join(', ') || `none of the ${others.length}`})`,
      );
      console.log(
        `  React app, before its first move: ${one.kB.toFixed(1)} kB gzipped with one board (react/reversi-board), ${all.kB.toFixed(1)} kB through the all-in-one entry (react)`,
      );
    }
    played(`the ${name} app, built and served`, await playServed(dist, '[part~="d3"]'), 'a click plays d3');
  }
} catch (e) {
  check(false, e instanceof Error ? (e.stack ?? e.message) : String(e));
} finally {
  await browser.close();
  if (!process.env.KEEP_APPS) rmSync(work, { recursive: true, force: true });
  else console.log(`apps kept in ${work}`);
}
finish();
