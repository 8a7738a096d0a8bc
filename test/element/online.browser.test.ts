/** Two boards playing each other through a transport: a whole game, a dropped connection, forged messages. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/reversi-board.js';
import { moveListHash } from '../../src/core/online-protocol.js';
import type { ReversiBoard } from '../../src/games/reversi/reversi-board.js';
import type {
  GameOverEventDetail,
  InvalidMoveEventDetail,
  OfferAnswerEventDetail,
  OfferEventDetail,
  OnlineStatusEventDetail,
  ResignEventDetail,
} from '../../src/element/base/events.js';
import { BroadcastChannelTransport, type Transport } from '../../src/element/online/transport.js';
import { captureWarnings, click, record, until } from '../helpers.js';
import { memoryLink } from './memory-transport.js';

async function pair(transports: [Transport, Transport]): Promise<[ReversiBoard, ReversiBoard]> {
  const wrap = await fixture<HTMLDivElement>(html`<div>
    <reversi-board mode="online" local-side="first" first-player="Ann" ai-delay="0"></reversi-board>
    <reversi-board mode="online" local-side="second" second-player="Bo" ai-delay="0"></reversi-board>
  </div>`);
  const [a, b] = [...wrap.querySelectorAll('reversi-board')] as [ReversiBoard, ReversiBoard];
  a.transport = transports[0];
  b.transport = transports[1];
  return [a, b];
}

const status = (el: ReversiBoard) => el.shadowRoot!.querySelector('[part="status"]')!.textContent!.trim();
const names = (el: ReversiBoard) =>
  [...el.shadowRoot!.querySelectorAll('[part="player-name"]')].map((n) => n.textContent);
/** The online panel's text. */
const panel = (el: ReversiBoard) =>
  el.shadowRoot!.querySelector('[part~="online"]')?.textContent?.replace(/\s+/g, ' ') ?? '';

/**
 * Runs `test` with the boards' own time (`Date.now`) run ahead on demand by `pass`; their heartbeat and the test run in
 * real time.
 */
async function withTimeAhead(test: (pass: (ms: number) => void) => Promise<void>): Promise<void> {
  const realNow = Date.now;
  let ahead = 0;
  Date.now = () => realNow() + ahead;
  try {
    await test((ms) => void (ahead += ms));
  } finally {
    Date.now = realNow;
  }
}

/** Plays the side to move on its own board with its first legal move, until the game ends. */
async function playToEnd(a: ReversiBoard, b: ReversiBoard): Promise<void> {
  for (let i = 0; i < 200 && !a.result; i++) {
    const mover = a.gameState.turn === 'first' ? a : b;
    const ply = a.moves.length;
    mover.play(mover.legalMoves[0]!);
    await until(() => a.moves.length === ply + 1 && b.moves.length === ply + 1, 2000);
  }
}

