/**
 * The link between two online boards, driven in Node through an in-memory transport: what each
 * message can and cannot do to this board's game, before and after a reconnection.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Player } from '../../src/core/game.js';
import { type OnlineMessage, PROTOCOL_VERSION, encodeMessage, moveListHash } from '../../src/core/online-protocol.js';
import { GameSession } from '../../src/core/session.js';
import { rules, type ConnectFourMove, type ConnectFourOptions, type ConnectFourState } from '../../src/games/connect-four/rules.js';
import type { BoardEventDetails } from '../../src/element/events.js';
import { en } from '../../src/element/messages.js';
import { NamesController } from '../../src/element/names-controller.js';
import { OnlineLink, type OnlineState } from '../../src/element/online-link.js';
import { ConnectionRefused, type Transport } from '../../src/element/transport.js';
import { MemoryEnd, memoryLink } from './memory-transport.js';

type Events = { [K in keyof BoardEventDetails]?: BoardEventDetails[K][] };

/** A board as the link sees it: its side, its game, its names, and what the link did to it. */
function board(side: Player, transport: Transport, sideOpen = false) {
  const host = {
    localSide: side,
    aiSide: 'second' as Player,
    askNames: false,
    mode: 'online' as const,
    addController: () => {},
    removeController: () => {},
    requestUpdate: () => {},
    updateComplete: Promise.resolve(true),
  };
  const session = new GameSession<ConnectFourState, ConnectFourMove, ConnectFourOptions>(rules, {});
  const names = new NamesController(host, () => en);
  const events: Events = {};
  const played: string[] = [];
  const heard = { offers: 0, resigned: 0, seated: [] as Player[], states: [] as OnlineState[] };
  const link = new OnlineLink(
    host,
    () => session,
    names,
    {
      play: (move) => played.push(session.commit(move, 'remote').notation),
      setMoves: (moves) => void session.setMoves(moves),
      newGame: () => session.start({}),
      emit: (type, detail) => void ((events[type] ??= []) as unknown[]).push(detail),
    },
    transport,
    {
      resigned: () => heard.resigned++,
      offered: () => heard.offers++,
      answered: () => {},
      changed: (state) => heard.states.push(state),
      seated: (s) => heard.seated.push(s),
    },
    sideOpen,
  );
  /** A move made on this board by its player, sent as the board sends it. */
  const move = (notation: string) => link.sent(session.commit(rules.moveFromString(session.state, notation), 'user'));
  return { host, session, link, events, played, heard, move, refused: () => (events['invalid-move'] ?? []).map((e) => e.reason) };
}

async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${ok.toString()}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

function pair() {
  const [a, b] = memoryLink(true);
  return { ta: a, tb: b, a: board('first', a), b: board('second', b, true) };
}

const hello = (side: Player, moves: string[], reply = true) => encodeMessage({ type: 'hello', version: PROTOCOL_VERSION, game: 'connect-four', options: {}, side, name: 'Eve', moves, hash: moveListHash(moves), reply });
const send = (end: MemoryEnd, message: OnlineMessage | string) => end.receive(typeof message === 'string' ? message : encodeMessage(message));

/** The line: the inviter (first) and the friend have "4 4 4 4 4 4 5 5"; first is to move. */
async function midGame() {
  const p = pair();
  await until(() => p.a.link.status === 'connected' && p.b.link.status === 'connected');
  for (const m of '4 4 4 4 4 4 5 5'.split(' ')) {
    (p.a.session.state.turn === 'first' ? p.a : p.b).move(m);
    await until(() => p.a.session.moves.length === p.b.session.moves.length);
  }
  assert.equal(p.a.session.moves.join(' '), '4 4 4 4 4 4 5 5');
  return p;
}

