import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Player } from '../../src/core/game.js';
import { en } from '../../src/element/base/messages.js';
import { type Phase, type PhaseFacts, phaseOf, refusal } from '../../src/element/base/phase.js';
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

describe('phase', () => {
  const facts = (f: Partial<PhaseFacts> = {}): PhaseFacts => ({
    review: false,
    coached: false,
    askingNames: false,
    disabled: false,
    over: false,
    seats: seats(),
    turn: 'first',
    ...f,
  });

  it('is the first of its list that holds', () => {
    const all = { review: true, coached: true, askingNames: true, disabled: true, over: true, turn: 'second' } as const;
    const order: [keyof typeof all, Phase][] = [
      ['review', 'review'],
      ['coached', 'coached'],
      ['askingNames', 'names'],
      ['disabled', 'paused'],
      ['over', 'over'],
    ];
    // Each fact, once the ones before it are off, decides the phase over all those after it.
    let f = facts(all);
    for (const [fact, phase] of order) {
      assert.equal(phaseOf(f), phase, fact);
      f = { ...f, [fact]: false };
    }
    assert.equal(phaseOf(f), 'computer', "the computer's side to move");
  });

  it("tells the computer's turn, a turn played elsewhere and the person's own", () => {
    assert.equal(phaseOf(facts({ turn: 'second' })), 'computer');
    assert.equal(phaseOf(facts()), 'yours');
    assert.equal(phaseOf(facts({ seats: seats({ mode: 'online', localSide: 'second' }) })), 'away');
    assert.equal(phaseOf(facts({ seats: seats({ mode: 'remote' }), turn: 'second' })), 'away');
    assert.equal(phaseOf(facts({ seats: seats({ mode: 'two-player' }), turn: 'second' })), 'yours');
    assert.equal(
      phaseOf(facts({ seats: seats({ mode: 'online', watching: true }) })),
      'away',
      'a watcher plays no side',
    );
    assert.equal(phaseOf(facts({ seats: seats({ mode: 'ai-vs-ai', onePlayer: true }) })), 'yours', 'one player alone');
  });

  it("refuses the user's moves in every phase but the person's own turn, saying why", () => {
    const phases: Exclude<Phase, 'coached'>[] = ['review', 'names', 'paused', 'over', 'computer', 'away', 'yours'];
    const reasons = phases.map((p) => refusal(p, seats({ mode: p === 'away' ? 'remote' : 'vs-ai' }), 'second'));
    assert.deepEqual(reasons.slice(0, 4), [
      'The game is open in review.',
      "The players' names are asked first.",
      'The board is disabled.',
      'The game is over.',
    ]);
    assert.equal(reasons[4], "It is the computer's turn.");
    assert.equal(reasons[5], "It is the opponent's turn.");
    assert.equal(reasons[6], null);
  });
});
