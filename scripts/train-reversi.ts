/**
 * Trains Reversi's learned evaluation (`src/games/reversi/patterns.ts`) and writes its weights to
 * `src/games/reversi/evaluation-weights.ts`.
 *
 *   npm run train:reversi -- [--games 30000] [--seed 1] [--exact 16] [--ridge 20] [--workers 2]
 *
 * 1. Self-play: `--games` seeded games (`selfplay.ts`); every distinct position is kept once.
 * 2. Labels, stage by stage from the end of the game back to its start: positions with `--exact`
 *    empties or fewer by the exact solver; the others by a search four squares deeper whose
 *    leaves the stages already learned evaluate (`label.ts`).
 * 3. Each stage's weights by least squares (`fit.ts`), drawn towards the stage after it.
 * 4. Multi-ProbCut's deviations for the search, with the weights as the AI reads them
 *    (`probcut.ts`); `--probcut-only` measures them again for the weights already in `--out`.
 *
 * The same arguments give the same weights. The run prints each stage's error and its time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { STAGES, STAGE_WEIGHTS, STAGE_WIDTH, stageOf } from '../src/games/reversi/patterns.js';
import { inflate } from '../src/core/wasm.js';
import { LearnedEvaluation } from '../src/games/reversi/learned-evaluation.js';
import { decodeWeights, encodeWeights } from '../src/games/reversi/pattern-weights.js';
import { endgameEngine, loadEndgameEngine } from '../src/games/reversi/wasm-endgame.js';
import { wasmMidgame } from '../src/games/reversi/wasm-midgame.js';
import { type Bits, emptiesOf } from './reversi-training/bits.js';
import { measureProbCut } from './reversi-training/probcut.js';
import { FEATURES, featuresOf } from './reversi-training/features.js';
import { type Samples, fitStage, rms } from './reversi-training/fit.js';
import type { Job } from './reversi-training/worker.js';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '30000' },
    seed: { type: 'string', default: '1' },
    exact: { type: 'string', default: '16' },
    ridge: { type: 'string', default: '20' },
    // A weight used by fewer positions than this keeps the next stage's value.
    'min-count': { type: 'string', default: '10' },
    workers: { type: 'string', default: String(Math.min(2, availableParallelism())) },
    // Stop after this many stages, writing nothing: a quick look at how well the first stages fit.
    stages: { type: 'string', default: String(STAGES) },
    // Measure multi-ProbCut's deviations again for the weights in --out, and write them there.
    'probcut-only': { type: 'boolean', default: false },
    'probcut-positions': { type: 'string', default: '30' },
    out: { type: 'string', default: 'src/games/reversi/evaluation-weights.ts' },
  },
});
const GAMES = Number(args.games);
const SEED = Number(args.seed);
const EXACT = Number(args.exact);
const RIDGE = Number(args.ridge);
const WORKERS = Math.max(1, Number(args.workers));

const began = performance.now();
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s`;

// A worker thread does not inherit the TypeScript loader: it registers it before loading its module.
const workerUrl = new URL('./reversi-training/worker.ts', import.meta.url).href;
const workers = Array.from(
  { length: WORKERS },
  () =>
    new Worker(`import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(workerUrl)}); });`, {
      eval: true,
    }),
);

/** Runs one job on worker `w`. */
function run<T>(w: Worker, job: Job): Promise<T> {
  return new Promise((resolve, reject) => {
    const done = (v: T) => {
      w.off('error', reject);
      resolve(v);
    };
    w.once('message', done);
    w.once('error', reject);
    w.postMessage(job);
  });
}

/** Splits `n` items into one contiguous share per worker. */
function shares(n: number): [from: number, count: number][] {
  return workers.map((_, i) => {
    const from = Math.floor((i * n) / WORKERS);
    return [from, Math.floor(((i + 1) * n) / WORKERS) - from];
  });
}

