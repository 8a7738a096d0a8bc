/**
 * `npx tsx --conditions=source bench/kalah-openings.ts [record]`: how a Kalah match against
 * CMancala went, opening by opening. CMancala (its harness, `KALAH_ENGINE_DIR`, as for
 * `bench:outside`) values the position each game started from after its random opening, for our
 * side; the games are then counted by who the opening favoured and how they ended. A perfect player
 * wins every game its opening favours, so the count shows where the points were lost. `MS` (3000)
 * is CMancala's time a position. Default record: `bench/records/kalah-4-cmancala-1000ms.txt`.
 * `--moves` values every later position too and prints each move that gave seeds away, by whom and
 * at what ply, with the totals of each side: where a match's games were decided (a position CMancala
 * does not solve in `MS` is left out).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type KalahState, rules } from '../examples/kalah/src/rules.js';
import { EngineProcess } from './outside/engine-process.js';
import { parseRecord } from './outside/records.js';

const args = process.argv.slice(2);
const everyMove = args.includes('--moves');
const file = args.find((a) => !a.startsWith('--')) ?? 'bench/records/kalah-4-cmancala-1000ms.txt';
const dir = process.env['KALAH_ENGINE_DIR'];
if (!dir)
  throw new Error('Set KALAH_ENGINE_DIR to the folder of CMancala with the harness built in it (see bench/README.md).');
if (!existsSync(join(dir, 'kalah-harness')))
  throw new Error(`No kalah-harness in ${dir}: build it as bench/README.md says.`);
const ms = Number(process.env['MS'] ?? 3000);
const { header, games } = parseRecord(readFileSync(file, 'utf8'));
if (header.game !== 'kalah') throw new Error(`${file} is a record of ${header.game}, not of Kalah.`);
const seeds = Number((header.options as { seeds?: number }).seeds ?? 4);
const engine = new EngineProcess({ command: join(dir, 'kalah-harness'), args: [], cwd: dir });
const ask = (command: string, answer: (line: string) => boolean) => {
  engine.send(command);
  return engine.expect(answer, ms * 10 + 30_000, command);
};

type Tally = { games: number; wins: number; draws: number; losses: number };
const tally = {
  ours: { games: 0, wins: 0, draws: 0, losses: 0 },
  theirs: { games: 0, wins: 0, draws: 0, losses: 0 },
  even: { games: 0, wins: 0, draws: 0, losses: 0 },
};
/** Seeds given away by each side's moves, and those moves, when `--moves` is given. */
const lost = { ours: { seeds: 0, moves: 0 }, theirs: { seeds: 0, moves: 0 } };

/** Values each position of a game from `start` on and prints the moves that gave seeds away. */
async function valueMoves(start: KalahState, moves: string[], ours: string, startValue: number, game: number) {
  let s = start;
  let before: number | null = startValue;
  for (const m of moves) {
    const mover = s.turn;
    s = rules.play(s, rules.moveFromString(s, m));
    await ask(`play ${m}`, (l) => l === 'ok');
    const r = rules.result(s);
    let after: number | null;
    if (r) after = r.score![mover] - r.score![mover === 'first' ? 'second' : 'first'];
    else {
      const line = await ask(`go ${ms}`, (l) => l.startsWith('move') || l.startsWith('error'));
      const found = /depth (\d+).*score (-?\d+)/.exec(line);
      // Only a solved position (CMancala's depth past any game) has a value to compare.
      after = found && Number(found[1]) >= 1000 ? Number(found[2]) * (s.turn === mover ? 1 : -1) : null;
    }
    if (before !== null && after !== null && after < before) {
      const side = mover === ours ? 'ours' : 'theirs';
      lost[side].seeds += before - after;
      lost[side].moves++;
      console.log(
        `  game ${game}, ply ${s.ply}: ${side === 'ours' ? 'our' : 'their'} pit ${m} gave ${before - after} seeds away (${before} to ${after})`,
      );
    }
    before = r ? null : after === null ? null : s.turn === mover ? after : -after;
  }
}

for (const g of games) {
  let s: KalahState = rules.newGame({ seeds });
  await ask(`new ${seeds}`, (l) => l === 'ok');
  for (const m of g.moves.slice(0, g.opening)) {
    s = rules.play(s, rules.moveFromString(s, m));
    await ask(`play ${m}`, (l) => l === 'ok');
  }
  const line = await ask(`go ${ms}`, (l) => l.startsWith('move') || l.startsWith('error'));
  const score = /score (-?\d+)/.exec(line);
  if (!score) throw new Error(`CMancala gave no value for game ${g.number}'s opening: "${line}"`);
  // Its score is for the side to move.
  const value = Number(score[1]) * (s.turn === g.ours ? 1 : -1);
  const end = g.result.winner === null ? 'draws' : g.result.winner === g.ours ? 'wins' : 'losses';
  if (everyMove) await valueMoves(s, g.moves.slice(g.opening), g.ours, Number(score[1]), g.number);
  const t: Tally = value > 0 ? tally.ours : value < 0 ? tally.theirs : tally.even;
  t.games++;
  t[end]++;
  console.log(
    `game ${g.number}: the opening is worth ${value > 0 ? '+' : ''}${value} seeds to our side; ${end === 'wins' ? 'we won' : end === 'draws' ? 'drawn' : 'we lost'}`,
  );
}
await engine.close('quit');
if (everyMove)
  console.log(
    `\nseeds given away: ours ${lost.ours.seeds} in ${lost.ours.moves} moves, CMancala's ${lost.theirs.seeds} in ${lost.theirs.moves}`,
  );
const line = (t: Tally) => `${t.games} games: +${t.wins} =${t.draws} -${t.losses}`;
console.log(
  `\nopenings that favour us: ${line(tally.ours)}\nopenings that favour CMancala: ${line(tally.theirs)}\neven openings: ${line(tally.even)}`,
);
