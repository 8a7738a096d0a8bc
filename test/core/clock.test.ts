import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GameClock, flag, formatClock, parseClock, readSavedClock } from '../../src/core/clock.js';
import type { BaseState, Game } from '../../src/core/game.js';
import { GameSession } from '../../src/core/session.js';
import { playDigits, rules as connectFour } from '../../src/games/connect-four/rules.js';
import { rules as pegSolitaire } from '../../src/games/peg-solitaire/rules.js';
import { rules as tictactoe } from '../../src/games/tictactoe/rules.js';

/** A clock on a hand-moved time line. */
function fakeTime() {
  let t = 1000;
  return { now: () => t, pass: (ms: number) => void (t += ms) };
}

function timedSession<S extends BaseState, M, O>(rules: Game<S, M, O>, setting: string, options: Partial<O> = {}) {
  const time = fakeTime();
  const session = new GameSession(rules, options);
  session.setClock(new GameClock(parseClock(setting)!, setting, time.now));
  const play = (...moves: string[]) => {
    for (const m of moves) session.commit(rules.moveFromString(session.state, m), 'script');
  };
  return { session, clock: session.clock!, time, play };
}

describe('clock settings', () => {
  it('reads M+S with decimals, and M alone', () => {
    assert.deepEqual(parseClock('5+3'), { baseMs: 300_000, incrementMs: 3000 });
    assert.deepEqual(parseClock('0.5'), { baseMs: 30_000, incrementMs: 0 });
    assert.deepEqual(parseClock(' 0.05 + 0 '), { baseMs: 3000, incrementMs: 0 });
    assert.deepEqual(parseClock('1+0.5'), { baseMs: 60_000, incrementMs: 500 });
    assert.deepEqual(parseClock('.5+2'), { baseMs: 30_000, incrementMs: 2000 });
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      '0',
      '0+5',
      '-1+0',
      '5+-1',
      '5+',
      '+3',
      '5+3+1',
      'five',
      '1e3',
      'Infinity',
      'NaN',
      '1441',
      '5+601',
      '5:00',
      '0x10',
      '00000.00000001',
    ]) {
      assert.equal(parseClock(bad), null, bad);
    }
    for (const bad of [null, undefined, 5, {}, ['5']]) assert.equal(parseClock(bad), null, String(bad));
  });

  it('shows mm:ss, and tenths under 10 s, rounded down and never below zero', () => {
    assert.equal(formatClock(300_000), '05:00');
    assert.equal(formatClock(61_999), '01:01');
    assert.equal(formatClock(10_000), '00:10');
    assert.equal(formatClock(9_999), '00:09.9');
    assert.equal(formatClock(350), '00:00.3');
    assert.equal(formatClock(-500), '00:00.0');
    assert.equal(formatClock(180 * 60_000), '180:00');
    assert.equal(formatClock(9_500, 'de'), '00:09,5', "the language's decimal sign");
    assert.equal(formatClock(75_000, 'ar-EG'), '٠١:١٥', "the language's digits");
  });
});

