/**
 * Puzzles: read from hostile data, proven against facts of their own (Pons' test sets, a brute force), played by
 * `PuzzleRun`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { type BaseState, type Game, IllegalMoveError } from '../../src/core/game.js';
import {
  InvalidPuzzleError,
  type Puzzle,
  PuzzleRun,
  dailyPuzzle,
  parsePuzzle,
  provePuzzle,
  proveWinIn,
} from '../../src/core/puzzle.js';
import { packPuzzle, unpackPuzzles } from '../../src/core/puzzle-data.js';
import type { PositionValuer } from '../../src/core/review.js';
import { ai as connectFourAi } from '../../src/games/connect-four/ai.js';
import {
  type ConnectFourMove,
  type ConnectFourState,
  rules as connectFour,
} from '../../src/games/connect-four/rules.js';
import { ai as ticTacToeAi } from '../../src/games/tictactoe/ai.js';
import { type TicTacToeMove, type TicTacToeState, rules as ticTacToe } from '../../src/games/tictactoe/rules.js';
import { ticTacToeValue as value } from './tictactoe-value.js';
import { puzzles as connectFourPuzzles } from '../../src/games/connect-four/puzzles.js';
import { puzzles as hnefataflPuzzles } from '../../src/games/hnefatafl/puzzles.js';
import { rules as hnefatafl } from '../../src/games/hnefatafl/rules.js';
import { puzzles as linesOfActionPuzzles } from '../../src/games/lines-of-action/puzzles.js';
import { rules as linesOfAction } from '../../src/games/lines-of-action/rules.js';
import { GAMES } from '../../src/games/registry.js';
import { puzzles as nimPuzzles } from '../../src/games/nim/puzzles.js';
import { rules as nim } from '../../src/games/nim/rules.js';
import { puzzles as pegPuzzles } from '../../src/games/peg-solitaire/puzzles.js';
import { rules as pegSolitaire } from '../../src/games/peg-solitaire/rules.js';
import { puzzles as reversiPuzzles } from '../../src/games/reversi/puzzles.js';
import { rules as reversi } from '../../src/games/reversi/rules.js';
import { puzzles as ticTacToePuzzles } from '../../src/games/tictactoe/puzzles.js';

/** Every game's shipped set, with its rules. */
const SETS = [
  [nim, nimPuzzles],
  [ticTacToe, ticTacToePuzzles],
  [connectFour, connectFourPuzzles],
  [reversi, reversiPuzzles],
  [linesOfAction, linesOfActionPuzzles],
  [pegSolitaire, pegPuzzles],
  [hnefatafl, hnefataflPuzzles],
] as unknown as [Game<BaseState, unknown, object>, readonly Puzzle[]][];

it('the shipped sets are those of every registered game', () => {
  assert.deepEqual(SETS.map(([rules]) => rules.id).sort(), GAMES.map((g) => g.id).sort());
});

const ticTacToeValuer: PositionValuer<TicTacToeState, TicTacToeMove> = async (state, timeMs) =>
  ticTacToeAi.analyse!(state, { timeMs });
const connectFourValuer: PositionValuer<ConnectFourState, ConnectFourMove> = async (state, timeMs) => {
  await connectFourAi.prepare!(state);
  return connectFourAi.analyse!(state, { timeMs });
};

/** Every line of four tic-tac-toe moves. */
function fourMoves(): string[][] {
  const lines: string[][] = [];
  const walk = (s: TicTacToeState, line: string[]) => {
    if (ticTacToe.result(s)) return;
    if (line.length === 4) return void lines.push(line);
    for (const m of ticTacToe.legalMoves(s)) walk(ticTacToe.play(s, m), [...line, ticTacToe.moveToString(s, m)]);
  };
  walk(ticTacToe.newGame(), []);
  return lines;
}

/**
 * The least number of `side`'s moves that wins tic-tac-toe from `state` against every defence (Infinity where none), by
 * brute force.
 */
function leastTurns(state: TicTacToeState, side: string): number {
  const wins = (s: TicTacToeState, turns: number): boolean => {
    const r = ticTacToe.result(s);
    if (r) return r.winner === side;
    if (turns === 0) return false;
    const next = ticTacToe.legalMoves(s).map((m) => ticTacToe.play(s, m));
    return s.turn === side ? next.some((n) => wins(n, turns - 1)) : next.every((n) => wins(n, turns));
  };
  for (let t = 1; t <= 5; t++) if (wins(state, t)) return t;
  return Infinity;
}

