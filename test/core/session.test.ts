import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalMoveError, InvalidOptionsError } from '../../src/core/game.js';
import { InvalidSavedGameError } from '../../src/core/saved-game.js';
import { GameSession } from '../../src/core/session.js';
import { GameClock, parseClock } from '../../src/core/clock.js';
import { rules as nim } from '../../src/games/nim/rules.js';
import { rules as tictactoe } from '../../src/games/tictactoe/rules.js';

const ttt = (options = {}) => new GameSession(tictactoe, options);
const play = (s: GameSession<Parameters<typeof tictactoe.play>[0], unknown, unknown>, ...moves: string[]) => {
  for (const m of moves) s.commit(tictactoe.moveFromString(s.state, m), 'script');
};

describe('game session', () => {
  it('commits moves with a record of what each did, and hears every change', () => {
    let changes = 0;
    const s = new GameSession(tictactoe, { size: 3 }, () => changes++);
    assert.equal(changes, 1, 'the first game counts as a change');
    const r = s.commit(tictactoe.moveFromString(s.state, 'b2'), 'user');
    assert.deepEqual(
      [r.notation, r.source, r.before.turn, r.after.turn, r.result],
      ['b2', 'user', 'first', 'second', null],
    );
    assert.equal(changes, 2);
    assert.equal(s.revision, 2);
    assert.deepEqual(s.moves, ['b2']);
    assert.equal(s.state, r.after);
    assert.equal(s.lastMove, r.move);
  });

  it('refuses an illegal move with IllegalMoveError and changes nothing', () => {
    const s = ttt();
    play(s, 'b2');
    const { state, revision } = s;
    const b2 = s.past[0]!.move;
    assert.throws(() => s.commit(b2, 'user'), IllegalMoveError);
    assert.equal(s.state, state);
    assert.equal(s.revision, revision);
    assert.deepEqual(s.moves, ['b2']);
  });

  it('undoes and redoes one move at a time, keeping the undone moves until a new move', () => {
    const s = ttt();
    play(s, 'a1', 'b2', 'c3');
    assert.equal(s.undo(), 1);
    assert.equal(s.undo(), 1);
    assert.deepEqual(s.moves, ['a1']);
    assert.deepEqual(
      s.future.map((e) => e.notation),
      ['b2', 'c3'],
    );
    const [redone] = s.redo();
    assert.equal(redone!.notation, 'b2');
    assert.deepEqual(
      s.future.map((e) => e.notation),
      ['c3'],
    );
    play(s, 'a3');
    assert.deepEqual(s.future, [], 'a new move drops the moves taken back');
    assert.deepEqual(s.redo(), []);
    while (s.undo() > 0);
    assert.deepEqual(s.moves, []);
    assert.equal(s.undo(), 0);
  });

  it("takes back the computer's reply with the person's move, and redoes up to the person's next turn", () => {
    const s = ttt();
    const policy = { computer: 'second' as const };
    assert.equal(s.undoCount(policy), 0);
    play(s, 'a1', 'b2', 'c3', 'a3');
    assert.equal(s.undoCount(policy), 2);
    assert.equal(s.undo(policy), 2);
    assert.deepEqual(s.moves, ['a1', 'b2']);
    assert.equal(s.undo(policy), 2);
    assert.deepEqual(s.moves, []);
    assert.deepEqual(
      s.redo(policy).map((r) => r.notation),
      ['a1', 'b2'],
    );
    assert.equal(s.state.turn, 'first');

    // The computer opens: its first move alone is never taken back.
    const c = ttt();
    const computerFirst = { computer: 'first' as const };
    play(c, 'b2');
    assert.equal(c.undoCount(computerFirst), 0);
    play(c, 'a1', 'c3');
    assert.equal(c.undo(computerFirst), 2);
    assert.deepEqual(c.moves, ['b2']);
  });

  it('counts wins, and takes a win back with the move that made it', () => {
    const s = ttt();
    play(s, 'a1', 'a2', 'b1', 'b2', 'c1');
    assert.deepEqual([s.result?.winner, s.result?.reason], ['first', 'line']);
    assert.deepEqual(s.tally, { first: 1, second: 0 });
    s.undo();
    assert.deepEqual(s.tally, { first: 0, second: 0 });
    s.redo();
    assert.deepEqual(s.tally, { first: 1, second: 0 });
    s.start({});
    assert.deepEqual(s.tally, { first: 1, second: 0 }, 'a new game keeps the tally');
    play(s, 'a1', 'a2', 'b1', 'b2', 'c1');
    assert.deepEqual(s.tally, { first: 2, second: 0 });
  });

  it('puts a tally back as it was marked, with the win the game on the board counted, so undo still takes it back', () => {
    const s = ttt();
    play(s, 'a1', 'a2', 'b1', 'b2', 'c1');
    const mark = s.tallyMark;
    // Games played meanwhile (a lesson's position): counted, then forgotten.
    s.start({});
    play(s, 'b1', 'a1', 'b2', 'a2', 'b3');
    assert.deepEqual(s.tally, { first: 2, second: 0 });
    s.restoreTally(mark);
    assert.deepEqual(s.tally, { first: 1, second: 0 });
    s.undo();
    assert.deepEqual(s.tally, { first: 0, second: 0 }, 'the marked win is still the one the game on the board made');
  });

  it('ends a game by resignation or agreement until the next change, counting the win', () => {
    const s = ttt();
    play(s, 'a1', 'b2');
    const before = s.revision;
    assert.equal(s.conclude({ winner: 'first', reason: 'resignation' }), true);
    assert.deepEqual(s.result, { winner: 'first', reason: 'resignation' });
    assert.ok(s.revision > before);
    assert.deepEqual(s.tally, { first: 1, second: 0 });
    assert.equal(s.conclude({ winner: null, reason: 'agreement' }), false, 'an ended game stays as it ended');
    assert.deepEqual(s.result, { winner: 'first', reason: 'resignation' });
    s.start({});
    assert.ok(s.result === null);
    play(s, 'a1');
    assert.equal(s.conclude({ winner: null, reason: 'agreement' }), true);
    const agreed = s.result as { winner: unknown; reason: string } | null;
    assert.deepEqual([agreed?.winner, agreed?.reason, s.tally.first], [null, 'agreement', 1]);
    play(s, 'b1');
    assert.equal(s.result, null, 'a move after an agreement (undo, then play) plays on');
    play(s, 'a2', 'c1', 'a3');
    assert.equal(
      s.conclude({ winner: 'second', reason: 'resignation' }),
      false,
      'nobody resigns a game the rules ended',
    );
  });

  it('takes back a result of the reason given, and only that: the game goes on at the same moves, the tally and the clock as before', () => {
    let t = 0;
    const s = ttt();
    s.setClock(new GameClock(parseClock('1+0')!, '1+0', () => t));
    play(s, 'a1', 'b2');
    t += 5000;
    assert.equal(s.reopen('abandonment'), false, 'nothing to take back');
    s.conclude({ winner: 'first', reason: 'resignation' });
    assert.equal(s.reopen('abandonment'), false, 'a resignation is no claim');
    s.start({});
    play(s, 'a1', 'b2');
    t += 5000;
    s.conclude({ winner: 'first', reason: 'abandonment' });
    const left = s.clock!.left('first');
    t += 30_000;
    assert.equal(s.clock!.left('first'), left, 'stopped while the game was over');
    const before = s.revision;
    assert.equal(s.reopen('abandonment'), true);
    assert.equal(s.result, null);
    assert.ok(s.revision > before);
    assert.deepEqual(
      s.tally,
      { first: 1, second: 0 },
      'the claimed win taken back from the tally (the resignation before stays)',
    );
    assert.deepEqual(s.moves, ['a1', 'b2']);
    t += 1000;
    assert.equal(s.clock!.left('first'), left - 1000, "the side to move's clock runs again from where it stopped");
    play(s, 'c3');
    assert.equal(s.moves.length, 3);
  });

  it('starts new games with new seeds and refuses invalid options, keeping the game', () => {
    const s = ttt({ size: 4 });
    play(s, 'a1');
    const seeds = new Set([s.seed]);
    assert.throws(() => s.start({ size: 99 }), InvalidOptionsError);
    assert.deepEqual(s.moves, ['a1']);
    for (let i = 0; i < 5; i++) {
      s.start({ size: 3 });
      seeds.add(s.seed);
    }
    assert.ok(seeds.size > 1);
    assert.equal(s.state.size, 3);
    assert.equal(s.optionsKey, '{"size":3}');
  });

  it('sets up a move list, keeping the legal beginning of a bad one', () => {
    const s = new GameSession(nim, { heaps: [3, 4, 5] });
    assert.equal(s.setMoves(['1:2', '2:1']), null);
    assert.deepEqual(s.moves, ['1:2', '2:1']);
    const error = s.setMoves(['1:2', '9:9', '2:1']);
    assert.ok(error instanceof IllegalMoveError);
    assert.match(error.message, /Move 2 \("9:9"\)/);
    assert.deepEqual(s.moves, ['1:2']);
    assert.deepEqual(s.state.heaps, [1, 4, 5]);
  });

  it('exports and imports a whole game: options, moves, undone moves, names', () => {
    const a = ttt({ size: 4 });
    play(a, 'a1', 'b2', 'c3');
    a.undo();
    const saved = a.export({ first: 'Ann' });
    assert.deepEqual(saved, {
      format: 'board-game-elements',
      version: 1,
      game: 'tictactoe',
      options: { size: 4 },
      moves: ['a1', 'b2'],
      undone: ['c3'],
      players: { first: 'Ann' },
    });
    const b = ttt();
    const checked = b.check(JSON.stringify(saved));
    assert.deepEqual(checked.saved.players, { first: 'Ann' });
    b.adopt(checked);
    assert.equal(b.state.size, 4);
    assert.deepEqual(b.moves, ['a1', 'b2']);
    assert.deepEqual(b.export({ first: 'Ann' }), saved, 'the round trip is exact');
    b.redo();
    assert.deepEqual(b.moves, ['a1', 'b2', 'c3']);
    a.redo();
    assert.deepEqual(b.state, a.state, 'both reach the same position');
  });

  it('keeps its own copy of the options', () => {
    const options = { heaps: [3, 4] };
    const s = new GameSession(nim, options);
    options.heaps.push(9);
    assert.deepEqual(s.export().options, { heaps: [3, 4] });
  });

  it('rejects every kind of broken or foreign saved game with InvalidSavedGameError, changing nothing', () => {
    const s = new GameSession(nim, { heaps: [3, 4, 5] });
    s.commit(nim.moveFromString(s.state, '1:1'), 'user');
    const good = s.export();
    const broken: Record<string, unknown> = {
      'not JSON': 'not json',
      truncated: JSON.stringify(good).slice(0, 30),
      'huge garbage': '{'.repeat(100_000),
      null: 'null',
      'a list': '[]',
      'a number': 42,
      'another format': { ...good, format: 'other' },
      'another game': { ...good, game: 'tictactoe' },
      'an old version': { ...good, version: 0 },
      'a newer version': { ...good, version: 99 },
      'a version that is not a number': { ...good, version: '1' },
      'no options': { ...good, options: null },
      'options as a list': { ...good, options: [] },
      'invalid options': { ...good, options: { heaps: [99] } },
      'an illegal move': { ...good, options: { heaps: [3] }, moves: ['1:4'] },
      'a move after the end': { ...good, options: { heaps: [1] }, moves: ['1:1', '1:1'] },
      'an illegal undone move': { ...good, undone: ['zz'] },
      'moves as text': { ...good, moves: '1:1 2:2' },
      'undone as text': { ...good, undone: 'x' },
      'players as text': { ...good, players: 'Ann' },
      'a name that is not text': { ...good, players: { first: 7 } },
    };
    for (const [what, data] of Object.entries(broken)) {
      assert.throws(() => s.check(data), InvalidSavedGameError, what);
    }
    assert.deepEqual(s.moves, ['1:1']);
    assert.deepEqual(s.state.heaps, [2, 4, 5]);
    assert.equal(s.revision, 2);
  });
});
