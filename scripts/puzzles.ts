/**
 * `npm run puzzles`: makes the puzzle sets the boards ship (`src/games/<id>/puzzles.ts`, loaded
 * only by a board in puzzle mode). Every puzzle is proven by `provePuzzle` with the game's own
 * exact AI (or, for Hnefatafl and Lines of Action, by exhaustive search): at each of the solver's
 * turns one move only keeps the goal, and the defence is the strongest. `bench/puzzles-proof.ts` checks the Connect
 * Four and Reversi sets again with Pascal
 * Pons' solver and Edax. `npm run puzzles -- connect-four reversi` makes only those sets.
 *
 * Where the positions come from:
 * - Connect Four: Pons' test sets Test_L3_R1 and Test_L2_R1 (positions of 28 and more, and 14 to
 *   28 moves, scored by his solver), the won ones;
 * - Reversi: games of the computer at depths 1 and 2 against itself, 10 to 18 empty squares before
 *   the end, for the best final margin (to the end up to 12 empty squares, for three of the
 *   player's turns beyond);
 * - peg solitaire: the English board, 14 to 22 jumps along the solver's line, then 1 to 5 random
 *   jumps that keep the classic ending reachable;
 * - tic-tac-toe: every position of four or five moves on the 3x3 board;
 * - Nim: three and four heaps of up to seven;
 * - Hnefatafl (Brandubh) and Lines of Action: wins in two or three, proven by exhaustive search,
 *   from the last moves of games of the computer at depths 1 and 2 against itself after a random
 *   opening.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { wrapLongStrings } from './lib/wrap-strings.mjs';
import type { GameAi, ReviewScale } from '../src/core/ai.js';
import type { BaseState, Game } from '../src/core/game.js';
import { packPuzzle } from '../src/core/puzzle-data.js';
import { type Puzzle, type PuzzleGoal, provePuzzle, proveWinIn } from '../src/core/puzzle.js';
import { createRng } from '../src/core/rng.js';
import { GAMES } from '../src/games/registry.js';
import { ai as connectFourAi } from '../src/games/connect-four/ai.js';
import { rules as connectFour } from '../src/games/connect-four/rules.js';
import { ai as hnefataflAi } from '../src/games/hnefatafl/ai.js';
import { rules as hnefatafl } from '../src/games/hnefatafl/rules.js';
import { ai as linesOfActionAi } from '../src/games/lines-of-action/ai.js';
import { rules as linesOfAction } from '../src/games/lines-of-action/rules.js';
import { ai as nimAi } from '../src/games/nim/ai.js';
import { rules as nim } from '../src/games/nim/rules.js';
import { ai as pegAi } from '../src/games/peg-solitaire/ai.js';
import { rules as peg } from '../src/games/peg-solitaire/rules.js';
import { solveWithin } from '../src/games/peg-solitaire/solver.js';
import { ai as reversiAi } from '../src/games/reversi/ai.js';
import { rules as reversi } from '../src/games/reversi/rules.js';
import { ai as ticTacToeAi } from '../src/games/tictactoe/ai.js';
import { rules as ticTacToe } from '../src/games/tictactoe/rules.js';

/** A candidate position: the game's options and the moves that lead to it. */
interface Candidate<O> {
  options: Partial<O>;
  moves: string[];
  /** The player's turns the puzzle lasts (goal `best`), where not to the end of the game. */
  turns?: number;
}

/** Proves `candidates` in turn until `count` puzzles are made; ids `<prefix>-001`... in the order made. */
async function makeSet<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  ai: GameAi<S, M>,
  prefix: string,
  goal: PuzzleGoal,
  candidates: Iterable<Candidate<O>>,
  count: number,
  timeMs: number,
): Promise<Puzzle<O>[]> {
  const made: Puzzle<O>[] = [];
  const seen = new Set<string>();
  let tried = 0;
  const valuer = async (state: S, ms: number) => {
    await ai.prepare?.(state);
    return ai.analyse!(state, { timeMs: ms });
  };
  for (const c of candidates) {
    if (made.length >= count) break;
    const key = JSON.stringify(c);
    if (seen.has(key)) continue;
    seen.add(key);
    tried++;
    const puzzle = await provePuzzle(
      rules,
      valuer,
      ai.reviewScale as ReviewScale,
      { id: '', options: c.options, moves: c.moves, goal },
      { timeMs, ...(c.turns ? { turns: c.turns } : {}) },
    );
    if (puzzle) made.push({ ...puzzle, id: `${prefix}-${String(made.length + 1).padStart(3, '0')}` });
  }
  console.log(`${rules.id}: ${made.length} puzzles of ${tried} positions tried`);
  return made;
}