/** X to play, O threatening the b-file. */
const FORK: Puzzle = { id: 'ttt-fork', game: 'tictactoe', options: {}, moves: ['a1', 'b1', 'c3', 'b2'], goal: 'win' };

describe('parsePuzzle', () => {
  it('reads a puzzle, its moves and solution replayed by the rules', () => {
    const p = parsePuzzle(ticTacToe, JSON.stringify({ ...FORK, solution: ['b3', 'a3', 'c2'] }));
    assert.equal(p.goal, 'win');
    assert.deepEqual(p.moves, FORK.moves);
  });

  it('refuses what is not a puzzle of the game, saying what is wrong', () => {
    const bad = (data: unknown, pattern: RegExp) =>
      assert.throws(
        () => parsePuzzle(ticTacToe, data),
        (e: Error) => e instanceof InvalidPuzzleError && pattern.test(e.message),
      );
    bad('{"goal": "win"', /not valid JSON/);
    bad(null, /not an object/);
    bad([FORK], /not an object/);
    bad({ ...FORK, game: 'reversi' }, /"reversi" puzzle/);
    bad({ ...FORK, id: '<img src=x onerror=alert(1)>' }, /"id"/);
    bad({ ...FORK, options: { size: 99 } }, /options are not valid/);
    bad({ ...FORK, options: 'big' }, /"options"/);
    bad({ ...FORK, moves: 'a1 b1' }, /"moves"/);
    bad({ ...FORK, moves: ['a1', 'a1'] }, /move 2 is not legal/);
    bad({ ...FORK, goal: 'mate' }, /"goal"/);
    bad({ ...FORK, winIn: 0 }, /"winIn"/);
    bad({ ...FORK, winIn: '2' }, /"winIn"/);
    bad({ ...FORK, difficulty: 9 }, /"difficulty"/);
    bad({ ...FORK, solution: ['z9'] }, /move 5 is not legal/);
    // A position that is already the end: nothing to solve.
    bad({ ...FORK, moves: ['a1', 'b1', 'a2', 'b2', 'a3'] }, /end of the game/);
    // Moves after the end of the game.
    bad({ ...FORK, moves: ['a1', 'b1', 'a2', 'b2'], solution: ['a3', 'b3'] }, /after the end/);
  });
});

