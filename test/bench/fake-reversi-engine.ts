/**
 * A stand-in for the Reversi harness of bench/native in the referee's tests: it keeps the game
 * with our rules and plays the first legal move. `FAKE_WRONG_PLY`: at that ply it answers with a
 * square that is not legal (a rule the two programs read differently).
 */
import { createInterface } from 'node:readline';
import { type ReversiState, rules } from '../../src/games/reversi/rules.js';

let state: ReversiState = rules.newGame({});
const wrongPly = Number(process.env['FAKE_WRONG_PLY'] ?? -1);

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, arg] = line.trim().split(/\s+/);
  if (command === 'new') {
    state = rules.newGame({});
    process.stdout.write('ok\n');
  } else if (command === 'play') {
    try {
      state = rules.play(state, rules.moveFromString(state, arg ?? ''));
      process.stdout.write('ok\n');
    } catch {
      process.stdout.write(`error ${arg} is not legal here\n`);
    }
  } else if (command === 'go') {
    const move = state.ply === wrongPly ? 'a1' : rules.moveToString(state, rules.legalMoves(state)[0]!);
    process.stdout.write(`move ${move} depth 1 ms 0\n`);
  } else if (command === 'quit') {
    process.exit(0);
  }
});
