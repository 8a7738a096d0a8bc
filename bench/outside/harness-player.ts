/**
 * An outside engine behind the line protocol of the harnesses in `bench/native/` (`new [args]`,
 * `play <move>`, `go <ms>`, answered by `ok`, `error <why>` or `move <move> ...`) as a match
 * player. Moves are written in our rules' notation, which the harnesses share.
 */
import type { BaseState, Game } from '../../src/core/game.js';
import { type EngineCommand, EngineProcess } from './engine-process.js';
import type { MatchPlayer } from './referee.js';

/** What a harness player needs to know of its engine. */
export interface HarnessEngine<S extends BaseState, M> {
  /** The engine's name, for the records and the errors. */
  name: string;
  /** How to start it. */
  spec: EngineCommand;
  /** The rules the referee judges by (their notation is the protocol's). */
  rules: Game<S, M, object>;
  /** Its time a move, in milliseconds. */
  ms: number;
  /** The `new` command for a game from `state`; throws a RangeError for a start the engine cannot play. */
  newGame: (state: S) => string;
}

/** The time a new engine process may take before its first answer. */
const STARTUP_MS = 15 * 60_000;

/** The engine as a match player: started again after a crash and told the game so far. */
export function harnessPlayer<S extends BaseState, M>({
  name,
  spec,
  rules,
  ms,
  newGame,
}: HarnessEngine<S, M>): MatchPlayer<S, M> {
  let engine: EngineProcess | null = null;
  let start = 'new';
  const played: string[] = [];
  const limitMs = ms * 10 + 30_000;
  const ok = async (command: string, within = limitMs) => {
    engine!.send(command);
    const line = await engine!.expect((l) => l === 'ok' || l.startsWith('error'), within, 'an answer');
    if (line !== 'ok')
      throw new Error(
        `${name} refused "${command}" (${line}): the rules given to the two engines differ, and no game is scored under different rules.`,
      );
  };
  const launch = async () => {
    const fresh = !engine?.alive;
    if (fresh) engine = new EngineProcess(spec);
    // A new process may first build what it was asked to (CMancala's endgame database of 20 seeds takes minutes).
    await ok(start, fresh ? limitMs + STARTUP_MS : limitMs);
    for (const m of played) await ok(`play ${m}`);
  };
  return {
    name,
    async start(state) {
      start = newGame(state);
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
      let move: M;
      try {
        move = rules.moveFromString(state, text);
      } catch (error) {
        throw new Error(
          `${name} answered "${line}", not a legal move at ply ${state.ply} under our rules: the rules given to the two engines differ. (${(error as Error).message})`,
        );
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
