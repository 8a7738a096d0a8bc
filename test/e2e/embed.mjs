// The blogger's page: demo/embed.html loads nothing but the CDN file, served from another origin
// as a CDN would. Both boards must upgrade and play against the computer in a worker; a page whose
// policy forbids workers must still get the computer's moves, one whose policy refuses
// WebAssembly must get them from the JavaScript engines, and a strict page (no inline style,
// Trusted Types) must get them from the worker with no violation.
import { launchChromium, serveStatic } from '../../scripts/lib/browser.mjs';
import { checks, requireBuild } from '../../scripts/lib/checks.mjs';
import { GAMES } from '../../scripts/lib/games.mjs';

requireBuild('dist/cdn/board-game-elements.js');
const cdn = await serveStatic('.', { cors: true });
const CDN_FILE = `${cdn.url.replace('127.0.0.1', 'localhost')}/dist/cdn/board-game-elements.js`;
const FORBID_WORKERS = `<meta http-equiv="Content-Security-Policy" content="worker-src 'none'" />`;
// Scripts from the page, the CDN and blob: workers, but no 'wasm-unsafe-eval'.
const REFUSE_WASM = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${new URL(CDN_FILE).origin} blob:" />`;
const CDN = new URL(CDN_FILE).origin;
// The strict page of a careful site owner: no inline style or script anywhere, Trusted Types
// enforced with only the policies the README names (the page's own inline style sheet and data:
// icon are taken out). A module worker fetches its imports under `worker-src`, so the CDN is there too.
const STRICT_TT = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${CDN} 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self' blob: ${CDN}; require-trusted-types-for 'script'; trusted-types lit-html board-game-elements" />`;
/**
 * The JavaScript solvers' chunks, which load only where WebAssembly is refused (the element files' or the all-in-one
 * file's own).
 */
const FALLBACKS = ['solver', 'script-search'];
const loadedFallbacks = (scripts) =>
  FALLBACKS.filter((f) => scripts.some((s) => new RegExp(`/board-game-elements-(all-)?${f}\\.js$`).test(s)));
const site = await serveStatic('.', {
  rewrite: (path, text) => {
    if (!path.includes('embed.html')) return text;
    const page = text.replace('../dist/cdn/board-game-elements.js', CDN_FILE);
    if (path.includes('trusted'))
      return page
        .replace(/<style>[\s\S]*?<\/style>/, '')
        .replace(/<link rel="icon"[^>]*>/, '')
        .replace('<head>', `<head>\n    ${STRICT_TT}`);
    if (path.includes('strict')) return page.replace('<head>', `<head>\n    ${FORBID_WORKERS}`);
    return path.includes('nowasm') ? page.replace('<head>', `<head>\n    ${REFUSE_WASM}`) : page;
  },
});
const browser = await launchChromium();
const { check, finish } = checks();

/** The boards where the computer plays a side. */
const OPPONENTS = GAMES.filter((g) => g.players === 2).map((g) => g.tag);

