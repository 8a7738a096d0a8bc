/**
 * Plays one game from a list of choices (each picks a legal move by index, modulo their number;
 * when the list runs out a fixed spread of moves follows, so every game reaches its end) and checks
 * after every move what the rules promise. Throws an `Error` naming the move list on the first
 * broken promise, so fast-check can shrink the choices to a short failing game.
 */
import { SAVE_FORMAT, SAVE_VERSION, parseSavedGame } from '../../src/core/saved-game.js';
import { IllegalMoveError } from '../../src/core/game.js';
import { replay } from '../../src/core/replay.js';
import type { FuzzEntry } from './registry.js';

/** Safety net against a game that never ends (no registered game runs this long). */
const MAX_PLIES = 2000;

/** How much to check: the AI is the slow part, so it looks at one position in `aiEvery`. */
export interface CheckOptions {
  aiEvery: number;
}

/** The outcome of a finished game for the side to move in `state`, as engines report it. */
function outcomeFor(entry: FuzzEntry, state: Parameters<FuzzEntry['rules']['result']>[0]): 1 | 0 | -1 | null {
  const r = entry.rules.result(state);
  if (!r) return null;
  return r.winner === null ? 0 : r.winner === state.turn ? 1 : -1;
}

/** Freezes a state and everything in it, but for parts shared with an earlier state, already frozen. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  if (ArrayBuffer.isView(value)) throw new Error('a state holds a typed array: states are plain data');
  // Read first: a list field is made on its first read (`withLines`), which a frozen state could not do.
  const parts = Object.values(value);
  Object.freeze(value);
  for (const v of parts) deepFreeze(v);
}

/** Plays and checks one game; returns the moves played, in notation. */
export function checkGame(
  entry: FuzzEntry,
  options: unknown,
  choices: readonly number[],
  check: CheckOptions,
): string[] {
  const { rules } = entry;
  let state = rules.newGame(options as never);
  const played: string[] = [];
  const fail = (what: string): never => {
    throw new Error(`${rules.id} ${JSON.stringify(options)} after [${played.join(' ')}]: ${what}`);
  };
  // Garbage for a move is refused with the typed error, whatever its type.
  for (const junk of ['', 'zz99', '1:99', 'a1-a1', '<b>', 'x'.repeat(10_000), undefined, null, {}]) {
    try {
      rules.moveFromString(state, junk as string);
      fail(`moveFromString accepted ${JSON.stringify(junk)}`);
    } catch (e) {
      if (!(e instanceof IllegalMoveError))
        fail(`moveFromString(${JSON.stringify(junk)?.slice(0, 20)}) threw ${String(e)} instead of an IllegalMoveError`);
    }
  }
  const engine = entry.engine?.(state);
  const engineStart = engine ? [engine.hash(), engine.lock?.() ?? 0] : null;
  const engineMoves: unknown[] = [];
  let calledDraw = false;
  for (let ply = 0; ; ply++) {
    if (ply > MAX_PLIES) fail(`no end after ${MAX_PLIES} moves`);
    const legal = rules.legalMoves(state);
    const result = rules.result(state);
    // The end and the moves agree: no moves exactly when the game is over.
    if ((result === null) !== legal.length > 0)
      fail(`result ${JSON.stringify(result)} with ${legal.length} legal moves`);
    // Every legal move's notation reads back as that move.
    const texts = legal.map((m) => rules.moveToString(state, m));
    legal.forEach((m, i) => {
      if (JSON.stringify(rules.moveFromString(state, texts[i]!)) !== JSON.stringify(m))
        fail(`notation "${texts[i]}" does not read back as its move`);
    });
    // The engine sees the same moves and the same end, unless the end needs the game's history.
    if (engine && !(result && entry.engineBlind?.includes(result.reason))) {
      const mine = engine
        .moves()
        .map((m) => rules.moveToString(state, m))
        .sort();
      const theirs = [...texts].sort();
      const agree = entry.enginePrunes
        ? mine.length > 0 && mine.every((m) => theirs.includes(m))
        : mine.join() === theirs.join();
      if (!result && !agree) fail(`engine moves ${mine.join(' ')} but rules ${theirs.join(' ')}`);
      const early = entry.engineEarlyDraw && !result && engine.outcome() === 0;
      if (early) calledDraw = true;
      else if (engine.outcome() !== outcomeFor(entry, state))
        fail(`engine outcome ${engine.outcome()} but rules ${JSON.stringify(result)}`);
    }
    if (check.aiEvery > 0 && ply % check.aiEvery === 0 && !result) checkAi(entry, state, fail);
    if (result) {
      // An early draw must be a draw indeed.
      if (calledDraw && result.winner !== null) fail('the engine called a draw, but the game was won');
      break;
    }
    // Past the choices, a fixed spread of moves (not always the first, which loops in some games).
    const at = (choices[ply] ?? ply * 7919) % legal.length;
    const move = legal[at]!;
    // Rules are pure: playing leaves the position it was played from untouched. Frozen, any write to it throws
    // (modules are strict), however soon it would be undone.
    deepFreeze(state);
    let next: typeof state;
    try {
      next = rules.play(state, move);
    } catch (e) {
      if (e instanceof TypeError) fail(`play() wrote to the state it was given: ${e.message}`);
      throw e;
    }
    const broken = entry.conservation?.(state, move, next);
    if (broken) fail(broken);
    played.push(texts[at]!);
    if (engine) {
      engine.make(move);
      engineMoves.push(move);
    }
    state = next;
  }
  // The move list replays to the same position, and survives a trip through a saved game.
  const again = replay(rules, options as never, played).state;
  if (JSON.stringify(again) !== JSON.stringify(state)) fail('replaying the move list reaches another position');
  const saved = parseSavedGame(
    JSON.parse(
      JSON.stringify({
        format: SAVE_FORMAT,
        version: SAVE_VERSION,
        game: rules.id,
        options,
        moves: played,
        undone: [],
      }),
    ),
    rules.id,
  );
  if (JSON.stringify(replay(rules, saved.options as never, saved.moves).state) !== JSON.stringify(state))
    fail('a saved game replays to another position');
  // Taking every move back restores the engine's start exactly.
  if (engine) {
    for (let i = engineMoves.length - 1; i >= 0; i--) engine.unmake(engineMoves[i]);
    if (engine.hash() !== engineStart![0] || (engine.lock?.() ?? 0) !== engineStart![1])
      fail('the engine does not return to its start after unmaking every move');
  }
  return played;
}

