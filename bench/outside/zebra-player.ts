/**
 * Gunnar Andersson's Zebra (the public repository `lk16/zebra`, with its trained weights
 * `coeffs2.bin`; its opening book is not in the repository, so it plays without one), built
 * outside this repository with `bench/native/zebra-cpu-cap.patch` applied (bench/README.md). It
 * plays one move a process: `-seq` gives the game so far, `-evalone` makes it answer and exit, and
 * the patch's `ZEBRA_MOVE_CPU_MS` caps each move at the same CPU time as ours (its own clock is wall
 * time, and it stops well before the time it is given).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { type ReversiMove, type ReversiState, PASS, rules } from '../../src/games/reversi/rules.js';
import type { MatchPlayer } from './referee.js';

/** The Zebra built in `dir` (beside `coeffs2.bin`), `ms` of CPU time a move. */
export function zebraPlayer(dir: string, ms: number): MatchPlayer<ReversiState, ReversiMove> {
  /** The game so far in Zebra's notation: squares, passes left out. */
  let sequence = '';
  const args = (seq: string) => [
    '-quiet',
    // No book (there is none), no randomness, and its strongest: every search as deep as time allows.
    '-b',
    '0',
    '-r',
    '0',
    '-l',
    ...Array<string>(6).fill('60'),
    '-evalone',
    ...(seq ? ['-seq', seq] : []),
  ];
  const ask = (state: ReversiState): Promise<string> =>
    new Promise((resolve, reject) => {
      execFile(
        join(dir, 'zebra'),
        args(sequence),
        { cwd: dir, env: { ...process.env, ZEBRA_MOVE_CPU_MS: String(ms) }, timeout: ms * 10 + 30_000 },
        (error, stdout) => {
          // The last principal variation it printed starts with its move.
          const pv = [...stdout.matchAll(/^PV:\s+([a-h][1-8])/gm)].at(-1)?.[1];
          if (pv) resolve(pv);
          else reject(new Error(`Zebra gave no move at ply ${state.ply} (${error?.message ?? stdout.slice(-400)})`));
        },
      );
    });
  return {
    name: 'Zebra',
    async start(state) {
      if (state.size !== 8 || state.ply !== 0)
        throw new RangeError('Zebra plays 8x8 Reversi from the standard start only.');
      sequence = '';
    },
    async told(before, move) {
      if (move !== PASS) sequence += rules.moveToString(before, move);
    },
    async move(state) {
      if (!state.canMove) return PASS;
      const text = await ask(state);
      let move: ReversiMove;
      try {
        move = rules.moveFromString(state, text);
      } catch (error) {
        throw new Error(
          `Zebra answered "${text}", not a legal move at ply ${state.ply}. (${(error as Error).message})`,
        );
      }
      sequence += text;
      return move;
    },
    async finished() {},
    async close() {},
  };
}
