import { existsSync, readdirSync } from 'node:fs';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rollup } from 'rollup';

/** Every public entry: the index, one side-effect module per element, and each game's headless rules, AI and (where there is one) exact solver. */
const games = readdirSync('src/games', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const elements = readdirSync('src').filter((f) => f.endsWith('-board.ts'));
const input = [
  'src/index.ts',
  'src/ai-worker.ts',
  ...elements.map((f) => `src/${f}`),
  ...games.flatMap((g) => [`src/games/${g}/rules.ts`, `src/games/${g}/ai.ts`, `src/games/${g}/solver.ts`]).filter((f) => existsSync(f)),
];

// Declarations come from `tsc -p tsconfig.build.json`; rollup only transpiles.
const ts = (outDir) => typescript({ tsconfig: './tsconfig.json', noEmit: false, declaration: false, outDir, include: ['src/**/*.ts'] });

const INLINE_FACTORY = '\0inline-ai-worker-factory';

/**
 * A page loading the CDN file from another origin may not start a worker from that origin's URL,
 * so the CDN build swaps `element/ai-worker-factory` for one that starts the worker from its own
 * code, bundled here as a classic script and carried as a string (a Blob URL at run time).
 */
function inlineAiWorker() {
  return {
    name: 'inline-ai-worker',
    resolveId(source) {
      return source.endsWith('/ai-worker-factory.js') ? INLINE_FACTORY : null;
    },
    async load(id) {
      if (id !== INLINE_FACTORY) return null;
      const bundle = await rollup({
        input: 'src/ai-worker.ts',
        plugins: [ts('dist/cdn'), terser({ format: { comments: false }, ecma: 2020 })],
      });
      // A worker started from a Blob URL cannot import files relative to itself: everything it may load (the opening book) goes inside.
      const { output } = await bundle.generate({ format: 'iife', inlineDynamicImports: true });
      await bundle.close();
      this.addWatchFile('src/ai-worker.ts');
      return [
        `const source = ${JSON.stringify(output[0].code)};`,
        'let url;',
        '/** A new worker running every game\'s AI, started from code carried in this file. */',
        'export function createAiWorker() {',
        "  url ??= URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));",
        '  return new Worker(url);',
        '}',
      ].join('\n');
    },
  };
}

export default [
  {
    // For bundlers: one module per source file, `lit` left as a bare import so apps share one copy.
    input,
    external: (id) => id === 'lit' || id.startsWith('lit/') || id.startsWith('@lit/'),
    plugins: [ts('dist')],
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      // The decorator helper lands in dist/vendor: npm never publishes a nested node_modules folder.
      entryFileNames: (chunk) => (chunk.name.includes('node_modules') ? `vendor/${chunk.name.split('/').pop()}.js` : '[name].js'),
      sourcemap: true,
    },
  },
  {
    // For pages without a build step: one minified file with Lit inside. Data only the main-thread
    // fallback needs (the opening book) stays in a sibling file, imported only if that fallback runs.
    input: 'src/index.ts',
    plugins: [inlineAiWorker(), nodeResolve({ browser: true }), ts('dist/cdn'), terser({ format: { comments: false }, ecma: 2020, module: true })],
    output: { dir: 'dist/cdn', entryFileNames: 'board-game-elements.js', chunkFileNames: 'board-game-elements-[name].js', format: 'es', sourcemap: true },
  },
];
