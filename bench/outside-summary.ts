/**
 * `npx tsx bench/outside-summary.ts`: the table of every match kept in `bench/records/`, as the
 * games' pages show it: our wins, draws and losses, our score with its 95% interval, our side's
 * results, how the games ended, and each side's mean time a move.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseRecord } from './outside/records.js';
import { scoreOf, scoreText } from './outside/score.js';

const dir = join('bench', 'records');
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()) {
  const { header, games } = parseRecord(readFileSync(join(dir, file), 'utf8'));
  if (games.length === 0) {
    console.log(`${file}: no game played yet`);
    continue;
  }
  const t = { wins: 0, draws: 0, losses: 0 };
  const bySide = { first: { wins: 0, draws: 0, losses: 0 }, second: { wins: 0, draws: 0, losses: 0 } };
  const reasons = new Map<string, number>();
  let ours = 0;
  let theirs = 0;
  for (const g of games) {
    const key = g.result.winner === null ? 'draws' : g.result.winner === g.ours ? 'wins' : 'losses';
    t[key]++;
    bySide[g.ours][key]++;
    const how =
      g.result.winner === null
        ? `draw by ${g.result.reason}`
        : `${g.result.winner === g.ours ? 'we' : 'they'} won by ${g.result.reason}`;
    reasons.set(how, (reasons.get(how) ?? 0) + 1);
    ours += g.ms.ours;
    theirs += g.ms.theirs;
  }
  const side = (s: { wins: number; draws: number; losses: number }) => `+${s.wins} =${s.draws} -${s.losses}`;
  console.log(`${file}: ${header.ours} against ${header.theirs}, ${header.date}`);
  console.log(`  ${games.length} games: +${t.wins} =${t.draws} -${t.losses}, ${scoreText(scoreOf(t))}`);
  console.log(
    `  ours as ${header.sides.first} ${side(bySide.first)}, as ${header.sides.second} ${side(bySide.second)}`,
  );
  console.log(`  ${[...reasons].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  console.log(
    `  mean time a move: ours ${(ours / games.length / 1000).toFixed(2)} s, theirs ${(theirs / games.length / 1000).toFixed(2)} s`,
  );
  console.log(`  ${header.command}`);
}
