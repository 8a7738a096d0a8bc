// Opens every story of the static Storybook build in Chromium and checks that its board renders
// (the element is defined and draws its grid, or its names form) and that axe finds no violations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, serveStatic } from './lib/browser.mjs';
import { checks, requireBuild } from './lib/checks.mjs';

const root = 'storybook-static';
requireBuild(join(root, 'index.json'), 'npm run build-storybook');
const server = await serveStatic(root);
const base = server.url;

const stories = Object.values(JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')).entries).filter((e) => e.type === 'story');
const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const browser = await launchChromium();
const { check, finish } = checks();
try {
  for (const story of stories) {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(
        () => [...document.querySelectorAll('#storybook-root *')].some((el) => el.localName.endsWith('-board') && customElements.get(el.localName) && el.shadowRoot?.querySelector('[role="grid"], [part~="names"]')),
        { timeout: 10000 },
      );
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        // eslint-disable-next-line no-undef
        const r = await axe.run('#storybook-root');
        return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
      });
      if (violations.length > 0 || errors.length > 0) throw new Error([...violations, ...errors].join('; '));
      check(true, `${story.title} / ${story.name}`);
    } catch (e) {
      check(false, `${story.title} / ${story.name}: ${e instanceof Error ? e.message : e}`);
    } finally {
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
finish();
