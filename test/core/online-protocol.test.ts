import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MAX_MESSAGE_LENGTH,
  PROTOCOL_VERSION,
  ProtocolError,
  checkRemoteMove,
  decodeMessage,
  encodeMessage,
  fnv1a,
  moveListHash,
  reconcile,
  takeBackKeep,
} from '../../src/core/online-protocol.js';
import { replay } from '../../src/core/replay.js';
import { rules } from '../../src/games/reversi/rules.js';
import { rules as connectFour } from '../../src/games/connect-four/rules.js';

const opening = ['d3', 'c5', 'f6', 'f5'];
const hello = (moves: string[] = opening) => ({
  type: 'hello',
  version: PROTOCOL_VERSION,
  game: 'reversi',
  options: { size: 8 },
  side: 'second',
  name: 'Bo',
  moves,
  hash: moveListHash(moves),
  reply: false,
});
const localGame = (moves: string[] = opening) => ({
  rules,
  state: replay(rules, { size: 8 }, moves).state,
  moves,
  remoteSide: 'first' as const,
});

describe('online protocol', () => {
  it('hashes move lists so that any lost, extra or changed move shows', () => {
    // The published FNV-1a test vectors.
    assert.deepEqual([fnv1a(''), fnv1a('a'), fnv1a('foobar')], ['811c9dc5', 'e40c292c', 'bf9cf968']);
    assert.equal(moveListHash(opening), fnv1a(JSON.stringify(opening)));
    assert.notEqual(moveListHash([]), moveListHash(['']));
    assert.match(moveListHash(opening), /^[0-9a-f]{8}$/);
    assert.equal(moveListHash(opening), moveListHash([...opening]));
    const variants = [opening.slice(0, 3), [...opening, 'e6'], ['d3', 'c5', 'f6', 'f4'], ['d3 c5', 'f6', 'f5']];
    for (const v of variants) assert.notEqual(moveListHash(v), moveListHash(opening), v.join(','));
  });

  it('round-trips its messages', () => {
    const move = { type: 'move' as const, ply: 5, move: 'e6', hash: moveListHash([...opening, 'e6']) };
    assert.deepEqual(decodeMessage(encodeMessage(move)), move);
    assert.deepEqual(decodeMessage(JSON.stringify(hello())), hello());
    assert.deepEqual(decodeMessage(encodeMessage({ type: 'new-game' })), { type: 'new-game' });
    for (const message of [
      { type: 'resign', ply: 0 },
      { type: 'offer', what: 'draw', ply: 12 },
      { type: 'offer', what: 'undo', ply: 12, keep: 10 },
      { type: 'answer', what: 'undo', ply: 12, accept: true },
      { type: 'answer', what: 'draw', ply: 3, accept: false },
      { type: 'flag', ply: 7, side: 'second' },
      { type: 'offer', what: 'rematch', ply: 40 },
      { type: 'answer', what: 'rematch', ply: 40, accept: true },
      { type: 'flag', ply: 0, side: 'first' },
      { type: 'claim-refused', ply: 4, hash: moveListHash(opening) },
      { type: 'move', ply: 5, move: 'e6', hash: moveListHash([...opening, 'e6']), left: 61_500 },
    ] as const) {
      assert.deepEqual(decodeMessage(encodeMessage(message)), message);
    }
    const view = {
      type: 'view',
      game: 'reversi',
      options: { size: 8 },
      moves: opening,
      hash: moveListHash(opening),
      names: { first: 'Ann' },
      ended: { winner: null, reason: 'agreement' },
      clock: { setting: '3+2', left: [1000, 2000] },
    };
    assert.deepEqual(decodeMessage(JSON.stringify(view)), view);
    assert.deepEqual(decodeMessage(JSON.stringify({ type: 'watchers', count: 2 })), { type: 'watchers', count: 2 });
    const timed = { ...hello(), clock: '5+3', left: 300_000 };
    assert.deepEqual(decodeMessage(JSON.stringify(timed)), timed);
  });

  it('refuses garbage, huge, foreign and malformed messages with ProtocolError', () => {
    const bad: Record<string, unknown> = {
      'not text': 42,
      'garbage JSON': '{"type":',
      'a 1 MB message': JSON.stringify({
        type: 'move',
        ply: 1,
        move: 'd3',
        hash: moveListHash(['d3']),
        pad: 'x'.repeat(1024 * 1024),
      }),
      'just over the limit': 'x'.repeat(MAX_MESSAGE_LENGTH + 1),
      null: 'null',
      'a list': '[]',
      'an unknown type': JSON.stringify({ type: 'chat', text: 'hi' }),
      'a move without hash': JSON.stringify({ type: 'move', ply: 1, move: 'd3' }),
      'a move with ply 0': JSON.stringify({ type: 'move', ply: 0, move: 'd3', hash: moveListHash(['d3']) }),
      'a move as a number': JSON.stringify({ type: 'move', ply: 1, move: 3, hash: moveListHash(['d3']) }),
      'a huge move': JSON.stringify({ type: 'move', ply: 1, move: 'd'.repeat(100), hash: moveListHash(['d3']) }),
      'another protocol version': JSON.stringify({ ...hello(), version: 2 }),
      'a hello whose hash lies': JSON.stringify({ ...hello(), hash: moveListHash(['d3']) }),
      'a hello with a bad side': JSON.stringify({ ...hello(), side: 'third' }),
      'a hello with moves as text': JSON.stringify({ ...hello(), moves: 'd3 c5' }),
      'a resign without ply': JSON.stringify({ type: 'resign' }),
      'an offer of something else': JSON.stringify({ type: 'offer', what: 'pass', ply: 3 }),
      'an undo that keeps every move': JSON.stringify({ type: 'offer', what: 'undo', ply: 3, keep: 3 }),
      'an undo without keep': JSON.stringify({ type: 'offer', what: 'undo', ply: 3 }),
      'an answer without accept': JSON.stringify({ type: 'answer', what: 'draw', ply: 3 }),
      'an answer with a negative ply': JSON.stringify({ type: 'answer', what: 'draw', ply: -1, accept: true }),
      'a move with a negative time': JSON.stringify({
        type: 'move',
        ply: 1,
        move: 'd3',
        hash: moveListHash(['d3']),
        left: -1,
      }),
      'a move with time as text': JSON.stringify({
        type: 'move',
        ply: 1,
        move: 'd3',
        hash: moveListHash(['d3']),
        left: '60000',
      }),
      'a move with a huge time': JSON.stringify({
        type: 'move',
        ply: 1,
        move: 'd3',
        hash: moveListHash(['d3']),
        left: 1e300,
      }),
      'a hello with a clock as a number': JSON.stringify({ ...hello(), clock: 5 }),
      'a hello with a long clock': JSON.stringify({ ...hello(), clock: '5'.repeat(100) }),
      'a hello with a time of null': JSON.stringify({ ...hello(), left: null }),
      'a flag of a third side': JSON.stringify({ type: 'flag', ply: 3, side: 'both' }),
      'a view whose hash lies': JSON.stringify({
        type: 'view',
        game: 'reversi',
        options: {},
        moves: ['d3'],
        hash: moveListHash([]),
        names: {},
      }),
      'a view without names': JSON.stringify({
        type: 'view',
        game: 'reversi',
        options: {},
        moves: [],
        hash: moveListHash([]),
      }),
      'a view with a name as a number': JSON.stringify({
        type: 'view',
        game: 'reversi',
        options: {},
        moves: [],
        hash: moveListHash([]),
        names: { first: 7 },
      }),
      'a view ended by a line': JSON.stringify({
        type: 'view',
        game: 'reversi',
        options: {},
        moves: [],
        hash: moveListHash([]),
        names: {},
        ended: { winner: 'first', reason: 'line' },
      }),
      'a view with a third winner': JSON.stringify({
        type: 'view',
        game: 'reversi',
        options: {},
        moves: [],
        hash: moveListHash([]),
        names: {},
        ended: { winner: 'both', reason: 'time' },
      }),
      'a view with a bad clock': JSON.stringify({
        type: 'view',
        game: 'reversi',
        options: {},
        moves: [],
        hash: moveListHash([]),
        names: {},
        clock: { setting: '3', left: [1, -1] },
      }),
      'a count of watchers below zero': JSON.stringify({ type: 'watchers', count: -1 }),
      'a rematch that keeps moves': JSON.stringify({ type: 'offer', what: 'rematch', ply: 3, keep: 1 }),
      'a flag without ply': JSON.stringify({ type: 'flag', side: 'first' }),
      'a claim refused without hash': JSON.stringify({ type: 'claim-refused', ply: 3 }),
      'a claim refused at a negative ply': JSON.stringify({ type: 'claim-refused', ply: -1, hash: moveListHash([]) }),
    };
    for (const [what, data] of Object.entries(bad)) assert.throws(() => decodeMessage(data), ProtocolError, what);
  });

  it('cuts a long name from the other side', () => {
    const h = decodeMessage(JSON.stringify({ ...hello(), name: `  ${'n'.repeat(500)} ` }));
    assert.equal(h.type === 'hello' && h.name, 'n'.repeat(40));
  });

  it('accepts the next legal move of the other side, and refuses moves out of turn, out of order, illegal or on another line', () => {
    const game = localGame();
    const next = (move: string, over: Partial<{ ply: number; hash: string }> = {}) => ({
      type: 'move' as const,
      ply: 5,
      move,
      hash: moveListHash([...opening, move]),
      ...over,
    });
    const move = checkRemoteMove(game, next('e6'));
    assert.equal(rules.moveToString(game.state, move), 'e6');
    assert.throws(() => checkRemoteMove({ ...game, remoteSide: 'second' }, next('e6')), /not the other board's turn/);
    assert.throws(() => checkRemoteMove(game, next('e6', { ply: 7 })), /number 7; the next is number 5/);
    assert.throws(() => checkRemoteMove(game, next('a1')), /"a1" is not legal/);
    assert.throws(
      () => checkRemoteMove(game, next('e6', { hash: moveListHash(['e6']) })),
      /no longer have the same moves/,
    );
    assert.throws(() => checkRemoteMove(game, next('zz99')), ProtocolError);
  });

  it("after a reconnection, takes the other side's moves that extend ours, and reports a fork", () => {
    // Black (first) played d3 and f6, white c5 and f5; black is to move.
    assert.deepEqual(reconcile(rules, { size: 8 }, 'second', opening, opening), { kind: 'same' });
    assert.deepEqual(reconcile(rules, { size: 8 }, 'second', opening, [...opening, 'e6']), {
      kind: 'theirs',
      moves: [...opening, 'e6'],
    });
    assert.deepEqual(reconcile(rules, { size: 8 }, 'first', [...opening, 'e6'], opening), { kind: 'ours' });
    assert.deepEqual(reconcile(rules, { size: 8 }, 'second', [...opening, 'e6'], [...opening, 'f4']), {
      kind: 'fork',
      at: 4,
    });
    assert.deepEqual(
      reconcile(rules, { size: 8 }, 'second', opening, [...opening, 'a1']),
      { kind: 'fork', at: 4 },
      'an illegal extension is not taken',
    );
    assert.deepEqual(
      reconcile(rules, { size: 8 }, 'second', opening, [...opening, 'e6', 'a1']),
      { kind: 'theirs', moves: [...opening, 'e6'], partAt: 5 },
      'taken up to the illegal move',
    );
  });

  it('takes nothing of a line longer than the game can last, not even its legal beginning', () => {
    // Connect Four filled column by column (42 moves, a draw), and one move more.
    const fill = [
      0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2, 4, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, 6, 6,
      6, 6, 6, 6,
    ].map((c) => String(c + 1));
    assert.deepEqual(reconcile(connectFour, {}, 'first', fill.slice(0, 1), fill), {
      kind: 'theirs',
      moves: fill.slice(0, 2),
      partAt: 2,
    });
    assert.deepEqual(reconcile(connectFour, {}, 'first', fill.slice(0, 1), [...fill, '1']), { kind: 'fork', at: 1 });
  });

  it("never takes a move of this board's side from the other board, before or after other moves", () => {
    // The case: the inviter (first) had "4 4 4 4 4 4 5 5"; a greeting adds a move of first.
    const ours = '4 4 4 4 4 4 5 5'.split(' ');
    assert.deepEqual(reconcile(connectFour, {}, 'first', ours, [...ours, '1']), { kind: 'fork', at: 8 });
    // The friend's own move, then one of ours and more: only the friend's is taken.
    assert.deepEqual(reconcile(connectFour, {}, 'first', ours.slice(0, 7), [...ours, '1', '2']), {
      kind: 'theirs',
      moves: ours,
      partAt: 8,
    });
    // From an empty board (a reload without a saved game), a line that starts with our move gives nothing.
    assert.deepEqual(reconcile(connectFour, {}, 'first', [], ours), { kind: 'fork', at: 0 });
    assert.deepEqual(reconcile(connectFour, {}, 'second', [], ours), { kind: 'theirs', moves: ['4'], partAt: 1 });
    // Reversi: from each side's point of view, a line whose next move is ours is never taken.
    assert.deepEqual(reconcile(rules, { size: 8 }, 'first', opening, [...opening, 'e6', 'f4']), {
      kind: 'fork',
      at: 4,
    });
    assert.deepEqual(reconcile(rules, { size: 8 }, 'second', opening.slice(0, 3), [...opening, 'e6']), {
      kind: 'fork',
      at: 3,
    });
  });

  it("a take-back keeps every move before the asker's last one, and no other count", () => {
    assert.equal(takeBackKeep([], 'first'), -1);
    assert.equal(takeBackKeep(['first'], 'second'), -1);
    assert.equal(takeBackKeep(['first', 'second', 'first', 'second'], 'first'), 2);
    assert.equal(takeBackKeep(['first', 'second', 'first', 'second'], 'second'), 3);
    // A side that moved twice in a row (the other passed): both replies go with the asker's move.
    assert.equal(takeBackKeep(['first', 'second', 'second', 'first', 'first'], 'second'), 2);
  });

  it('refuses a draw offer that carries a count of moves to keep', () => {
    assert.throws(() => decodeMessage(JSON.stringify({ type: 'offer', what: 'draw', ply: 3, keep: 0 })), ProtocolError);
  });
});