/** The AI at its lowest depths: a legal move, the same for the same seed, within reach of its time budget. */
/** Per game, how many of the AI's answers were whole and came again the same: a run that compared none proves nothing. */
export const reproduced = new Map<string, number>();

function checkAi(
  entry: FuzzEntry,
  state: Parameters<FuzzEntry['rules']['play']>[0],
  fail: (what: string) => never,
): void {
  const legal = entry.rules.legalMoves(state).map((m) => JSON.stringify(m));
  // Depths past the strongest are clamped to it: checked once (peg solitaire has one).
  for (const depth of new Set([1, 2].map((d) => Math.min(d, entry.ai.maxDepth(state))))) {
    const start = performance.now();
    const a = entry.ai.think(state, { depth, seed: 7, timeMs: entry.aiTimeMs });
    // A generous bound: only an AI that ignores its budget fails it (timing is measured in the benchmarks).
    if (performance.now() - start > entry.aiTimeMs + 2000)
      fail(`the AI at depth ${depth} took far longer than its ${entry.aiTimeMs} ms`);
    if (!legal.includes(JSON.stringify(a.move))) fail(`the AI at depth ${depth} chose an illegal move`);
    // An answer its time cut short need not come again (a longer search may find better): only a whole one is asked
    // again, with time to spare. Asked after a cut-short one, the solver spent all of it (10 s a position) for nothing.
    if (a.complete === false) continue;
    const b = entry.ai.think(state, { depth, seed: 7, timeMs: 10_000 });
    if (JSON.stringify(b.move) !== JSON.stringify(a.move))
      fail(`the AI at depth ${depth} is not reproducible with a seed`);
    reproduced.set(entry.rules.id, (reproduced.get(entry.rules.id) ?? 0) + 1);
  }
}
