/**
 * `npm run bench:browser`, the engines: the exact solvers of the npm build (`dist/`) in headless
 * Chromium, on the positions `npm run bench` uses in Node: Pons' Connect Four test sets and FFO
 * #40-#44 (`FFO=40-49` for more). With `C4_NATIVE`, `EDAX_BIN` and `EDAX_DIR` (see bench/README.md)
 * each pass or position in the page is followed by the native engine's, in this run, and the
 * figures add the ratios. Writes them to bench/results.json under `browserEngines`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { launchChromium, serveStatic } from '../scripts/lib/browser.mjs';
import { load, sets } from './connect-four.bench.js';
import type { Figure } from './harness.js';
import { c4NativePass, edaxSolve, ffoRange, median } from './native.js';

if (!existsSync('dist/games/connect-four/solver.js')) {
  console.error('No build (dist/games/connect-four/solver.js is missing): run `npm run build` first.');
  process.exit(1);
}
const server = await serveStatic('.', {
  rewrite: (url, text) =>
    url.includes('engines') ? '<!doctype html><meta charset="utf-8"><title>engines</title>' : text,
});
// An exact solve of FFO #49 runs for minutes inside one evaluation.
const browser = await launchChromium([], { protocolTimeout: 60 * 60 * 1000 });
const page = await browser.newPage();
await page.goto(`${server.url}/demo/index.html?engines`);
const figures: Figure[] = [];
const print = (f: Figure) => console.log(`${f.name.padEnd(60)} ${String(f.value).padStart(9)} ${f.unit}`);
/** Records figures and prints them at once, so that a long run shows its progress. */
const record = (...fs: Figure[]) => {
  figures.push(...fs);
  fs.forEach(print);
};
const c4Native = process.env.C4_NATIVE;
const edax =
  process.env.EDAX_BIN && process.env.EDAX_DIR ? { bin: process.env.EDAX_BIN, dir: process.env.EDAX_DIR } : null;

/**
 * One pass over Connect Four lines in the page with one engine, from an empty table after a warm-up like the Node
 * bench's.
 */
function pagePass(lines: string[], engine: 'wasm' | 'js'): Promise<{ ms: number; nodes: number; wrong: number }> {
  return page.evaluate(
    async (lines: string[], urls: string[], engine: string) => {
      const { Solver, positionFromDigits } = (await import(
        urls[0]!
      )) as typeof import('../src/games/connect-four/solver.js');
      const { createWasmSearch } = (await import(
        urls[1]!
      )) as typeof import('../src/games/connect-four/wasm-search.js');
      const g = globalThis as unknown as Record<string, InstanceType<typeof Solver>>;
      const id = `benchSolver-${engine}`;
      if (!g[id]) {
        const core = engine === 'wasm' ? await createWasmSearch(7, 6, 22) : undefined;
        if (engine === 'wasm' && !core) throw new Error('WebAssembly did not load in the page');
        // Compiled code, not the JIT's warm-up, as in Node: solve the set once before timing.
        g[id] = new Solver(7, 6, 22, core ?? undefined);
        for (const line of lines.slice(0, 200)) g[id].solve(positionFromDigits(line.split(' ')[0]!));
      }
      const solver = g[id];
      solver.reset();
      // Read before the clock starts: the native harness, too, times only its solves.
      const cases = lines.map((line) => {
        const [moves, score] = line.split(' ');
        return { position: positionFromDigits(moves!), score: Number(score) };
      });
      let nodes = 0;
      let wrong = 0;
      const start = performance.now();
      for (const { position, score } of cases) {
        if (solver.solve(position) !== score) wrong++;
        nodes += solver.nodes;
      }
      return { ms: (performance.now() - start) / lines.length, nodes: nodes / lines.length, wrong };
    },
    lines,
    ['/dist/games/connect-four/solver.js', '/dist/games/connect-four/wasm-search.js'],
    engine,
  );
}

