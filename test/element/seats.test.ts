import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Player } from '../../src/core/game.js';
import { en } from '../../src/element/base/messages.js';
import { type Seats, computerPlays, notYourTurn, resultCue, undoPolicy } from '../../src/element/base/seats.js';
import { type StatusFacts, statusLine } from '../../src/element/base/status-text.js';

const seats = (s: Partial<Seats> = {}): Seats => ({
  mode: 'vs-ai',
  aiSide: 'second',
  localSide: 'first',
  onePlayer: false,
  ...s,
});

describe('seats', () => {
  it('says which sides the computer plays in each mode', () => {
    const plays = (s: Seats) => (['first', 'second'] as Player[]).filter((side) => computerPlays(s, side));
    assert.deepEqual(plays(seats()), ['second']);
    assert.deepEqual(plays(seats({ aiSide: 'first' })), ['first']);
    assert.deepEqual(plays(seats({ mode: 'ai-vs-ai' })), ['first', 'second']);
    assert.deepEqual(plays(seats({ mode: 'two-player' })), []);
    assert.deepEqual(plays(seats({ mode: 'remote' })), []);
    assert.deepEqual(
      plays(seats({ mode: 'ai-vs-ai', onePlayer: true })),
      [],
      'one player alone has no computer opponent',
    );
  });

  it("refuses this board's input on the computer's or the remote opponent's turn", () => {
    assert.equal(notYourTurn(seats(), 'first'), null);
    assert.equal(notYourTurn(seats(), 'second'), "It is the computer's turn.");
    assert.equal(notYourTurn(seats({ mode: 'remote', localSide: 'second' }), 'first'), "It is the opponent's turn.");
    assert.equal(notYourTurn(seats({ mode: 'remote', localSide: 'second' }), 'second'), null);
    assert.equal(notYourTurn(seats({ mode: 'two-player' }), 'second'), null);
  });

  it('takes the computer reply back with undo only against the computer', () => {
    assert.deepEqual(undoPolicy(seats({ aiSide: 'first' })), { computer: 'first' });
    assert.deepEqual(undoPolicy(seats({ mode: 'two-player' })), { computer: null });
  });

  it('hears a result as a win or a loss of the person at this board', () => {
    const win = (winner: Player | null) => ({ winner, reason: 'line' });
    assert.equal(resultCue(seats(), win('first')), 'win');
    assert.equal(resultCue(seats(), win('second')), 'loss');
    assert.equal(resultCue(seats({ mode: 'remote', localSide: 'second' }), win('first')), 'loss');
    assert.equal(resultCue(seats({ mode: 'two-player' }), win('second')), 'win', 'someone at the board won');
    assert.equal(resultCue(seats(), win(null)), 'draw');
  });
});

describe('status line', () => {
  const facts = (f: Partial<StatusFacts> = {}): StatusFacts => ({
    ...seats(),
    result: null,
    turn: 'first',
    thinking: false,
    computerToMove: false,
    mustPass: false,
    forcedWinSeen: false,
    label: (p) => (p === 'first' ? 'Ann (X)' : 'Bo (O)'),
    name: (p) => (p === 'first' ? 'Ann' : 'Bo'),
    ...f,
  });

  it('tells the result from this board’s seat', () => {
    assert.equal(statusLine(en, facts({ result: { winner: 'first', reason: 'line' } })), en.youWin);
    assert.equal(statusLine(en, facts({ result: { winner: 'second', reason: 'line' } })), en.youLose);
    assert.equal(
      statusLine(en, facts({ mode: 'two-player', result: { winner: 'second', reason: 'line' } })),
      en.sideWins('Bo (O)'),
    );
    assert.equal(statusLine(en, facts({ result: { winner: null, reason: 'full-board' } })), en.draw);
  });

  it('tells who is thinking, waiting, passing or to move', () => {
    assert.equal(statusLine(en, facts({ thinking: true, turn: 'second' })), en.thinking);
    assert.equal(
      statusLine(en, facts({ mode: 'ai-vs-ai', thinking: true, turn: 'second' })),
      en.sideThinking('Bo (O)'),
    );
    assert.equal(
      statusLine(en, facts({ computerToMove: true, turn: 'second' })),
      en.sideToMove('Bo (O)'),
      'a paused computer is not "your turn"',
    );
    assert.equal(statusLine(en, facts({ mode: 'remote', turn: 'second' })), en.waitingFor('Bo'));
    assert.equal(statusLine(en, facts({ mustPass: true })), en.mustPass('Ann (X)'));
    assert.equal(statusLine(en, facts()), en.yourTurn);
    assert.equal(statusLine(en, facts({ forcedWinSeen: true })), `${en.yourTurn}. ${en.forcedWinSeen}`);
    assert.equal(statusLine(en, facts({ mode: 'two-player', turn: 'second' })), en.sideToMove('Bo (O)'));
  });
});
