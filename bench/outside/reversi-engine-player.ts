/**
 * A Reversi engine behind the line protocol of `bench/native/reversi-harness.c` (`new`, `play d3`,
 * `go <ms>`) as a match player: Satoshi Sanno's reverse_reversi, a C engine with a trained
 * pattern evaluation, an opening book and multi-prob-cut, built with that harness outside this
 * repository (see bench/README.md). It plays 8x8 from the standard start only.
 */
import { join } from 'node:path';
import type { ReversiMove, ReversiState } from '../../src/games/reversi/rules.js';
import { rules } from '../../src/games/reversi/rules.js';
import { type EngineCommand, EngineProcess } from './engine-process.js';
import type { MatchPlayer } from './referee.js';

/** The harness built in `dir` (beside the engine's `data/`), thinking `ms` a move; `spec` starts another program that speaks the same protocol. */
export function reversiEnginePlayer(dir: string, ms: number, name = 'reverse_reversi', spec: EngineCommand = { command: join(dir, 'rr-harness'), args: [], cwd: dir }): MatchPlayer<ReversiState, ReversiMove> {
  let engine: EngineProcess | null = null;
  const played: string[] = [];
  const limitMs = ms * 10 + 30_000;
  const ok = async (command: string) => {
    engine!.send(command);
    const line = await engine!.expect((l) => l === 'ok' || l.startsWith('error'), limitMs, 'an answer');
    if (line !== 'ok') throw new Error(`${name} refused "${command}" (${line}): the rules given to the two engines differ, and no game is scored under different rules.`);
  };
  const launch = async () => {
    if (!engine?.alive) engine = new EngineProcess(spec);
    await ok('new');
    for (const m of played) await ok(`play ${m}`);
  };
  return {
    name,
    async start(state) {
      if (state.size !== 8 || state.ply !== 0) throw new RangeError(`${name} plays 8x8 Reversi from the standard start only.`);
      played.length = 0;
      await launch();
    },
    async told(before, move) {
      const text = rules.moveToString(before, move);
      played.push(text);
      await ok(`play ${text}`);
    },
    async move(state) {
      if (!engine?.alive) await launch();
      engine!.send(`go ${ms}`);
      const line = await engine!.expect((l) => l.startsWith('move ') || l.startsWith('error'), limitMs, 'a move');
      const text = /^move (\S+)/.exec(line)?.[1] ?? '';
      let move: ReversiMove;
      try {
        move = rules.moveFromString(state, text);
      } catch (error) {
        throw new Error(`${name} answered "${line}", not a legal move at ply ${state.ply} under our rules: the rules given to the two engines differ. (${(error as Error).message})`);
      }
      await ok(`play ${text}`);
      played.push(text);
      return move;
    },
    async finished() {},
    async close() {
      await engine?.close('quit');
      engine = null;
    },
  };
}
