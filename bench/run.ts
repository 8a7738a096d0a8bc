/**
 * `npm run bench`: runs every `bench/*.bench.ts` in Node, prints one line per figure and writes
 * them to bench/results.json. Figures are per-position or ratios, never pass/fail thresholds.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark, Figure } from './harness.js';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.startsWith(only)))
  .sort();
const figures: (Figure & { file: string })[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { benchmarks: Benchmark[] };
  for (const bench of mod.benchmarks) {
    for (const f of await bench()) {
      figures.push({ file, ...f });
      console.log(`${f.name.padEnd(52)} ${String(f.value).padStart(12)} ${f.unit}`);
    }
  }
}
const out = { date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, figures };
writeFileSync(join(here, 'results.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(`\n${figures.length} figures written to bench/results.json`);
