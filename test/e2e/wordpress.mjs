// The WordPress plugin in a real WordPress, offline: Debian's wordpress, mariadb-server and php
// (installed here when missing), a private database and site on 127.0.0.1, the plugin zip
// uploaded and activated by the administrator in headless Chromium. Then a contributor (no
// unfiltered_html) inserts the block from the inserter and sets the size in the sidebar, an editor
// publishes, and a reader's computer answers a move; a contributor's shortcode post does the same;
// an administrator's shortcode with scripts in its values shows none. Every request that would
// leave 127.0.0.1 is aborted and counted. `WP_SCREENSHOTS=<folder>` keeps the screenshots there.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium } from '../../scripts/lib/browser.mjs';
import { checks, requireBuild } from '../../scripts/lib/checks.mjs';
import { GAMES } from '../../scripts/lib/games.mjs';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
// The whole check must end well inside CI's time; a hang fails it instead.
const LIMIT_MS = 12 * 60 * 1000;
const limit = setTimeout(() => {
  console.error(`check:wordpress: over ${LIMIT_MS / 60000} minutes, stopped`);
  cleanup();
  process.exit(1);
}, LIMIT_MS);

const { check, finish } = checks();
const sh = (command) => execFileSync('sh', ['-c', command], { encoding: 'utf8' });
const has = (command) => {
  try {
    sh(`command -v ${command}`);
    return true;
  } catch {
    return false;
  }
};

// Debian's packages, when missing (CI runs as root on a fresh machine).
const hasMysqli = () => has('php') && /mysqli/.test(sh('php -m'));
if (!existsSync('/usr/share/wordpress/wp-settings.php') || !has('mariadbd') || !hasMysqli()) {
  if (process.getuid?.() !== 0)
    throw new Error(
      "check:wordpress needs Debian's wordpress, mariadb-server, php-cli and php-mysql (apt-get install them as root).",
    );
  console.log("Installing Debian's wordpress, mariadb-server, php-cli and php-mysql...");
  execFileSync(
    'sh',
    [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wordpress mariadb-server php-cli php-mysql',
    ],
    { stdio: 'inherit' },
  );
  console.log(`  installed (${seconds()} s)`);
}

