import { existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

/** `sendMouse` cannot double-click; this command clicks twice with a real click count. */
function doubleClickPlugin() {
  return {
    name: 'double-click',
    async executeCommand({ command, payload, session }) {
      if (command !== 'double-click') return undefined;
      const page = session.browser.getPage(session.id);
      await page.mouse.click(payload.x, payload.y, { clickCount: 1 });
      await page.mouse.click(payload.x, payload.y, { clickCount: 2 });
      return true;
    },
  };
}

/**
 * The browser's own accessibility tree, which screen readers read (shadow roots included, names as Chromium computes
 * them): `test/screen-reader.ts` drives a board through it as a screen reader would. Each node in document order, with
 * its role, name, value, the properties a screen reader speaks, and whether it is in a live region.
 */
function accessibilityTreePlugin() {
  const sessions = new WeakMap();
  return {
    name: 'accessibility-tree',
    async executeCommand({ command, payload, session }) {
      if (command !== 'a11y-tree' && command !== 'a11y-focus') return undefined;
      const page = session.browser.getPage(session.id);
      let cdp = sessions.get(page);
      if (!cdp) sessions.set(page, (cdp = await page.target().createCDPSession()));
      if (command === 'a11y-focus') {
        await cdp.send('DOM.getDocument', { depth: 0 });
        await cdp.send('DOM.focus', { backendNodeId: payload.backendId });
        return true;
      }
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const props = (n) => Object.fromEntries((n.properties ?? []).map((p) => [p.name, p.value?.value]));
      return nodes.map((n) => ({
        id: n.nodeId,
        parent: n.parentId ?? null,
        children: n.childIds ?? [],
        ignored: n.ignored,
        role: n.role?.value ?? '',
        name: n.name?.value ?? '',
        value: n.value?.value ?? '',
        description: n.description?.value ?? '',
        backendId: n.backendDOMNodeId ?? null,
        props: props(n),
      }));
    },
  };
}

/**
 * Sources import each other as `.js` (what the build emits); the esbuild plugin maps imports, but
 * the worker is fetched by URL (`new URL('../ai-worker.js', import.meta.url)`), and so is a game's
 * AI module that the worker imports (`AiLink.module`): map those too.
 */
function tsForJs(context, next) {
  if (/^\/(src|test|examples)\//.test(context.path) && context.path.endsWith('.js')) {
    const ts = context.path.slice(1, -3) + '.ts';
    if (!existsSync(context.path.slice(1)) && existsSync(ts)) context.path = `/${ts}`;
  }
  return next();
}

/**
 * PeerJS's WebRTC shim imports the default export of `sdp`, whose file is CommonJS (`module.exports`)
 * although its package names it as a module: served here as a module with that default (the build's
 * commonjs plugin does the same).
 */
function sdpAsModule() {
  return {
    name: 'sdp-as-module',
    transform(context) {
      if (!/\/node_modules\/sdp\/sdp\.js$/.test(context.path)) return undefined;
      return { body: `const module = { exports: {} };\n${context.body}\nexport default module.exports;\n` };
    },
  };
}

/**
 * The strict page of issue-grade Content-Security-Policy, sent for `?csp=strict` (and, with workers
 * refused, `?csp=no-worker`): no inline style or script, Trusted Types enforced.
 */
const STRICT =
  "default-src 'self'; script-src 'self'; style-src 'self'; worker-src 'self' blob:; require-trusted-types-for 'script'";
function cspHeader(context, next) {
  const csp = context.URL.searchParams.get('csp');
  return next().then(() => {
    if (csp === 'strict') context.set('Content-Security-Policy', STRICT);
    if (csp === 'no-worker')
      context.set('Content-Security-Policy', STRICT.replace("worker-src 'self' blob:", "worker-src 'none'"));
  });
}

const ALL = ['test/**/*-board.test.ts', 'test/**/*.browser.test.ts', 'examples/*/test/**/*.browser.test.ts'];
/** Files that time the page's main thread: `npm test` runs them alone, after the other stages (`WTR_GROUP=timed`). */
const TIMED = ['test/element/strict-csp.browser.test.ts'];
const GROUPS = { all: ALL, timed: TIMED, untimed: [...ALL, ...TIMED.map((f) => `!${f}`)] };

/** Element tests, in the system's Chromium (no browser is downloaded). */
export default {
  files: GROUPS[process.env.WTR_GROUP ?? 'all'] ?? ALL,
  // `source`: an example imports the package by name, resolved to its sources (see tsconfig.json).
  nodeResolve: { exportConditions: ['source'] },
  concurrency: 1,
  middleware: [tsForJs, cspHeader],
  plugins: [
    esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' }),
    sdpAsModule(),
    doubleClickPlugin(),
    accessibilityTreePlugin(),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 20000 } },
  // A file's own timeouts govern (fifty boards on one page allow 300 s): the runner's default of 120 s a file cut that
  // one short on a busy machine.
  testsFinishTimeout: 360_000,
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
};