/** Opens `url`, plays one move on every board against the computer; returns where the computer thought. */
async function playEach(url, label) {
  const page = await browser.newPage();
  const scripts = [];
  const errors = [];
  page.on('request', (r) => r.resourceType() === 'script' && !r.url().startsWith('blob:') && scripts.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.evaluateOnNewDocument(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  for (const tag of GAMES.map((g) => g.tag)) {
    const upgraded = await page.evaluate(
      (t) => !!customElements.get(t) && !!document.querySelector(t)?.shadowRoot?.querySelector('[role="grid"]'),
      tag,
    );
    check(upgraded, `${label}: <${tag}> upgrades and renders its grid`);
  }
  const cell = await page.evaluateHandle(() =>
    document.querySelector('tictactoe-board').shadowRoot.querySelector('[part~="b2"]'),
  );
  await cell.click();
  await page.waitForFunction(() => document.querySelector('tictactoe-board').moves.length === 2, { timeout: 10000 });
  check(true, `${label}: a click on b2 is answered by the computer`);
  const piece = await page.evaluateHandle(() =>
    document.querySelector('nim-board').shadowRoot.querySelector('.piece[data-row="0"][data-col="0"]'),
  );
  await piece.click({ count: 2 });
  await page.waitForFunction(() => document.querySelector('nim-board').moves.length === 2, { timeout: 10000 });
  check(true, `${label}: a double-click in Nim takes a heap and the computer answers`);
  const column = await page.evaluateHandle(() =>
    document.querySelector('connect-four-board').shadowRoot.querySelector('[data-row="0"][data-col="3"]'),
  );
  await column.click();
  await page.waitForFunction(() => document.querySelector('connect-four-board').moves.length === 2, { timeout: 10000 });
  check(true, `${label}: a click on Connect Four's centre column is answered by the computer`);
  // 6x6 Reversi: black's c2 (row 2 from the top, column c) turns c3; the computer answers.
  const disc = await page.evaluateHandle(() =>
    document.querySelector('reversi-board').shadowRoot.querySelector('[data-row="1"][data-col="2"]'),
  );
  await disc.click();
  await page.waitForFunction(() => document.querySelector('reversi-board').moves.length === 2, { timeout: 10000 });
  check(true, `${label}: a click on Reversi's c2 is answered by the computer`);
  // Lines of Action: pick up b1 (bottom row, second column), put it on d3; the computer answers.
  const board = (sel) =>
    page.evaluateHandle((s) => document.querySelector('lines-of-action-board').shadowRoot.querySelector(s), sel);
  await (await board('[data-row="7"][data-col="1"]')).click();
  await (await board('[data-row="5"][data-col="3"]')).click();
  await page.waitForFunction(() => document.querySelector('lines-of-action-board').moves.length === 2, {
    timeout: 10000,
  });
  check(true, `${label}: b1-d3 in Lines of Action is answered by the computer`);
  // Brandubh: the attacker on d7 (top row, middle) goes to b7; the computer answers for the king.
  const tafl = (sel) =>
    page.evaluateHandle((s) => document.querySelector('hnefatafl-board').shadowRoot.querySelector(s), sel);
  await (await tafl('[data-row="0"][data-col="3"]')).click();
  await (await tafl('[data-row="0"][data-col="1"]')).click();
  await page.waitForFunction(() => document.querySelector('hnefatafl-board').moves.length === 2, { timeout: 10000 });
  check(true, `${label}: d7-b7 in Brandubh is answered by the computer`);
  // Every game with an opponent has been answered above (a test below fails when one is missing).
  const engines = await page.evaluate((tags) => tags.map((t) => document.querySelector(t).aiEngine), OPPONENTS);
  check(errors.length === 0, `${label}: no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
  const violations = await page.evaluate(() => window.violations);
  await page.close();
  return { engines, scripts, violations };
}

try {
  const plain = await playEach(`${site.url}/demo/embed.html`, 'CDN from another origin');
  // The CDN file, and the chunks it and its worker load from beside it: nothing from anywhere else.
  const cdnDir = CDN_FILE.slice(0, CDN_FILE.lastIndexOf('/') + 1);
  check(
    plain.scripts[0] === CDN_FILE && plain.scripts.every((s) => s.startsWith(cdnDir)),
    `only the CDN file and its sibling files are loaded (${new Set(plain.scripts).size} files)`,
  );
  check(
    plain.engines.every((e) => e === 'worker'),
    `the computer thinks in a worker (${plain.engines.join(', ')})`,
  );
  check(
    loadedFallbacks(plain.scripts).length === 0,
    'the exact solvers run in WebAssembly: no JavaScript solver is loaded',
  );
  const noWasm = await playEach(`${site.url}/demo/embed.html?nowasm`, 'WebAssembly refused');
  check(
    noWasm.engines.every((e) => e === 'worker'),
    `with WebAssembly refused the computer still thinks in a worker (${noWasm.engines.join(', ')})`,
  );
  check(
    loadedFallbacks(noWasm.scripts).length === FALLBACKS.length,
    `with WebAssembly refused the JavaScript solvers load (${loadedFallbacks(noWasm.scripts).join(', ')})`,
  );
  const strict = await playEach(`${site.url}/demo/embed.html?strict`, 'workers forbidden');
  check(
    strict.engines.every((e) => e === 'main-thread'),
    `without workers it thinks on the main thread (${strict.engines.join(', ')})`,
  );
  const trusted = await playEach(`${site.url}/demo/embed.html?trusted`, 'strict policy with Trusted Types');
  check(
    trusted.engines.every((e) => e === 'worker'),
    `under style-src 'self' and Trusted Types the worker starts through the policy (${trusted.engines.join(', ')})`,
  );
  check(
    trusted.violations.length === 0,
    `the strict page reports no violation${trusted.violations.length ? `: ${trusted.violations.join('; ')}` : ''}`,
  );
} catch (e) {
  check(false, e instanceof Error ? e.message : String(e));
} finally {
  await browser.close();
  cdn.close();
  site.close();
}
finish();
