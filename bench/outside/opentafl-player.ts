/**
 * A tafl engine that speaks OTEP as a match player, and OpenTafl's own AI as one. OpenTafl runs
 * from a folder of its own holding the `settings.ini` that sets its think time (whole seconds:
 * OTEP's `clock` would make it plan a game's time instead of spending the same on every move).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HnefataflMove, HnefataflState } from '../../src/games/hnefatafl/rules.js';
import { rules } from '../../src/games/hnefatafl/rules.js';
import { type OtepCommand, OtepEngine } from './otep-engine.js';
import type { MatchPlayer } from './referee.js';
import { positionRecord, rulesRecord, simpleMove } from './tafl-notation.js';

/** OpenTafl's settings, its AI's think time among them. */
function settings(seconds: number): string {
  return [
    '[config]',
    'attacker = 0',
    'defender = 0',
    'variant = 0',
    `thinktime = ${seconds}`,
    'analysis = false',
    '[clock]',
    'maintime = 0',
    'overtime = 0',
    'otcount = 0',
    'increment = 0',
    '[display]',
    'shrinklarge = false',
    'fontsize = 14',
    'destinationcoord = false',
    '',
  ].join('\n');
}

/**
 * How to run OpenTafl built in `dir` (see bench/README.md), with its classes and jars and Debian's
 * ini4j and jline2, thinking `seconds` a move; `dispose` removes its settings folder.
 */
export function openTaflCommand(dir: string, seconds: number, java = 'java'): OtepCommand & { dispose(): void } {
  const cwd = mkdtempSync(join(tmpdir(), 'bge-opentafl-'));
  writeFileSync(join(cwd, 'settings.ini'), settings(seconds));
  const classpath = [
    join(dir, 'build-out'),
    join(dir, 'lib', 'lanterna.jar'),
    '/usr/share/java/ini4j.jar',
    '/usr/share/java/jline2.jar',
  ].join(':');
  const args = [
    '--add-exports',
    'java.base/sun.net=ALL-UNNAMED',
    '-Xmx2g',
    '-cp',
    classpath,
    'com.manywords.softworks.tafl.OpenTafl',
    '--engine',
  ];
  return { command: java, args, cwd, dispose: () => rmSync(cwd, { recursive: true, force: true }) };
}

/**
 * The OTEP engine that `spec` starts, as a player waiting up to `limitMs` for a move; one process
 * for the whole match, started again (and told the game so far) if it exits.
 */
export function otepPlayer(
  spec: OtepCommand,
  limitMs: number,
  name: string,
  dispose = () => {},
): MatchPlayer<HnefataflState, HnefataflMove> & { readonly restarts: number } {
  let engine: OtepEngine | null = null;
  // The game so far, to set a restarted engine where the crashed one was.
  let start: HnefataflState | null = null;
  const played: { move: HnefataflMove; after: HnefataflState }[] = [];
  let restarts = 0;
  const launch = async (state: HnefataflState) => {
    if (!engine?.alive) engine = await OtepEngine.start(spec);
    engine.newGame(rulesRecord(state));
  };
  const ask = async (state: HnefataflState) => {
    const text = await engine!.play(state.turn === 'first' ? 'attackers' : 'defenders', limitMs);
    let move: HnefataflMove;
    try {
      move = rules.moveFromString(state, text);
    } catch (error) {
      throw new Error(
        `${name} answered "${text}", not a legal move at ply ${state.ply} under our rules: the rules given to the two engines differ, and no game is scored under different rules. (${(error as Error).message})`,
      );
    }
    const after = rules.play(state, move);
    engine!.confirm(positionRecord(after.size, after.cells));
    played.push({ move, after });
    return move;
  };
  return {
    name,
    get restarts() {
      return restarts;
    },
    async start(state) {
      start = state;
      played.length = 0;
      await launch(state);
    },
    async told(_before, move, after) {
      played.push({ move, after });
      // A crashed engine hears the game when it is started again.
      if (engine?.alive) engine.opponentMove(simpleMove(after.size, move), positionRecord(after.size, after.cells));
    },
    async move(state) {
      if (engine?.alive) {
        try {
          return await ask(state);
        } catch (error) {
          if (engine?.alive) throw error;
        }
      }
      // OpenTafl 0.4.8 can crash after a search (a null tree in its statistics, once its move is
      // sent): start it again, tell it the game so far, and ask again. A second failure ends the match.
      restarts++;
      console.warn(`${name} exited mid-game (restart ${restarts}); its last lines:\n${engine?.recent ?? ''}`);
      engine = null;
      await launch(start!);
      for (const p of played)
        engine!.opponentMove(simpleMove(p.after.size, p.move), positionRecord(p.after.size, p.after.cells));
      return await ask(state);
    },
    async finished(result) {
      if (engine?.alive) engine.finish(result.winner === null ? 1 : result.winner === 'first' ? 2 : 3);
    },
    async close() {
      await engine?.close();
      engine = null;
      dispose();
    },
  };
}

/** OpenTafl's AI, built in `dir`, thinking `seconds` a move. */
export function openTaflPlayer(
  dir: string,
  seconds: number,
): MatchPlayer<HnefataflState, HnefataflMove> & { readonly restarts: number } {
  const spec = openTaflCommand(dir, seconds, process.env['OPENTAFL_JAVA']);
  // Generous: a cold JVM, a busy machine, and OpenTafl's horizon search, which may outrun its budget.
  return otepPlayer(spec, seconds * 10_000 + 30_000, 'OpenTafl', spec.dispose);
}