/** Writes a set as a module of its game, formatted as the repository's other sources. */
async function write(dir: string, set: Puzzle[]): Promise<void> {
  const lines = set.map((p) => `  ${JSON.stringify(packPuzzle(p))},`).join('\n');
  const file = `src/games/${dir}/puzzles.ts`;
  const source = `// Written by \`npm run puzzles\` (scripts/puzzles.ts): each puzzle proven by provePuzzle with the game's exact AI. Do not edit.\nimport { type Puzzle, unpackPuzzles } from '../../core/puzzle-data.js';\n\n/** The shipped puzzles of the game, proven: \`[id, options, moves, goal, solution, difficulty, winIn]\`. */\nexport const puzzles: readonly Puzzle[] = unpackPuzzles('${set[0]?.game ?? dir}', [\n${lines}\n]);\n`;
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(wrapLongStrings(await prettier.format(source, options)), options));
}

/**
 * Wins in two or three proven by exhaustive search (`proveWinIn`), for the games whose AI proves
 * only the wins it finds: the positions a few moves before the end of games of the computer at
 * depths 1 and 2 against itself, the winner to move.
 */
function makeWinInSet<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  ai: GameAi<S, M>,
  prefix: string,
  options: Partial<O>,
  count: number,
  games: number,
): Puzzle<O>[] {
  // Each side's wins apart (in Hnefatafl: the king's escapes and the attackers' captures), so that
  // the set holds as many of the rarer as were found, up to half.
  const found: Record<'first' | 'second', Puzzle<O>[]> = { first: [], second: [] };
  const seen = new Set<string>();
  let tried = 0;
  for (let game = 0; game < games && (found.first.length < count / 2 || found.second.length < count / 2); game++) {
    let state = rules.newGame(options);
    const moves: string[] = [];
    // A random opening of two to six moves: the computer alone plays the same game every time.
    const rng = createRng(game + 1);
    const opening = 2 + (game % 5);
    for (let i = 0; !rules.result(state) && i < 400; i++) {
      const legal = rules.legalMoves(state);
      const move =
        i < opening
          ? legal[Math.floor(rng.next() * legal.length)]!
          : ai.think(state, { depth: 1 + ((i + game) % 2), seed: game * 1000 + i, timeMs: 500 }).move;
      moves.push(rules.moveToString(state, move));
      state = rules.play(state, move);
    }
    const winner = rules.result(state)?.winner;
    if (!winner || found[winner].length >= count) continue;
    // The winner to move, two and three of its moves before the end.
    for (const back of [5, 3]) {
      const at = moves.slice(0, Math.max(0, moves.length - back));
      const key = at.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      tried++;
      const puzzle = proveWinIn(rules, { id: '', options, moves: at }, { maxTurns: 3, maxNodes: 3_000_000 });
      if (puzzle && puzzle.winIn! >= 2) found[winner].push(puzzle);
    }
  }
  const [rare, common] =
    found.first.length <= found.second.length ? [found.first, found.second] : [found.second, found.first];
  const picked = [...rare.slice(0, count / 2), ...common].slice(0, count);
  console.log(
    `${rules.id}: ${picked.length} puzzles (${found.first.length} for the first side, ${found.second.length} for the second found) of ${tried} positions tried`,
  );
  return picked.map((p, i) => ({ ...p, id: `${prefix}-${String(i + 1).padStart(3, '0')}` }));
}

function* connectFourCandidates(): Iterable<Candidate<object>> {
  for (const file of ['Test_L3_R1', 'Test_L2_R1']) {
    for (const line of readFileSync(`test/data/connect-four/${file}`, 'utf8').trim().split('\n')) {
      const [seq, score] = line.split(' ');
      if (Number(score) > 0) yield { options: {}, moves: [...seq!] };
    }
  }
}

