/**
 * A stand-in OTEP engine for the referee's tests: it keeps the game with our rules and plays the
 * first legal move. `FAKE_CRASH_MARK`: a file; when it does not exist yet, the engine creates it
 * and exits on the `play` at ply `FAKE_CRASH_PLY` (a crash the referee must survive).
 * `FAKE_ILLEGAL_PLY`: at that ply it answers with a move from the empty corner a1.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { type HnefataflState, isVariant, rules } from '../../src/games/hnefatafl/rules.js';
import { simpleMove } from '../../bench/outside/tafl-notation.js';

let state: HnefataflState | null = null;
const crashPly = Number(process.env['FAKE_CRASH_PLY'] ?? -1);
const illegalPly = Number(process.env['FAKE_ILLEGAL_PLY'] ?? -1);
const mark = process.env['FAKE_CRASH_MARK'];

process.stdout.write('hello\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, ...rest] = line.split(' ');
  if (command === 'rules') {
    const variant = /name:(\S+)/.exec(line)?.[1];
    state = rules.newGame({ variant: isVariant(variant) ? variant : 'copenhagen' });
  } else if (command === 'opponent-move') {
    state = rules.play(state!, rules.moveFromString(state!, rest[0]!));
  } else if (command === 'play') {
    if (state!.ply === crashPly && mark && !existsSync(mark)) {
      writeFileSync(mark, 'crashed');
      process.stdout.write('status about to fail\n');
      process.exit(1);
    }
    if (state!.ply === illegalPly) {
      process.stdout.write('move a1-a2\n');
      return;
    }
    process.stdout.write('status thinking\n');
    const move = rules.legalMoves(state!)[0]!;
    state = rules.play(state!, move);
    process.stdout.write(`move ${simpleMove(state.size, move)}\n`);
  } else if (command === 'goodbye') {
    process.exit(0);
  }
});