describe('online link', () => {
  it('a joining board takes its side from the first greeting, then never again', async () => {
    const { a, b, tb } = pair();
    await until(() => b.link.status === 'connected');
    assert.deepEqual(b.heard.seated, ['second']);
    // The inviter's board (or a forger) greets again claiming the other side: nothing moves.
    send(tb, hello('second', []));
    assert.equal(b.host.localSide, 'second');
    assert.match(b.refused()[0]!, /Both boards play the second side/);
    assert.equal(a.host.localSide, 'first');
  });

  for (const when of ['mid-game', 'after a reconnection'] as const) {
    it(`${when}: a greeting whose line adds a move of this board's side changes nothing and fires invalid-move`, async () => {
      const { a, b, ta, tb } = await midGame();
      if (when === 'after a reconnection') {
        ta.cut();
        await until(() => a.link.status === 'reconnecting');
        ta.restore();
        await until(() => a.link.status === 'connected' && b.link.status === 'connected');
      }
      const line = [...a.session.moves];
      const before = a.refused().length;
      send(ta, hello('second', [...line, '1']));
      send(ta, hello('second', [...line, '1', '2', '3'], false));
      assert.deepEqual(a.session.moves, line, 'the forged move of first was not played');
      assert.deepEqual(a.played.length, 4, 'only the friend\'s four moves were ever played as theirs');
      assert.equal(a.refused().length, before + 2);
      assert.match(a.refused().at(-1)!, /part ways at move 9/);
      // The same forgery against the friend's board: a line that adds a move of second after first's.
      a.move('1');
      await until(() => b.session.moves.length === 9);
      send(tb, hello('first', [...b.session.moves, '2']));
      assert.equal(b.session.moves.length, 9);
      assert.match(b.refused().at(-1)!, /part ways at move 10/);
    });
  }

  it('after a reconnection, plays the other side\'s moves made while apart, up to a move of this side', async () => {
    const { a, b, ta, tb } = await midGame();
    ta.cut();
    await until(() => a.link.status === 'reconnecting' && b.link.status === 'reconnecting');
    // First moves while the network is down; its move reaches the friend only with the next greeting.
    a.move('1');
    ta.restore();
    await until(() => b.session.moves.length === 9 && b.link.status === 'connected');
    assert.deepEqual(b.session.moves, a.session.moves);
    assert.deepEqual(b.played.at(-1), '1', 'played as the other side\'s move');
    // A forged longer line that goes on with a move of second (the friend's side): nothing of it is taken.
    send(tb, hello('first', [...b.session.moves, '2', '3']));
    assert.deepEqual(b.session.moves.slice(9), [], 'nor the move of first after it');
    assert.match(b.refused().at(-1)!, /part ways at move 10/);
    send(tb, hello('first', [...b.session.moves]));
    assert.equal(b.session.moves.length, 9);
  });

  it('refuses a move of this board\'s side sent as a move', async () => {
    const { a, ta } = await midGame();
    const ply = a.session.moves.length + 1;
    const moves = [...a.session.moves, '1'];
    send(ta, { type: 'move', ply, move: '1', hash: moveListHash(moves) });
    assert.equal(a.session.moves.length, 8);
    assert.match(a.refused().at(-1)!, /not the other board's turn/);
  });

  it('a take-back offer asks for the asker\'s last move and the replies after it, never more', async () => {
    const { a, b, ta, tb } = await midGame();
    a.move('1');
    await until(() => b.session.moves.length === 9);
    // On the friend's board, first asks: its last move is move 9, so 8 moves stay, never fewer.
    for (const keep of [0, 1, 6]) send(tb, { type: 'offer', what: 'undo', ply: 9, keep });
    assert.equal(b.heard.offers, 0);
    assert.equal(b.refused().filter((r) => /take-back may take back only the asker's last move/.test(r)).length, 3);
    send(tb, { type: 'offer', what: 'undo', ply: 9, keep: 8 });
    assert.equal(b.heard.offers, 1);
    // On the inviter's board, second asks: its last move is move 8 (first's reply 9 goes with it), so 7 stay.
    send(ta, { type: 'offer', what: 'undo', ply: 9, keep: 0 });
    send(ta, { type: 'offer', what: 'undo', ply: 9, keep: 8 });
    assert.equal(a.heard.offers, 0, 'keeping 8 would take back only first\'s own move');
    send(ta, { type: 'offer', what: 'undo', ply: 9, keep: 7 });
    assert.equal(a.heard.offers, 1);
    assert.equal(a.session.moves.length, 9, 'nothing is taken back before an Accept');
  });

  it('refuses a take-back from a side that has not moved', async () => {
    const { b, tb } = pair();
    await until(() => b.link.status === 'connected');
    send(tb, { type: 'offer', what: 'undo', ply: 0, keep: 0 } as OnlineMessage);
    assert.equal(b.heard.offers, 0);
  });

  it('refuses a resignation, offer or answer made at another move, and offers on a finished game', async () => {
    const { a, ta } = await midGame();
    send(ta, { type: 'resign', ply: 3 });
    send(ta, { type: 'offer', what: 'draw', ply: 2 });
    send(ta, { type: 'answer', what: 'undo', ply: 5, accept: true });
    assert.equal(a.heard.resigned, 0);
    assert.equal(a.heard.offers, 0);
    assert.equal(a.refused().length, 3);
    // An answer to an offer this board never made is heard by nobody: the moves stay.
    send(ta, { type: 'answer', what: 'undo', ply: 8, accept: true });
    assert.equal(a.session.moves.length, 8);
    send(ta, { type: 'offer', what: 'draw', ply: 8 });
    assert.equal(a.heard.offers, 1);
    send(ta, { type: 'new-game' });
    assert.match(a.refused().at(-1)!, /before this one ended/);
    assert.equal(a.session.moves.length, 8);
  });

  it('a game with two players: a refused seat is said once and not retried', async () => {
    const t = new MemoryEnd(true);
    t.other = new MemoryEnd();
    t.refusal = new ConnectionRefused('full', 'This game already has two players.');
    const third = board('first', t, true);
    await until(() => third.link.status === 'full');
    await new Promise((r) => setTimeout(r, 700));
    assert.equal(t.connects, 1, 'no retry');
    assert.deepEqual(third.heard.states, ['waiting', 'full']);
    assert.deepEqual(third.session.moves, []);
  });

  it('an online server out of reach before the boards ever met: says so, retries on demand only; nothing was "lost"', async () => {
    const t = new MemoryEnd();
    t.other = new MemoryEnd(true);
    t.refusal = new ConnectionRefused('unreachable', 'Cannot reach the online server (127.0.0.1).');
    const lone = board('first', t);
    await until(() => lone.link.status === 'unreachable');
    await new Promise((r) => setTimeout(r, 700));
    assert.equal(t.connects, 1);
    lone.link.retry();
    await until(() => t.connects === 2 && lone.link.status === 'unreachable');
    // Any other failure before meeting is still "waiting", never "reconnecting".
    t.refusal = new Error('The other board did not answer in time.');
    lone.link.retry();
    await until(() => t.connects >= 3);
    assert.ok(!lone.heard.states.includes('reconnecting'), lone.heard.states.join());
    lone.link.stop();
  });
});
