/**
 * Satoshi Sanno's reverse_reversi, a C engine with a trained pattern evaluation, an opening book
 * and multi-prob-cut, behind `bench/native/reversi-harness.c`, built outside this repository (see
 * bench/README.md). It plays 8x8 from the standard start only.
 */
import { join } from 'node:path';
import type { ReversiMove, ReversiState } from '../../src/games/reversi/rules.js';
import { rules } from '../../src/games/reversi/rules.js';
import type { EngineCommand } from './engine-process.js';
import { harnessPlayer } from './harness-player.js';
import type { MatchPlayer } from './referee.js';

/**
 * The harness built in `dir` (beside the engine's `data/`), thinking `ms` a move; `spec` starts another program that
 * speaks the same protocol.
 */
export function reversiEnginePlayer(
  dir: string,
  ms: number,
  name = 'reverse_reversi',
  spec: EngineCommand = { command: join(dir, 'rr-harness'), args: [], cwd: dir },
): MatchPlayer<ReversiState, ReversiMove> {
  return harnessPlayer({
    name,
    spec,
    rules,
    ms,
    newGame: (state) => {
      if (state.size !== 8 || state.ply !== 0)
        throw new RangeError(`${name} plays 8x8 Reversi from the standard start only.`);
      return 'new';
    },
  });
}