// 1. Self-play (fewer games when only ProbCut is measured again: it needs a few positions a stage).
const games = args['probcut-only'] ? Math.min(GAMES, 2000) : GAMES;
const parts = await Promise.all(
  shares(games).map(([from, count], i) =>
    run<Int32Array>(workers[i]!, { kind: 'games', seed: SEED, from, count, weights: null }),
  ),
);
const byStage: number[][] = Array.from({ length: STAGES }, () => []);
const seen = new Set<string>();
let total = 0;
for (const part of parts) {
  for (let i = 0; i < part.length; i += 4) {
    total++;
    const key = `${part[i]},${part[i + 1]},${part[i + 2]},${part[i + 3]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const p = { pl: part[i]!, ph: part[i + 1]!, ol: part[i + 2]!, oh: part[i + 3]! };
    byStage[stageOf(emptiesOf(p))]!.push(p.pl, p.ph, p.ol, p.oh);
  }
}
console.log(`${games} games, ${total} positions, ${seen.size} distinct (${elapsed()})`);

// 2 and 3. Stage by stage from the end.
const weights = new Float32Array(STAGES * STAGE_WEIGHTS);
for (let s = 0; s < (args['probcut-only'] ? 0 : Number(args.stages)); s++) {
  const positions = Int32Array.from(byStage[s]!);
  const n = positions.length / 4;
  const exact = (s + 1) * STAGE_WIDTH <= EXACT;
  const labelled = await Promise.all(
    shares(n).map(([from, count], i) =>
      run<Float32Array>(workers[i]!, {
        kind: 'label',
        positions: positions.slice(4 * from, 4 * (from + count)),
        weights: exact ? null : weights,
        exact,
      }),
    ),
  );
  const labels = new Float32Array(n);
  let at = 0;
  for (const part of labelled) {
    labels.set(part, at);
    at += part.length;
  }
  // One position in ten (by its place, which the seed fixes) is held out to measure the fit.
  const fitIdx: number[] = [];
  const heldIdx: number[] = [];
  for (let i = 0; i < n; i++) (i % 10 === 9 ? heldIdx : fitIdx).push(i);
  const samplesOf = (idx: number[]): Samples => {
    const features = new Int32Array(idx.length * FEATURES);
    idx.forEach((i, k) =>
      featuresOf(
        { pl: positions[4 * i]!, ph: positions[4 * i + 1]!, ol: positions[4 * i + 2]!, oh: positions[4 * i + 3]! },
        features,
        k * FEATURES,
      ),
    );
    return { features, labels: Float32Array.from(idx, (i) => labels[i]!), count: idx.length };
  };
  const prior = s === 0 ? new Float32Array(STAGE_WEIGHTS) : weights.slice((s - 1) * STAGE_WEIGHTS, s * STAGE_WEIGHTS);
  const held = samplesOf(heldIdx);
  const { weights: fitted, report } = fitStage(
    samplesOf(fitIdx),
    prior,
    STAGE_WEIGHTS,
    RIDGE,
    Number(args['min-count']),
  );
  weights.set(fitted, s * STAGE_WEIGHTS);
  console.log(
    `stage ${s} (${s * STAGE_WIDTH + 1}-${(s + 1) * STAGE_WIDTH} empties): ${n} positions, ${exact ? 'exact' : 'searched'} labels, ` +
      `error ${report.rms.toFixed(2)} discs, on held-out positions ${rms(held, fitted).toFixed(2)} ` +
      `(the stage after's weights: ${rms(held, prior).toFixed(2)}), ${report.steps} steps (${elapsed()})`,
  );
}
await Promise.all(workers.map((w) => w.terminate()));
if (Number(args.stages) < STAGES && !args['probcut-only']) process.exit(0);

// The weights file: the one trained now, or the one in --out when only ProbCut is measured again.
let header: string;
let base64: string;
if (args['probcut-only']) {
  const text = readFileSync(args.out!, 'utf8');
  header = text.split('\n')[0]!;
  base64 = ((await import(pathToFileURL(resolve(args.out!)).href)) as { weights: string }).weights;
} else {
  header = `// Written by \`npm run train:reversi -- --games ${GAMES} --seed ${SEED} --exact ${EXACT} --ridge ${RIDGE} --min-count ${args['min-count']}\`; do not edit.`;
  base64 = gzipSync(encodeWeights(weights), { level: 9 }).toString('base64');
}

// 4. Multi-ProbCut's deviations, with these weights as the AI reads them.
if (!(await loadEndgameEngine(8))) throw new Error('the WebAssembly engine did not load');
const learned = new LearnedEvaluation(decodeWeights(new Uint8Array(await inflate(base64))));
const midgame = wasmMidgame(endgameEngine(8)!, learned)!;
const sample: Bits[] = [];
byStage.forEach((list) => {
  for (let i = 0; i < list.length; i += 4)
    sample.push({ pl: list[i]!, ph: list[i + 1]!, ol: list[i + 2]!, oh: list[i + 3]! });
});
const deviations = measureProbCut(midgame, sample, Number(args['probcut-positions']));
console.log(`multi-ProbCut: ${deviations.length} deviations measured (${elapsed()})`);

writeFileSync(
  args.out!,
  `${header}\n` +
    `/** The learned evaluation's weights (\`pattern-weights.ts\`), gzipped, in base64. */\n` +
    `export const weights =\n  '${base64}';\n` +
    `/**\n * Multi-ProbCut's deviations (\`scripts/reversi-training/probcut.ts\`): depth, stage, and how far a search of\n` +
    ` * that depth falls from its shallow search's, in 1/32 disc.\n */\n` +
    `export const probCut: readonly (readonly [number, number, number])[] = ${JSON.stringify(deviations)};\n`,
);
console.log(`wrote ${args.out} (${Math.round((base64.length * 3) / 4)} bytes gzipped) in ${elapsed()}`);
