import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_MAX_PLIES,
  type Game,
  LONGEST_LINE,
  LineTooLongError,
  MAX_LINE_TEXT,
  maxPliesOf,
} from '../../src/core/game.js';
import { InvalidPuzzleError, parsePuzzle } from '../../src/core/puzzle.js';
import { parseMoveList, replay, replayPrefix } from '../../src/core/replay.js';
import { InvalidSavedGameError } from '../../src/core/saved-game.js';
import { GameSession } from '../../src/core/session.js';
import { rules as connectFour } from '../../src/games/connect-four/rules.js';
import { rules as hnefatafl } from '../../src/games/hnefatafl/rules.js';
import { rules as linesOfAction } from '../../src/games/lines-of-action/rules.js';
import { rules as nim } from '../../src/games/nim/rules.js';
import { rules as pegSolitaire } from '../../src/games/peg-solitaire/rules.js';
import { rules as reversi } from '../../src/games/reversi/rules.js';
import { rules as tictactoe } from '../../src/games/tictactoe/rules.js';
import { rules as kalah } from '../../examples/kalah/src/rules.js';
import { readFileSync } from 'node:fs';
import { GAMES } from '../../src/games/registry.js';
import { longLine, quietMove } from '../long-lines.js';

type AnyGame = Game<any, any, any>;
const bound = (rules: AnyGame, options: object = {}) => maxPliesOf(rules, rules.newGame(options));

describe('the most moves a game can last', () => {
  it('follows from the rules where they bound the game', () => {
    // Independent facts: squares to fill, pieces to take, pegs to remove.
    assert.equal(bound(tictactoe), 9);
    assert.equal(bound(tictactoe, { size: 5, winLength: 4 }), 25);
    assert.equal(bound(connectFour), 42);
    assert.equal(bound(reversi), 2 * 60);
    assert.equal(bound(reversi, { size: 6 }), 2 * 32);
    assert.equal(bound(pegSolitaire), 31);
    assert.equal(bound(nim), 3 + 4 + 5);
    assert.equal(bound(nim, { heaps: [1, 1] }), 2);
  });

  it('is a stated figure where the rules bound nothing, and the default for a game that states none', () => {
    assert.equal(bound(linesOfAction), 1000);
    assert.equal(bound(hnefatafl), 1000);
    assert.equal(bound(kalah), 1000);
    const { maxPlies: _, ...own } = tictactoe;
    assert.equal(bound(own as AnyGame), DEFAULT_MAX_PLIES);
    // A game's own figure never passes the ceiling, and a broken one gives the default.
    assert.equal(maxPliesOf({ maxPlies: () => 1e9 }, tictactoe.newGame({})), LONGEST_LINE);
    assert.equal(maxPliesOf({ maxPlies: () => NaN }, tictactoe.newGame({})), DEFAULT_MAX_PLIES);
    assert.equal(maxPliesOf({ maxPlies: () => -1 }, tictactoe.newGame({})), DEFAULT_MAX_PLIES);
  });

  it("is what the saved games page's table says, for every game", async () => {
    const page = readFileSync('stories/guide/play-saved-games.mdx', 'utf8');
    for (const game of GAMES) {
      const { rules } = (await import(`../../src/games/${game.id}/rules.js`)) as { rules: AnyGame };
      const row = new RegExp(`^\\| \`<${game.tag}>\` \\| (\\d+) \\|`, 'm').exec(page);
      assert.ok(row, `the table has a row for <${game.tag}>`);
      assert.equal(Number(row[1]), bound(rules, rules.defaults), `<${game.tag}>`);
    }
  });

  it('lets a whole game of the longest kind through', () => {
    // Connect Four filled column by column, never four in a row: 42 moves, a draw.
    const fill = [
      0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2, 4, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, 6, 6,
      6, 6, 6, 6,
    ].map((c) => String(c + 1));
    const r = replay(connectFour, {}, fill);
    assert.equal(r.line.length, 42);
    assert.deepEqual(connectFour.result(r.state), { winner: null, reason: 'full-board' });
  });
});