function* reversiCandidates(): Iterable<Candidate<object>> {
  for (let game = 0; game < 400; game++) {
    let state = reversi.newGame();
    const moves: string[] = [];
    const states = [];
    for (let i = 0; !reversi.result(state); i++) {
      const move = reversiAi.think(state, { depth: 1 + ((i + game) % 2), seed: game * 1000 + i, timeMs: 500 }).move;
      states.push({ state, at: moves.length });
      moves.push(reversi.moveToString(state, move));
      state = reversi.play(state, move);
    }
    // One position per game, its empty squares from 10 to 18 in turn: up to 12, played to the end;
    // beyond, three of the player's turns, each with one best move.
    const empties = 10 + (game % 9);
    const at = states.find((s) => s.state.cells.filter((c) => c === 0).length === empties && s.state.canMove);
    if (at) yield { options: {}, moves: moves.slice(0, at.at), ...(empties > 12 ? { turns: 3 } : {}) };
  }
}

function* pegCandidates(): Iterable<Candidate<object>> {
  const rng = createRng(7);
  const start = peg.newGame({ variant: 'english' });
  for (let n = 0; n < 400; n++) {
    // The solver's line from the start to the classic ending, then random jumps that keep that
    // ending reachable once few enough pegs are left for the values to come at once.
    let state = start;
    const moves: string[] = [];
    const line = solveWithin(state, 'start', { timeMs: 30000 });
    if (!line) return;
    const along = 14 + (n % 9);
    for (const move of line.slice(0, along)) {
      moves.push(peg.moveToString(state, move));
      state = peg.play(state, move);
    }
    const extra = 1 + (n % 5);
    for (let i = 0; i < extra; i++) {
      const { values } = pegAi.analyse!(state, { timeMs: 5000 });
      const good = values.filter((v) => v.score >= 2);
      if (good.length === 0) break;
      const pick = good[Math.floor(rng.next() * good.length)]!.move;
      moves.push(peg.moveToString(state, pick));
      state = peg.play(state, pick);
    }
    yield { options: { variant: 'english' }, moves };
  }
}

function* ticTacToeCandidates(): Iterable<Candidate<object>> {
  const lines: string[][] = [];
  const walk = (s: ReturnType<typeof ticTacToe.newGame>, line: string[]) => {
    if (ticTacToe.result(s)) return;
    if (line.length >= 4) lines.push(line);
    if (line.length === 5) return;
    for (const m of ticTacToe.legalMoves(s)) walk(ticTacToe.play(s, m), [...line, ticTacToe.moveToString(s, m)]);
  };
  walk(ticTacToe.newGame(), []);
  // Spread over the whole list rather than its first corner.
  const rng = createRng(3);
  for (let i = lines.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
  for (const moves of lines) yield { options: {}, moves };
}

function* nimCandidates(): Iterable<Candidate<{ heaps: readonly number[] }>> {
  const rng = createRng(11);
  for (let n = 0; n < 2000; n++) {
    const count = 3 + (n % 2);
    const heaps = Array.from({ length: count }, () => 1 + Math.floor(rng.next() * 7));
    yield { options: { heaps }, moves: [] };
  }
}

/** How each game's set is made; every game of the registry has one. */
const MAKERS: Record<string, () => Promise<Puzzle[]>> = {
  'connect-four': () => makeSet(connectFour, connectFourAi, 'c4', 'win', connectFourCandidates(), 40, 20000),
  reversi: () => makeSet(reversi, reversiAi, 'rv', 'best', reversiCandidates(), 30, 20000),
  'peg-solitaire': () => makeSet(peg, pegAi, 'peg', 'win', pegCandidates(), 30, 10000),
  tictactoe: () => makeSet(ticTacToe, ticTacToeAi, 'ttt', 'win', ticTacToeCandidates(), 30, 2000),
  nim: () => makeSet(nim, nimAi, 'nim', 'win', nimCandidates(), 30, 2000),
  hnefatafl: async () => makeWinInSet(hnefatafl, hnefataflAi, 'tafl', { variant: 'brandubh' }, 20, 1500),
  'lines-of-action': async () => makeWinInSet(linesOfAction, linesOfActionAi, 'loa', {}, 20, 1000),
};
const missing = GAMES.filter((g) => !MAKERS[g.id]);
if (missing.length > 0)
  throw new Error(`scripts/puzzles.ts: no puzzle set for ${missing.map((g) => g.id).join(', ')}.`);

const wanted = process.argv.slice(2);
for (const game of GAMES)
  if (wanted.length === 0 || wanted.includes(game.id)) await write(game.id, await MAKERS[game.id]!());
