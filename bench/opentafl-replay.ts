/**
 * `npx tsx bench/opentafl-replay.ts`: replays every kept Hnefatafl match (`bench/records/`) under
 * OpenTafl's own rules engine (`bench/native/OpenTaflReplay.java`, compiled here against
 * `OPENTAFL_DIR`) and compares its position after every move with ours. A match is only fair if
 * both engines saw the same board all along: a capture one makes and the other does not would
 * have one of them play on a board that is not the game's. Prints, per game, the first move after
 * which the positions differ, and how each rules engine ends the game (they differ on purpose where
 * a Copenhagen game ends by repetition: see bench/README.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type HnefataflState, rules } from '../src/games/hnefatafl/rules.js';
import { parseRecord } from './outside/records.js';
import { positionRecord, rulesRecord } from './outside/tafl-notation.js';

const dir = process.env['OPENTAFL_DIR'];
if (!dir) throw new Error('Set OPENTAFL_DIR to a built OpenTafl (see bench/README.md).');
const classpath = [
  join(dir, 'build-out'),
  join(dir, 'lib', 'lanterna.jar'),
  '/usr/share/java/ini4j.jar',
  '/usr/share/java/jline2.jar',
].join(':');
const work = mkdtempSync(join(tmpdir(), 'bge-otreplay-'));
/** Our position as OpenTafl writes it: a captured king, whom our rules leave where he fell, is off its board. */
const ourPosition = (s: HnefataflState) =>
  positionRecord(
    s.size,
    rules.result(s)?.reason === 'king-captured' ? s.cells.map((p, i) => (i === s.king ? 0 : p)) : s.cells,
  );
/** OpenTafl's codes of a finished game. */
const ENDS: Record<string, string> = { '2': 'attackers win', '3': 'defenders win', '4': 'draw' };

try {
  execFileSync('javac', ['-nowarn', '-d', work, '-cp', classpath, join('bench', 'native', 'OpenTaflReplay.java')], {
    stdio: 'inherit',
  });
  let differing = 0;
  let total = 0;
  for (const file of readdirSync(join('bench', 'records'))
    .filter((f) => f.startsWith('hnefatafl-') && f.endsWith('.txt'))
    .sort()) {
    const { header, games } = parseRecord(readFileSync(join('bench', 'records', file), 'utf8'));
    const start = rules.newGame(header.options);
    const input = [rulesRecord(start), ...games.map((g) => g.moves.join(' '))].join('\n') + '\n';
    const out = execFileSync(
      'java',
      ['--add-exports', 'java.base/sun.net=ALL-UNNAMED', '-cp', `${classpath}:${work}`, 'OpenTaflReplay'],
      { input, encoding: 'utf8', maxBuffer: 64 << 20 },
    );
    const blocks = out
      .trim()
      .split(/^end$/m)
      .map((b) => b.trim().split('\n').filter(Boolean));
    console.log(`${file}:`);
    games.forEach((g, i) => {
      total++;
      const theirs = blocks[i] ?? [];
      let s: HnefataflState = start;
      let first = -1;
      let note = '';
      g.moves.forEach((m, ply) => {
        s = rules.play(s, rules.moveFromString(s, m));
        const [code, position] = (theirs[ply] ?? '').split(' ');
        if (first >= 0) return;
        if (code === undefined || Number(code) < 0) {
          first = ply;
          note = `OpenTafl refused ${m} (code ${code ?? 'none'})`;
        } else if (position !== ourPosition(s)) {
          first = ply;
          note = `after ${m}: ours ${ourPosition(s)}, OpenTafl's ${position}`;
        }
      });
      const theirEnd = ENDS[(theirs[g.moves.length - 1] ?? '').split(' ')[0] ?? ''] ?? 'going on';
      const ours = g.result.winner
        ? `${header.sides[g.result.winner]} win (${g.result.reason})`
        : `draw (${g.result.reason})`;
      if (first >= 0) differing++;
      console.log(
        `  game ${g.number}: ${first < 0 ? 'the same position after every move' : `differs from ply ${first + 1}, ${note}`}; ours: ${ours}, OpenTafl's: ${theirEnd}`,
      );
    });
  }
  console.log(`${total - differing} of ${total} games the same in both rules engines move by move.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