describe('a line longer than its game can last', () => {
  const line = longLine(linesOfAction, 1000, {}, quietMove);

  it('replays at the bound, and is refused whole one move past it', () => {
    const end = replay(linesOfAction, {}, line);
    assert.equal(end.line.length, 1000);
    const over = [...line, linesOfAction.moveToString(end.state, linesOfAction.legalMoves(end.state)[0]!)];
    assert.throws(
      () => replay(linesOfAction, {}, over),
      (e) => e instanceof LineTooLongError && /1001 moves.*at most 1000/.test(e.message),
    );
    const r = replayPrefix(linesOfAction, {}, over);
    assert.ok(r.error instanceof LineTooLongError);
    assert.equal(r.line.length, 0, 'nothing of it is played');
    // Counted before any move is read: junk past the bound is refused the same way.
    assert.ok(
      replayPrefix(
        tictactoe,
        {},
        Array.from({ length: 10 }, () => 'zz'),
      ).error instanceof LineTooLongError,
    );
    assert.equal(
      replayPrefix(
        tictactoe,
        {},
        Array.from({ length: 9 }, () => 'zz'),
      ).error?.name,
      'IllegalMoveError',
    );
  });

  it('leaves a session as it was, and says why', () => {
    const session = new GameSession(tictactoe, {});
    session.setMoves(['b2', 'a1']);
    const revision = session.revision;
    const error = session.setMoves(Array.from({ length: 30_000 }, () => 'a1'));
    assert.ok(error instanceof LineTooLongError);
    assert.deepEqual(session.moves, ['b2', 'a1']);
    assert.equal(session.revision, revision);
  });

  it('is no saved game: moves and undone moves count together, and over-long text is not read', () => {
    const session = new GameSession(linesOfAction, {});
    const saved = {
      format: 'board-game-elements',
      version: 1,
      game: 'lines-of-action',
      options: {},
      moves: line.slice(0, 600),
      undone: line.slice(600),
    };
    assert.equal(session.check(saved).line.line.length, 1000);
    const extra = [...line, line[0]!];
    assert.throws(
      () => session.check({ ...saved, undone: extra.slice(600) }),
      (e) => e instanceof InvalidSavedGameError && /1001 moves/.test(e.message),
    );
    assert.throws(
      () => session.check(JSON.stringify({ ...saved, padding: 'x'.repeat(MAX_LINE_TEXT) })),
      (e) => e instanceof InvalidSavedGameError && /characters long/.test(e.message),
    );
    assert.deepEqual(session.moves, []);
  });

  it('is no puzzle: its moves and solution count together, and over-long text is not read', () => {
    const puzzle = { options: {}, moves: line.slice(0, 999), goal: 'best', solution: line.slice(999) };
    assert.equal(parsePuzzle(linesOfAction, puzzle).moves.length, 999);
    assert.throws(
      () => parsePuzzle(linesOfAction, { ...puzzle, solution: [...line.slice(999), line[0]] }),
      (e) => e instanceof InvalidPuzzleError && /too long/.test(e.message),
    );
    assert.throws(
      () => parsePuzzle(linesOfAction, JSON.stringify(puzzle) + ' '.repeat(MAX_LINE_TEXT)),
      (e) => e instanceof InvalidPuzzleError && /characters long/.test(e.message),
    );
  });

  it('is not split when its text is longer than any line', () => {
    const text = 'a1 '.repeat(MAX_LINE_TEXT / 3 + 1);
    assert.throws(() => parseMoveList(text), LineTooLongError);
    assert.throws(() => parseMoveList(Array.from({ length: 2 * LONGEST_LINE + 1 }, () => 'a1')), LineTooLongError);
    assert.equal(parseMoveList(line.join(' ')).length, 1000);
  });
});

describe('replaying a long line', () => {
  /**
   * Counts the array items copied, iterated or filtered while `fn` runs: the work a copy of a whole list per move
   * shows.
   */
  function itemsTouched(fn: () => void): number {
    const proto = Array.prototype as unknown as Record<string | symbol, (...args: unknown[]) => unknown>;
    const saved = { slice: proto.slice!, filter: proto.filter!, iterator: proto[Symbol.iterator]! };
    let touched = 0;
    proto.slice = function (this: unknown[], ...args: unknown[]) {
      const r = saved.slice.apply(this, args) as unknown[];
      touched += r.length;
      return r;
    };
    proto.filter = function (this: unknown[], ...args: unknown[]) {
      touched += this.length;
      return saved.filter.apply(this, args);
    };
    proto[Symbol.iterator] = function (this: unknown[]) {
      touched += this.length;
      return saved.iterator.call(this);
    };
    try {
      fn();
    } finally {
      Object.assign(proto, { slice: saved.slice, filter: saved.filter, [Symbol.iterator]: saved.iterator });
    }
    return touched;
  }

  for (const [rules, length, keep] of [
    [linesOfAction, 1000, quietMove],
    [hnefatafl, 1000, () => true],
  ] as const) {
    it(`costs as much per move at the end of ${rules.id}'s longest line as at its start`, () => {
      const line = longLine(rules as AnyGame, length, {}, keep);
      const half = itemsTouched(() => replay(rules as AnyGame, {}, line.slice(0, length / 2)));
      const whole = itemsTouched(() => replay(rules as AnyGame, {}, line));
      // A copy of the history per move makes the whole line cost four times its first half.
      assert.ok(whole < 2.3 * half, `${whole} items for ${length} moves, ${half} for ${length / 2}`);
      // The states still carry their whole history and the positions met.
      const r = replay(rules as AnyGame, {}, line);
      assert.equal((r.state as { history: unknown[] }).history.length, length);
      assert.equal((r.line[10]!.before as { history: unknown[] }).history.length, 10);
    });
  }
});