describe('online play', () => {
  it('plays a whole Reversi game between two boards over a BroadcastChannel: same moves, names and result', async () => {
    const name = `bge-test-${Math.random()}`;
    const [a, b] = await pair([new BroadcastChannelTransport(name), new BroadcastChannelTransport(name)]);
    const statuses = record<OnlineStatusEventDetail>(a, 'online-status');
    await until(() => a.playerName('second') === 'Bo' && b.playerName('first') === 'Ann');
    expect(statuses.at(-1)).to.deep.equal({ state: 'connected', peer: 'Bo' });
    expect(() => b.play('d3'), "black's move is not the white board's to play").to.throw(/opponent's turn/);
    await playToEnd(a, b);
    await Promise.all([a.updateComplete, b.updateComplete]);
    expect(a.result).to.not.equal(null);
    expect(b.moves).to.deep.equal(a.moves);
    expect(b.result).to.deep.equal(a.result);
    expect(names(a)).to.deep.equal(['Ann', 'Bo']);
    expect(names(b)).to.deep.equal(['Ann', 'Bo']);
    // Each board tells the result from its own seat: both a draw, or one win and one loss.
    const seen = [status(a), status(b)].map((t) => t.split(/[.!]/)[0]).sort();
    expect([
      ['Draw', 'Draw'],
      ['You lose', 'You win'],
    ]).to.deep.include(seen);
    expect(a.canUndo, 'undo needs the other side: not offered').to.equal(false);
    // After the end, a new game on one board is a new game on both.
    b.reset();
    await until(() => a.moves.length === 0);
    expect(b.moves).to.deep.equal([]);
  });

  it('loses nothing when the connection drops mid-game: it reconnects and the longer line wins', async () => {
    const [ta, tb] = memoryLink();
    const [a, b] = await pair([ta, tb]);
    const statuses = record<OnlineStatusEventDetail>(b, 'online-status');
    await until(() => b.playerName('first') === 'Ann');
    a.play('d3');
    await until(() => b.moves.length === 1);
    b.play(b.legalMoves[0]!);
    await until(() => a.moves.length === 2);
    ta.cut();
    await until(() => statuses.some((s) => s.state === 'reconnecting'));
    // A moves while the network is down: the move cannot travel yet.
    a.play(a.legalMoves[0]!);
    expect(b.moves).to.have.length(2);
    ta.restore();
    await until(() => b.moves.length === 3, 5000);
    expect(b.moves).to.deep.equal(a.moves);
    expect(statuses.at(-1)!.state).to.equal('connected');
    b.play(b.legalMoves[0]!);
    await until(() => a.moves.length === 4);
    expect(a.moves).to.deep.equal(b.moves);
    // Mid-game, neither board starts a new game on its own, nor lets the other do it.
    const warnings = await captureWarnings(() => a.reset());
    expect(warnings.join()).to.match(/new game starts once this one is over/);
    const refused = record<InvalidMoveEventDetail>(a, 'invalid-move');
    ta.receive(JSON.stringify({ type: 'new-game' }));
    expect(refused[0]!.reason).to.match(/before this one ended/);
    expect(a.moves).to.have.length(4);
  });

  it('a friend gone silent is away within 10 s; after a minute the one who stayed claims the win, and the friend is told when it comes back', async () => {
    await withTimeAhead(async (pass) => {
      const [ta, tb] = memoryLink();
      const [a, b] = await pair([ta, tb]);
      await until(() => b.playerName('first') === 'Ann' && a.playerName('second') === 'Bo');
      a.play('d3');
      await until(() => b.moves.length === 1);
      b.play(b.legalMoves[0]!);
      await until(() => a.moves.length === 2);
      const statuses = record<OnlineStatusEventDetail>(a, 'online-status');
      // Bo's computer freezes: nothing it sends arrives, nothing reaches it, and no connection says so.
      tb.up = false;
      pass(9000);
      await until(() => /Bo left the game: waiting for Bo to come back/.test(panel(a)), 5000);
      expect(statuses.map((s) => s.state)).to.include('away');
      expect(a.shadowRoot!.querySelector('[part~="claim-win"]'), 'no claim before a minute').to.equal(null);
      pass(60_000);
      await until(() => !!a.shadowRoot!.querySelector('[part~="claim-win"]'), 5000);
      expect(panel(a)).to.match(/Bo has been gone a while\. You may claim the win or call it a draw\./);
      const over = record<GameOverEventDetail>(a, 'game-over');
      await click(a.shadowRoot!.querySelector('[part~="claim-win"]')!);
      expect(a.result).to.deep.equal({ winner: 'first', reason: 'abandonment' });
      expect(over).to.deep.equal([{ winner: 'first', reason: 'abandonment' }]);
      // Bo's computer is back: its board rejoins and is told, at the same moves.
      tb.up = true;
      await until(() => b.result !== null, 20000);
      expect(b.result).to.deep.equal({ winner: 'first', reason: 'abandonment' });
      expect(b.moves).to.deep.equal(a.moves);
      await b.updateComplete;
      expect(panel(b)).to.match(/Ann claimed the win after you left\./);
    });
  });

  it("a claim the friend's board refuses (it was open all along) is taken back: one result on both boards, the game goes on, and the claimer's board says why", async () => {
    await withTimeAhead(async (pass) => {
      const [ta, tb] = memoryLink();
      const [a, b] = await pair([ta, tb]);
      await until(() => b.playerName('first') === 'Ann' && a.playerName('second') === 'Bo');
      a.play('d3');
      await until(() => b.moves.length === 1);
      // Nothing of Bo's reaches Ann for a minute, as in a split; Ann claims.
      tb.up = false;
      pass(9000);
      await until(() => /Bo left the game/.test(panel(a)), 5000);
      pass(60_000);
      await until(() => !!a.shadowRoot!.querySelector('[part~="claim-win"]'), 5000);
      await click(a.shadowRoot!.querySelector('[part~="claim-win"]')!);
      expect(a.result).to.deep.equal({ winner: 'first', reason: 'abandonment' });
      const resumed = record<{ reason: string }>(a, 'game-resumed');
      // Bo's board answers that it ran all along (here as a board that was open would send it).
      ta.receive(JSON.stringify({ type: 'claim-refused', ply: a.moves.length, hash: moveListHash(a.moves) }));
      expect(a.result).to.equal(null);
      expect(resumed).to.deep.equal([{ reason: 'claim-refused' }]);
      await a.updateComplete;
      expect(panel(a)).to.match(
        /Bo's board was here all along: the connection failed, not Bo\. Your claim is withdrawn and the game goes on\./,
      );
      expect(a.shadowRoot!.querySelector('[part~="claim-win"]')).to.equal(null);
      // Both boards play on at the same moves.
      tb.up = true;
      await until(() => b.result === null && /Playing online with Ann/.test(panel(b)), 20000);
      b.play(b.legalMoves[0]!);
      await until(() => a.moves.length === 2, 5000);
      expect(a.moves).to.deep.equal(b.moves);
      expect(a.result).to.equal(null);
    });
  });

  it('a board that was there all along refuses a claim against it, says so, and tells the claimer; a forged refusal changes nothing', async () => {
    const [ta, tb] = memoryLink();
    const [a, b] = await pair([ta, tb]);
    await until(() => b.playerName('first') === 'Ann' && a.playerName('second') === 'Bo');
    a.play('d3');
    await until(() => b.moves.length === 1);
    const refused = record<InvalidMoveEventDetail>(b, 'invalid-move');
    const annRefused = record<InvalidMoveEventDetail>(a, 'invalid-move');
    // Ann's page claims the win without having been apart at all: its own greeting, with a claim added.
    const greeting = JSON.parse(ta.sent.filter((m) => m.includes('"hello"')).at(-1)!) as Record<string, unknown>;
    tb.receive(
      JSON.stringify({
        ...greeting,
        moves: b.moves,
        hash: moveListHash(b.moves),
        reply: true,
        claimed: { winner: 'first' },
      }),
    );
    expect(b.result).to.equal(null);
    expect(refused.at(-1)!.reason).to.match(/this board was here/);
    await b.updateComplete;
    expect(panel(b)).to.match(
      /Ann claimed the game while the connection was down, but your board was here all along: the game goes on\./,
    );
    expect(tb.sent.some((m) => (JSON.parse(m) as { type: string }).type === 'claim-refused')).to.equal(true);
    // The refusal reaches Ann's real board, which claimed nothing: it changes nothing there.
    await until(() => annRefused.length > 0);
    expect(annRefused.at(-1)!.reason).to.match(/claimed nothing/);
    expect(a.result).to.equal(null);
    b.play(b.legalMoves[0]!);
    await until(() => a.moves.length === 2);
  });

  it("a board in review takes the friend's moves in: the shown position stays, only the new positions are valued, and the board plays nothing", async () => {
    const [ta, tb] = memoryLink();
    const [a, b] = await pair([ta, tb]);
    await until(() => b.playerName('first') === 'Ann');
    a.play('d3');
    await until(() => b.moves.length === 1);
    b.play(b.legalMoves[0]!);
    await until(() => a.moves.length === 2);
    const progress = record<{ done: number; total: number }>(b, 'review-progress');
    const ready = record<{ moves: unknown[] }>(b, 'review-ready');
    b.reviewTime = 200;
    b.openReview();
    await until(() => ready.length === 1, 30000);
    // Back to the first position, then the friend moves.
    b.shadowRoot!.querySelectorAll<HTMLElement>('[part~="move"]')[0]!.click();
    await b.updateComplete;
    expect(b.gameState.ply).to.equal(1);
    const valued = progress.length;
    a.play(a.legalMoves[0]!);
    await until(() => b.moves.length === 3 && ready.length === 2, 30000);
    await b.updateComplete;
    expect(ready[1]!.moves).to.have.length(3);
    expect(ready[1]!.moves.every((m) => m !== null)).to.equal(true);
    expect(b.gameState.ply, 'the position shown stays').to.equal(1);
    // Three positions told, of which one valued: the two before kept their values.
    expect(progress.slice(valued).map((p) => `${p.done}/${p.total}`)).to.deep.equal(['1/3', '2/3', '3/3']);
    // Its own turn now, but a click on the board plays nothing while the review is open.
    for (const cell of b.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')) cell.click();
    await b.updateComplete;
    expect([b.review, b.moves.length, a.moves.length]).to.deep.equal([true, 3, 3]);
    b.closeReview();
    await b.updateComplete;
    expect(b.gameState.ply).to.equal(3);
    b.play(b.legalMoves[0]!);
    await until(() => a.moves.length === 4);
  });

  it('refuses forged messages with invalid-move and leaves the game as it was', async () => {
    const [ta, tb] = memoryLink();
    const [a, b] = await pair([ta, tb]);
    await until(() => b.playerName('first') === 'Ann');
    a.play('d3');
    await until(() => b.moves.length === 1);
    const before = [...b.moves];
    const refused = record<InvalidMoveEventDetail>(b, 'invalid-move');
    const move = (m: string, ply = 2, moves = [...before, m]) =>
      JSON.stringify({ type: 'move', ply, move: m, hash: moveListHash(moves) });
    const forged = [
      move('c4'), // white to move on B is this board's side: the sender (black) may not move
      '{"type":',
      'x'.repeat(1024 * 1024),
      JSON.stringify({ type: 'move', ply: 2, move: 'c3', hash: '00000000' }),
      42,
    ];
    for (const data of forged) tb.receive(data);
    expect(refused).to.have.length(forged.length);
    expect(refused[0]!.reason).to.match(/not the other board's turn/);
    expect(b.moves).to.deep.equal(before);
    // Black's turn again on A's side: an illegal move and a wrong number are refused there too.
    b.play(b.legalMoves[0]!);
    await until(() => a.moves.length === 2);
    const refusedA = record<InvalidMoveEventDetail>(a, 'invalid-move');
    ta.receive(JSON.stringify({ type: 'move', ply: 3, move: 'a1', hash: moveListHash([...a.moves, 'a1']) }));
    ta.receive(
      JSON.stringify({
        type: 'move',
        ply: 9,
        move: a.legalMoves[0]!,
        hash: moveListHash([...a.moves, a.legalMoves[0]!]),
      }),
    );
    expect(refusedA.map((r) => r.reason)).to.satisfy(
      (r: string[]) => r.length === 2 && /not the other board's turn|not legal/.test(r[0]!),
    );
    expect(a.moves).to.have.length(2);
  });

  it("resigns, agrees a draw, and takes moves back only with the other player's consent", async () => {
    const [ta, tb] = memoryLink();
    const [a, b] = await pair([ta, tb]);
    await until(() => b.playerName('first') === 'Ann' && a.playerName('second') === 'Bo');
    const panel = (el: ReversiBoard, name: string) =>
      el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${name}"]`);
    await until(() => !!panel(a, 'resign'));
    expect(panel(a, 'invite'), 'a page-given transport: no invitation').to.equal(null);

    // A take-back asked by black after white's reply: declined, then granted (black's move and the reply go).
    a.play('d3');
    await until(() => b.moves.length === 1);
    b.play(b.legalMoves[0]!);
    await until(() => a.moves.length === 2);
    const offers = record<OfferEventDetail>(b, 'offer');
    const answers = record<OfferAnswerEventDetail>(a, 'offer-answer');
    expect(a.undo(), 'asked').to.equal(true);
    expect(a.undo(), 'one question at a time').to.equal(false);
    await until(() => !!panel(b, 'decline'));
    expect(offers).to.deep.equal([{ what: 'undo', player: 'first' }]);
    await click(panel(b, 'decline')!);
    await until(() => answers.length === 1);
    expect(answers[0]).to.deep.equal({ what: 'undo', player: 'second', accept: false });
    expect(a.moves).to.have.length(2);
    await until(() => /declined/.test(a.shadowRoot!.querySelector('[part~="online"]')!.textContent!));
    expect(a.undo()).to.equal(true);
    await until(() => !!panel(b, 'accept'));
    await click(panel(b, 'accept')!);
    await until(() => a.moves.length === 0 && b.moves.length === 0);

    // A draw offered by white, accepted by black: both boards end the game by agreement.
    a.play('d3');
    await until(() => b.moves.length === 1);
    const overA = record<GameOverEventDetail>(a, 'game-over');
    const overB = record<GameOverEventDetail>(b, 'game-over');
    expect(b.offerDraw()).to.equal(true);
    await until(() => !!panel(a, 'accept'));
    await click(panel(a, 'accept')!);
    await until(() => overA.length === 1 && overB.length === 1);
    expect(overA[0]).to.deep.equal({ winner: null, reason: 'agreement' });
    expect(overB[0]).to.deep.equal({ winner: null, reason: 'agreement' });
    expect(a.legalMoves).to.deep.equal([]);
    expect(a.resign(), 'nobody resigns a finished game').to.equal(false);

    // A new game, then white resigns by its button: black wins on both boards.
    a.reset();
    await until(() => b.moves.length === 0 && b.result === null);
    a.play('d3');
    await until(() => b.moves.length === 1);
    const resigned = record<ResignEventDetail>(a, 'resign');
    await b.updateComplete;
    await click(panel(b, 'resign')!);
    await until(() => a.result !== null);
    expect(resigned).to.deep.equal([{ player: 'second' }]);
    expect(a.result).to.deep.equal({ winner: 'first', reason: 'resignation' });
    expect(b.result).to.deep.equal({ winner: 'first', reason: 'resignation' });
    expect(status(a)).to.match(/You win/);
    expect(status(b)).to.match(/You lose/);
  });

  it('after the game, a rematch asked on one board and accepted on the other starts a new game on both with the sides swapped', async () => {
    const [ta, tb] = memoryLink();
    const [a, b] = await pair([ta, tb]);
    await until(() => b.playerName('first') === 'Ann' && a.playerName('second') === 'Bo');
    const panel = (el: ReversiBoard, name: string) =>
      el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${name}"]`);
    a.play('d3');
    await until(() => b.moves.length === 1);
    expect(a.rematch(), 'no rematch while the game goes on').to.equal(false);
    const refused = record<InvalidMoveEventDetail>(a, 'invalid-move');
    ta.receive(JSON.stringify({ type: 'offer', what: 'rematch', ply: 1 }));
    expect(refused.map((r) => r.reason)).to.deep.equal(['A rematch is asked once the game is over.']);
    b.resign();
    await until(() => a.result !== null);
    await a.updateComplete;
    // Declined first: nothing changes.
    const offers = record<OfferEventDetail>(b, 'offer');
    await click(panel(a, 'rematch')!);
    await until(() => !!panel(b, 'decline'));
    expect(offers).to.deep.equal([{ what: 'rematch', player: 'first' }]);
    expect(b.shadowRoot!.querySelector('[part~="online"]')!.textContent).to.match(/rematch, with the sides swapped/);
    await click(panel(b, 'decline')!);
    await until(() => /rematch was declined/.test(a.shadowRoot!.querySelector('[part~="online"]')!.textContent!));
    expect([a.localSide, b.localSide, a.moves.length]).to.deep.equal(['first', 'second', 1]);
    // Asked again and accepted: a new game on both, Ann now plays white and Bo black, and Bo moves first.
    const newGames = record(a, 'new-game');
    expect(b.rematch()).to.equal(true);
    await until(() => !!panel(a, 'accept'));
    await click(panel(a, 'accept')!);
    await until(() => a.moves.length === 0 && b.moves.length === 0 && b.localSide === 'first');
    expect([a.localSide, b.localSide, a.result, b.result, newGames.length]).to.deep.equal([
      'second',
      'first',
      null,
      null,
      1,
    ]);
    expect(() => a.play('d3'), "black is now the other board's").to.throw(/opponent's turn/);
    b.play('d3');
    await until(() => a.moves.length === 1);
    a.play(a.legalMoves[0]!);
    await until(() => b.moves.length === 2);
    expect(a.moves).to.deep.equal(b.moves);
  });

  it('with clocks, a board whose opponent stays silent past its time (and a margin) ends the game itself', async () => {
    const [ta, tb] = memoryLink();
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <reversi-board mode="online" local-side="first" clock="0.05+0"></reversi-board>
      <reversi-board mode="online" local-side="second" clock="0.05+0"></reversi-board>
    </div>`);
    const [a, b] = [...wrap.querySelectorAll('reversi-board')] as [ReversiBoard, ReversiBoard];
    a.transport = ta;
    b.transport = tb;
    await until(
      () => a.clockTimes !== null && b.clockTimes !== null && !!a.shadowRoot!.querySelector('[part~="resign"]'),
    );
    a.play('d3');
    await until(() => b.moves.length === 1);
    // White's board goes silent (its page froze, its network dropped): black's board waits out white's time.
    const over = record<GameOverEventDetail>(a, 'game-over');
    b.remove();
    const cut = performance.now();
    await until(() => over.length > 0, 20000);
    expect(performance.now() - cut).to.be.at.least(3000 + 1900, 'the time and then the margin');
    expect(over).to.deep.equal([{ winner: 'first', reason: 'time' }]);
  });

  it("takes a site's own STUN and TURN servers as JSON, and falls back with one warning on anything else", async () => {
    const good = [
      { urls: 'turn:turn.example.org:3478', username: 'u', credential: 'p' },
      { urls: ['stun:stun.example.org:3478'] },
    ];
    const el = await fixture<ReversiBoard>(
      html`<reversi-board ice-servers=${JSON.stringify(good)} ice-transport-policy="relay"></reversi-board>`,
    );
    expect(el.iceServers).to.deep.equal(good);
    expect(el.iceTransportPolicy).to.equal('relay');
    for (const [bad, count] of [
      ['not json', 1],
      ['{"urls": "turn:x"}', 1],
      ['[{"urls": "http://example.org"}]', 1],
      ['[{"urls": "turn:x", "credential": 5}]', 1],
      ['[{"urls": []}]', 1],
    ] as const) {
      const warnings = await captureWarnings(async () => {
        const b = await fixture<ReversiBoard>(
          html`<reversi-board ice-servers=${bad} ice-transport-policy="sometimes"></reversi-board>`,
        );
        expect(b.settings.iceServers, bad).to.equal(undefined);
        expect(b.settings.iceTransportPolicy).to.equal('all');
        expect(b.iceTransportPolicy).to.equal('sometimes');
      });
      expect(
        warnings.filter((w) => w.includes('ice-servers')),
        bad,
      ).to.have.length(count);
    }
  });

  it('refuses a resignation or an offer made at another move, and offers on a finished game', async () => {
    const [ta, tb] = memoryLink();
    const [a, b] = await pair([ta, tb]);
    await until(() => b.playerName('first') === 'Ann');
    a.play('d3');
    await until(() => b.moves.length === 1);
    const refused = record<InvalidMoveEventDetail>(a, 'invalid-move');
    ta.receive(JSON.stringify({ type: 'resign', ply: 0 }));
    ta.receive(JSON.stringify({ type: 'offer', what: 'undo', ply: 5, keep: 1 }));
    ta.receive(JSON.stringify({ type: 'offer', what: 'draw' }));
    expect(refused.map((r) => r.reason)).to.satisfy(
      (r: string[]) => r.length === 3 && /at move 0/.test(r[0]!) && /malformed/.test(r[2]!),
    );
    expect(a.result).to.equal(null);
    // An undo that would take back only the asker's own... nothing: black asks to take back a move white never made.
    const offers = record<OfferEventDetail>(a, 'offer');
    ta.receive(JSON.stringify({ type: 'offer', what: 'undo', ply: 1, keep: 0 }));
    expect(offers, 'white has no move to take back').to.deep.equal([]);
  });

  it('a join link set while a game is under way asks before leaving it, and Stay keeps the game', async () => {
    const [ta, tb] = memoryLink();
    const [a, b] = await pair([ta, tb]);
    await until(() => b.playerName('first') === 'Ann');
    a.play('d3');
    await until(() => b.moves.length === 1);
    const before = location.href;
    try {
      // Any link in the page can set the address: the board asks, the game and its transport stay.
      location.hash = '#bge-join=reversi-board-k7m2qp';
      await until(() => !!a.shadowRoot!.querySelector('[part~="stay"]'));
      expect(a.transport).to.equal(ta);
      expect(a.shadowRoot!.querySelector('[part~="online"]')!.textContent).to.match(/join another game \(k7m2qp\)/);
      await click(a.shadowRoot!.querySelector<HTMLButtonElement>('[part~="stay"]')!);
      await until(() => !a.shadowRoot!.querySelector('[part~="stay"]'));
      expect(a.transport).to.equal(ta);
      expect(a.moves).to.deep.equal(['d3']);
      b.play(b.legalMoves[0]!);
      await until(() => a.moves.length === 2);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('an online server that cannot be reached: says so with a Retry button, and shows no invite link', async () => {
    // Chromium refuses port 9 outright, as the network refuses an unreachable host (check:online uses a closed port).
    const el = await fixture<ReversiBoard>(
      html`<reversi-board mode="online" online-server="http://127.0.0.1:9/bge"></reversi-board>`,
    );
    const statuses = record<OnlineStatusEventDetail>(el, 'online-status');
    await until(() => !!el.shadowRoot!.querySelector('[part~="invite"]'));
    await click(el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="invite"]')!);
    await until(() => statuses.some((s) => s.state === 'unreachable'), 15000);
    const panel = () => el.shadowRoot!.querySelector('[part~="online"]')!;
    expect(panel().querySelector('[part~="online-status"]')!.textContent).to.match(
      /Cannot reach the online server \(127\.0\.0\.1\)/,
    );
    expect(panel().querySelector('[part~="invite-link"]'), 'no link that cannot work').to.equal(null);
    expect(statuses.map((s) => s.state)).to.not.include('reconnecting');
    await click(panel().querySelector<HTMLButtonElement>('[part~="retry"]')!);
    await until(() => statuses.filter((s) => s.state === 'unreachable').length === 2, 15000);
    el.lang = 'zh';
    el.requestUpdate();
    await until(() =>
      /无法连接在线服务器（127\.0\.0\.1）/.test(panel().querySelector('[part~="online-status"]')!.textContent!),
    );
    expect(panel().querySelector('[part~="retry"]')!.textContent).to.equal('重试');
    el.mode = 'vs-ai';
  });

  it('without a transport, offers to invite a friend or join with a code, and refuses a code that cannot be one', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board mode="online"></reversi-board>`);
    await until(() => !!el.shadowRoot!.querySelector('[part~="invite"]'));
    const form = el.shadowRoot!.querySelector<HTMLFormElement>('[part~="online"] form')!;
    form.querySelector('input')!.value = 'abc';
    form.requestSubmit();
    await until(() => /six letters/.test(el.shadowRoot!.querySelector('[part~="online"]')!.textContent!));
    expect(el.transport).to.equal(undefined);
    el.mode = 'vs-ai';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="online"]'), 'the panel goes with the mode').to.equal(null);
  });
});
