/**
 * `npx tsx bench/engine-steps.ts <game> <before.wasm.ts> <after.wasm.ts> [positions] [pairs]`:
 * what one step of an exact solver gained, measured against the step before in one run. Each file
 * is a build of the game's WebAssembly engine as `npm run build:wasm` writes it (copy the generated
 * `src/games/connect-four/negamax.wasm.ts` or `src/games/reversi/endgame.wasm.ts` aside before
 * the change, then build again). The two builds solve the same positions in alternating passes, each
 * from an empty table; a step is worth keeping when its tree is smaller at no cost a node, or its
 * nodes are cheaper, and the median of the per-pair time ratios says which.
 *
 * - `connect-four`: `positions` is one of Pons' test sets and how many of its lines
 *   (`Test_L1_R2:20`, the default); each pass solves them all with one solver, as
 *   `connect-four.bench.ts` does.
 * - `reversi`: `positions` lists FFO numbers (`46,47`, the default); each pass solves each once.
 *
 * Prints each pair's ratio (after / before), their median, and both builds' nodes, which must match
 * when the step only makes a node cheaper.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileWasm } from '../src/core/wasm.js';
import { Solver, positionFromDigits } from '../src/games/connect-four/solver.js';
import { WasmSearch } from '../src/games/connect-four/wasm-search.js';
import { solveOn } from '../src/games/reversi/endgame-core.js';
import { rules as reversiRules } from '../src/games/reversi/rules.js';
import { WasmEndgame } from '../src/games/reversi/wasm-endgame.js';
import { median } from './native.js';

interface Build {
  /** One pass over the positions from an empty table: milliseconds and nodes in all. */
  pass(): { ms: number; nodes: number };
}

/** The exports of a build, instantiated with a `check` that never stops it. */
async function instantiate(file: string, check: () => void): Promise<Record<string, (...a: number[]) => number>> {
  const { wasm } = (await import(pathToFileURL(resolve(file)).href)) as { wasm: string };
  const module = await compileWasm(wasm);
  if (!module) throw new Error(`${file} did not compile`);
  const instance = await WebAssembly.instantiate(module, { env: { check } });
  return instance.exports as Record<string, (...a: number[]) => number>;
}

async function connectFour(file: string, positions: string): Promise<Build> {
  const [name = 'Test_L1_R2', count = '20'] = positions.split(':');
  const cases = readFileSync(new URL(`../test/data/connect-four/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(0, Number(count))
    .map((line) => {
      const [moves, score] = line.split(' ');
      return { position: positionFromDigits(moves!), score: Number(score) };
    });
  let search: WasmSearch | undefined;
  const x = await instantiate(file, () => search!.check());
  // Buckets of two slots: 2^21 buckets, the 2^22 slots the AI uses on 7x6.
  if (!x.init!(7, 6, 21)) throw new Error(`${file}: no memory for the table`);
  search = new WasmSearch(x as never, 7, 6);
  const solver = new Solver(7, 6, 22, search);
  // Compiled code, not the JIT's warm-up: solve a few first.
  for (const c of cases.slice(0, 10)) solver.solve(c.position);
  return {
    pass() {
      solver.reset();
      let nodes = 0;
      const start = performance.now();
      for (const c of cases) {
        if (solver.solve(c.position) !== c.score) throw new Error(`${file} scored a position wrong`);
        nodes += solver.nodes;
      }
      return { ms: performance.now() - start, nodes };
    },
  };
}

async function reversi(file: string, positions: string): Promise<Build> {
  const lines = readFileSync(new URL('../test/data/reversi/ffo.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n');
  const cases = positions.split(',').map((n) => {
    const line = lines[Number(n) - 40];
    if (!line) throw new RangeError(`FFO #${n} is not in the file (40 to 59)`);
    const best = Math.max(...[...line.matchAll(/:([+-]\d+)/g)].map((m) => Number(m[1])));
    return { state: reversiRules.newGame({ position: line.split(';')[0]! }), best };
  });
  let engine: WasmEndgame | undefined;
  const x = await instantiate(file, () => engine!.check());
  if (!x.init!(8, 20)) throw new Error(`${file}: no memory for the table`);
  engine = new WasmEndgame(x as never, 8);
  return {
    pass() {
      let nodes = 0;
      let ms = 0;
      for (const { state, best } of cases) {
        engine.reset();
        const start = performance.now();
        const { score } = solveOn(engine, state);
        ms += performance.now() - start;
        if (score !== best) throw new Error(`${file} scored an FFO position ${score}, not ${best}`);
        nodes += engine.nodes;
      }
      return { ms, nodes };
    },
  };
}

const [game, before, after, positions, pairsText = '5'] = process.argv.slice(2);
const make = game === 'connect-four' ? connectFour : game === 'reversi' ? reversi : undefined;
if (!make || !before || !after)
  throw new Error('usage: engine-steps.ts connect-four|reversi <before.wasm.ts> <after.wasm.ts> [positions] [pairs]');
const defaults = game === 'connect-four' ? 'Test_L1_R2:20' : '46,47';
const a = await make(before, positions ?? defaults);
const b = await make(after, positions ?? defaults);
const ratios: number[] = [];
let nodes = [0, 0];
for (let i = 0; i < Number(pairsText); i++) {
  // Alternate which build goes first, so neither always meets the caches the other left.
  const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
  const r1 = first.pass();
  const r2 = second.pass();
  const [ra, rb] = i % 2 === 0 ? [r1, r2] : [r2, r1];
  ratios.push(rb.ms / ra.ms);
  nodes = [ra.nodes, rb.nodes];
}
console.log(`after / before, pair by pair: ${ratios.map((r) => r.toFixed(3)).join(' ')}`);
console.log(`median: ${median(ratios).toFixed(3)}; nodes: before ${nodes[0]}, after ${nodes[1]}`);