describe('provePuzzle', () => {
  it('makes tic-tac-toe puzzles only where one move keeps the win at each turn, as a brute force finds', async () => {
    // Positions after four moves where X is to move and wins.
    let checked = 0;
    let made = 0;
    for (const moves of fourMoves().slice(0, 400)) {
      let s = ticTacToe.newGame();
      for (const m of moves) s = ticTacToe.play(s, ticTacToe.moveFromString(s, m));
      if (value(s) !== 1) continue;
      checked++;
      const puzzle = await provePuzzle(
        ticTacToe,
        ticTacToeValuer,
        ticTacToeAi.reviewScale,
        { id: 't', options: {}, moves, goal: 'win' },
        { timeMs: 2000 },
      );
      // The brute force: along the line, the solver's move is the only winning one, and the defence the strongest.
      let unique = true;
      let state = s;
      const line = puzzle?.solution ?? [];
      for (const text of line) {
        if (state.turn === s.turn) {
          const winning = ticTacToe.legalMoves(state).filter((m) => {
            const after = ticTacToe.play(state, m);
            return ticTacToe.result(after)?.winner === s.turn || (!ticTacToe.result(after) && value(after) === -1);
          });
          unique &&= winning.length === 1 && ticTacToe.moveToString(state, winning[0]!) === text;
        }
        state = ticTacToe.play(state, ticTacToe.moveFromString(state, text));
      }
      if (puzzle) {
        made++;
        assert.ok(unique, `${moves.join(' ')}: ${line.join(' ')}`);
        assert.equal(ticTacToe.result(state)?.winner, s.turn);
        assert.equal(puzzle.winIn, Math.ceil(line.length / 2));
      } else {
        // Refused: some turn of the solver has two winning moves (the first, at least).
        const winning = ticTacToe.legalMoves(s).filter((m) => {
          const after = ticTacToe.play(s, m);
          return ticTacToe.result(after)?.winner === s.turn || (!ticTacToe.result(after) && value(after) === -1);
        });
        assert.ok(winning.length !== 1 || line.length === 0, moves.join(' '));
      }
    }
    assert.ok(checked > 20 && made > 3, `${made} of ${checked}`);
  });

  it("stops a best-move puzzle after the turns asked, its solution ending with the player's last move", async () => {
    let made = 0;
    for (const moves of fourMoves().slice(0, 60)) {
      const puzzle = await provePuzzle(
        ticTacToe,
        ticTacToeValuer,
        ticTacToeAi.reviewScale,
        { id: 'b', options: {}, moves, goal: 'best' },
        { turns: 1 },
      );
      if (!puzzle) continue;
      made++;
      let s = ticTacToe.newGame();
      for (const m of moves) s = ticTacToe.play(s, ticTacToe.moveFromString(s, m));
      assert.equal(puzzle.solution!.length, 1, moves.join(' '));
      // One of the brute force's best moves.
      const after = ticTacToe.play(s, ticTacToe.moveFromString(s, puzzle.solution![0]!));
      const got = (ticTacToe.result(after) ? 1 : -value(after)) + 0;
      assert.equal(got, value(s), moves.join(' '));
    }
    assert.ok(made > 5, `${made} puzzles`);
  });

  it("finds Connect Four wins as Pascal Pons' test set scores them: won, in the number of moves the score says", async () => {
    const lines = readFileSync(new URL('../data/connect-four/Test_L3_R1', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    let made = 0;
    for (const line of lines.slice(0, 60)) {
      const [seq, score] = line.split(' ');
      if (Number(score) <= 0) continue;
      const moves = [...seq!];
      const puzzle = await provePuzzle(
        connectFour,
        connectFourValuer,
        connectFourAi.reviewScale,
        { id: 'c', options: {}, moves, goal: 'win' },
        { timeMs: 5000 },
      );
      if (!puzzle) continue;
      made++;
      // Pons' score s of a win: the winner's last disc is its (floor((43 - n) / 2) - s + 1)th from now.
      assert.equal(puzzle.winIn, Math.floor((43 - moves.length) / 2) - Number(score) + 1, seq);
      let s = connectFour.newGame();
      for (const m of [...moves, ...puzzle.solution!]) s = connectFour.play(s, connectFour.moveFromString(s, m));
      assert.equal(connectFour.result(s)?.winner, moves.length % 2 === 0 ? 'first' : 'second');
    }
    assert.ok(made >= 3, `${made} puzzles`);
  });
});

describe('PuzzleRun', () => {
  it('refuses a wrong move and changes nothing, plays the right one and the defence, hints, and ends solved', async () => {
    // The first puzzle of four moves whose solution has a defence in it.
    let puzzle: Puzzle | null = null;
    for (const moves of fourMoves()) {
      puzzle = await provePuzzle(ticTacToe, ticTacToeValuer, ticTacToeAi.reviewScale, {
        id: 'p',
        options: {},
        moves,
        goal: 'win',
      });
      if (puzzle && puzzle.solution!.length >= 3) break;
    }
    assert.ok(puzzle);
    const run = new PuzzleRun(ticTacToe, puzzle, null);
    const wrong = ticTacToe
      .legalMoves(run.state)
      .map((m) => ticTacToe.moveToString(run.state, m))
      .find((m) => m !== puzzle.solution![0])!;
    assert.deepEqual(await run.tryMove(wrong), { verdict: 'wrong', move: wrong, replies: [] });
    assert.equal(run.played.length, 0);
    assert.equal(run.state, run.position);
    // A taken square.
    await assert.rejects(run.tryMove(puzzle.moves[0]!), IllegalMoveError);
    assert.equal(await run.hint(), puzzle.solution![0]);
    for (let i = 0; i < puzzle.solution!.length; i += 2) {
      const r = await run.tryMove(puzzle.solution![i]!);
      assert.deepEqual(r.replies, puzzle.solution!.slice(i + 1, i + 2));
      assert.equal(r.verdict, i + 1 >= puzzle.solution!.length ? 'solved' : 'correct');
    }
    assert.equal(run.solved, true);
    assert.deepEqual(run.tried, [wrong, ...puzzle.solution!.filter((_, i) => i % 2 === 0)]);
    await assert.rejects(run.tryMove(wrong), /solved/);
  });

  it('without a solution, takes any move that keeps the goal, by the values, and defends with the best', async () => {
    // X to play after b2 a1 c1 a3: a2 is O's threat... any move that wins is right.
    const run = new PuzzleRun(
      ticTacToe,
      { id: 'free', game: 'tictactoe', options: {}, moves: ['b2', 'a2', 'a1', 'c3'], goal: 'win' },
      ticTacToeValuer,
      ticTacToeAi.reviewScale,
      500,
    );
    const moves = ticTacToe.legalMoves(run.state);
    const winning = moves.filter((m) => {
      const after = ticTacToe.play(run.state, m);
      return ticTacToe.result(after)?.winner === 'first' || (!ticTacToe.result(after) && value(after) === -1);
    });
    const losing = moves.find((m) => !winning.includes(m))!;
    assert.equal((await run.tryMove(ticTacToe.moveToString(run.state, losing))).verdict, 'wrong');
    let r = await run.tryMove(ticTacToe.moveToString(run.state, winning.at(-1)!));
    while (r.verdict === 'correct') r = await run.tryMove((await run.hint())!);
    assert.equal(r.verdict, 'solved');
    assert.equal(ticTacToe.result(run.state)?.winner, 'first');
  });

  it("counts the moves left down from the position now: one fewer after each of the player's moves, in every shipped set", async () => {
    let counted = 0;
    for (const [rules, set] of SETS) {
      for (const puzzle of set) {
        const run = new PuzzleRun(rules, puzzle, null);
        if (puzzle.winIn === undefined) {
          assert.equal(run.movesLeft, null, puzzle.id);
          continue;
        }
        // The stated depth at the start, then one fewer after each of the solver's turns, whoever answers.
        assert.equal(run.movesLeft, puzzle.winIn, puzzle.id);
        for (let turns = 1; !run.solved; turns++) {
          const r = await run.tryMove(puzzle.solution![run.played.length]!);
          assert.notEqual(r.verdict, 'wrong', puzzle.id);
          assert.equal(run.movesLeft, run.solved ? null : puzzle.winIn - turns, puzzle.id);
          // Tic-tac-toe, small enough for a brute force: the count is the least that wins from the position now.
          if (rules === (ticTacToe as unknown) && !run.solved)
            assert.equal(leastTurns(run.state as TicTacToeState, run.side), run.movesLeft, puzzle.id);
          counted++;
        }
      }
    }
    assert.ok(counted > 100, `${counted} moves counted`);
  });

  it('counts down from the stated depth without a solution, and drops a count the play has outrun rather than say 0', async () => {
    const base = { id: 'free', game: 'tictactoe', options: {}, moves: ['b2', 'a2', 'a1', 'c3'], goal: 'win' } as const;
    const run = new PuzzleRun(ticTacToe, { ...base, winIn: 2 }, ticTacToeValuer, ticTacToeAi.reviewScale, 500);
    assert.equal(leastTurns(run.state, run.side), 2);
    assert.equal(run.movesLeft, 2);
    assert.equal((await run.tryMove((await run.hint())!)).verdict, 'correct');
    assert.equal(run.movesLeft, 1);
    assert.equal((await run.tryMove((await run.hint())!)).verdict, 'solved');
    assert.equal(run.movesLeft, null);
    // A page that says "win in 1" where the win takes two: no count once it is spent, never 0.
    const wrongDepth = new PuzzleRun(ticTacToe, { ...base, winIn: 1 }, ticTacToeValuer, ticTacToeAi.reviewScale, 500);
    assert.equal((await wrongDepth.tryMove((await wrongDepth.hint())!)).verdict, 'correct');
    assert.equal(wrongDepth.movesLeft, null);
    // No stated depth: no count.
    assert.equal(new PuzzleRun(ticTacToe, base, null).movesLeft, null);
  });
});

describe('a puzzle judged by estimates', () => {
  it('takes a move within the margin of an inaccuracy of the best, and refuses one beyond it', async () => {
    // Estimates only, as a search that does not solve the position gives them.
    const valuer: PositionValuer<TicTacToeState, TicTacToeMove> = async (state) => ({
      values: ticTacToe.legalMoves(state).map((move) => ({
        move,
        score:
          ticTacToe.moveToString(state, move) === 'b2' ? 100 : ticTacToe.moveToString(state, move) === 'a1' ? 80 : 0,
        exact: false,
      })),
      complete: true,
    });
    const scale = { inaccuracy: 30, mistake: 60, blunder: 200 };
    for (const [move, verdict] of [
      ['b2', 'correct'],
      ['a1', 'correct'],
      ['c3', 'wrong'],
    ] as const) {
      const run = new PuzzleRun(
        ticTacToe,
        { id: 'e', game: 'tictactoe', options: {}, moves: [], goal: 'best' },
        valuer,
        scale,
        10,
      );
      assert.equal((await run.tryMove(move)).verdict, verdict, move);
    }
  });
});

describe('proveWinIn', () => {
  /**
   * The fewest moves of the side to move that win against any defence (Infinity: none), by plain minimax over
   * distances.
   */
  const distance = (s: TicTacToeState, side: 'first' | 'second'): number => {
    const r = ticTacToe.result(s);
    if (r) return r.winner === side ? 0 : Infinity;
    const next = ticTacToe.legalMoves(s).map((m) => distance(ticTacToe.play(s, m), side));
    return s.turn === side ? 1 + Math.min(...next) : Math.max(...next);
  };

  it('finds the least N and the only move that wins within it, as a distance minimax does', () => {
    let made = 0;
    for (const moves of fourMoves().slice(0, 300)) {
      let s = ticTacToe.newGame();
      for (const m of moves) s = ticTacToe.play(s, ticTacToe.moveFromString(s, m));
      const puzzle = proveWinIn(ticTacToe, { id: 'w', options: {}, moves }, { maxTurns: 3 });
      const d = distance(s, s.turn);
      const within = ticTacToe.legalMoves(s).filter((m) => 1 + distance(ticTacToe.play(s, m), s.turn) <= d);
      if (d > 3 || within.length !== 1) {
        // No win within three, or two moves win as fast at the first turn: no puzzle.
        assert.equal(puzzle, null, moves.join(' '));
        continue;
      }
      if (!puzzle) continue; // a later turn had two ways: allowed to refuse
      made++;
      assert.equal(puzzle.winIn, d, moves.join(' '));
      assert.equal(puzzle.solution![0], ticTacToe.moveToString(s, within[0]!));
    }
    assert.ok(made > 5, `${made} puzzles`);
  });

  it('gives up past its budget of positions', () => {
    assert.equal(proveWinIn(ticTacToe, { id: 'w', options: {}, moves: [] }, { maxTurns: 5, maxNodes: 100 }), null);
  });
});

describe('dailyPuzzle and the packed sets', () => {
  it('gives one puzzle per calendar date, every puzzle of the set before one comes again', () => {
    const set = Array.from({ length: 40 }, (_, i) => i);
    const seen = new Set<number>();
    for (let d = 0; d < 40; d++) seen.add(dailyPuzzle(set, new Date(2026, 10, 1 + d, 8)));
    assert.equal(seen.size, 40);
    // Any hour of the same date.
    assert.equal(dailyPuzzle(set, new Date(2026, 10, 27, 0, 1)), dailyPuzzle(set, new Date(2026, 10, 27, 23, 59)));
    assert.throws(() => dailyPuzzle([]), RangeError);
  });

  it('packs a puzzle and unpacks it the same', () => {
    const p: Puzzle = {
      id: 'x-1',
      game: 'tictactoe',
      options: { size: 3 },
      moves: ['b2', 'a1'],
      goal: 'win',
      winIn: 2,
      solution: ['c3', 'a3', 'c1'],
      difficulty: 2,
    };
    assert.deepEqual(unpackPuzzles('tictactoe', [packPuzzle(p)]), [p]);
    assert.deepEqual(
      unpackPuzzles('nim', [packPuzzle({ ...p, game: 'nim', moves: [], winIn: undefined })])[0]!.moves,
      [],
    );
  });
});
