/**
 * Generates the 7x6 Connect Four opening book from our own solver.
 *
 *   npx tsx scripts/connect-four-book.ts [--depth 10] [--budget 1500000] [--hours 1] [--trees 1|2|3] [--openings 4352617]
 *
 * The book holds what the perfect player needs and cannot compute within a second: for each side
 * the computer may play, every position of its strategy tree up to `--depth` plies (the computer's
 * best move, the first in centre order; every reply of the other side), with the exact score and
 * the columns that keep it. A position whose best moves a fresh runtime-sized solver finds within
 * `--budget` nodes (about a third of a second) is left to the solver and its subtree
 * skipped; so are positions at plies 0 to 2 never (the first moves are always in the book).
 *
 * Progress is appended to `scripts/data/connect-four-book.txt` (moves, score, best-column mask),
 * so the run can stop at any time (`--hours`) and resume. The solver's table (770 MB) is saved to
 * `scripts/data/connect-four-table.bin` (not committed) every ten minutes and reloaded on start,
 * so even a single position that takes longer than one run resumes where it stopped. Each run rewrites
 * `src/games/connect-four/opening-book-data.ts` from everything solved so far, with the depth up
 * to which the trees are complete.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BookEntry,
  OpeningBook,
  canonicalEntry,
  encodeBook,
  positionKey,
} from '../src/games/connect-four/opening-book.js';
import {
  BitPosition,
  SolveStopped,
  Solver,
  centreOrder,
  positionFromDigits,
} from '../src/games/connect-four/solver.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const progressFile = `${root}/scripts/data/connect-four-book.txt`;
const dataFile = `${root}/src/games/connect-four/opening-book-data.ts`;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const depth = arg('depth', 10);
/** Which trees to walk: 1 the computer playing first, 2 second, 3 both (two runs can share the work). */
const trees = arg('trees', 3);
/** The other side's first moves whose subtrees the second tree covers, as digits (default all, centre first). */
const openingsArg = process.argv.indexOf('--openings');
const openings = openingsArg >= 0 ? [...process.argv[openingsArg + 1]!].map((d) => Number(d) - 1) : null;
const budget = arg('budget', 1_500_000);
const stopAt = Date.now() + arg('hours', 1e6) * 3_600_000;
/** Plies always in the book, whatever their cost, so the first moves' values come from it. */
const ALWAYS = 2;

class OutOfTime extends Error {}

const entries = new Map<number, BookEntry>();
/** Positions a runtime solver handles itself (by canonical key), so a resumed run skips them too. */
const easy = new Set<number>();
/** Reads every result so far, including those of another run working on the other tree. */
function readProgress(): void {
  if (!existsSync(progressFile)) return;
  for (const line of readFileSync(progressFile, 'utf8').split('\n')) {
    const [moves, score, best] = line.trim().split(' ');
    if (moves === undefined || score === undefined) continue;
    const p = positionFromDigits(moves === '-' ? '' : moves);
    const key = Math.min(positionKey(p), positionKey(p, true));
    if (score === 'easy') easy.add(key);
    else {
      const [k, e] = canonicalEntry(p, Number(score), Number(best));
      entries.set(k, e);
    }
  }
}
readProgress();
/** Look-ups in either orientation, over the same (growing) entries. */
const book = new OpeningBook(entries, depth);
mkdirSync(dirname(progressFile), { recursive: true });

const tableFile = `${root}/scripts/data/connect-four-table-${trees}${openings ? `-${openings.map((c) => c + 1).join('')}` : ''}.bin`;
const solver = new Solver(7, 6, 27);
if (existsSync(tableFile)) {
  const bytes = readFileSync(tableFile);
  const table = solver.table;
  if (bytes.length === table.byteLength) {
    new Uint8Array(table.buffer).set(bytes);
    console.log('Resumed the solver table.');
  }
}
let savedAt = Date.now();
/** Saves the table every ten minutes, and stops the run when its time is up. */
function onProgress(): void {
  const now = Date.now();
  if (now - savedAt > 600_000 || now > stopAt) {
    const fd = openSync(tableFile, 'w');
    writeSync(fd, new Uint8Array(solver.table.buffer));
    closeSync(fd);
    savedAt = now;
  }
  if (now > stopAt) throw new OutOfTime();
}
const probe = new Solver(7, 6, 22);
const order = centreOrder(7);
let solvedThisRun = 0;
const started = Date.now();

