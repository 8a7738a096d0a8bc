// `npm run check:storybook` (after `npm run build-storybook`): the documentation site, page by page,
// in Chromium.
// - Every story: its board renders (the element is defined and draws its grid, or its names form)
//   and axe finds no violation in it.
// - Every docs page (the guides, each game's page, the reference): no error on the page, no
//   Markdown left as text (a table without GitHub-flavoured Markdown); every
//   live board on it renders and answers a move (a legal move played through `play()` is taken, and
//   the computer answers where it has the next turn; a board that plays itself moves on its own; an
//   online board shows its invitation); then axe finds no violation in any board, in the light and
//   in the dark theme, with every display option on (the move list, the hint button, coordinates,
//   the analysis where a game has one).
// - The site served under a sub-path opens a docs page with its boards (a project page's address).
// - On a phone (360 px wide), no docs page is wider than the screen (a code line or a table that
//   cannot wrap scrolls in its own box), and every board is seen whole, inside the screen and its
//   story's frame (.storybook/preview-head.html narrows the margins). `--widths` runs only this;
//   `--only <words>` checks only the stories and pages whose title has them.
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { launchChromium, serveStatic } from '../../scripts/lib/browser.mjs';
import { checks, requireBuild } from '../../scripts/lib/checks.mjs';

const root = 'storybook-static';
requireBuild(join(root, 'index.json'), 'npm run build-storybook');
const server = await serveStatic(root);
const base = server.url;

// `--only <words>`: the stories and pages whose title has them (a page being written), not all.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const entries = Object.values(JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')).entries).filter(
  (e) => !only || e.title.includes(only),
);
const stories = entries.filter((e) => e.type === 'story');
const docs = entries.filter((e) => e.type === 'docs');
const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const browser = await launchChromium();
const { check, finish } = checks();

