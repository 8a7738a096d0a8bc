// Fails when custom-elements.json no longer matches what the analyzer makes of the source.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inPathOrder } from './lib/manifest-order.mjs';

// The analyzer resolves --outdir against the working directory, so stay inside the project.
/** The analyzer lists modules in no fixed order; compare them sorted by path. */
const normalise = (text) => JSON.stringify(inPathOrder(JSON.parse(text)));
const out = join('.tmp', `cem-${process.pid}`);
mkdirSync(out, { recursive: true });
try {
  execFileSync(
    process.execPath,
    ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--outdir', out],
    { stdio: 'pipe' },
  );
  const fresh = readFileSync(join(out, 'custom-elements.json'), 'utf8');
  let committed = '';
  try {
    committed = readFileSync('custom-elements.json', 'utf8');
  } catch {
    // Missing counts as stale.
  }
  if (!committed || normalise(fresh) !== normalise(committed)) {
    console.error('custom-elements.json is stale: run `npm run analyze` and commit the result.');
    process.exit(1);
  }
  const field = JSON.parse(readFileSync('package.json', 'utf8')).customElements;
  if (field !== 'custom-elements.json') {
    console.error(`package.json "customElements" is "${field}"; it must be "custom-elements.json".`);
    process.exit(1);
  }
  console.log('custom-elements.json is up to date.');
  // A default named by a constant is written as its value (custom-elements-manifest.config.mjs): a page's author reads
  // `2000`, not `DEFAULT_TIME_MS`.
  const named = [...committed.matchAll(/"default":"([A-Z][A-Z0-9_]*)"/g)].map((m) => m[1]);
  if (named.length) {
    console.error(`custom-elements.json gives defaults as names, not values: ${[...new Set(named)].join(', ')}`);
    process.exit(1);
  }
  // Every module the manifest names must be a file of the package, so that tools can import it.
  if (existsSync('dist/index.js')) {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const files = new Set(packed.files.map((f) => f.path));
    const named = new Set(
      JSON.stringify(JSON.parse(committed))
        .match(/"(?:path|module)":"[^"]*"/g)
        .map((s) => s.replace(/^"(?:path|module)":"|"$/g, '')),
    );
    const missing = [...named].filter((f) => !files.has(f));
    if (missing.length) {
      console.error(`custom-elements.json names files the package does not ship: ${missing.join(', ')}`);
      process.exit(1);
    }
    console.log(`every module custom-elements.json names ships in the package (${named.size} files).`);
  } else console.log('(no build: the modules it names are checked against the package after `npm run build`)');
} finally {
  rmSync(out, { recursive: true, force: true });
}
