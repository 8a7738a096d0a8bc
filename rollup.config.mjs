import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { minifyTemplates } from './scripts/lib/minify-templates.mjs';

/**
 * Every public entry: the index, one side-effect module per element, the core modules, and each game's headless rules,
 * AI and (where there are) exact solver and WebAssembly search.
 */
const games = readdirSync('src/games', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const elements = readdirSync('src').filter((f) => f.endsWith('-board.ts'));
const input = [
  'src/index.ts',
  'src/ai-worker.ts',
  'src/own-ai-worker.ts',
  'src/autoloader.ts',
  // The public game API's element side (`board-game-elements/board`); the core's index comes with src/core.
  'src/board.ts',
  // The list of games, for apps that show a menu of them.
  'src/games/registry.ts',
  ...elements.map((f) => `src/${f}`),
  // The React components: all in one, and one module per board.
  ...readdirSync('src/react')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `src/react/${f}`),
  ...readdirSync('src/core')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `src/core/${f}`),
  ...games
    .flatMap((g) => [
      `src/games/${g}/rules.ts`,
      `src/games/${g}/ai.ts`,
      `src/games/${g}/ai-worker.ts`,
      `src/games/${g}/solver.ts`,
      `src/games/${g}/wasm-search.ts`,
    ])
    .filter((f) => existsSync(f)),
];

// Declarations come from `tsc -p tsconfig.build.json`; rollup only transpiles.
const ts = (outDir, options = {}) =>
  typescript({
    tsconfig: './tsconfig.json',
    noEmit: false,
    declaration: false,
    outDir,
    include: ['src/**/*.ts'],
    ...options,
  });

/**
 * The CDN build starts every game's AI in one worker, the sibling file `board-game-elements-worker.js`,
 * also from another origin (see `element/computer/ai-worker-factory-cdn.ts`), which the page's boards
 * of every game share: it takes the place of the worker of AI modules, and each game's link loses
 * its own worker (`AiLink.worker`, the per-game workers that builds for bundlers ship).
 */
const GAME_WORKER = "  worker: () => import('./ai-worker-factory.js').then((m) => m.createAiWorker()),\n";
function cdnAiWorkerFactory() {
  return {
    name: 'cdn-ai-worker-factory',
    async resolveId(source, importer) {
      if (!source.endsWith('/ai-worker-factory.js')) return null;
      const resolved = await this.resolve(
        source.replace(/ai-worker-factory\.js$/, 'ai-worker-factory-cdn.js'),
        importer,
        { skipSelf: true },
      );
      return resolved?.id ?? null;
    },
    transform(code, id) {
      if (!/[\\/]src[\\/]games[\\/][^\\/]+[\\/]ai-link\.ts$/.test(id)) return null;
      if (!code.includes(GAME_WORKER))
        this.error(`${id} starts no worker of its own as the CDN build expects (${GAME_WORKER.trim()})`);
      return { code: code.replace(GAME_WORKER, ''), map: null };
    },
  };
}

/**
 * Empties `dir` before the build writes it: chunks of an earlier build (renamed or gone since) would linger and be
 * counted by `check:size`.
 */
