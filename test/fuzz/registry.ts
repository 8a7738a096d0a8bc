/**
 * Every game the property-based suites play, with the variants worth covering, its fast engine
 * (compared with the rules move by move) and what its rules say about pieces. A new game joins
 * the fuzzing by adding an entry here (`fuzz.test.ts` fails while one of the registry's games has none).
 */
import type { GameAi } from '../../src/core/ai.js';
import { GAMES } from '../../src/games/registry.js';
import type { BaseState, Game } from '../../src/core/game.js';
import type { SearchPosition } from '../../src/core/search.js';
import { ConnectFourSearchPosition, ai as connectFourAi } from '../../src/games/connect-four/ai.js';
import { rules as connectFour } from '../../src/games/connect-four/rules.js';
import { ai as hnefataflAi } from '../../src/games/hnefatafl/ai.js';
import { HnefataflPosition } from '../../src/games/hnefatafl/engine.js';
import { rules as hnefatafl } from '../../src/games/hnefatafl/rules.js';
import { ai as linesOfActionAi } from '../../src/games/lines-of-action/ai.js';
import { LinesOfActionPosition } from '../../src/games/lines-of-action/engine.js';
import { rules as linesOfAction } from '../../src/games/lines-of-action/rules.js';
import { ai as nimAi } from '../../src/games/nim/ai.js';
import { rules as nim } from '../../src/games/nim/rules.js';
import { ai as pegAi } from '../../src/games/peg-solitaire/ai.js';
import { overOf, rules as pegSolitaire } from '../../src/games/peg-solitaire/rules.js';
import { ai as reversiAi } from '../../src/games/reversi/ai.js';
import { searchPosition } from '../../src/games/reversi/position.js';
import { PASS, rules as reversi } from '../../src/games/reversi/rules.js';
import { TicTacToePosition, ai as tictactoeAi } from '../../src/games/tictactoe/ai.js';
import { rules as tictactoe } from '../../src/games/tictactoe/rules.js';

/** One game as the fuzzers see it. */
export interface FuzzEntry<S extends BaseState = BaseState, M = unknown, O = unknown> {
  rules: Game<S, M, O>;
  ai: GameAi<S, M>;
  /** Options to play: every variant or size worth covering. */
  variants: Partial<O>[];
  /** The fast engine the AI searches, to compare with the rules after every move. */
  engine?: (state: S) => SearchPosition<M>;
  /** Endings the engine does not see (it has no game history): the rules' reasons to skip. */
  engineBlind?: readonly string[];
  /** The engine calls a draw as soon as no side can complete a line, before the board is full. */
  engineEarlyDraw?: boolean;
  /**
   * The engine offers only the moves worth searching (a win at once, or the blocks of a threat): a subset of the legal
   * moves, never none.
   */
  enginePrunes?: boolean;
  /** What the rules say about pieces over one move: a complaint, or null. */
  conservation?: (before: S, move: M, after: S) => string | null;
  /** Milliseconds the AI checks give each decision. */
  aiTimeMs: number;
  /**
   * For games hundreds of moves long: this share of the games per variant the run asks for (`npm test` 25, `npm run
   * test:long` 2000), and at most `maxRuns` (`npm run fuzz` plays any number).
   */
  share?: number;
  /** At most this many games per variant, for games hundreds of moves long. */
  maxRuns?: number;
}

const count = <T>(cells: readonly T[], value: T) => cells.filter((c) => c === value).length;

/** Types one entry from its rules, then stores it with the others. */
function entry<S extends BaseState, M, O>(e: FuzzEntry<S, M, O>): FuzzEntry {
  return e as unknown as FuzzEntry;
}