describe('game clock in a session', () => {
  it('runs the side to move from the first move on, and adds the increment after each move', () => {
    const { clock, time, play } = timedSession(tictactoe, '1+2');
    time.pass(5000);
    assert.equal(clock.left('first'), 60_000, 'the first move is not timed');
    assert.equal(clock.runningSide, null);
    play('b2');
    assert.equal(clock.left('first'), 62_000, 'the increment comes after every move');
    assert.equal(clock.runningSide, 'second');
    time.pass(7000);
    assert.equal(clock.left('second'), 53_000);
    play('a1');
    assert.equal(clock.left('second'), 55_000);
    time.pass(1500);
    assert.equal(clock.left('first'), 60_500);
    assert.equal(clock.left('second'), 55_000, 'only the side to move runs');
  });

  it('flags the side whose time runs out: the other side wins with reason time', () => {
    const { session, time, play } = timedSession(tictactoe, '0.05+0');
    play('b2');
    time.pass(2999);
    assert.equal(flag(session), null);
    time.pass(1);
    assert.deepEqual(flag(session), { winner: 'first', reason: 'time' });
    assert.deepEqual(session.result, { winner: 'first', reason: 'time' });
    assert.equal(session.clock!.runningSide, null, 'the clocks stop at the end');
    assert.equal(flag(session), null, 'a game ends once');
    assert.equal(session.tally.first, 1);
  });

  it('gives a draw when the other side can no longer win (no line left to fill)', () => {
    const { session, time, play } = timedSession(tictactoe, '0.05+0');
    play('a1', 'b1', 'a2', 'b2', 'c2', 'a3', 'b3');
    assert.equal(tictactoe.canWin!(session.state, 'first'), false, 'X has no line left');
    assert.equal(tictactoe.canWin!(session.state, 'second'), true, 'O still has a3 b2 c1');
    // O to move runs out of time, and X could never win: a draw.
    time.pass(3001);
    assert.deepEqual(flag(session), { winner: null, reason: 'time' });
    session.undo();
    // X to move runs out, and O can still win: O wins.
    assert.equal(session.state.turn, 'first');
    time.pass(10_000);
    assert.deepEqual(flag(session), { winner: 'second', reason: 'time' });
  });

  it('Connect Four: a side with no open four left cannot win on time', () => {
    assert.equal(connectFour.canWin!(connectFour.newGame({}), 'second'), true);
    // Found by search on a 4x4 board: every window of four holds a red disc but one of yellow's.
    const state = playDigits(connectFour.newGame({ columns: 4, rows: 4 }), '111122223433');
    assert.equal(connectFour.result(state), null);
    assert.equal(connectFour.canWin!(state, 'first'), false);
    assert.equal(connectFour.canWin!(state, 'second'), true);
  });

  it('peg solitaire: running out of time is a draw (nobody else plays)', () => {
    const { session, time, play } = timedSession(pegSolitaire, '0.05+0');
    const first = pegSolitaire.moveToString(session.state, pegSolitaire.legalMoves(session.state)[0]!);
    play(first);
    time.pass(3000);
    assert.deepEqual(flag(session), { winner: null, reason: 'time' });
  });

  it('undo and redo restore the times of that ply; a new move after an undo forgets the old laps', () => {
    const { session, clock, time, play } = timedSession(tictactoe, '1+0');
    play('b2');
    time.pass(4000);
    play('a1');
    time.pass(6000);
    play('c3');
    assert.deepEqual([clock.left('first'), clock.left('second')], [54_000, 56_000]);
    session.undo();
    assert.deepEqual(
      [clock.left('first'), clock.left('second')],
      [60_000, 56_000],
      'back at ply 2: first to move with its time then',
    );
    assert.equal(clock.runningSide, 'first');
    time.pass(1000);
    session.redo();
    assert.deepEqual(
      [clock.left('first'), clock.left('second')],
      [54_000, 56_000],
      'a redo brings the times of that ply back',
    );
    session.undo();
    session.undo();
    assert.deepEqual([clock.left('first'), clock.left('second')], [60_000, 60_000]);
    time.pass(500);
    play('c1');
    assert.deepEqual([clock.left('first'), clock.left('second')], [60_000, 59_500]);
    session.undo();
    session.undo();
    assert.equal(clock.runningSide, null, 'back at the start, nothing runs');
  });

  it('a new game and a set-up position start with full time', () => {
    const { session, clock, time, play } = timedSession(tictactoe, '1+0');
    play('b2');
    time.pass(9000);
    play('a1');
    session.start({});
    assert.deepEqual([clock.left('first'), clock.left('second'), clock.runningSide], [60_000, 60_000, null]);
    session.setMoves(['b2', 'a1', 'c3']);
    assert.deepEqual([clock.left('first'), clock.left('second'), clock.runningSide], [60_000, 60_000, 'second']);
  });

  it('saves and restores the clocks with the game; time away is not counted', () => {
    const a = timedSession(tictactoe, '1+1');
    a.play('b2');
    a.time.pass(5000);
    a.play('a1');
    a.time.pass(2500);
    const saved = JSON.parse(JSON.stringify(a.session.export()));
    assert.deepEqual(saved.clock.left, [58_500, 56_000]);
    const b = timedSession(tictactoe, '1+1');
    b.time.pass(60_000 * 60); // an hour away from the page before the game is read again
    b.session.adopt(b.session.check(saved));
    assert.equal(b.clock.left('first'), 58_500);
    b.time.pass(500);
    assert.equal(b.clock.left('first'), 58_000);
    b.session.undo();
    assert.deepEqual([b.clock.left('first'), b.clock.left('second')], [61_000, 60_000], 'the laps came with it');
  });

  it("online, the time away counts: the other board's clock ran meanwhile", () => {
    const a = timedSession(tictactoe, '1+0');
    a.play('b2');
    a.time.pass(5000);
    const realNow = Date.now;
    const savedAt = realNow();
    Date.now = () => savedAt;
    let saved: ReturnType<typeof a.session.export>;
    try {
      saved = JSON.parse(JSON.stringify(a.session.export())) as ReturnType<typeof a.session.export>;
      assert.equal(saved.clock?.at, savedAt);
      // Twelve seconds later, on a reloaded page: a board playing online takes 12 s off the side to move, one playing
      // here does not.
      Date.now = () => savedAt + 12_000;
      for (const [online, expected] of [
        [true, 60_000 - 5000 - 12_000],
        [false, 60_000 - 5000],
      ] as const) {
        const b = timedSession(tictactoe, '1+0');
        b.clock.countsTimeAway = online;
        b.session.adopt(b.session.check(saved));
        assert.equal(b.clock.left('second'), expected, online ? 'online' : 'here');
        assert.equal(b.clock.left('first'), 60_000);
      }
      // A save dated in the future takes no time.
      Date.now = () => savedAt;
      const b = timedSession(tictactoe, '1+0');
      b.clock.countsTimeAway = true;
      b.session.adopt(b.session.check({ ...saved, clock: { ...saved.clock!, at: savedAt + 3_600_000 } }));
      assert.equal(b.clock.left('second'), 55_000);
    } finally {
      Date.now = realNow;
    }
  });

  it('a flag survives a save: the flagged side comes back with no time and flags again', () => {
    const a = timedSession(tictactoe, '0.05+0');
    a.play('b2');
    a.time.pass(4000);
    flag(a.session);
    const b = timedSession(tictactoe, '0.05+0');
    b.session.adopt(b.session.check(a.session.export()));
    assert.deepEqual(flag(b.session), { winner: 'first', reason: 'time' });
  });

  it('a saved clock of another setting, or malformed, is left out and the game kept', () => {
    const a = timedSession(tictactoe, '1+1');
    a.play('b2', 'a1');
    const saved = a.session.export();
    const b = timedSession(tictactoe, '3+0');
    b.session.adopt(b.session.check(saved));
    assert.deepEqual(b.session.moves, ['b2', 'a1']);
    assert.deepEqual([b.clock.left('first'), b.clock.left('second')], [180_000, 180_000]);
    for (const clock of [
      null,
      'x',
      { ...saved.clock, laps: [] },
      {
        ...saved.clock,
        laps: [
          [1, 2],
          [3, 4],
          [5, 6],
          [7, 8],
        ],
      },
      { ...saved.clock, left: [1, -2] },
      { ...saved.clock, left: [1, Number.MAX_VALUE] },
      { ...saved.clock, laps: [[1, 'a']] },
      { ...saved.clock, left: { 0: 1, 1: 2, length: 2 } },
    ]) {
      assert.equal(readSavedClock(clock, '1+1', 2), null, JSON.stringify(clock));
    }
    assert.notEqual(readSavedClock(saved.clock, '1+1', 2), null);
  });

  it("takes another board's report of its own time, never above the ceiling or below zero", () => {
    const { clock, time, play } = timedSession(tictactoe, '1+0');
    play('b2');
    time.pass(3000);
    play('a1');
    clock.report('second', 90_000, clock.left('second') + 1000);
    assert.equal(clock.left('second'), 58_000, 'at most the ceiling');
    clock.report('second', -5, 60_000);
    assert.equal(clock.left('second'), 0);
    clock.report('second', 57_123, 60_000);
    assert.equal(clock.left('second'), 57_123);
  });
});