try {
  for (const [name, count, passes] of sets) {
    const lines = load(name, count);
    type Pass = { ms: number; nodes: number; wrong: number };
    const ours: Pass[] = [];
    const js: Pass[] = [];
    const theirs: Pass[] = [];
    for (let i = 0; i < passes; i++) {
      ours.push(await pagePass(lines, 'wasm'));
      if (c4Native) theirs.push(c4NativePass(c4Native, lines));
      js.push(await pagePass(lines, 'js'));
    }
    for (const [label, runs] of [
      ['ours (WebAssembly)', ours],
      ['JavaScript fallback', js],
    ] as const) {
      record(
        {
          name: `Chromium: connect four ${name} ${label} mean time`,
          value: +median(runs.map((r) => r.ms)).toFixed(4),
          unit: 'ms/position',
        },
        {
          name: `Chromium: connect four ${name} ${label} wrong scores`,
          value: Math.max(...runs.map((r) => r.wrong)),
          unit: 'positions',
        },
      );
      if (theirs.length > 0)
        record({
          name: `Chromium: connect four ${name} ${label} / native (median of ${passes})`,
          value: +median(runs.map((r, i) => r.ms / theirs[i]!.ms)).toFixed(2),
          unit: 'x',
        });
    }
    if (theirs.length > 0)
      record({
        name: `Chromium: connect four ${name} native mean time`,
        value: +median(theirs.map((r) => r.ms)).toFixed(4),
        unit: 'ms/position',
      });
  }

  const [from, to] = ffoRange();
  const lines = readFileSync('test/data/reversi/ffo.txt', 'utf8')
    .trim()
    .split('\n')
    .slice(from - 40, to - 39);
  let total = 0;
  let edaxTotal = 0;
  let scriptTotal = 0;
  let scriptWasmTotal = 0;
  let wrong = 0;
  for (const [i, line] of lines.entries()) {
    const best = Math.max(
      ...line
        .split(';')
        .slice(1)
        .map((p) => Number(/:([+-]\d+)/.exec(p)?.[1] ?? -99)),
    );
    const solveInPage = (engine: 'wasm' | 'js') =>
      page.evaluate(
        async (line: string, urls: string[], engine: string) => {
          const { rules } = (await import(urls[0]!)) as typeof import('../src/games/reversi/rules.js');
          const { solve, loadEndgameEngine } = (await import(
            urls[1]!
          )) as typeof import('../src/games/reversi/solver.js');
          const { useWasm } = (await import(urls[2]!)) as typeof import('../src/core/wasm.js');
          if (!(await loadEndgameEngine(8))) throw new Error('WebAssembly did not load in the page');
          useWasm(engine === 'wasm');
          const s = rules.newGame({ position: line.split(';')[0]! });
          const start = performance.now();
          const solution = solve(s);
          useWasm(true);
          return { ms: performance.now() - start, score: solution.score };
        },
        line,
        ['/dist/games/reversi/rules.js', '/dist/games/reversi/solver.js', '/dist/core/wasm.js'],
        engine,
      );
    const r = await solveInPage('wasm');
    // The fallback is several times slower: measured on the first five positions only.
    if (from + i <= 44) {
      const j = await solveInPage('js');
      if (j.score !== best) wrong++;
      scriptTotal += j.ms;
      scriptWasmTotal += r.ms;
      record({
        name: `Chromium: reversi FFO #${from + i} JavaScript fallback`,
        value: +(j.ms / 1000).toFixed(2),
        unit: 's',
      });
    }
    total += r.ms;
    if (r.score !== best) wrong++;
    record({
      name: `Chromium: reversi FFO #${from + i} exact solve (WebAssembly)`,
      value: +(r.ms / 1000).toFixed(2),
      unit: 's',
    });
    if (!edax) continue;
    const e = edaxSolve(edax.bin, edax.dir, line);
    edaxTotal += e.ms;
    if (e.score !== best) wrong++;
    record({
      name: `Chromium: reversi FFO #${from + i} ours / Edax (${(e.ms / 1000).toFixed(2)} s)`,
      value: +(r.ms / e.ms).toFixed(2),
      unit: 'x',
    });
  }
  record({ name: `Chromium: reversi FFO #${from}-#${to} total`, value: +(total / 1000).toFixed(1), unit: 's' });
  if (edax)
    record({
      name: `Chromium: reversi FFO #${from}-#${to} ours / Edax (total; Edax ${(edaxTotal / 1000).toFixed(1)} s)`,
      value: +(total / edaxTotal).toFixed(2),
      unit: 'x',
    });
  if (scriptTotal > 0)
    record({
      name: 'Chromium: reversi FFO JavaScript fallback / ours (total of the positions up to #44)',
      value: +(scriptTotal / scriptWasmTotal).toFixed(2),
      unit: 'x',
    });
  record({ name: `Chromium: reversi FFO #${from}-#${to} wrong scores`, value: wrong, unit: 'positions' });
} finally {
  await browser.close();
  server.close();
}
const file = 'bench/results.json';
const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as object) : {};
writeFileSync(
  file,
  `${JSON.stringify({ ...previous, browserEngines: { date: new Date().toISOString(), figures } }, null, 2)}\n`,
);
