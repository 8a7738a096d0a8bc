// Shared by the page checks: a static file server on loopback and the system Chromium.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/**
 * Serves `root` on a free loopback port; resolves to its base URL and a `close()`. `cors` adds the
 * header a CDN sends so other origins may load its modules; `rewrite(path, text)` may change a
 * HTML file on its way out (`path` includes the query).
 */
export async function serveStatic(root, { cors = false, rewrite } = {}) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
    if (cors) headers['access-control-allow-origin'] = '*';
    if (rewrite && extname(file) === '.html') {
      res.writeHead(200, headers).end(rewrite(req.url, readFileSync(file, 'utf8')));
      return;
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** Launches the system Chromium headless (as root it needs --no-sandbox), with `args` added. */
export function launchChromium(args = [], { protocolTimeout } = {}) {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    // Puppeteer's default of 180 s; a benchmark's single evaluation may take longer.
    ...(protocolTimeout ? { protocolTimeout } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...args,
    ],
  });
}
