/**
 * A stand-in for the harnesses of bench/native in the referee's tests: it keeps the game with our
 * rules and plays the first legal move. `FAKE_GAME`: `reversi` (the default) or `kalah` (`new
 * <seeds>`). `FAKE_WRONG_PLY`: asked for a move at that ply or later, it answers with a move that is not legal (a rule
 * the
 * two programs read differently).
 */
import { createInterface } from 'node:readline';
import type { BaseState, Game } from '../../src/core/game.js';
import { rules as kalahRules } from '../../examples/kalah/src/rules.js';
import { rules as reversiRules } from '../../src/games/reversi/rules.js';

const kalah = process.env['FAKE_GAME'] === 'kalah';
const rules = (kalah ? kalahRules : reversiRules) as unknown as Game<BaseState, unknown, object>;
/** A move no position allows: an occupied corner in Reversi's start, a pit that is not there in Kalah. */
const wrong = kalah ? '7' : 'a1';
let state = rules.newGame({});
const wrongPly = Number(process.env['FAKE_WRONG_PLY'] ?? -1);

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, arg] = line.trim().split(/\s+/);
  if (command === 'new') {
    state = rules.newGame(kalah && arg ? { seeds: Number(arg) } : {});
    process.stdout.write('ok\n');
  } else if (command === 'play') {
    try {
      state = rules.play(state, rules.moveFromString(state, arg ?? ''));
      process.stdout.write('ok\n');
    } catch {
      process.stdout.write(`error ${arg} is not legal here\n`);
    }
  } else if (command === 'go') {
    const move =
      wrongPly >= 0 && state.ply >= wrongPly ? wrong : rules.moveToString(state, rules.legalMoves(state)[0]!);
    process.stdout.write(`move ${move} depth 1 ms 0\n`);
  } else if (command === 'quit') {
    process.exit(0);
  }
});
