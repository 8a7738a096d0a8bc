/**
 * `npm run bench`: runs every `bench/*.bench.ts` in Node, prints one line per figure and writes
 * them to bench/results.json. Figures are per-position or ratios, never pass/fail thresholds.
 * Each file's figures also go to docs/figures/bench.json with the day, the machine and the command
 * that measured them (a file not run keeps its last ones), for the documentation's Benches page.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
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
const machine = { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length };
const out = { date: new Date().toISOString(), ...machine, figures };
writeFileSync(join(here, 'results.json'), `${JSON.stringify(out, null, 2)}\n`);
const docs = join(here, '../docs/figures/bench.json');
const kept = existsSync(docs)
  ? (JSON.parse(readFileSync(docs, 'utf8')) as { files: Record<string, unknown> }).files
  : {};
for (const file of files) {
  // The settings that change what a file measures; the native programs' paths are this machine's own, so only named.
  const env = Object.entries(process.env).filter(([k]) =>
    /^(C4_NATIVE|EDAX_BIN|EDAX_DIR|FFO|TAFL_GAMES|TAFL_MS|GAMES)$/.test(k),
  );
  const command = `${env.map(([k, v]) => `${k}=${/^(C4_NATIVE|EDAX_)/.test(k) ? '…' : v} `).join('')}npx tsx bench/run.ts ${file.replace(/\.ts$/, '')}`;
  kept[file] = {
    date: out.date.slice(0, 10),
    command,
    ...machine,
    figures: figures.filter((f) => f.file === file).map(({ name, value, unit }) => ({ name, value, unit })),
  };
}
writeFileSync(docs, `${JSON.stringify({ files: Object.fromEntries(Object.entries(kept).sort()) }, null, 2)}\n`);
console.log(`\n${figures.length} figures written to bench/results.json and docs/figures/bench.json`);
