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
const server = await serveStatic('.', { rewrite: (url, text) => (url.includes('engines') ? '<!doctype html><meta charset="utf-8"><title>engines</title>' : text) });
const browser = await launchChromium();
const page = await browser.newPage();
await page.goto(`${server.url}/demo/index.html?engines`);
const figures: Figure[] = [];
const c4Native = process.env.C4_NATIVE;
const edax = process.env.EDAX_BIN && process.env.EDAX_DIR ? { bin: process.env.EDAX_BIN, dir: process.env.EDAX_DIR } : null;

/** One pass over Connect Four lines in the page, from an empty table after a warm-up like the Node bench's. */
function pagePass(lines: string[]): Promise<{ ms: number; nodes: number; wrong: number }> {
  return page.evaluate(async (lines: string[], url: string) => {
    const { Solver, positionFromDigits } = (await import(url)) as typeof import('../src/games/connect-four/solver.js');
    const g = globalThis as unknown as { benchSolver?: InstanceType<typeof Solver> };
    if (!g.benchSolver) {
      // Compiled code, not the JIT's warm-up, as in Node: solve the set once before timing.
      g.benchSolver = new Solver(7, 6, 22);
      for (const line of lines.slice(0, 200)) g.benchSolver.solve(positionFromDigits(line.split(' ')[0]!));
    }
    const solver = g.benchSolver;
    solver.reset();
    let nodes = 0;
    let wrong = 0;
    const start = performance.now();
    for (const line of lines) {
      const [moves, score] = line.split(' ');
      if (solver.solve(positionFromDigits(moves!)) !== Number(score)) wrong++;
      nodes += solver.nodes;
    }
    return { ms: (performance.now() - start) / lines.length, nodes: nodes / lines.length, wrong };
  }, lines, '/dist/games/connect-four/solver.js');
}

try {
  for (const [name, count, passes] of sets) {
    const lines = load(name, count);
    const ours: { ms: number; nodes: number; wrong: number }[] = [];
    const theirs: { ms: number; nodes: number; wrong: number }[] = [];
    for (let i = 0; i < passes; i++) {
      ours.push(await pagePass(lines));
      if (c4Native) theirs.push(c4NativePass(c4Native, lines));
    }
    figures.push(
      { name: `Chromium: connect four ${name} mean time`, value: +median(ours.map((r) => r.ms)).toFixed(3), unit: 'ms/position' },
      { name: `Chromium: connect four ${name} wrong scores`, value: Math.max(...ours.map((r) => r.wrong)), unit: 'positions' },
    );
    if (theirs.length > 0) {
      figures.push(
        { name: `Chromium: connect four ${name} native mean time`, value: +median(theirs.map((r) => r.ms)).toFixed(4), unit: 'ms/position' },
        { name: `Chromium: connect four ${name} ours / native (median of ${passes})`, value: +median(ours.map((r, i) => r.ms / theirs[i]!.ms)).toFixed(2), unit: 'x' },
      );
    }
  }

  const [from, to] = ffoRange();
  const lines = readFileSync('test/data/reversi/ffo.txt', 'utf8').trim().split('\n').slice(from - 40, to - 39);
  let total = 0;
  let edaxTotal = 0;
  let wrong = 0;
  for (const [i, line] of lines.entries()) {
    const best = Math.max(...line.split(';').slice(1).map((p) => Number(/:([+-]\d+)/.exec(p)?.[1] ?? -99)));
    const r = await page.evaluate(async (line: string, urls: string[]) => {
      const { rules } = (await import(urls[0]!)) as typeof import('../src/games/reversi/rules.js');
      const { solve } = (await import(urls[1]!)) as typeof import('../src/games/reversi/solver.js');
      const s = rules.newGame({ position: line.split(';')[0]! });
      const start = performance.now();
      const solution = solve(s);
      return { ms: performance.now() - start, score: solution.score };
    }, line, ['/dist/games/reversi/rules.js', '/dist/games/reversi/solver.js']);
    total += r.ms;
    if (r.score !== best) wrong++;
    figures.push({ name: `Chromium: reversi FFO #${from + i} exact solve`, value: +(r.ms / 1000).toFixed(2), unit: 's' });
    if (!edax) continue;
    const e = edaxSolve(edax.bin, edax.dir, line);
    edaxTotal += e.ms;
    if (e.score !== best) wrong++;
    figures.push({ name: `Chromium: reversi FFO #${from + i} ours / Edax (${(e.ms / 1000).toFixed(2)} s)`, value: +(r.ms / e.ms).toFixed(2), unit: 'x' });
  }
  figures.push({ name: `Chromium: reversi FFO #${from}-#${to} total`, value: +(total / 1000).toFixed(1), unit: 's' });
  if (edax) figures.push({ name: `Chromium: reversi FFO #${from}-#${to} ours / Edax (total; Edax ${(edaxTotal / 1000).toFixed(1)} s)`, value: +(total / edaxTotal).toFixed(2), unit: 'x' });
  figures.push({ name: `Chromium: reversi FFO #${from}-#${to} wrong scores`, value: wrong, unit: 'positions' });
} finally {
  await browser.close();
  server.close();
}
for (const f of figures) console.log(`${f.name.padEnd(60)} ${String(f.value).padStart(9)} ${f.unit}`);
const file = 'bench/results.json';
const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as object) : {};
writeFileSync(file, `${JSON.stringify({ ...previous, browserEngines: { date: new Date().toISOString(), figures } }, null, 2)}\n`);