/** Runs axe over `selector`'s boards (or the story root) and returns the violations as lines. */
async function axeViolations(page, scope) {
  return page.evaluate(async (scope) => {
    const boards = [...document.querySelectorAll(scope)]
      .flatMap((el) => [el, ...el.querySelectorAll('*')])
      .filter((el) => el.localName.endsWith('-board'));
    // eslint-disable-next-line no-undef
    const r = await axe.run(boards.length ? { include: boards } : scope);
    return r.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''})`,
    );
  }, scope);
}

async function checkStory(story) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('#storybook-root *')].some(
          (el) =>
            el.localName.endsWith('-board') &&
            customElements.get(el.localName) &&
            el.shadowRoot?.querySelector('[role="grid"], [part~="names"]'),
        ),
      {
        timeout: 10000,
      },
    );
    await page.evaluate(axeSource);
    const violations = await axeViolations(page, '#storybook-root');
    if (violations.length > 0 || errors.length > 0) throw new Error([...violations, ...errors].join('; '));
    check(true, `${story.title} / ${story.name}`);
  } catch (e) {
    check(false, `${story.title} / ${story.name}: ${e instanceof Error ? e.message : e}`);
  } finally {
    await page.close();
  }
}

/** Opens a docs page: every board renders and answers a move, then axe in both themes. */
async function checkDocs(entry, url = `${base}/iframe.html?id=${entry.id}&viewMode=docs`) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on(
    'console',
    (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(`console: ${m.text()}`),
  );
  try {
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60000 });
    await page.waitForSelector('.sbdocs-content', { timeout: 30000 });
    // Markdown the page failed to render (a table left as text) reads as a paragraph of pipes.
    const raw = await page.evaluate(() =>
      [...document.querySelectorAll('.sbdocs-content p')]
        .map((p) => p.textContent)
        .find((t) => /\|\s*---\s*\|/.test(t)),
    );
    if (raw) throw new Error(`Markdown left as text: ${raw.slice(0, 80)}`);
    const boards = await page.evaluate(
      () => [...document.querySelectorAll('.sbdocs-content *')].filter((el) => el.localName.endsWith('-board')).length,
    );
    // Every board defined and drawn (its grid, or the names form it opens with).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.sbdocs-content *')]
          .filter((el) => el.localName.endsWith('-board'))
          .every(
            (el) => customElements.get(el.localName) && el.shadowRoot?.querySelector('[role="grid"], [part~="names"]'),
          ),
      { timeout: 30000 },
    );
    // Each board answers a move, as its mode allows.
    const answers = await page.evaluate(async () => {
      const until = (test, ms = 30000) =>
        new Promise((resolve, reject) => {
          const start = performance.now();
          const poll = () =>
            test() ? resolve() : performance.now() - start > ms ? reject(new Error('timed out')) : setTimeout(poll, 50);
          poll();
        });
      const out = [];
      for (const el of [...document.querySelectorAll('.sbdocs-content *')].filter((x) =>
        x.localName.endsWith('-board'),
      )) {
        const name = `<${el.localName}${el.getAttribute('mode') ? ` mode=${el.getAttribute('mode')}` : ''}>`;
        try {
          const mode = el.mode ?? 'vs-ai';
          if (mode === 'online') {
            await until(() => el.shadowRoot.querySelector('[part~="online"]'));
            out.push(`${name}: invitation shown`);
            continue;
          }
          if (el.shadowRoot.querySelector('[part~="names"]')) {
            out.push(`${name}: names form shown`);
            continue;
          }
          let before = el.moves.length;
          if (el.getAttribute('puzzle')) {
            // A puzzle takes only its solution's move (judged, then answered): the hint gives it.
            await until(() => el.shadowRoot.querySelector('[part~="puzzle-title"]'));
            before = el.moves.length;
            const hint = await el.hint();
            el.play(hint);
            await until(() => el.moves.length > before);
            out.push(`${name}: puzzle, ${hint} taken`);
            continue;
          }
          if (el.getAttribute('lesson')) {
            // A lesson's step takes the move it asks (judged, then played): the hint gives it, or any for a first try.
            await until(() => el.shadowRoot.querySelector('[part~="lesson-title"]'));
            before = el.moves.length;
            const move = (await el.hint()) ?? el.legalMoves[0];
            el.play(move);
            await until(() => el.moves.length > before);
            out.push(`${name}: lesson, ${move} taken`);
            continue;
          }
          if (mode === 'ai-vs-ai') {
            await until(() => el.moves.length > before || el.result);
            out.push(`${name}: plays itself`);
            continue;
          }
          if (el.result || el.legalMoves.length === 0) {
            out.push(`${name}: over`);
            continue;
          }
          // Against the computer, wait for its move when it has the turn (it may open the game).
          await until(() => el.result || (!el.thinking && !(mode === 'vs-ai' && el.gameState.turn === el.aiSide)));
          if (el.result) {
            out.push(`${name}: over`);
            continue;
          }
          before = el.moves.length;
          const move = el.legalMoves[0];
          el.play(move);
          if (el.moves.length !== before + 1) throw new Error(`play(${move}) was not taken`);
          if (mode === 'vs-ai' && !el.result && el.legalMoves.length > 0 && el.gameState.turn === el.aiSide) {
            await el.aiComplete;
            await until(() => el.moves.length >= before + 2);
          }
          out.push(`${name}: ${move} taken`);
        } catch (e) {
          throw new Error(`${name} did not answer a move: ${e.message}`);
        }
      }
      return out;
    });
    await page.evaluate(axeSource);
    const found = [];
    for (const theme of ['light', 'dark']) {
      await page.evaluate((theme) => {
        for (const el of [...document.querySelectorAll('.sbdocs-content *')].filter((x) =>
          x.localName.endsWith('-board'),
        )) {
          el.setAttribute('theme', theme);
          for (const flag of ['show-moves', 'show-hint-button']) el.setAttribute(flag, '');
          el.setAttribute('coordinates', 'edge');
          if ('showAnalysis' in el) el.setAttribute('show-analysis', '');
        }
      }, theme);
      await page.evaluate(() =>
        Promise.all(
          [...document.querySelectorAll('.sbdocs-content *')]
            .filter((x) => x.localName.endsWith('-board'))
            .map((el) => el.updateComplete),
        ),
      );
      for (const v of await axeViolations(page, '.sbdocs-content')) found.push(`${theme}: ${v}`);
    }
    if (found.length > 0 || errors.length > 0) throw new Error([...found, ...errors].join('; '));
    check(
      true,
      `docs: ${entry.title}: ${boards} live board${boards === 1 ? '' : 's'}${answers.length ? ` (${answers.join('; ')})` : ''}`,
    );
  } catch (e) {
    check(false, `docs: ${entry.title}: ${e instanceof Error ? e.message : e}`);
  } finally {
    await page.close();
  }
}

/** The narrowest screen the docs are read on: a small phone's CSS width. */
const PHONE = { width: 360, height: 740, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

/** Opens a docs page at a phone's width: the page no wider than the screen, every board seen whole. */
async function checkNarrow(entry) {
  const page = await browser.newPage();
  try {
    await page.setViewport(PHONE);
    await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=docs`, { waitUntil: 'networkidle0', timeout: 60000 });
    await page.waitForSelector('.sbdocs-content', { timeout: 30000 });
    // Measured once every board has drawn at this width and a frame has been laid out after it.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.sbdocs-content *')]
          .filter((el) => el.localName.endsWith('-board'))
          .every(
            (el) => customElements.get(el.localName) && el.shadowRoot?.querySelector('[role="grid"], [part~="names"]'),
          ),
      { timeout: 30000 },
    );
    const found = await page.evaluate(async () => {
      await Promise.all(
        [...document.querySelectorAll('.sbdocs-content *')]
          .filter((el) => el.localName.endsWith('-board'))
          .map((el) => el.updateComplete),
      );
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const viewport = document.documentElement.clientWidth;
      const name = (el) =>
        `<${el.localName}${el.className && typeof el.className === 'string' ? ` class="${el.className.split(' ').slice(0, 2).join(' ')}"` : ''}>${(el.textContent ?? '').trim().slice(0, 40)}`;
      const problems = [];
      const width = document.documentElement.scrollWidth;
      if (width > viewport) {
        // What sticks out: the outermost elements past the screen's right edge that no box around them scrolls or
        // clips.
        const free = (el) => {
          for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
            if (getComputedStyle(a).overflowX !== 'visible') return false;
          return true;
        };
        const past = (el) => el.getBoundingClientRect().right > viewport + 0.5;
        const out = [...document.querySelectorAll('.sbdocs-content *')].filter(
          (el) => past(el) && !(el.parentElement && past(el.parentElement)) && free(el),
        );
        problems.push(
          `the page is ${width} px wide on a ${viewport} px screen (${out.slice(0, 3).map(name).join('; ') || 'outside the content'})`,
        );
      }
      // A board is seen whole: inside the screen and inside every box around it that scrolls or clips (the story's
      // frame).
      for (const board of [...document.querySelectorAll('.sbdocs-content *')].filter((el) =>
        el.localName.endsWith('-board'),
      )) {
        const r = board.getBoundingClientRect();
        if (r.left < -0.5 || r.right > viewport + 0.5)
          problems.push(`<${board.localName}> (${Math.round(r.width)} px) runs off the screen`);
        for (let el = board.parentElement; el && el !== document.body; el = el.parentElement) {
          if (getComputedStyle(el).overflowX === 'visible') continue;
          const box = el.getBoundingClientRect();
          if (r.right > box.right + 0.5 || r.left < box.left - 0.5) {
            problems.push(
              `<${board.localName}> (${Math.round(r.width)} px) does not fit in ${name(el)} (${Math.round(box.width)} px)`,
            );
            break;
          }
        }
      }
      return problems;
    });
    check(found.length === 0, `at 360 px: ${entry.title}${found.length ? `: ${found.join('; ')}` : ''}`);
  } catch (e) {
    check(false, `at 360 px: ${entry.title}: ${e instanceof Error ? e.message : e}`);
  } finally {
    await page.close();
  }
}

const widthsOnly = process.argv.includes('--widths');
try {
  if (!widthsOnly) for (const story of stories) await checkStory(story);
  if (!widthsOnly) for (const entry of docs) await checkDocs(entry);
  for (const entry of docs) await checkNarrow(entry);
  if (!only) check(docs.length >= 40, `${docs.length} docs pages`);
  if (!widthsOnly && docs.length > 0) {
    // The same build under a sub-path, as a project page serves it.
    const prefix = '/board-game-elements';
    const sub = createServer((req, res) => {
      if (!req.url.startsWith(`${prefix}/`)) return res.writeHead(404).end();
      const upstream = request(`${base}${req.url.slice(prefix.length)}`, (r) => {
        res.writeHead(r.statusCode, r.headers);
        r.pipe(res);
      });
      upstream.end();
    });
    await new Promise((resolve) => sub.listen(0, '127.0.0.1', resolve));
    try {
      const intro = docs.find((d) => d.title === 'Start/Introduction') ?? docs[0];
      await checkDocs(
        { ...intro, title: `${intro.title}, served under ${prefix}/` },
        `http://127.0.0.1:${sub.address().port}${prefix}/iframe.html?id=${intro.id}&viewMode=docs`,
      );
    } finally {
      sub.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
finish();
