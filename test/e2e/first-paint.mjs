// `npm run check:first-paint` (after `npm run build`): the first paint of every board is the whole
// board, with nothing it needs still on its way. For each element file of the CDN build (and the
// all-in-one file, with one board), a page with nothing but that board and its script tag:
// - at defaults, the frame that first shows the board shows what the page shows once it is idle
//   (every cell, the status, the buttons), no script request is pending at that frame, and the
//   scripts requested before it are that file's static imports and nothing else;
// - in Chinese (`lang="zh"`), online, and with a saved game reloaded (`persist`), whose parts load
//   before the first render: that render is already in Chinese, has the online panel, is the saved
//   game; and asking the names (`ask-names`), the first render is already the names form.
import { readdirSync } from 'node:fs';
import { launchChromium, serveStatic } from '../../scripts/lib/browser.mjs';
import { cdnImports } from '../../scripts/lib/cdn-imports.mjs';
import { checks, requireBuild } from '../../scripts/lib/checks.mjs';

const DIR = 'dist/cdn';
requireBuild(`${DIR}/board-game-elements.js`);
const BOARDS = readdirSync(DIR)
  .filter((f) => f.endsWith('-board.js') && !f.startsWith('board-game-elements'))
  .map((f) => f.replace('.js', ''));
/** A file and every file it imports statically. */
const { closure } = cdnImports(DIR);

/** A page with one board: `tag` with `attributes`, in `lang`, loaded by the CDN file `file` (its own by default). */
const PAGE = (tag, attributes, lang, file = tag) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8" /><title>${tag}</title></head>
<body><${tag} ${attributes}></${tag}><script type="module" src="/${DIR}/${file}.js"></script></body></html>`;
const site = await serveStatic('.', {
  rewrite: (path, text) => {
    const query = new URL(path, 'http://x').searchParams;
    return query.has('tag')
      ? PAGE(query.get('tag'), query.get('attributes') ?? '', query.get('lang') ?? 'en', query.get('file') ?? undefined)
      : text;
  },
});
const browser = await launchChromium();
const { check, finish } = checks();

/**
 * What the page shows of its board, taken in the first animation frame that shows the board and
 * again once the page is idle; `events` lists script requests, their ends and the first paint, in order.
 */
async function open(page, tag, attributes = '', lang = 'en', file = tag) {
  const events = [];
  const onRequest = (r) =>
    r.resourceType() === 'script' && events.push({ start: new URL(r.url()).pathname.split('/').pop() });
  const onDone = (r) =>
    r.resourceType() === 'script' && events.push({ end: new URL(r.url()).pathname.split('/').pop() });
  const onConsole = (m) => m.text() === 'first-paint' && events.push({ paint: true });
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('console', onConsole);
  await page.goto(`${site.url}/demo/embed.html?${new URLSearchParams({ tag, attributes, lang, file })}`, {
    waitUntil: 'networkidle0',
  });
  await page.waitForFunction(() => window.firstPaint !== undefined, { timeout: 10000 });
  const [first, idle] = await page.evaluate(
    (t) => [window.firstPaint, window.snapshot(document.querySelector(t))],
    tag,
  );
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  page.off('console', onConsole);
  return { first, idle, events };
}

try {
  const page = await browser.newPage();
  // Before any script of the page: a frame-by-frame watch for the first render of the board.
  await page.evaluateOnNewDocument(() => {
    window.snapshot = (el) => {
      const root = el?.shadowRoot;
      if (!root || root.childElementCount === 0) return null;
      const text = (sel) => root.querySelector(sel)?.textContent?.trim() ?? null;
      return {
        cells: [...root.querySelectorAll('[role="gridcell"]')].map((c) => c.getAttribute('aria-label')).join('|'),
        status: text('[part="status"]'),
        buttons: [...root.querySelectorAll('button')].map((b) => b.textContent.trim()).join('|'),
        players: text('[part~="players"]'),
      };
    };
    const watch = () => {
      const board = document.querySelector('body > *');
      const shot = window.snapshot(board);
      if (shot) {
        window.firstPaint = shot;
        console.log('first-paint');
      } else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });

  // Each element file, and the all-in-one file (one file, so nothing but it before the first paint).
  for (const [tag, file] of [...BOARDS.map((t) => [t, t]), ['hnefatafl-board', 'board-game-elements']]) {
    const { first, idle, events } = await open(page, tag, '', 'en', file);
    const paintAt = events.findIndex((e) => e.paint);
    const before = events.slice(0, paintAt);
    const pending = before.filter((e) => e.start && !before.some((d) => d.end === e.start)).map((e) => e.start);
    const requested = before.filter((e) => e.start).map((e) => e.start);
    const statics = closure([`${file}.js`]);
    const extra = requested.filter((f) => !statics.has(f));
    const label = file === tag ? `<${tag}>` : `<${tag}> from ${file}.js`;
    check(
      paintAt >= 0 && JSON.stringify(first) === JSON.stringify(idle),
      `${label}: the first paint is the whole board (${idle.cells.split('|').length} cells, "${idle.status}", ${idle.buttons.split('|').length} buttons)`,
    );
    check(
      pending.length === 0,
      `${label}: no script pending at the first paint${pending.length ? ` (${pending.join(', ')})` : ''}`,
    );
    check(
      extra.length === 0 && requested.length === statics.size,
      `${label}: before it, only its ${statics.size} static files${extra.length ? ` (also ${extra.join(', ')})` : ''}`,
    );
  }

  // Parts an attribute asks for load before the first render: never a flash of English or of a new game.
  const zh = await open(page, 'tictactoe-board', 'mode="two-player"', 'zh');
  check(
    JSON.stringify(zh.first) === JSON.stringify(zh.idle) && /[\u4e00-\u9fff]/.test(zh.first.status),
    `lang="zh": the first paint is already in Chinese ("${zh.first.status}")`,
  );
  const names = await open(page, 'tictactoe-board', 'mode="two-player" ask-names');
  check(
    JSON.stringify(names.first) === JSON.stringify(names.idle) &&
      /Start/.test(names.first.buttons) &&
      names.first.cells === '',
    `ask-names: the first paint is already the names form (${names.first.buttons})`,
  );
  const online = await open(page, 'reversi-board', 'mode="online"');
  check(
    JSON.stringify(online.first) === JSON.stringify(online.idle) && /Invite/.test(online.first.buttons),
    `mode="online": the first paint already has the invitation buttons (${online.first.buttons})`,
  );
  await page.evaluate(() => localStorage.clear());
  const saved = await open(page, 'reversi-board', 'mode="two-player" persist="first-paint"');
  await page.evaluate(() => ['d3', 'c5', 'f6'].forEach((m) => document.querySelector('reversi-board').play(m)));
  await page.waitForFunction(() => localStorage.length > 0);
  const resumed = await open(page, 'reversi-board', 'mode="two-player" persist="first-paint"');
  check(
    saved.first.cells !== resumed.first.cells && JSON.stringify(resumed.first) === JSON.stringify(resumed.idle),
    `persist: the first paint after a reload is the saved game ("${resumed.first.status}")`,
  );
  await page.evaluate(() => localStorage.clear());
} finally {
  await browser.close();
  site.close();
}
finish();
