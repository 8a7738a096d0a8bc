/**
 * `npx tsx --conditions=source examples/kalah/scripts/opening-book.ts [--ms 10000] [--plies 3] [--jobs 2]`:
 * writes `src/opening-book-data.ts`, the strongest level's first moves in Kalah of four seeds a pit.
 * Every position of the first `plies` sowings is searched by the game's own margin search for `ms`
 * (ten times a move's default time, where a move in play reaches six sowings less deep), each from an
 * empty table and with the same seed, so the book is the same on every run on a machine as fast;
 * `jobs` processes share the positions. It prints how long it took.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bookKey } from '../src/opening-book.js';
import { MarginSearch } from '../src/margin-search.js';
import { type KalahState, rules } from '../src/rules.js';

const arg = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const ms = arg('ms', 10_000);
const plies = arg('plies', 3);
const jobs = arg('jobs', 2);
const part = process.argv.includes('--part') ? process.argv[process.argv.indexOf('--part') + 1]! : undefined;

/** Every position within `plies` sowings of the start, once each, in a fixed order. */
function positions(): KalahState[] {
  const seen = new Map<string, KalahState>();
  let layer = [rules.newGame({ seeds: 4 })];
  for (let ply = 0; ply <= plies; ply++) {
    const next: KalahState[] = [];
    for (const s of layer) {
      const key = bookKey(s.pits, s.turn === 'first');
      if (seen.has(key) || rules.result(s)) continue;
      seen.set(key, s);
      for (const move of rules.legalMoves(s)) next.push(rules.play(s, move));
    }
    layer = next;
  }
  return [...seen.values()];
}

const all = positions();
if (part !== undefined) {
  // A job: its share of the positions, one line of JSON each.
  const [k, n] = part.split('/').map(Number) as [number, number];
  for (let i = k; i < all.length; i += n) {
    const s = all[i]!;
    const r = new MarginSearch(22).search(s.pits, s.turn === 'first', { timeMs: ms, seed: 0 });
    process.stdout.write(
      `${JSON.stringify({ key: bookKey(s.pits, s.turn === 'first'), move: r.move, depth: r.depth })}\n`,
    );
  }
} else {
  const start = performance.now();
  console.log(`${all.length} positions, ${ms} ms each, ${jobs} jobs`);
  const script = fileURLToPath(import.meta.url);
  const lines = await Promise.all(
    Array.from(
      { length: jobs },
      (_, k) =>
        new Promise<string>((done, fail) => {
          const child = spawn(
            process.execPath,
            [...process.execArgv, script, '--ms', String(ms), '--plies', String(plies), '--part', `${k}/${jobs}`],
            { stdio: ['ignore', 'pipe', 'inherit'] },
          );
          let out = '';
          child.stdout.on('data', (d: Buffer) => (out += d.toString()));
          child.on('exit', (code) => (code === 0 ? done(out) : fail(new Error(`job ${k} ended with ${code}`))));
        }),
    ),
  );
  const entries = lines
    .join('')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { key: string; move: number; depth: number })
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  const minutes = ((performance.now() - start) / 60_000).toFixed(1);
  const depths = entries.map((e) => e.depth).sort((a, b) => a - b);
  writeFileSync(
    fileURLToPath(new URL('../src/opening-book-data.ts', import.meta.url)),
    `/**
 * Written by \`examples/kalah/scripts/opening-book.ts\` (${entries.length} positions, the first ${plies} sowings of four seeds a
 * pit, ${ms} ms each, depths ${depths[0]} to ${depths[depths.length - 1]}, ${minutes} minutes with ${jobs} jobs): each entry is a position's
 * key (\`bookKey\`) and the pit to sow.
 */
export const OPENING_BOOK = '${entries.map((e) => `${e.key}${e.move}`).join(' ')}';
`,
  );
  console.log(`${entries.length} entries in ${minutes} minutes; depths ${depths[0]} to ${depths[depths.length - 1]}`);
}