/** The registered games. */
export const registry: FuzzEntry[] = [
  entry({
    rules: nim,
    ai: nimAi,
    variants: [{}, { heaps: [1, 3, 5, 7], misere: true }, { heaps: [15, 15, 15, 15, 15, 15, 15, 15] }],
    conservation: (b, m, a) =>
      a.heaps.reduce((x, y) => x + y, 0) === b.heaps.reduce((x, y) => x + y, 0) - m.take
        ? null
        : 'pieces taken do not match the move',
    aiTimeMs: 50,
  }),
  entry({
    rules: tictactoe,
    ai: tictactoeAi,
    variants: [{}, { size: 4 }, { size: 5, winLength: 4 }, { size: 7 }],
    engine: (s) => new TicTacToePosition(s),
    enginePrunes: true,
    engineEarlyDraw: true,
    conservation: (_b, _m, a) =>
      count(a.cells, 0) === a.cells.length - a.ply ? null : 'marks on the board do not match the moves played',
    aiTimeMs: 50,
  }),
  entry({
    rules: connectFour,
    ai: connectFourAi,
    variants: [{}, { columns: 4, rows: 4 }, { columns: 10, rows: 10 }, { columns: 9, rows: 7 }],
    engine: (s) => new ConnectFourSearchPosition(s),
    conservation: (_b, _m, a) =>
      count(a.cells, 0) === a.cells.length - a.ply ? null : 'discs on the board do not match the moves played',
    aiTimeMs: 50,
  }),
  entry({
    rules: reversi,
    ai: reversiAi,
    variants: [{}, { size: 4 }, { size: 6 }, { size: 10 }],
    engine: (s) => searchPosition(s),
    conservation: (b, m, a) => {
      if (m === PASS)
        return a.discs.first === b.discs.first && a.discs.second === b.discs.second ? null : 'a pass changed the discs';
      const mover = b.turn;
      const other = mover === 'first' ? 'second' : 'first';
      const turned = a.flipped.length;
      return a.discs[mover] === b.discs[mover] + 1 + turned && a.discs[other] === b.discs[other] - turned
        ? null
        : 'disc counts do not match the discs placed and turned';
    },
    aiTimeMs: 50,
  }),
  entry({
    rules: linesOfAction,
    ai: linesOfActionAi,
    variants: [{}, { size: 6 }, { simultaneous: 'draw' }],
    engine: (s) => new LinesOfActionPosition(s),
    engineBlind: ['repetition'],
    conservation: (b, m, a) => {
      if (m === 'pass')
        return a.pieces.first === b.pieces.first && a.pieces.second === b.pieces.second
          ? null
          : 'a pass changed the pieces';
      const mover = b.turn;
      const other = mover === 'first' ? 'second' : 'first';
      const captured = b.cells[(m as number) & 63] !== 0 ? 1 : 0;
      return a.pieces[mover] === b.pieces[mover] && a.pieces[other] === b.pieces[other] - captured
        ? null
        : 'piece counts do not match the capture';
    },
    aiTimeMs: 50,
  }),
  entry({
    rules: pegSolitaire,
    ai: pegAi,
    variants: [
      {},
      { variant: 'french', startHole: 'e1' },
      { variant: 'wiegleb' },
      { variant: 'diamond' },
      { variant: 'triangle' },
      { variant: 'triangle', startHole: 'b4' },
    ],
    conservation: (b, m, a) =>
      a.count === b.count - 1 && overOf(b.board, m) >= 0 && !a.pegs[overOf(b.board, m)]
        ? null
        : 'a jump must take exactly the jumped peg',
    aiTimeMs: 50,
  }),
  entry({
    rules: hnefatafl,
    ai: hnefataflAi,
    variants: [
      {},
      { variant: 'fetlar' },
      { variant: 'tablut' },
      { variant: 'brandubh' },
      { variant: 'brandubh', kingCapture: 3, kingArmed: false, kingRange: 3 },
      { variant: 'tablut', escape: 'corner', passThrone: true },
    ],
    engine: (s) => new HnefataflPosition(s),
    conservation: (b, m, a) => {
      const mover = b.turn;
      const other = mover === 'first' ? 'second' : 'first';
      const moved = a.cells[(m as number) & 255] === b.cells[(m as number) >> 8] && a.cells[(m as number) >> 8] === 0;
      const kingStays = a.cells.filter((p) => p === 3).length === 1;
      return moved &&
        kingStays &&
        a.pieces[mover] === b.pieces[mover] &&
        a.pieces[other] === b.pieces[other] - a.captured.length
        ? null
        : 'piece counts do not match the captures';
    },
    aiTimeMs: 50,
    // Random games on 11x11 run to a thousand moves of a hundred choices each, every one checked.
    share: 1 / 6,
    maxRuns: 25,
  }),
];

// A game of the registry that the fuzzing does not play fails every suite that imports this list.
const unplayed = GAMES.filter((g) => !registry.some((e) => e.rules.id === g.id));
if (unplayed.length > 0)
  throw new Error(`test/fuzz/registry.ts has no entry for ${unplayed.map((g) => g.id).join(', ')}.`);
