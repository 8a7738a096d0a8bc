/**
 * `KALAH_ENGINE_DIR=… npx tsx --conditions=source bench/kalah-book.ts`: how many of the Kalah opening
 * book's moves (`examples/kalah/src/opening-book.ts`, made by our own search) CMancala's solver finds
 * best. Each legal move of each book position is played and the position after it valued by
 * CMancala (its harness, as for `bench:outside`; `MS` a position, 3000; its own book solves the
 * first four sowings, a later position may take it minutes, and one it does not solve in `MS` leaves
 * its book position not valued); prints each book move that gives seeds away and the counts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bookKey, bookMove } from '../examples/kalah/src/opening-book.js';
import { type KalahState, rules } from '../examples/kalah/src/rules.js';
import { EngineProcess } from './outside/engine-process.js';

const dir = process.env['KALAH_ENGINE_DIR'];
if (!dir || !existsSync(join(dir, 'kalah-harness')))
  throw new Error('Set KALAH_ENGINE_DIR to the folder of CMancala with the harness built in it (see bench/README.md).');
const ms = Number(process.env['MS'] ?? 3000);
const engine = new EngineProcess({ command: join(dir, 'kalah-harness'), args: [], cwd: dir });
const ask = (command: string, answer: (line: string) => boolean) => {
  engine.send(command);
  return engine.expect(answer, ms * 10 + 30_000, command);
};

/** The value for the side that moved of the position after `line`, or null when CMancala does not solve it. */
async function valueAfter(line: number[], mover: KalahState['turn']): Promise<number | null> {
  let s = rules.newGame({ seeds: 4 });
  await ask('new 4', (l) => l === 'ok');
  for (const m of line) {
    s = rules.play(s, m);
    await ask(`play ${m}`, (l) => l === 'ok');
  }
  const r = rules.result(s);
  if (r) return r.score![mover] - r.score![mover === 'first' ? 'second' : 'first'];
  const found = /depth (\d+).*score (-?\d+)/.exec(await ask(`go ${ms}`, (l) => l.startsWith('move')));
  if (!found || Number(found[1]) < 1000) return null;
  return Number(found[2]) * (s.turn === mover ? 1 : -1);
}

const seen = new Set<string>();
let layer: { s: KalahState; line: number[] }[] = [{ s: rules.newGame({ seeds: 4 }), line: [] }];
let best = 0;
let worse = 0;
let unknown = 0;
for (let ply = 0; ply <= 3; ply++) {
  const next: typeof layer = [];
  for (const { s, line } of layer) {
    const key = bookKey(s.pits, s.turn === 'first');
    if (seen.has(key) || rules.result(s)) continue;
    seen.add(key);
    const values = new Map<number, number | null>();
    for (const m of rules.legalMoves(s)) {
      values.set(m, await valueAfter([...line, m], s.turn));
      next.push({ s: rules.play(s, m), line: [...line, m] });
    }
    const known = [...values.values()].filter((v): v is number => v !== null);
    const mine = values.get(bookMove(s.pits, s.turn === 'first')!);
    if (mine === null || mine === undefined || known.length < values.size) unknown++;
    else if (mine === Math.max(...known)) best++;
    else {
      worse++;
      console.log(
        `after ${line.join(' ') || 'the start'}: the book's pit ${bookMove(s.pits, s.turn === 'first')} gives ${Math.max(...known) - mine} seeds away (${mine}, best ${Math.max(...known)})`,
      );
    }
  }
  layer = next;
}
await engine.close('quit');
console.log(`\n${best} book moves best by CMancala, ${worse} not, ${unknown} not valued`);