// The plugin: PHP lint of every file, then the zip.
requireBuild('dist/cdn/autoloader.js');
const phpFiles = sh('find wordpress test/wordpress -name "*.php"').trim().split('\n');
const lint = phpFiles.map((file) => {
  try {
    execFileSync('php', ['-l', file], { stdio: 'pipe' });
    return null;
  } catch (e) {
    return `${file}: ${e.stdout}`;
  }
});
check(
  lint.every((l) => !l),
  `php -l: no syntax error in the plugin's ${phpFiles.length} PHP files${lint.filter(Boolean).join('\n')}`,
);
const header = readFileSync('wordpress/board-game-elements.php', 'utf8');
const readme = readFileSync('wordpress/readme.txt', 'utf8');
check(
  ['Plugin Name', 'Description', 'Version', 'Requires at least', 'Requires PHP', 'License'].every((f) =>
    new RegExp(`^ \\* ${f}:\\s+\\S`, 'm').test(header),
  ) &&
    /^=== Board Game Elements ===$/m.test(readme) &&
    ['Requires at least', 'Tested up to', 'Stable tag', 'License'].every((f) =>
      new RegExp(`^${f}: \\S`, 'm').test(readme),
    ) &&
    ['Description', 'Installation', 'Changelog'].every((s) => readme.includes(`== ${s} ==`)),
  'the plugin header and readme.txt have the fields WordPress reads',
);
execFileSync('node', ['scripts/build-wordpress.mjs'], { stdio: 'inherit' });
const ZIP = resolve('dist/wordpress/board-game-elements.zip');

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
const work = mkdtempSync(join(tmpdir(), 'bge-wordpress-'));
const children = [];
function cleanup() {
  // php -S's workers and mariadbd: each started in its own process group, stopped as a group.
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }
  rmSync(work, { recursive: true, force: true });
}
const waitFor = async (what, test, ms = 30000) => {
  const until = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > until) throw new Error(`check:wordpress: ${what} did not happen in ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

let browser;
try {
  // A private MariaDB on a socket of its own.
  const socket = join(work, 'db.sock');
  execFileSync(
    'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${join(work, 'db')}`,
      '--user=root',
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ],
    { stdio: 'ignore' },
  );
  const db = spawn(
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${join(work, 'db')}`,
      `--socket=${socket}`,
      '--skip-networking',
      '--user=root',
      `--pid-file=${join(work, 'db.pid')}`,
      `--log-error=${join(work, 'db.err')}`,
    ],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  children.push(db);
  await waitFor('MariaDB start', () => {
    try {
      execFileSync(
        'mariadb',
        ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE IF NOT EXISTS wordpress'],
        { stdio: 'ignore' },
      );
      return true;
    } catch {
      return false;
    }
  });

  // WordPress: a copy of Debian's, with a plain configuration: no outside HTTP, no updates, no cron.
  const site = join(work, 'site');
  cpSync('/usr/share/wordpress', site, {
    recursive: true,
    dereference: false,
    filter: (src) => !src.endsWith('.htaccess'),
  });
  const port = await freePort();
  const SITE = `http://127.0.0.1:${port}`;
  const debugLog = join(work, 'debug.log');
  writeFileSync(
    join(site, 'wp-config.php'),
    `<?php
define('DB_NAME', 'wordpress'); define('DB_USER', 'root'); define('DB_PASSWORD', ''); define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4'); define('DB_COLLATE', '');
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((k) => `define('${k}', '${k.toLowerCase()}-check-wordpress');`).join('\n')}
$table_prefix = 'wp_';
define('WP_HOME', '${SITE}'); define('WP_SITEURL', '${SITE}');
define('WP_HTTP_BLOCK_EXTERNAL', true); define('AUTOMATIC_UPDATER_DISABLED', true); define('WP_AUTO_UPDATE_CORE', false); define('DISABLE_WP_CRON', true);
define('FS_METHOD', 'direct'); define('WP_DEBUG', true); define('WP_DEBUG_LOG', '${debugLog}'); define('WP_DEBUG_DISPLAY', false);
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
  );
  const php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', site], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
  });
  children.push(php);
  await waitFor('php -S start', () =>
    fetch(`${SITE}/wp-admin/install.php`).then(
      (r) => r.ok,
      () => false,
    ),
  );
  const ADMIN_PASSWORD = 'admin-password-check';
  const install = await fetch(`${SITE}/wp-admin/install.php?step=2`, {
    method: 'POST',
    body: new URLSearchParams({
      weblog_title: 'Board games',
      user_name: 'admin',
      admin_password: ADMIN_PASSWORD,
      admin_password2: ADMIN_PASSWORD,
      pw_weak: '1',
      admin_email: 'admin@example.test',
      blog_public: '0',
      language: '',
    }),
  });
  check(
    install.ok && /Success!/.test(await install.text()),
    `WordPress ${/\$wp_version = '([^']+)'/.exec(readFileSync(join(site, 'wp-includes/version.php'), 'utf8'))[1]} installed on 127.0.0.1 (${seconds()} s from the start)`,
  );
  const wp = (...args) =>
    JSON.parse(execFileSync('php', [resolve('test/wordpress/site.php'), site, ...args], { encoding: 'utf8' }));
  check(
    wp('setup').contributor_can_unfiltered_html === false,
    'users: a contributor (who may not post unfiltered HTML) and an editor',
  );

  browser = await launchChromium(['--window-size=1400,1000']);
  const outside = [];
  async function open(context, label) {
    const page = await context.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (['data:', 'blob:', 'about:'].includes(url.protocol) || url.hostname === '127.0.0.1') request.continue();
      else {
        outside.push(`${label}: ${url.origin}`);
        request.abort();
      }
    });
    page.on('pageerror', (e) => console.log(`  ${label} page error: ${e.message}`));
    page.on('console', (m) => /board-game|bge|warn/i.test(m.text()) && console.log(`  ${label}: ${m.text()}`));
    return page;
  }
  async function logIn(login, password) {
    const context = await browser.createBrowserContext();
    const page = await open(context, login);
    await page.goto(`${SITE}/wp-login.php`, { waitUntil: 'load' });
    // Typed keys could race the login page's own focus-and-select of the name field: set the values.
    await page.evaluate(
      (l, p) => {
        document.getElementById('user_login').value = l;
        document.getElementById('user_pass').value = p;
      },
      login,
      password,
    );
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#wp-submit')]);
    if (!page.url().includes('/wp-admin/'))
      throw new Error(
        `check:wordpress: ${login} could not log in: ${await page.evaluate(() => document.querySelector('#login_error')?.textContent ?? document.body.innerText.slice(0, 200))}`,
      );
    return page;
  }
  const shots = process.env.WP_SCREENSHOTS ? resolve(process.env.WP_SCREENSHOTS) : join(work, 'shots');
  mkdirSync(shots, { recursive: true });

  // The administrator uploads the zip and activates the plugin, as a site owner would.
  const admin = await logIn('admin', ADMIN_PASSWORD);
  await admin.goto(`${SITE}/wp-admin/plugin-install.php?tab=upload`, { waitUntil: 'load' });
  const upload = await admin.$('input[name="pluginzip"]');
  if (!upload)
    throw new Error(
      `no upload form: ${admin.url()} ${(await admin.evaluate(() => document.body.innerText)).slice(0, 300)}`,
    );
  await upload.uploadFile(ZIP);
  await Promise.all([
    admin.waitForNavigation({ waitUntil: 'load', timeout: 60000 }),
    admin.click('#install-plugin-submit'),
  ]);
  const installed = await admin.evaluate(() => document.body.innerText);
  const activate = await admin.$('a[href*="action=activate"]');
  check(
    /Plugin installed successfully/.test(installed) && !!activate,
    'the administrator uploads dist/wordpress/board-game-elements.zip: "Plugin installed successfully"',
  );
  await Promise.all([admin.waitForNavigation({ waitUntil: 'load' }), activate.click()]);
  check(
    await admin.evaluate(() => !!document.querySelector('tr.active[data-slug="board-game-elements"]')),
    'and activates it: Board Game Elements is active',
  );

  // The block (in the editor) and the server (the shortcode) keep the same attributes of the same values.
  const cases = [
    [
      'reversi-board',
      {
        size: '10',
        mode: 'online',
        'ai-depth': '0',
        theme: 'Dark',
        lang: 'zh',
        persist: 'board-a1',
        'show-moves': true,
        sound: 'false',
        clock: '5+3',
        'online-server': 'https://peer.example.org:9000/app',
        onclick: 'x',
        style: 'color:red',
      },
    ],
    [
      'reversi-board',
      {
        size: '11',
        'ai-side': 'first',
        'ai-depth': '12',
        coordinates: 'none',
        persist: 'a b',
        clock: '5',
        'online-server': 'javascript:alert(1)',
        'first-player': '<b>Ann</b>',
      },
    ],
    ['nim-board', { heaps: '3 4 5', misere: '', size: '8', 'ai-time': '600001', seed: '7' }],
    ['nim-board', { heaps: '3,4', 'ai-delay': '0', moves: '1:2 2:1', lang: 'en-GB' }],
    ['lines-of-action-board', { size: '6', simultaneous: 'draw', 'show-groups': 'yes', position: 'x-o/-- x' }],
    [
      'hnefatafl-board',
      { variant: 'brandubh', 'king-armed': 'false', 'king-capture': '5', 'king-range': '3', escape: 'edge' },
    ],
    ['peg-solitaire-board', { variant: 'triangle', 'start-hole': 'a1', 'show-warnings': true, mode: 'remote' }],
    ['connect-four-board', { columns: '4', rows: '11', 'win-length': '4' }],
    // Every game of the registry passes both.
    ...GAMES.map((g) => [g.tag, { mode: 'two-player', theme: 'dark' }]),
  ];
  const server = wp('clean', JSON.stringify(cases));
  const { runInNewContext } = await import('node:vm');
  let blockType;
  const stubs = {
    window: {
      boardGameElementsSpec: JSON.parse(readFileSync('wordpress/games.json', 'utf8')),
      wp: {
        blocks: { registerBlockType: (_, settings) => (blockType = settings) },
        element: { createElement: (_tag, props) => props },
        blockEditor: { useBlockProps: Object.assign(() => ({}), { save: () => ({}) }) },
        components: {},
      },
    },
  };
  runInNewContext(readFileSync('wordpress/block/index.js', 'utf8'), stubs);
  const block = cases.map(([game, options]) =>
    JSON.parse(JSON.stringify(blockType.save({ attributes: { game, options } }))),
  );
  const differ = cases
    .map((c, i) =>
      JSON.stringify(block[i]) === JSON.stringify(server[i])
        ? null
        : `${c[0]}: block ${JSON.stringify(block[i])}, server ${JSON.stringify(server[i])}`,
    )
    .filter(Boolean);
  const expected = {
    size: '10',
    mode: 'online',
    lang: 'zh',
    persist: 'board-a1',
    'show-moves': '',
    clock: '5+3',
    'online-server': 'https://peer.example.org:9000/app',
  };
  check(
    differ.length === 0 && JSON.stringify(server[0]) === JSON.stringify(expected),
    `the block and the shortcode pass the same attributes and values in ${cases.length} cases of good and bad values${differ.length ? `:\n  ${differ.join('\n  ')}` : ` (e.g. ${JSON.stringify(server[1])} of ${JSON.stringify(cases[1][1])})`}`,
  );

  // A contributor inserts the block from the inserter, sets the size in the sidebar and saves a draft.
  const contributor = await logIn('contributor', 'contributor-password');
  await contributor.goto(`${SITE}/wp-admin/post-new.php`, { waitUntil: 'load' });
  await contributor.waitForSelector('.edit-post-header-toolbar__inserter-toggle', { timeout: 60000 });
  const editorLoaded = seconds();
  await contributor.waitForSelector('.editor-post-title__input', { timeout: 30000 });
  await contributor.click('.editor-post-title__input');
  await contributor.keyboard.type('Reversi on ten squares');
  await contributor.click('.edit-post-header-toolbar__inserter-toggle');
  await contributor.waitForSelector('.block-editor-inserter__search input');
  await contributor.type('.block-editor-inserter__search input', 'Reversi');
  const option = await contributor.waitForFunction(
    () =>
      [...document.querySelectorAll('.block-editor-block-types-list__item')].find(
        (b) => b.textContent.trim() === 'Reversi',
      ),
    { timeout: 20000 },
  );
  const inserterTitles = await contributor.evaluate(() =>
    [...document.querySelectorAll('.block-editor-block-types-list__item')].map((b) => b.textContent.trim()).join(', '),
  );
  await option.asElement().click();
  const canvasBoard = (selector) =>
    contributor.waitForFunction(
      (s) => document.querySelector(s)?.shadowRoot?.querySelectorAll('[part~="cell"]').length,
      { timeout: 30000 },
      selector,
    );
  await canvasBoard('.block-editor-block-list__layout reversi-board');
  // The inserter stays open after an insertion: close it, and open the block's settings.
  await contributor.click('.edit-post-header-toolbar__inserter-toggle');
  if (!(await contributor.$('.interface-complementary-area .block-editor-block-inspector')))
    await contributor.click('.edit-post-header__settings button[aria-label="Settings"]');
  // The sidebar's size field, found by its label.
  const sizeField = await contributor.waitForFunction(
    () => {
      const label = [...document.querySelectorAll('.block-editor-block-inspector label')].find((l) =>
        /^Board size/.test(l.textContent),
      );
      return label && document.getElementById(label.htmlFor);
    },
    { timeout: 20000 },
  );
  await sizeField.asElement().click({ clickCount: 3 });
  await contributor.keyboard.press('Backspace');
  await contributor.keyboard.type('10');
  await canvasBoard('.block-editor-block-list__layout reversi-board[size="10"]');
  const cellsInEditor = await contributor.evaluate(
    () =>
      document
        .querySelector('.block-editor-block-list__layout reversi-board')
        .shadowRoot.querySelectorAll('[part~="cell"]').length,
  );
  check(
    /Reversi/.test(inserterTitles) && cellsInEditor === 100,
    `a contributor finds "Reversi" in the inserter (search "Reversi": ${inserterTitles}), sets Board size 10 in the sidebar, and the editor shows the live board of ${cellsInEditor} squares (editor ready at ${editorLoaded} s)`,
  );
  await contributor.screenshot({ path: join(shots, 'wordpress-block-editor.png') });
  await contributor.click('.editor-post-save-draft');
  await contributor.waitForFunction(
    () => /post=\d+/.test(location.search) && document.querySelector('.editor-post-saved-state.is-saved'),
    { timeout: 30000 },
  );
  const postId = /post=(\d+)/.exec(await contributor.evaluate(() => location.search))[1];
  const draft = wp('content', postId);
  check(
    draft.author === 'contributor' &&
      /<!-- wp:board-game-elements\/board \{"game":"reversi-board","options":\{"size":"10"\}\} -->\s*<reversi-board class="wp-block-board-game-elements-board" size="10"><\/reversi-board>/.test(
        draft.content,
      ),
    `the contributor's draft is stored as the board's own tag, through WordPress's content filter: ${draft.content.replace(/\s+/g, ' ')}`,
  );

  await contributor.close();
  // A contributor's block with many options, and handlers slipped into its markup: the options pass the filter, the
  // handlers do not.
  const richTag =
    '<hnefatafl-board class="wp-block-board-game-elements-board" variant="brandubh" mode="two-player" lang="zh" theme="dark" coordinates="none" persist="board-k2m7" clock="5+3" show-moves="">';
  const rich = wp(
    'post',
    'contributor',
    'Brandubh',
    `<!-- wp:board-game-elements/board {"game":"hnefatafl-board","options":{"variant":"brandubh","mode":"two-player","lang":"zh","theme":"dark","coordinates":"none","persist":"board-k2m7","clock":"5+3","show-moves":true}} -->\n${richTag.replace('>', ' onclick="window.pwned=1" onmouseover="window.pwned=2">')}<script>window.pwned=3</script></hnefatafl-board>\n<!-- /wp:board-game-elements/board -->`,
  );
  check(
    rich.content.includes(richTag) && !/onclick|onmouseover|<script/.test(rich.content),
    `a contributor's block with a variant, mode, language, theme, coordinates, saved game, clock and move list keeps them all through the content filter; the handlers and the script tags in its markup are stripped (their text stays inside the tag, where a board shows none): ${rich.content.replace(/\s+/g, ' ')}`,
  );

  // An editor opens the draft (the block is valid: no "unexpected content") and publishes it.
  const editor = await logIn('editor', 'editor-password');
  await editor.goto(`${SITE}/wp-admin/post.php?post=${postId}&action=edit`, { waitUntil: 'load' });
  await editor.waitForFunction(
    () =>
      document
        .querySelector('.block-editor-block-list__layout reversi-board[size="10"]')
        ?.shadowRoot?.querySelectorAll('[part~="cell"]').length === 100,
    { timeout: 60000 },
  );
  // The contributor's editor has just closed; WordPress still holds its lock for a while: take over, as an editor
  // would.
  const takeOver = await editor.evaluateHandle(() =>
    [...document.querySelectorAll('.editor-post-locked-modal a, .editor-post-locked-modal button')].find((b) =>
      /Take over/.test(b.textContent),
    ),
  );
  if (takeOver.asElement()) {
    await Promise.all([editor.waitForNavigation({ waitUntil: 'load' }), takeOver.asElement().click()]);
    await editor.waitForFunction(
      () =>
        document
          .querySelector('.block-editor-block-list__layout reversi-board[size="10"]')
          ?.shadowRoot?.querySelectorAll('[part~="cell"]').length === 100,
      { timeout: 60000 },
    );
  }
  const invalid = await editor.evaluate(() => document.querySelectorAll('.block-editor-warning').length);
  await editor.click('.editor-post-publish-panel__toggle');
  await editor.waitForSelector('.editor-post-publish-panel .editor-post-publish-button');
  await editor.click('.editor-post-publish-panel .editor-post-publish-button');
  await editor.waitForSelector('.post-publish-panel__postpublish', { timeout: 30000 });
  const published = wp('content', postId);
  check(
    invalid === 0 && published.status === 'publish',
    'an editor opens the draft with the block valid and the board live, and publishes it',
  );

  // A reader: the board is there, and the computer answers a move.
  const readerContext = await browser.createBrowserContext();
  async function playAgainstComputer(url, tag) {
    const reader = await open(readerContext, 'reader');
    await reader.goto(url, { waitUntil: 'load' });
    await reader
      .waitForFunction(
        (t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="cell"]'),
        { timeout: 30000 },
        tag,
      )
      .catch(async (e) => {
        console.log(
          `  no <${tag}> on ${url}; the post's content is: ${await reader.evaluate(() => (document.querySelector('.wp-block-post-content') ?? document.body).innerHTML.trim().slice(0, 800))}`,
        );
        throw e;
      });
    const move = await reader.evaluate((t) => document.querySelector(t).legalMoves[0], tag);
    const target = await reader.evaluateHandle(
      (t, m) =>
        document.querySelector(t).shadowRoot.querySelector(`[part~="${m}"]`) ??
        document.querySelector(t).shadowRoot.querySelector(`[data-move="${m}"]`),
      tag,
      move,
    );
    if (target.asElement()) await target.asElement().click();
    else await reader.evaluate((t, m) => document.querySelector(t).play(m), tag, move);
    await reader.waitForFunction((t) => document.querySelector(t).moves.length >= 2, { timeout: 60000 }, tag);
    return reader;
  }
  const reader = await playAgainstComputer(`${SITE}/?p=${postId}`, 'reversi-board');
  const readerBoard = await reader.evaluate(() => ({
    cells: document.querySelector('reversi-board').shadowRoot.querySelectorAll('[part~="cell"]').length,
    moves: document.querySelector('reversi-board').moves.join(' '),
    scripts: [...document.querySelectorAll('script[src]')]
      .map((s) => s.src)
      .filter((s) => s.includes('board-game-elements')),
  }));
  check(
    readerBoard.cells === 100 &&
      readerBoard.scripts.length === 1 &&
      /\/wp-content\/plugins\/board-game-elements\/cdn\/autoloader\.js/.test(readerBoard.scripts[0]),
    `the published post shows the 10x10 board, loaded from the plugin itself (${readerBoard.scripts[0]?.replace(SITE, '')}); the reader plays and the computer answers: ${readerBoard.moves}`,
  );
  await (await reader.$('reversi-board')).screenshot({ path: join(shots, 'wordpress-post.png') });
  const brandubh = await open(readerContext, 'reader');
  await brandubh.goto(`${SITE}/?p=${rich.id}`, { waitUntil: 'load' });
  await brandubh.waitForFunction(
    () => document.querySelector('hnefatafl-board')?.shadowRoot?.querySelectorAll('[part~="cell"]').length === 49,
    { timeout: 30000 },
  );
  // The clock is read once the board has set it up (its saved game, if any, resumed), not at the first cells.
  await brandubh
    .waitForFunction(() => document.querySelector('hnefatafl-board').clockTimes?.first === 300000, { timeout: 30000 })
    .catch(() => {});
  const brandubhText = await brandubh.evaluate(() =>
    document.querySelector('hnefatafl-board').shadowRoot.querySelector('[part~="status"]')?.textContent.trim(),
  );
  const brandubhClock = await brandubh.evaluate(() =>
    JSON.stringify(document.querySelector('hnefatafl-board').clockTimes),
  );
  check(
    /[\u4e00-\u9fff]/.test(brandubhText ?? '') && JSON.parse(brandubhClock)?.first === 300000,
    `the contributor's published Brandubh board is 7x7, speaks Chinese ("${brandubhText}") and has its 5+3 clock (${brandubhClock})`,
  );
  await brandubh.close();
  const plain = await open(readerContext, 'reader');
  await plain.goto(`${SITE}/?page_id=2`, { waitUntil: 'load' });
  check(
    (await plain.evaluate(() => document.querySelectorAll('script[src*="board-game-elements"]').length)) === 0 &&
      /Sample Page/.test(await plain.title()),
    "a page without a board loads none of the plugin's scripts",
  );

  // The shortcode, posted by the contributor (their content filtered): a Connect Four board of 8 columns.
  const short = wp(
    'post',
    'contributor',
    'Connect Four by shortcode',
    '[board-game game="connect-four" columns="8" mode="vs-ai" show-moves]',
  );
  const shortReader = await playAgainstComputer(`${SITE}/?p=${short.id}`, 'connect-four-board');
  const shortBoard = await shortReader.evaluate(() => ({
    html: document.querySelector('connect-four-board').outerHTML,
    columns: document.querySelector('connect-four-board').columns,
    moves: document.querySelector('connect-four-board').moves.join(' '),
  }));
  check(
    shortBoard.html === '<connect-four-board columns="8" mode="vs-ai" show-moves=""></connect-four-board>' &&
      shortBoard.columns === 8,
    `a contributor's shortcode [board-game game="connect-four" columns="8" mode="vs-ai" show-moves] gives ${shortBoard.html}, and the computer answers: ${shortBoard.moves}`,
  );

  // As an attacker would write it. First the shortcode's own output for values with markup, quotes
  // and handlers (in a post, WordPress's quote curling spoils most of such a shortcode before it
  // runs; do_shortcode() here hands every value over as written).
  const firstName = '<img src=x onerror=window.pwned=1>';
  const forged = wp(
    'shortcode',
    `[board-game game="reversi" first-player="${firstName}" second-player='"><img src=x onerror=window.pwned=2>' onclick="window.pwned=3" onmouseover=window.pwned=4 style="position:fixed" size="11" mode='vs-ai"><img src=x onerror=window.pwned=5>' persist="a b" ai-depth="3" theme="dark"]`,
  ).html;
  const parsed = await plain.evaluate((html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    const elements = template.content.querySelectorAll('*');
    return {
      count: elements.length,
      tag: elements[0]?.localName,
      attributes: elements[0]?.getAttributeNames().join(' '),
      first: elements[0]?.getAttribute('first-player'),
      second: elements[0]?.getAttribute('second-player'),
    };
  }, forged);
  check(
    parsed.count === 1 &&
      parsed.tag === 'reversi-board' &&
      parsed.attributes === 'first-player second-player ai-depth theme' &&
      parsed.first === firstName &&
      parsed.second === '"><img src=x onerror=window.pwned=2>',
    `a shortcode with markup and quotes in its names, event handlers, a style, a size and a mode the board refuses and a bad key gives one element and no markup: ${forged}`,
  );

  // Then in a published post: quotes that try to close the attribute, and handlers.
  const hostile = wp(
    'post',
    'admin',
    'Hostile shortcode',
    `[board-game game="reversi" first-player='Ann" onmouseover="window.pwned=1' onclick="window.pwned=3" onfocus=window.pwned=4 style="position:fixed" size="11" mode="vs-ai&quot; autofocus onfocus=&quot;window.pwned=5"]`,
  );
  const attacked = await playAgainstComputer(`${SITE}/?p=${hostile.id}`, 'reversi-board');
  await attacked.hover('reversi-board');
  const aftermath = await attacked.evaluate(() => {
    const board = document.querySelector('reversi-board');
    return {
      pwned: window.pwned,
      attributes: board.getAttributeNames().join(' '),
      mode: board.getAttribute('mode'),
      players: board.shadowRoot.querySelector('[part~="players"]')?.textContent.replace(/\s+/g, ' ').trim(),
    };
  });
  check(
    aftermath.pwned === undefined &&
      aftermath.attributes === 'first-player mode' &&
      aftermath.mode === 'vs-ai' &&
      /onmouseover/.test(aftermath.players),
    `in a post, a name that tries to close its quotes and add a handler stays text (${aftermath.players}); handlers, the style and the refused size are dropped (attributes: ${aftermath.attributes}, mode "${aftermath.mode}")`,
  );

  // Without the plugin, the published post keeps the board's tag for a script added by hand.
  wp('deactivate');
  const bare = await (await fetch(`${SITE}/?p=${postId}`)).text();
  check(
    /<reversi-board class="wp-block-board-game-elements-board" size="10"><\/reversi-board>/.test(bare) &&
      !/board-game-elements\/cdn/.test(bare),
    'with the plugin deactivated, the post still holds <reversi-board size="10"> (and no script of the plugin): one script tag by hand brings it back',
  );

  const log = existsSync(debugLog) ? readFileSync(debugLog, 'utf8') : '';
  const ours = log.split('\n').filter((l) => /board-game-elements/.test(l));
  check(
    ours.length === 0,
    `no PHP error, warning or notice from the plugin in WordPress's debug log${ours.length ? `:\n${ours.slice(0, 5).join('\n')}` : ''}`,
  );
  // WordPress's own admin screens ask gravatar.com for avatars; a reader's page must ask nothing outside.
  const fromReaders = outside.filter((o) => o.startsWith('reader'));
  check(
    fromReaders.length === 0,
    `nothing on a reader's page left 127.0.0.1 (aborted there: ${fromReaders.length ? [...new Set(fromReaders)].join(', ') : 'none'}; WordPress's admin screens: ${[...new Set(outside.filter((o) => !o.startsWith('reader')))].join(', ') || 'none'})`,
  );
} catch (e) {
  // What each page showed when the check failed.
  for (const [i, page] of ((await browser?.pages().catch(() => [])) ?? []).entries())
    await page
      .screenshot({ path: join(process.env.WP_SCREENSHOTS ?? tmpdir(), `wordpress-failed-${i}.png`) })
      .catch(() => {});
  throw e;
} finally {
  await browser?.close();
  clearTimeout(limit);
  cleanup();
}
console.log(`check:wordpress took ${seconds()} s`);
finish();
