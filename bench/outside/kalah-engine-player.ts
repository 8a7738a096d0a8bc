/**
 * Alexander Kurtz's CMancala, a Kalah solver in C (negamax with aspiration windows, a
 * transposition table, an opening book, endgame databases), behind
 * `bench/native/kalah-harness.c`, built outside this repository (see bench/README.md). It plays
 * from any of the example's starts (3 to 6 seeds a pit).
 */
import { join } from 'node:path';
import { type KalahMove, type KalahState, rules } from '../../examples/kalah/src/rules.js';
import type { EngineCommand } from './engine-process.js';
import { harnessPlayer } from './harness-player.js';
import type { MatchPlayer } from './referee.js';

/**
 * The harness built in `dir`, thinking `ms` a move (`args`: the harness's options, such as `--egdb 20`); `spec` starts
 * another program that speaks the same protocol.
 */
export function kalahEnginePlayer(
  dir: string,
  ms: number,
  args: string[] = [],
  name = 'CMancala',
  spec: EngineCommand = { command: join(dir, 'kalah-harness'), args, cwd: dir },
): MatchPlayer<KalahState, KalahMove> {
  return harnessPlayer({
    name,
    spec,
    rules,
    ms,
    newGame: (state) => {
      const seeds = state.pits[0]!;
      if (
        state.ply !== 0 ||
        state.turn !== 'first' ||
        state.pits.some((n, i) => n !== (i === 6 || i === 13 ? 0 : seeds))
      )
        throw new RangeError(`${name} plays Kalah from its start only: the same seeds in every pit.`);
      return `new ${seeds}`;
    },
  });
}
