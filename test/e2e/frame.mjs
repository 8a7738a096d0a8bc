// The frame for hosts that accept only an iframe: a parent page on one origin, under a strict
// Content Security Policy (no inline script, no eval), embeds dist/cdn/frame.html from another
// origin with the README's snippet. The frame must show the game the URL names, set up the
// position from `#moves=`, play against the computer, tell the parent its moves, and size itself.
import { launchChromium, serveStatic } from '../../scripts/lib/browser.mjs';
import { checks, requireBuild } from '../../scripts/lib/checks.mjs';

requireBuild('dist/cdn/frame.html');
const cdn = await serveStatic('dist/cdn', { cors: true });
const CDN = cdn.url.replace('127.0.0.1', 'localhost');
const POLICY = `default-src 'none'; script-src ${CDN}; frame-src ${CDN}; style-src 'unsafe-inline'`;
const parentPage = (frames) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${POLICY}">
<title>A locked-down blog</title></head><body><h1>Puzzle of the week</h1>
${frames}
<script src="${CDN}/frame-resize.js" defer></script></body></html>`;
let html = '';
const site = await serveStatic('demo', { rewrite: () => html });
const browser = await launchChromium();
const { check, finish } = checks();

/** Opens a parent page with `frames`; returns the tab, the messages it received, and the console's complaints. */
async function open(frames) {
  html = parentPage(frames);
  const tab = await browser.newPage();
  const complaints = [];
  tab.on('console', (m) => ['error', 'warn', 'warning'].includes(m.type()) && complaints.push(m.text()));
  tab.on('pageerror', (e) => complaints.push(e.message));
  // Installed by the browser's tools, so the page's policy does not block it: a record of every message.
  await tab.evaluateOnNewDocument(() => {
    window.received = [];
    addEventListener('message', (e) => window.received.push(e.data));
  });
  // Any HTML file of the site will do: the server answers with the parent page.
  await tab.goto(`${site.url}/embed.html`, { waitUntil: 'networkidle0' });
  return { tab, complaints, messages: () => tab.evaluate(() => window.received) };
}

try {
  const puzzle = `${CDN}/frame.html?game=tictactoe&ai-delay=0&lang=zh&theme=dark&onclick=alert(1)#moves=b2%20a1`;
  const { tab, complaints, messages } = await open(
    `<iframe src="${puzzle}" width="100%" height="150" title="Tic-tac-toe"></iframe>`,
  );
  const frame = tab.frames().find((f) => f.url().startsWith(`${CDN}/frame.html`));
  check(!!frame, 'the frame loads from the other origin');
  await frame.waitForFunction(
    () => document.querySelector('tictactoe-board')?.shadowRoot?.querySelector('[role="grid"]'),
    { timeout: 10000 },
  );
  check(true, 'the frame shows the game its URL names');
  const setup = await frame.evaluate(() => {
    const board = document.querySelector('tictactoe-board');
    return {
      moves: board.moves,
      lang: document.documentElement.lang,
      theme: board.getAttribute('theme'),
      onclick: board.hasAttribute('onclick'),
    };
  });
  check(setup.moves.join(' ') === 'b2 a1', `#moves= sets up the position (${setup.moves.join(' ')})`);
  check(setup.lang === 'zh' && setup.theme === 'dark', 'lang and theme come from the URL');
  check(!setup.onclick, 'an attribute the element does not take (onclick) is refused');
  await tab.waitForFunction(() => document.querySelector('iframe').getBoundingClientRect().height > 200, {
    timeout: 10000,
  });
  const height = await tab.evaluate(() => document.querySelector('iframe').clientHeight);
  const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  check(
    Math.abs(height - content) <= 1,
    `the frame sizes itself to its content through frame-resize.js (${Math.round(height)} px for ${content} px)`,
  );
  const cell = await frame.evaluateHandle(() =>
    document.querySelector('tictactoe-board').shadowRoot.querySelector('[part~="c3"]'),
  );
  await cell.click();
  await frame.waitForFunction(() => document.querySelector('tictactoe-board').moves.length === 4, { timeout: 10000 });
  await tab.waitForFunction(() => window.received.filter((m) => m?.type === 'move').length >= 2, { timeout: 5000 });
  const moves = (await messages()).filter((m) => m?.source === 'board-game-elements' && m.type === 'move');
  check(
    moves[0]?.game === 'tictactoe' && moves[0]?.detail.move === 'c3' && moves[1]?.detail.byAi === true,
    `the parent hears each move (${moves.map((m) => m.detail.move).join(', ')})`,
  );
  const engine = await frame.evaluate(() => document.querySelector('tictactoe-board').aiEngine);
  check(engine === 'worker', `the computer thinks in a worker inside the frame (${engine})`);
  // Play the game out through the frame's board, then expect the parent to hear the end.
  await frame.evaluate(async () => {
    const board = document.querySelector('tictactoe-board');
    while (!board.result) {
      if (!board.thinking) board.play(board.legalMoves[0]);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  await tab.waitForFunction(() => window.received.some((m) => m?.type === 'game-over'), { timeout: 10000 });
  check(true, 'the parent hears the end of the game');
  const blocked = complaints.filter((c) => /Content Security Policy|Refused/.test(c));
  check(blocked.length === 0, `nothing is refused by either policy${blocked.length ? `: ${blocked.join('; ')}` : ''}`);
  await tab.close();

  const wrong = await open(
    `<iframe src="${CDN}/frame.html?game=chess" width="100%" height="150" title="A game"></iframe>`,
  );
  const frame2 = wrong.tab.frames().find((f) => f.url().includes('game=chess'));
  await frame2.waitForSelector('[role="alert"]', { timeout: 10000 });
  const text = await frame2.evaluate(() => document.querySelector('[role="alert"]').textContent);
  check(/one of nim, tictactoe/.test(text), 'an unknown game gets a note that lists the games');
  await wrong.tab.close();
} catch (e) {
  check(false, e instanceof Error ? e.message : String(e));
} finally {
  await browser.close();
  cdn.close();
  site.close();
}
finish();
