/**
 * The link between two online boards, driven in Node through an in-memory transport: what each
 * message can and cannot do to this board's game, before and after a reconnection.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { Player } from '../../src/core/game.js';
import { type OnlineMessage, PROTOCOL_VERSION, encodeMessage, moveListHash } from '../../src/core/online-protocol.js';
import { GameClock, flag, parseClock, timeUp } from '../../src/core/clock.js';
import { ONLINE_CLOCK_SLACK_MS } from '../../src/core/clock-setting.js';
import { GameSession } from '../../src/core/session.js';
import {
  rules,
  type ConnectFourMove,
  type ConnectFourOptions,
  type ConnectFourState,
} from '../../src/games/connect-four/rules.js';
import type { BoardEventDetails } from '../../src/element/base/events.js';
import { en } from '../../src/element/base/messages.js';
import { PlayerNames } from '../../src/element/base/player-names.js';
import { OnlineLink, type OnlineState } from '../../src/element/online/online-link.js';
import { ConnectionRefused, type Transport } from '../../src/element/online/transport.js';
import { MemoryEnd, memoryLink } from './memory-transport.js';

type Events = { [K in keyof BoardEventDetails]?: BoardEventDetails[K][] };

/** A board as the link sees it: its side, its game, its names, and what the link did to it. */
function board(
  side: Player,
  transport: Transport,
  sideOpen = false,
  clock?: { setting: string; now: () => number },
  watching = false,
  heard: { at?: number; aliveAt?: number; beats?: boolean; now?: () => number } = {},
) {
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
  if (clock) session.setClock(new GameClock(parseClock(clock.setting)!, clock.setting, clock.now));
  const names = new PlayerNames(host, () => en);
  const events: Events = {};
  const played: string[] = [];
  const told = {
    offers: 0,
    resigned: 0,
    seated: [] as Player[],
    states: [] as OnlineState[],
    timeUp: [] as Player[],
    watchers: 0,
    claimed: [] as unknown[],
    away: [] as (Player | null)[],
    claimRefused: 0,
    reopened: 0,
  };
  const link = new OnlineLink(
    () => host.localSide,
    () => session,
    names,
    {
      play: (move) => played.push(session.commit(move, 'remote').notation),
      setMoves: (moves) => void session.setMoves(moves),
      newGame: () => session.start({}),
      emit: (type, detail) => void ((events[type] ??= []) as unknown[]).push(detail),
      resigned: () => told.resigned++,
      timeUp: (s) => (told.timeUp.push(s), timeUp(session, s)),
      watchers: (n) => (told.watchers = n),
      ended: (r) => void session.conclude(r),
      offered: () => told.offers++,
      answered: () => {},
      changed: (state) => told.states.push(state),
      // The board seats itself where the link says (the link reads the side back through its first argument).
      seated: (s) => (told.seated.push(s), (host.localSide = s)),
      claimed: (r) => (told.claimed.push(r), session.conclude(r)),
      claimRefused: () => told.claimRefused++,
      reopened: () => (told.reopened++, session.reopen('abandonment')),
      watchedAway: (s) => told.away.push(s),
    },
    transport,
    sideOpen,
    watching,
    heard,
  );
  /** A move made on this board by its player, sent as the board sends it. */
  const move = (notation: string) => link.sent(session.commit(rules.moveFromString(session.state, notation), 'user'));
  return {
    host,
    session,
    link,
    events,
    played,
    told,
    move,
    refused: () => (events['invalid-move'] ?? []).map((e) => e.reason),
  };
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

/** A greeting as a board of this version sends it (it beats); `earlier`: as a board from before presence. */
const hello = (side: Player, moves: string[], reply = true, earlier = false) =>
  encodeMessage({
    type: 'hello',
    version: PROTOCOL_VERSION,
    game: 'connect-four',
    options: {},
    side,
    name: 'Eve',
    moves,
    hash: moveListHash(moves),
    reply,
    ...(earlier ? {} : { presence: true as const }),
  });
const send = (end: MemoryEnd, message: OnlineMessage | string) =>
  end.receive(typeof message === 'string' ? message : encodeMessage(message));

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
  it('stops hearing its transport when it stops, so a board relinked many times keeps no old listeners', async () => {
    const { a, ta } = pair();
    await until(() => a.link.status === 'connected');
    assert.equal(ta.listening, 2, 'messages and drops');
    a.link.stop();
    assert.equal(ta.listening, 0);
    ta.receive('{"type":"resign"}');
    assert.equal(a.told.resigned, 0);
  });

  it("stops cleanly on a page's transport whose onMessage returns no function", async () => {
    const [ta] = memoryLink(true);
    const odd = Object.assign(Object.create(ta) as typeof ta, { onMessage: () => 42, onClose: () => 'no' });
    const { link } = board('first', odd as unknown as Transport);
    assert.doesNotThrow(() => link.stop());
  });

  it('a joining board takes its side from the first greeting, then never again', async () => {
    const { a, b, tb } = pair();
    await until(() => b.link.status === 'connected');
    assert.deepEqual(b.told.seated, ['second']);
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
      assert.deepEqual(a.played.length, 4, "only the friend's four moves were ever played as theirs");
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

  it("after a reconnection, plays the other side's moves made while apart, up to a move of this side", async () => {
    const { a, b, ta, tb } = await midGame();
    ta.cut();
    await until(() => a.link.status === 'reconnecting' && b.link.status === 'reconnecting');
    // First moves while the network is down; its move reaches the friend only with the next greeting.
    a.move('1');
    ta.restore();
    await until(() => b.session.moves.length === 9 && b.link.status === 'connected');
    assert.deepEqual(b.session.moves, a.session.moves);
    assert.deepEqual(b.played.at(-1), '1', "played as the other side's move");
    // A forged longer line that goes on with a move of second (the friend's side): nothing of it is taken.
    send(tb, hello('first', [...b.session.moves, '2', '3']));
    assert.deepEqual(b.session.moves.slice(9), [], 'nor the move of first after it');
    assert.match(b.refused().at(-1)!, /part ways at move 10/);
    send(tb, hello('first', [...b.session.moves]));
    assert.equal(b.session.moves.length, 9);
  });

  it("refuses a move of this board's side sent as a move", async () => {
    const { a, ta } = await midGame();
    const ply = a.session.moves.length + 1;
    const moves = [...a.session.moves, '1'];
    send(ta, { type: 'move', ply, move: '1', hash: moveListHash(moves) });
    assert.equal(a.session.moves.length, 8);
    assert.match(a.refused().at(-1)!, /not the other board's turn/);
  });

  it("a take-back offer asks for the asker's last move and the replies after it, never more", async () => {
    const { a, b, ta, tb } = await midGame();
    a.move('1');
    await until(() => b.session.moves.length === 9);
    // On the friend's board, first asks: its last move is move 9, so 8 moves stay, never fewer.
    for (const keep of [0, 1, 6]) send(tb, { type: 'offer', what: 'undo', ply: 9, keep });
    assert.equal(b.told.offers, 0);
    assert.equal(b.refused().filter((r) => /take-back may take back only the asker's last move/.test(r)).length, 3);
    send(tb, { type: 'offer', what: 'undo', ply: 9, keep: 8 });
    assert.equal(b.told.offers, 1);
    // On the inviter's board, second asks: its last move is move 8 (first's reply 9 goes with it), so 7 stay.
    send(ta, { type: 'offer', what: 'undo', ply: 9, keep: 0 });
    send(ta, { type: 'offer', what: 'undo', ply: 9, keep: 8 });
    assert.equal(a.told.offers, 0, "keeping 8 would take back only first's own move");
    send(ta, { type: 'offer', what: 'undo', ply: 9, keep: 7 });
    assert.equal(a.told.offers, 1);
    assert.equal(a.session.moves.length, 9, 'nothing is taken back before an Accept');
  });

  it('refuses a take-back from a side that has not moved', async () => {
    const { b, tb } = pair();
    await until(() => b.link.status === 'connected');
    send(tb, { type: 'offer', what: 'undo', ply: 0, keep: 0 } as OnlineMessage);
    assert.equal(b.told.offers, 0);
  });

  it('refuses a resignation, offer or answer made at another move, and offers on a finished game', async () => {
    const { a, ta } = await midGame();
    send(ta, { type: 'resign', ply: 3 });
    send(ta, { type: 'offer', what: 'draw', ply: 2 });
    send(ta, { type: 'answer', what: 'undo', ply: 5, accept: true });
    assert.equal(a.told.resigned, 0);
    assert.equal(a.told.offers, 0);
    assert.equal(a.refused().length, 3);
    // An answer to an offer this board never made is heard by nobody: the moves stay.
    send(ta, { type: 'answer', what: 'undo', ply: 8, accept: true });
    assert.equal(a.session.moves.length, 8);
    send(ta, { type: 'offer', what: 'draw', ply: 8 });
    assert.equal(a.told.offers, 1);
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
    assert.deepEqual(third.told.states, ['waiting', 'full']);
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
    assert.ok(!lone.told.states.includes('reconnecting'), lone.told.states.join());
    lone.link.stop();
  });
});

describe('online clocks', () => {
  /** Two boards on one hand-moved time line, 1 minute + 2 s each, connected. */
  async function timedPair(settings: [string, string] = ['1+2', '1+2']) {
    let t = 0;
    const now = () => t;
    const [ta, tb] = memoryLink(true);
    const a = board('first', ta, false, { setting: settings[0], now });
    const b = board('second', tb, true, { setting: settings[1], now });
    const p = { a, b, ta, tb, pass: (ms: number) => void (t += ms) };
    if (settings[0] === settings[1]) await until(() => a.link.status === 'connected' && b.link.status === 'connected');
    return p;
  }

  it("each move carries the mover's time, and the other board shows it", async () => {
    const { a, b, pass } = await timedPair();
    a.move('4');
    await until(() => b.session.moves.length === 1);
    pass(5000);
    b.move('4');
    await until(() => a.session.moves.length === 2);

    assert.equal(b.session.clock!.left('second'), 57_000);
    assert.equal(a.session.clock!.left('second'), 57_000, 'the same time on both boards');
    assert.equal(a.session.clock!.left('first'), 62_000);
  });

  it('a board that claims more time than it had is held to its time before the move plus the increment', async () => {
    const { a, ta, pass } = await timedPair();
    a.move('4');
    pass(20_000);
    // Second (the other board) says it still has the whole minute and more after 20 s.
    const moves = [...a.session.moves, '4'];
    send(ta, { type: 'move', ply: 2, move: '4', hash: moveListHash(moves), left: 999_000 });
    await until(() => a.session.moves.length === 2);
    assert.equal(a.session.clock!.left('second'), 42_000 + 2000, "at most the slack above this board's count");
    // A board may always say it used more time than counted (its own clock is slower to start).
    pass(1000);
    a.move('4');
    pass(3000);
    send(ta, { type: 'move', ply: 4, move: '4', hash: moveListHash([...a.session.moves, '4']), left: 10_000 });
    await until(() => a.session.moves.length === 4);
    assert.equal(a.session.clock!.left('second'), 10_000);
  });

  /**
   * A greeting of the second side with `left` ms claimed, as a hostile page sends it (a reply, so it is not answered).
   */
  const stretched = (moves: string[], left: number, clock = '1+0') => ({
    type: 'hello' as const,
    version: PROTOCOL_VERSION,
    game: 'connect-four',
    options: {},
    side: 'second' as const,
    name: 'Eve',
    moves,
    hash: moveListHash(moves),
    reply: true,
    presence: true as const,
    clock,
    left,
  });

  it('40 greetings claiming a billion ms give the other side back at most the slack, once; its next move is held to what this board measured', async () => {
    const { a, ta, pass } = await timedPair(['1+0', '1+0']);
    a.move('4');
    pass(20_000);
    assert.equal(a.session.clock!.left('second'), 40_000);
    for (let i = 0; i < 40; i++) {
      send(ta, stretched(a.session.moves, 1e9));
      pass(100);
    }
    const after = a.session.clock!.left('second');
    assert.ok(
      after <= 40_000 - 4000 + 2000 && after >= 40_000 - 4000,
      `the second side's clock reads ${after} ms after 4 s more: at most the slack above this board's count`,
    );
    // Its move claims a billion ms left too: held to the time this board measured since it handed over the turn, plus
    // the slack.
    pass(1000);
    const moves = [...a.session.moves, '4'];
    send(ta, { type: 'move', ply: 2, move: '4', hash: moveListHash(moves), left: 1e9 });
    await until(() => a.session.moves.length === 2);
    assert.equal(
      a.session.clock!.left('second'),
      60_000 - 25_000 + 2000,
      'the greetings stretched nothing: 25 s measured, 2 s slack',
    );
    // A greeting with less time is always taken: a board may say it has less.
    send(ta, stretched(a.session.moves, 10_000));
    assert.equal(a.session.clock!.left('second'), 10_000);
    assert.equal(a.session.clock!.lap(2).second, 37_000, "a greeting's figure does not rewrite the time the move left");
  });

  it('a friend who never moves and greets every second with more time loses on time on the waiting board, within twice the slack', async () => {
    const { a, ta, pass } = await timedPair(['0.1+0', '0.1+0']);
    a.move('4');
    let waited = 0;
    while (!flag(a.session, ONLINE_CLOCK_SLACK_MS) && waited < 60_000) {
      pass(1000);
      waited += 1000;
      send(ta, stretched(a.session.moves, 1e9, '0.1+0'));
    }
    assert.deepEqual(a.refused(), []);
    assert.deepEqual(a.session.result, { winner: 'first', reason: 'time' });
    assert.ok(waited <= 6000 + 2 * ONLINE_CLOCK_SLACK_MS, `lost on time after ${waited} ms of a 6 s clock`);
  });

  it('the side whose time ran out tells the other: the game ends on both boards with reason time', async () => {
    const { a, b, pass } = await timedPair(['0.05+0', '0.05+0']);
    a.move('4');
    await until(() => b.session.moves.length === 1);
    pass(3000);
    // Second's own board sees its time run out, ends the game and says so.
    assert.deepEqual(flag(b.session), { winner: 'first', reason: 'time' });
    b.link.timeUp('second');
    await until(() => a.session.result !== null);
    assert.deepEqual(a.session.result, { winner: 'first', reason: 'time' });
    assert.deepEqual(a.told.timeUp, ['second']);
  });

  it("a word that this board's time ran out is refused while its clock still has time", async () => {
    const { a, ta, pass } = await timedPair();
    a.move('4');
    const rest = [...a.session.moves, '4'];
    send(ta, { type: 'move', ply: 2, move: '4', hash: moveListHash(rest), left: 60_000 });
    await until(() => a.session.moves.length === 2);
    pass(10_000);
    send(ta, { type: 'flag', ply: 2, side: 'first' });
    assert.equal(a.session.result, null);
    assert.match(a.refused().at(-1)!, /still has time/);
    // Of the side not to move, or at another move: refused too.
    send(ta, { type: 'flag', ply: 2, side: 'second' });
    send(ta, { type: 'flag', ply: 1, side: 'first' });
    assert.equal(a.session.result, null);
    assert.match(a.refused().at(-2)!, /second side's clock is not running/);
    assert.match(a.refused().at(-1)!, /at move 1/);
    // Close to zero (within the slack), the other board's word is taken.
    pass(50_500);
    send(ta, { type: 'flag', ply: 2, side: 'first' });
    assert.deepEqual(a.session.result, { winner: 'second', reason: 'time' });
  });

  it('boards with different clocks, or one without, do not play each other', async () => {
    const { a, b, ta } = await timedPair(['1+2', '3+0']);
    await until(() => a.refused().length > 0 || b.refused().length > 0);
    assert.match([...a.refused(), ...b.refused()].join(' '), /clock of (1\+2|3\+0)/);
    send(ta, hello('second', []));
    assert.match(a.refused().at(-1)!, /without a clock/);
  });
});

describe('watching', () => {
  const view = (moves: string[], extra: Record<string, unknown> = {}) => ({
    type: 'view' as const,
    game: 'connect-four',
    options: {},
    moves,
    hash: moveListHash(moves),
    names: { first: 'Ann', second: 'Bo' },
    ...extra,
  });

  it("a watcher takes the inviter's view: new moves one by one, any other line whole, the names and a result outside the rules", async () => {
    const [tw, ti] = memoryLink(true);
    const w = board('first', ti, false, undefined, true);
    void tw;
    await until(() => w.link.status === 'waiting');
    send(ti, view(['4', '4', '5']));
    assert.deepEqual(w.session.moves, ['4', '4', '5']);
    assert.equal(w.played.length, 3, "each new move played (and announced) as the other board's");
    assert.equal(w.link.status, 'connected');
    send(ti, view(['4', '4', '5', '5']));
    assert.equal(w.played.length, 4);
    // A take-back or a new game: the line is set up whole.
    send(ti, view(['4']));
    assert.deepEqual(w.session.moves, ['4']);
    send(ti, view(['4', '3'], { ended: { winner: 'first', reason: 'resignation' } }));
    assert.deepEqual(w.session.result, { winner: 'first', reason: 'resignation' });
    // A claim the inviter took back (its friend refused it) is taken back here too; a resignation never is.
    send(ti, view(['4', '3'], { ended: { winner: 'first', reason: 'abandonment' } }));
    assert.deepEqual(w.session.result, { winner: 'first', reason: 'resignation' });
    w.session.setMoves(['4', '3']);
    send(ti, view(['4', '3'], { ended: { winner: 'first', reason: 'abandonment' } }));
    assert.deepEqual(w.session.result, { winner: 'first', reason: 'abandonment' });
    send(ti, view(['4', '3']));
    assert.equal(w.session.result, null);
    assert.deepEqual(w.refused(), []);
  });

  it('a watcher takes nothing but the view, sends nothing, and refuses a view of another game, options or an illegal line', async () => {
    const [tw, ti] = memoryLink(true);
    const w = board('first', ti, false, undefined, true);
    send(ti, view(['4']));
    const sentBefore = ti.sent.length;
    send(ti, { type: 'move', ply: 2, move: '4', hash: moveListHash(['4', '4']) });
    send(ti, hello('first', ['4', '4']));
    send(ti, { type: 'offer', what: 'draw', ply: 1 });
    send(ti, { ...view(['4']), game: 'reversi' });
    send(ti, { ...view(['4']), options: { columns: 8 } });
    send(ti, view(['4', '4', '4', '4', '4', '4', '4']));
    assert.deepEqual(w.session.moves.slice(0, 6), ['4', '4', '4', '4', '4', '4'], 'the legal part of the line only');
    assert.equal(w.refused().length, 6);
    assert.match(w.refused()[0]!, /takes only the game's view/);
    assert.match(w.refused().at(-1)!, /not legal here/);
    // Nothing this board does reaches the other side.
    assert.equal(w.link.tell({ type: 'resign', ply: 1 }), false);
    w.link.startedNewGame();
    w.link.renamed();
    assert.equal(ti.sent.length, sentBefore);
    void tw;
  });

  it("a player's board refuses a view, and counts watchers only from the inviter", async () => {
    const { a, b, ta, tb } = await midGame();
    send(ta, view(['1']));
    assert.match(a.refused().at(-1)!, /Only a watcher's board takes the game's view/);
    assert.deepEqual(a.session.moves, '4 4 4 4 4 4 5 5'.split(' '));
    send(ta, { type: 'watchers', count: 3 });
    assert.match(a.refused().at(-1)!, /Only the inviter counts/);
    send(tb, { type: 'watchers', count: 3 });
    assert.equal(b.told.watchers, 3);
  });
});

describe('presence', () => {
  /** Two connected boards on one hand-moved time line, beating only when told. */
  async function presentPair(heardAt?: number) {
    let t = 100_000;
    const now = () => t;
    const [ta, tb] = memoryLink(true);
    const a = board('first', ta, false, undefined, false, { now });
    const b = board('second', tb, true, undefined, false, { now, at: heardAt });
    await until(() => a.link.status === 'connected' && b.link.status === 'connected');
    return { a, b, ta, tb, pass: (ms: number) => void (t += ms) };
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('boards that beat every 2 s stay connected; one gone silent (closed, frozen, unplugged) is "away" within 10 s, and back with its next word', async () => {
    const { a, b, pass } = await presentPair();
    for (let s = 0; s < 20; s += 2) {
      pass(2000);
      a.link.tick();
      b.link.tick();
      await settle();
    }
    assert.equal(a.link.status, 'connected');
    // The friend's page freezes: it sends nothing more, and the channel says nothing either.
    let waited = 0;
    while (a.link.status === 'connected' && waited < 30_000) {
      pass(2000);
      waited += 2000;
      a.link.tick();
      await settle();
    }
    assert.equal(a.link.status, 'away');
    assert.ok(waited <= 10_000, `noticed after ${waited} ms`);
    assert.deepEqual(a.told.states.slice(-1), ['away']);
    b.link.tick();
    await settle();
    assert.equal(a.link.status, 'connected', "the friend's next heartbeat brings it back");
  });

  it('a board that never said it beats is never taken for gone while its connection stays open (an earlier board), and is once its connection closes', async () => {
    const [ta, tb] = memoryLink(true);
    let t = 100_000;
    const a = board('first', ta, false, undefined, false, { now: () => t });
    // The friend's board is an earlier one: it greets without presence and never pings.
    await until(() => ta.sent.length === 1);
    send(ta, hello('second', [], true, true));
    assert.equal(a.link.status, 'connected');
    t += 60_000;
    a.link.tick();
    assert.equal(a.link.status, 'connected');
    // Its tab closes: the connection says so, and a silence of 8 s from then is an absence.
    tb.cut();
    t += 2000;
    a.link.tick();
    assert.equal(a.link.status, 'reconnecting');
    t += 8000;
    a.link.tick();
    assert.equal(a.link.status, 'away');
    a.link.stop();
  });

  it('a board that said it beats cannot stop by greeting as an earlier board: the greeting is refused, and its silence is still an absence, also after a reload', async () => {
    const { a, ta, pass } = await presentPair();
    send(ta, hello('second', [], true, true));
    assert.match(a.refused().at(-1)!, /greeted without/);
    for (let waited = 0; waited < 10_000; waited += 2000) {
      pass(2000);
      a.link.tick();
    }
    assert.equal(a.link.status, 'away');
    // A board that rejoins after a reload keeps what it knew: the first greeting without presence is refused.
    const [tc] = memoryLink(true);
    const c = board('first', tc, false, undefined, false, { now: () => 0, beats: true });
    send(tc, hello('second', [], true, true));
    assert.match(c.refused().at(-1)!, /greeted without/);
    assert.equal(c.link.kept.beats, true);
  });

  it('a claim reaches the board that left only when it was away that long too, at the same moves, for the claimer alone', async () => {
    const { a, b, tb, pass } = await presentPair();
    a.move('4');
    await until(() => b.session.moves.length === 1);
    const claim = (winner: Player | null, moves: string[] = []) =>
      encodeMessage({
        type: 'hello',
        version: PROTOCOL_VERSION,
        game: 'connect-four',
        options: {},
        side: 'first',
        name: 'Ann',
        moves,
        hash: moveListHash(moves),
        reply: true,
        presence: true,
        claimed: { winner },
      });
    // Heard a moment ago: the claim is refused, and the game goes on.
    pass(5000);
    send(tb, claim('first', ['4']));
    assert.equal(b.session.result, null);
    assert.match(b.refused().at(-1)!, /this board was here: its page did not run for 0 s of the 58 s/);
    // A claim of the win for the side that stayed is refused whatever the silence.
    pass(120_000);
    send(tb, claim('second', ['4']));
    assert.match(b.refused().at(-1)!, /only for its own side/);
    pass(120_000);
    send(tb, claim('first'));
    assert.match(b.refused().at(-1)!, /other moves/);
    pass(120_000);
    send(tb, claim('first', ['4']));
    assert.deepEqual(b.session.result, { winner: 'first', reason: 'abandonment' });
    assert.equal(b.told.claimed.length, 1);
  });

  it('the time away counts over a reload: a board that rejoins with its last heard time takes a claim made while it was gone', async () => {
    const t = 1_000_000;
    const [, tb] = memoryLink(true);
    const b = board('second', tb, true, undefined, false, {
      now: () => t,
      at: t - 90_000,
      aliveAt: t - 89_000,
      beats: true,
    });
    const moves: string[] = [];
    send(
      tb,
      encodeMessage({
        type: 'hello',
        version: PROTOCOL_VERSION,
        game: 'connect-four',
        options: {},
        side: 'first',
        name: 'Ann',
        moves,
        hash: moveListHash(moves),
        reply: false,
        presence: true,
        claimed: { winner: null },
      }),
    );
    assert.deepEqual(b.session.result, { winner: null, reason: 'abandonment' });
    assert.equal(tb.sent.length, 1, 'and it answers the greeting');
  });

  it('a board whose page ran all along refuses a claim made while it could not be heard, even when its heartbeat ran before the claim arrived', async () => {
    // The friend's page reloads after 30 s of a split: its page ran 30 s, then not for 1 s. Not away for a claim's
    // minute.
    const t = 1_000_000;
    const [, tb] = memoryLink(true);
    const b = board('second', tb, true, undefined, false, {
      now: () => t,
      at: t - 70_000,
      aliveAt: t - 1000,
      beats: true,
    });
    const moves: string[] = [];
    send(
      tb,
      encodeMessage({
        type: 'hello',
        version: PROTOCOL_VERSION,
        game: 'connect-four',
        options: {},
        side: 'first',
        name: 'Ann',
        moves,
        hash: moveListHash(moves),
        reply: false,
        presence: true,
        claimed: { winner: 'first' },
      }),
    );
    assert.equal(b.session.result, null);
    assert.match(b.refused().at(-1)!, /did not run for 1 s of the 58 s/);
    assert.ok(tb.sent.some((m) => (JSON.parse(m) as { type: string }).type === 'claim-refused'));
  });

  it('a claim is told in the greeting of the board that claimed, once the other comes back', async () => {
    const { a, ta } = await presentPair();
    a.session.conclude({ winner: 'first', reason: 'abandonment' });
    a.link.renamed();
    const sent = JSON.parse(ta.sent.at(-1)!) as { type: string; claimed?: unknown; presence?: boolean };
    assert.equal(sent.type, 'hello');
    assert.deepEqual(sent.claimed, { winner: 'first' });
    assert.equal(sent.presence, true);
  });
});

describe('claims after a split', () => {
  const links: OnlineLink<ConnectFourState, ConnectFourMove, ConnectFourOptions>[] = [];
  // Links left trying to reconnect would keep the test process alive.
  afterEach(() => links.splice(0).forEach((link) => link.stop()));

  /** Two connected boards on one hand-moved time line; `beat` ticks the boards whose pages run. */
  async function apart() {
    let t = 100_000;
    const now = () => t;
    const [ta, tb] = memoryLink(true);
    const a = board('first', ta, false, undefined, false, { now });
    const b = board('second', tb, true, undefined, false, { now });
    links.push(a.link, b.link);
    await until(() => a.link.status === 'connected' && b.link.status === 'connected');
    const beat = async (ms: number, ...boards: (typeof a)[]) => {
      for (let s = 0; s < ms; s += 2000) {
        t += 2000;
        for (const x of boards) x.link.tick();
        await new Promise((r) => setTimeout(r, 0));
      }
    };
    return { a, b, ta, tb, beat };
  }
  const types = (end: MemoryEnd) => end.sent.map((m) => JSON.parse(m) as { type: string; claimed?: unknown });
  /**
   * Stops an end's messages from arriving, as a page whose `send` was emptied; returns the function that lets them
   * through again.
   */
  const mute = (end: MemoryEnd) => {
    const send = end.send.bind(end);
    end.send = (data: string) => void end.sent.push(data);
    return () => (end.send = send);
  };

  it('a friend that stops sending but keeps hearing, then claims, is refused by the board that was there all along; the claimer takes its result back', async () => {
    const { a, b, ta, tb, beat } = await apart();
    const unmute = mute(tb);
    // 20 s into the silence the inviter plays a move, which the friend hears; 58.7 s in all.
    await beat(20_000, a, b);
    assert.equal(a.link.status, 'away');
    a.move('4');
    await until(() => b.session.moves.length === 1);
    await beat(40_000, a, b);
    // The friend's board claims the win, and its greeting alone gets through.
    b.session.conclude({ winner: 'second', reason: 'abandonment' });
    b.link.renamed();
    const claim = tb.sent.at(-1)!;
    assert.deepEqual((JSON.parse(claim) as { claimed?: unknown }).claimed, { winner: 'second' });
    ta.receive(claim);
    assert.equal(a.session.result, null, 'a present player never loses by abandonment');
    assert.match(a.refused().at(-1)!, /this board was here/);
    assert.equal(a.told.claimRefused, 1);
    // The refusal reaches the friend's board, which takes its result back and greets without the claim.
    await until(() => b.told.reopened === 1);
    assert.equal(b.session.result, null);
    assert.equal(types(tb).at(-1)!.type, 'hello');
    assert.equal(types(tb).at(-1)!.claimed, undefined);
    unmute();
    b.link.renamed();
    await until(() => a.link.status === 'connected');
    // Told once the claim is gone: no more refusals.
    const refusals = types(ta).filter((m) => m.type === 'claim-refused').length;
    await beat(4000, a, b);
    assert.equal(types(ta).filter((m) => m.type === 'claim-refused').length, refusals);
    // And the game goes on on both boards.
    b.move('4');
    await until(() => a.session.moves.length === 2);
    assert.deepEqual(a.session.moves, b.session.moves);
  });

  it(
    'a split in which one side claimed ends in one result on both boards: the claim is withdrawn, the game goes on',
    { timeout: 60_000 },
    async () => {
      const { a, b, ta, beat } = await apart();
      a.move('4');
      await until(() => b.session.moves.length === 1);
      ta.cut();
      // 70 s apart; both pages run, each sees the other leave.
      await beat(70_000, a, b);
      assert.equal(a.link.status, 'away');
      assert.equal(b.link.status, 'away');
      a.session.conclude({ winner: 'first', reason: 'abandonment' });
      ta.restore();
      // The boards find each other again by themselves; the friend's pings may come before the claim.
      await until(() => a.told.reopened === 1 || a.session.result === null, 30_000);
      await until(() => a.link.status === 'connected' && b.link.status === 'connected', 30_000);
      assert.equal(a.session.result, null);
      assert.equal(b.session.result, null);
      assert.equal(b.told.claimRefused, 1);
      assert.deepEqual(b.told.claimed, []);
      b.move('4');
      await until(() => a.session.moves.length === 2);
    },
  );

  it('both sides claimed while apart: each refuses the other, and both games go on', { timeout: 60_000 }, async () => {
    const { a, b, ta, beat } = await apart();
    ta.cut();
    await beat(70_000, a, b);
    a.session.conclude({ winner: 'first', reason: 'abandonment' });
    b.session.conclude({ winner: 'second', reason: 'abandonment' });
    ta.restore();
    await until(() => a.session.result === null && b.session.result === null, 30_000);
    assert.match(a.refused().concat(b.refused()).join(' '), /Both boards claimed/);
  });

  it('a one-way break ends in agreement too: the refusal is told again each heartbeat until it gets through', async () => {
    const { a, b, ta, tb, beat } = await apart();
    const unmute = mute(tb);
    await beat(62_000, a, b);
    assert.equal(a.link.status, 'away');
    assert.ok(a.link.silentFor >= a.link.claimDelay('second'));
    a.session.conclude({ winner: 'first', reason: 'abandonment' });
    // The inviter greets again while it tries to reach the friend: the claim travels with it.
    await until(() => b.told.claimRefused === 1, 30_000);
    assert.equal(b.session.result, null);
    await beat(4000, a, b);
    assert.ok(types(tb).filter((m) => m.type === 'claim-refused').length >= 3, 'told again each heartbeat');
    assert.deepEqual(a.session.result, { winner: 'first', reason: 'abandonment' }, 'nothing reached the claimer yet');
    unmute();
    await beat(2000, a, b);
    await until(() => a.session.result === null);
    assert.equal(a.told.reopened, 1);
    await until(() => !types(ta).at(-1)!.claimed && types(ta).at(-1)!.type === 'hello');
    const refusals = types(tb).filter((m) => m.type === 'claim-refused').length;
    await beat(4000, a, b);
    assert.equal(
      types(tb).filter((m) => m.type === 'claim-refused').length,
      refusals,
      'no refusal once the claim is gone',
    );
  });

  it("a board away for the claim's time (its page did not run) takes the claim, and both show the same result", async () => {
    const { a, b, ta, beat } = await apart();
    // The friend's computer sleeps: its page does not run, so it neither beats nor hears.
    const wake = mute(ta);
    await beat(62_000, a);
    assert.equal(a.link.status, 'away');
    a.session.conclude({ winner: 'first', reason: 'abandonment' });
    // It wakes: the inviter's next greeting, which it sends while it tries to reach the friend, carries the claim.
    wake();
    await beat(2000, a, b);
    await until(() => b.session.result !== null, 30_000);
    assert.deepEqual(b.session.result, { winner: 'first', reason: 'abandonment' });
    assert.equal(b.told.claimRefused, 0);
  });

  it('a refusal of nothing, or at other moves, changes nothing', async () => {
    const { a, ta } = await apart();
    send(ta, { type: 'claim-refused', ply: 0, hash: moveListHash([]) });
    assert.match(a.refused().at(-1)!, /claimed nothing/);
    a.session.conclude({ winner: 'first', reason: 'resignation' });
    send(ta, { type: 'claim-refused', ply: 0, hash: moveListHash([]) });
    assert.deepEqual(a.session.result, { winner: 'first', reason: 'resignation' }, 'a resignation is no claim');
    a.session.start({});
    a.session.conclude({ winner: 'first', reason: 'abandonment' });
    send(ta, { type: 'claim-refused', ply: 1, hash: moveListHash(['4']) });
    assert.match(a.refused().at(-1)!, /at other moves/);
    assert.deepEqual(a.session.result, { winner: 'first', reason: 'abandonment' });
  });
});