function emptyFirst(dir) {
  return {
    name: 'empty-first',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Publishes `demo/frame.html` beside the CDN files, its script path made relative to them. */
function framePage() {
  return {
    name: 'frame-page',
    buildStart() {
      this.addWatchFile('demo/frame.html');
    },
    generateBundle() {
      const page = readFileSync('demo/frame.html', 'utf8').replace('../dist/cdn/frame.js', './frame.js');
      this.emitFile({ type: 'asset', fileName: 'frame.html', source: page });
    },
  };
}

/**
 * A chunk's file name in a CDN build: a language's table is named by its language and table
 * (`…-lang-fr-reversi.js`: fifteen languages' `reversi.ts` would otherwise be numbered `reversi2.js`…), the rest by its
 * module.
 */
const chunkName = (prefix) => (chunk) => {
  const table = /[\\/]src[\\/]languages[\\/]([^\\/]+)[\\/]([^\\/]+)\.ts$/.exec(chunk.facadeModuleId ?? '');
  if (table) return `${prefix}lang-${table[1]}-${table[2]}.js`;
  // What the puzzle and the lesson share (playing a set-up position, the judge's values, the site's record), named for
  // them whichever module the bundler would name it after; loaded with either, never before.
  const shared = !chunk.facadeModuleId && chunk.moduleIds.some((id) => /[\\/]src[\\/]core[\\/]puzzle\.ts$/.test(id));
  return shared ? `${prefix}coaching.js` : `${prefix}[name].js`;
};

/**
 * A game's course in one language (`src/languages/<tag>/<game>-course.ts`): data alone, which imports nothing, and the
 * same chunk in both CDN builds. The all-in-one file loads the element files' chunk rather than a copy of its own: the
 * seven courses in sixteen languages are the largest texts the package ships.
 */
const COURSE_TEXTS = /[\\/]src[\\/]languages[\\/]([^\\/]+)[\\/]([\w-]+-course)\.ts$/;

/**
 * What both CDN builds (the element files and the all-in-one file) are made with: the CDN's worker, Lit's production
 * build, squeezed templates, minified.
 */
const cdnPlugins = () => [
  cdnAiWorkerFactory(),
  nodeResolve({ browser: true, exportConditions: ['production'] }),
  commonjs(),
  ts('dist/cdn'),
  minifyTemplates(),
  terser({ format: { comments: false }, ecma: 2020, module: true }),
];

/**
 * PeerJS's dependencies are TypeScript output whose helpers test `this` at module level: harmless in a module, so not
 * reported.
 */
const onwarn = (warning, warn) =>
  warning.code === 'THIS_IS_UNDEFINED' && warning.id?.includes('node_modules') ? undefined : warn(warning);

export default [
  {
    // For bundlers: one module per source file, `lit` left as a bare import so apps share one copy.
    // PeerJS comes from dist/vendor/peerjs.js (built below), loaded only when a board plays a
    // friend online: a headless or offline install pulls no WebRTC packages.
    // No source maps: these modules are the sources, unminified, one per file (an app's bundler
    // maps its own build to them); their doc comments are in the declarations. Only the text of
    // Lit's templates is squeezed, as in the CDN build: an app's minifier leaves it as written, and
    // a one-board app built by Vite would load 0.7 kB more than the CDN's page.
    input,
    external: (id) =>
      id === 'lit' || id.startsWith('lit/') || id.startsWith('@lit/') || id === 'react' || id === 'peerjs',
    // The doc comments live in the declarations beside each module (dist/*.d.ts), where editors read them.
    // The first build empties dist: a module removed from src must not stay in the package.
    plugins: [emptyFirst('dist'), ts('dist', { removeComments: true }), minifyTemplates()],
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      // The decorator helper lands in dist/vendor: npm never publishes a nested node_modules folder.
      entryFileNames: (chunk) =>
        chunk.name.includes('node_modules') ? `vendor/${chunk.name.split('/').pop()}.js` : '[name].js',
      // Only dist/element/online/peer-transport.js imports PeerJS.
      paths: { peerjs: '../../vendor/peerjs.js' },
      // The React components are client modules: a Next.js server component may render them, and
      // they run in the browser (a directive in the sources would be dropped by the bundling).
      banner: (chunk) => (chunk.name.startsWith('react/') ? "'use client';" : ''),
    },
  },
  {
    // PeerJS and its dependencies as one module of the package (see above).
    input: 'node_modules/peerjs/dist/bundler.mjs',
    onwarn,
    plugins: [
      nodeResolve({ browser: true }),
      commonjs(),
      terser({ format: { comments: false }, ecma: 2020, module: true }),
    ],
    output: { file: 'dist/vendor/peerjs.js', format: 'es' },
  },
  {
    // For pages without a build step: one file per element, and a sibling worker file. Lit and the
    // shared base are chunks the element files share, so a page with several kinds of board loads
    // them once. Each game's AI is a chunk the worker loads on that game's first request (the page
    // loads it only where workers are blocked); the opening book is a chunk loaded when needed.
    input: {
      'board-game-elements-worker': 'src/ai-worker.ts',
      // One small script that imports only the boards a page uses.
      autoloader: 'src/autoloader.ts',
      // The page for hosts that accept only an iframe (`frame.html`, copied beside it).
      frame: 'src/frame/frame.ts',
      // One file per element for pages that show one game: it loads only that game (Lit and the shared base are common
      // chunks).
      ...Object.fromEntries(elements.map((f) => [f.replace(/\.ts$/, ''), `src/${f}`])),
    },
    onwarn,
    plugins: [emptyFirst('dist/cdn'), framePage(), ...cdnPlugins()],
    // No source maps either: the readable sources are the npm build's modules (dist/*.js).
    output: {
      dir: 'dist/cdn',
      entryFileNames: '[name].js',
      chunkFileNames: chunkName('board-game-elements-'),
      format: 'es',
    },
  },
  {
    // The all-in-one file (`board-game-elements.js`): Lit and every element in one file of its own,
    // built apart from the element files above, so a page with one script tag loads one file. One
    // gzipped file is far smaller than the same code in the shared chunks, each gzipped alone (a
    // small file compresses badly), and keeps none of what the worker's side of a shared chunk
    // needs. Its late parts (the computer's turns, online play, other languages...) are chunks of
    // its own beside it; the worker is the shared one (`board-game-elements-worker.js`).
    input: { 'board-game-elements': 'src/index.ts' },
    // Its late parts import what they need from it: the file may export more than `src/index.ts`.
    preserveEntrySignatures: 'allow-extension',
    onwarn,
    plugins: cdnPlugins(),
    external: (id, _importer, resolved) => resolved && COURSE_TEXTS.test(id),
    output: {
      dir: 'dist/cdn',
      entryFileNames: '[name].js',
      chunkFileNames: chunkName('board-game-elements-all-'),
      paths: (id) => {
        const course = COURSE_TEXTS.exec(id);
        return course ? `./board-game-elements-lang-${course[1]}-${course[2]}.js` : id;
      },
      format: 'es',
    },
  },
  {
    // The parent page's helper for frames: a classic script, so any page can load it with a plain tag.
    input: 'src/frame/frame-resize.ts',
    plugins: [ts('dist/cdn'), minifyTemplates(), terser({ format: { comments: false }, ecma: 2020 })],
    output: { file: 'dist/cdn/frame-resize.js', format: 'iife' },
  },
];