function record(moves: string, text: string): void {
  appendFileSync(progressFile, `${moves || '-'} ${text}\n`);
}

/** The book entry of `p` (the computer to move), solving it when new; undefined when the runtime solver copes. */
function entryFor(p: BitPosition, moves: string): BookEntry | undefined {
  const known = book.get(p);
  if (known) return known;
  const key = Math.min(positionKey(p), positionKey(p, true));
  if (easy.has(key)) return undefined;
  if (Date.now() > stopAt) throw new OutOfTime();
  if (p.moves > ALWAYS) {
    probe.reset();
    try {
      probe.bestMoves(p, { nodes: budget });
      easy.add(key);
      record(moves, 'easy');
      return undefined;
    } catch (e) {
      if (!(e instanceof SolveStopped)) throw e;
    }
  }
  const t = performance.now();
  const { score, moves: best } = solver.bestMoves(p, { onProgress });
  const mask = best.reduce((m, c) => m | (1 << c), 0);
  const [k, e] = canonicalEntry(p, score, mask);
  entries.set(k, e);
  record(moves, `${score} ${mask}`);
  solvedThisRun++;
  if (solvedThisRun % 20 === 0) writeBook(-1);
  console.log(
    `${moves || '(start)'} score ${score} best ${best.map((c) => c + 1).join('')} in ${((performance.now() - t) / 1000).toFixed(1)} s; ${entries.size} entries, ${((Date.now() - started) / 60000).toFixed(1)} min`,
  );
  return { score, best: mask };
}

/** The deepest ply of the pass in progress (see below). */
let limit = depth;

/** Walks the computer's strategy tree from `p`, the computer to move, down to `limit` plies. */
function visit(p: BitPosition, moves: string): void {
  if (p.moves > limit || p.canWinNext()) return;
  const entry = entryFor(p, moves);
  if (!entry) return;
  const c = order.find((col) => entry.best & (1 << col))!;
  if (p.moves + 2 > limit) return;
  p.play(c);
  for (const h of order) {
    if (!p.canPlay(h) || p.isWinningMove(h)) continue;
    p.play(h);
    visit(p, `${moves}${c + 1}${h + 1}`);
    p.undo(h);
  }
  p.undo(c);
}

/** Rewrites the data module from every entry so far; `complete` is the ply both trees are complete to, or -1. */
function writeBook(complete: number): void {
  readProgress();
  const bytes = encodeBook(entries);
  const data = Buffer.from(bytes).toString('base64');
  writeFileSync(
    dataFile,
    `// Generated by scripts/connect-four-book.ts from ${entries.size} solved positions; do not edit.\n` +
      `/** The packed 7x6 opening book (see opening-book.ts); depth -1 marks a book whose generation is unfinished. */\n` +
      `export const BOOK = { depth: ${complete}, entries: ${entries.size}, data: '${data}' };\n`,
  );
  console.log(
    `${entries.size} entries (${solvedThisRun} new), ${bytes.length} bytes packed, ${data.length} as base64; trees complete to ply ${complete}.`,
  );
}
process.on('SIGTERM', () => {
  writeBook(-1);
  process.exit(0);
});

let complete = trees === 3 ? depth : -1;
try {
  const start = new BitPosition(7, 6);
  // Passes of growing depth: a run cut short leaves the shallow positions, which cost the
  // runtime solver most, solved first. Known positions cost nothing to walk again.
  for (limit = ALWAYS + 2; ; limit = Math.min(depth, limit + 2)) {
    // The computer playing first, then second (every first move of the other side).
    if (trees & 1) visit(start, '');
    if (trees & 2) {
      // The seven first moves' values come first (they are the book's most visible facts).
      for (const h of order) {
        start.play(h);
        entryFor(start, String(h + 1));
        start.undo(h);
      }
      for (const h of openings ?? order) {
        start.play(h);
        visit(start, String(h + 1));
        start.undo(h);
      }
    }
    if (limit === depth) break;
  }
} catch (e) {
  if (!(e instanceof OutOfTime)) throw e;
  complete = -1;
  console.log('Time is up; run again to resume.');
}

writeBook(complete);
