// `npm run check:package` (after `npm run build`): the package as npm would publish it.
// 1. `npm pack --dry-run` lists exactly what users need: the built files and their types, the
//    manifest, the README, the CHANGELOG and the LICENSE; no sources, tests, scripts or source maps
//    (the npm build's modules are the sources, unminified), no declaration without its module but
//    those of type-only modules, no runtime dependency but Lit and @lit/react, and at most
//    `MAX_UNPACKED` unpacked.
// 2. The tarball, unpacked as a dependency of a fresh project, resolves every import path the
//    README documents, and each module imports in plain Node (server rendering) without throwing.
import { execFileSync } from 'node:child_process';
import {
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
import { checkFigures } from './lib/figures.mjs';
import { checks, requireBuild } from './lib/checks.mjs';
import { GAMES } from './lib/games.mjs';

const { check, finish } = checks();
requireBuild('dist/cdn/frame.html');

const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
);
const files = pack.files.map((f) => f.path);
const TOP = new Set(['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'custom-elements.json']);
const stray = files.filter((f) => !TOP.has(f) && !/^dist\/.+\.(js|d\.ts|html)$/.test(f));
check(
  stray.length === 0,
  `only built files and the package's documents are packed${stray.length ? `; also: ${stray.slice(0, 10).join(', ')}` : ''}`,
);
for (const f of TOP) check(files.includes(f), `${f} is packed`);
for (const f of [
  'dist/index.js',
  'dist/index.d.ts',
  'dist/ai-worker.js',
  'dist/autoloader.js',
  'dist/cdn/autoloader.js',
  'dist/cdn/board-game-elements.js',
  'dist/cdn/board-game-elements-worker.js',
  'dist/cdn/frame.html',
  'dist/cdn/frame.js',
  'dist/cdn/frame-resize.js',
  'dist/react/index.js',
  'dist/react/index.d.ts',
]) {
  check(files.includes(f), `${f} is packed`);
}
check(
  !files.some((f) => /(^|\/)(test|tests|stories|bench|scripts|src)\//.test(f)),
  'no tests, stories, benchmarks, scripts or sources',
);
/**
 * The most the package may weigh unpacked. 2.5 -> 2.6 MB: the parts that load late are modules of
 * their own (each game's Chinese words, the shared ones, the worker's plumbing, the lazy part), each
 * with its declaration and its chunk in `dist/cdn`, and the README's tables grew (2.51 MB then).
 * 2.6 -> 3.0 MB: the all-in-one CDN file is built apart as one file with late parts of its own
 * (`dist/cdn/board-game-elements-all-*.js`, 0.37 MB, mostly PeerJS, online play and the AIs of
 * pages that block workers): 13.7 kB less for a page to load before its first move, and one request.
 * 3.0 -> 3.1 MB: the sources at Prettier's 120 columns instead of 240 (2.99 -> 3.01 MB): `dist`'s JavaScript and
 * declarations keep the sources' layout, the same code and comments on more, indented lines.
 * 3.1 -> 3.2 MB: Connect Four's review book complete to ply 6 (5,160 -> 11,111 entries, each copy of its data
 * module about 30 kB more, in the ESM and both CDN builds): 3.07 -> 3.17 MB.
 * 3.2 -> 4.2 MB: sixteen languages, each table a module of its own in the ESM build (with its declaration) and a chunk
 * in each CDN build, which a page loads only when a board speaks it (3.18 -> 4.12 MB).
 * 4.2 -> 4.3 MB: every game's explanation of a refused move (`refusals.ts`, with its declaration) and the piece
 * boards' sentences for them in all seventeen languages, in the ESM and both CDN builds (4.12 -> 4.26 MB), and the
 * lessons' core declarations.
 * 4.3 -> 7.2 MB: lessons. Each game's course (the texts of 6 to 10 lessons: about 1,300 to 2,300 words of English each)
 * in all seventeen languages, each a module with its declaration in the ESM build and a chunk in the element files'
 * CDN build, which the all-in-one file loads rather than a copy of its own (4.26 -> 7.08 MB; 7.67 MB with the copies).
 * A page loads one course in one language, and only on a board given a lesson.
 * 7.2 -> 8.3 MB: Reversi's learned evaluation, its weights a module of 0.30 MB (gzip in base64, which packs no
 * further) in the sources, the ESM build and both CDN builds (7.08 -> 8.25 MB; 1.87 -> 2.75 MB packed). The worker
 * loads one copy, only for the computer's first move of an 8x8 game.
 */
const MAX_UNPACKED = 8.3 * 1024 * 1024;
const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
check(
  pack.unpackedSize <= MAX_UNPACKED,
  `${files.length} files, ${mb(pack.size)} packed, ${mb(pack.unpackedSize)} unpacked (at most ${mb(MAX_UNPACKED)})`,
);
const round2 = (n) => Math.round((n / 1024 / 1024) * 100) / 100;
check(
  checkFigures(
    'docs/figures/package.json',
    {
      command: 'npm run check:package',
      files: files.length,
      packedMB: round2(pack.size),
      unpackedMB: round2(pack.unpackedSize),
      maxUnpackedMB: round2(MAX_UNPACKED),
    },
    'npm run check:package -- --write',
  ),
  'docs/figures/package.json holds the figures of this package',
);
/**
 * Declarations of modules that hold types only, read by the other declarations (or, for the boards' parts and custom
 * properties, by the manifest's analyzer, and by a page's tools that type them).
 */
const TYPES_ONLY = [
  'dist/element/base/events.d.ts',
  'dist/element/base/board-css.d.ts',
  'dist/element/online/online-host.d.ts',
  'dist/element/controllers/clock-host.d.ts',
  'dist/element/base/parts-port.d.ts',
  'dist/element/base/board-game.d.ts',
  'dist/element/base/board-host.d.ts',
  'dist/element/base/coach.d.ts',
  'dist/element/lesson/lesson-host.d.ts',
  'dist/games/connect-four/solver-core.d.ts',
];
// dist/types holds the frameworks' element types (`npm run check:types`), declarations by design.
const orphans = files.filter(
  (f) =>
    f.endsWith('.d.ts') &&
    !f.startsWith('dist/cdn/') &&
    !f.startsWith('dist/types/') &&
    !TYPES_ONLY.includes(f) &&
    !files.includes(f.replace(/\.d\.ts$/, '.js')),
);
check(orphans.length === 0, `every declaration has its module${orphans.length ? `; not: ${orphans.join(', ')}` : ''}`);
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const deps = Object.keys(manifest.dependencies ?? {}).sort();
check(
  deps.join(' ') === '@lit/react lit',
  `runtime dependencies are Lit and @lit/react only (${deps.join(', ')}); PeerJS ships inside, in dist/vendor/peerjs.js, loaded only by online play`,
);
for (const f of ['jsx', 'react', 'preact', 'vue', 'svelte'])
  check(files.includes(`dist/types/${f}.d.ts`), `the ${f} element types are packed (board-game-elements/types/${f})`);
const reactModules = files.filter((f) => /^dist\/react\/[^/]+\.js$/.test(f));
const serverOnly = reactModules.filter((f) => !readFileSync(f, 'utf8').startsWith("'use client';"));
check(
  reactModules.length > 0 && serverOnly.length === 0,
  `the ${reactModules.length} React modules begin with 'use client', so Next.js renders them as client components${serverOnly.length ? `; not: ${serverOnly.join(', ')}` : ''}`,
);
check(
  files.includes('dist/vendor/peerjs.js') &&
    readFileSync('dist/element/online/peer-transport.js', 'utf8').includes("from '../../vendor/peerjs.js'"),
  'online play imports the PeerJS of the package',
);

// A project that depends on the tarball (Lit, @lit/react and React linked from here).
const project = mkdtempSync(join(tmpdir(), 'bge-consumer-'));
try {
  const tarball = execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', project], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .trim()
    .split('\n')
    .pop();
  const home = join(project, 'node_modules', 'board-game-elements');
  mkdirSync(home, { recursive: true });
  execFileSync('tar', ['-xzf', join(project, tarball), '-C', home, '--strip-components=1']);
  for (const dep of ['lit', 'lit-html', 'lit-element', '@lit', 'react'])
    symlinkSync(resolve('node_modules', dep), join(project, 'node_modules', dep));
  const games = GAMES.map((g) => g.id);
  const core = readdirSync(join(home, 'dist/core'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.replace('.js', ''));
  // Every path the README documents, the wildcards filled in for each game and core module.
  const paths = [
    'board-game-elements',
    ...GAMES.map((g) => `board-game-elements/${g.tag}.js`),
    'board-game-elements/games/registry.js',
    'board-game-elements/board',
    'board-game-elements/core',
    ...games.flatMap((g) => ['rules', 'ai'].map((m) => `board-game-elements/games/${g}/${m}.js`)),
    ...['reversi', 'connect-four', 'peg-solitaire'].map((g) => `board-game-elements/games/${g}/solver.js`),
    'board-game-elements/games/connect-four/wasm-search.js',
    ...core.map((m) => `board-game-elements/core/${m}.js`),
    'board-game-elements/react',
    ...GAMES.map((g) => `board-game-elements/react/${g.tag}`),
    'board-game-elements/autoloader.js',
  ];
  const assets = [
    'board-game-elements/cdn/board-game-elements.js',
    'board-game-elements/cdn/reversi-board.js',
    'board-game-elements/frame.html',
    'board-game-elements/custom-elements.json',
    'board-game-elements/package.json',
  ];
  // Resolved and imported from inside the project, as its own code would.
  const probe = join(project, 'probe.mjs');
  const script = `
    const out = {};
    for (const p of ${JSON.stringify(paths)}) {
      try { await import(p); out[p] = 'ok'; } catch (e) { out[p] = e.message; }
    }
    for (const p of ${JSON.stringify(assets)}) {
      try { import.meta.resolve(p); out[p] = 'ok'; } catch (e) { out[p] = e.message; }
    }
    // The WebAssembly engines travel inside the package's modules and load in Node.
    const { createWasmSearch } = await import('board-game-elements/games/connect-four/wasm-search.js');
    const { loadEndgameEngine } = await import('board-game-elements/games/reversi/solver.js');
    out['the WebAssembly engines load'] = (await createWasmSearch(7, 6, 10)) && (await loadEndgameEngine(8)) ? 'ok' : 'not loaded';
    console.log(JSON.stringify(out));`;
  writeFileSync(probe, script);
  const results = JSON.parse(execFileSync('node', [probe], { cwd: project, encoding: 'utf8' }));
  for (const [p, r] of Object.entries(results))
    check(
      r === 'ok',
      `${p}${paths.includes(p) ? ' imports in Node' : assets.includes(p) ? ' resolves' : ' in Node'}${r === 'ok' ? '' : `: ${r}`}`,
    );
  for (const p of assets) {
    const url = execFileSync(
      'node',
      ['--input-type=module', '-e', `console.log(import.meta.resolve(${JSON.stringify(p)}))`],
      { cwd: project, encoding: 'utf8' },
    ).trim();
    check(existsSync(new URL(url)), `${p} is a file in the package`);
  }
} catch (e) {
  check(false, e instanceof Error ? e.message : String(e));
} finally {
  rmSync(project, { recursive: true, force: true });
}
finish();
