import { type BaseState, IllegalMoveError, type Player, opponent } from '../../core/game.js';
import {
  type HelloMessage,
  type MoveMessage,
  type ViewMessage,
  type OnlineMessage,
  PROTOCOL_VERSION,
  ProtocolError,
  checkRemoteMove,
  decodeMessage,
  encodeMessage,
  mayStartNewGame,
  moveListHash,
  reconcile,
  checkBetweenPlayers,
} from '../../core/online-protocol.js';
import { OnlineClockRules } from './online-clock.js';
import { CLAIM_AFTER_MS, Presence } from './presence.js';
import { OnlineClaims } from './online-claims.js';
import type { GameSession, MoveRecord } from '../../core/session.js';
import type { OnlineLinkEvents, OnlineState } from './online-host.js';

export type { OnlineLinkEvents, OnlineState } from './online-host.js';
import type { PlayerNames } from '../base/player-names.js';
import { ConnectionRefused, type Transport } from './transport.js';

/**
 * First pause before reconnecting, doubled after each failure up to the longest: 10 s, so a player back within the
 * minute before a claim finds the game.
 */
const RETRY_FIRST_MS = 500;
const RETRY_LONGEST_MS = 10_000;

/**
 * Plays across two computers through a `Transport`: greets the other board with this board's side,
 * name and moves, sends each move made here with its ply and the hash of the whole move list,
 * checks each move received (its turn, its number, the rules, the hash) before playing it, and
 * after a dropped connection reconnects with growing pauses and compares the move lists: the other
 * side's moves that extend ours are taken, never a move of this board's side; lines that part ways
 * are reported, not merged. A joining board takes its side from the first greeting only.
 */
export class OnlineLink<S extends BaseState, M, O> {
  private transport: Transport | undefined;
  private state: OnlineState = 'closed';
  private peer: string | undefined;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the two boards ever spoke: until then a failure is no "lost connection". */
  private met = false;
  /** Ends this link's subscriptions to its transport. */
  private readonly unsubscribe: unknown[];
  /** How the other board's figures reach this board's clocks. */
  private readonly clocks: OnlineClockRules<S, M, O>;
  /** The heartbeat, when the other board was last heard, and when this board's own page did not run. */
  private readonly presence: Presence;
  /** The claims of abandonment made against this board, and its own. */
  private readonly claims: OnlineClaims<S, M, O>;

  /**
   * Starts playing through `transport`: greets the other board as soon as the transport is open.
   * With `sideOpen` (a joining board that has no side yet), the first greeting sets this board's side.
   */
  constructor(
    /**
     * The side this board plays, read at each use (a joining board is seated by the first greeting, a rematch swaps
     * it).
     */
    private readonly side: () => Player,
    private readonly session: () => GameSession<S, M, O>,
    private readonly names: PlayerNames,
    private readonly events: OnlineLinkEvents<M>,
    transport: Transport,
    private sideOpen = false,
    /** A watcher's board: it takes the inviter's view of the game and sends nothing. */
    private readonly watching = false,
    /**
     * Kept over a reload: when the other board was last heard (`at`), when this board's page last
     * ran (`aliveAt`), and whether the other board said it beats (`beats`); and the time's source:
     * `Date.now`, beating every 2 s by itself; given one, the caller beats with `tick()`.
     */
    heard: { at?: number; aliveAt?: number; beats?: boolean; now?: () => number } = {},
  ) {
    this.transport = transport;
    this.clocks = new OnlineClockRules(session);
    this.presence = new Presence(
      { beat: () => this.beat(), silent: () => this.silent() },
      { heardAt: heard.at, aliveAt: heard.aliveAt },
      heard.now,
    );
    this.presence.beating = heard.beats === true;
    this.claims = new OnlineClaims({
      session,
      side,
      peer: () => this.peer,
      awayDuringSilence: () => this.presence.awayDuringSilence,
      claimDelay: (absent) => this.claimDelay(absent),
      sendRefusal: (ply, hash) => this.send(encodeMessage({ type: 'claim-refused', ply, hash })),
      greet: () => this.send(encodeMessage(this.hello(true))),
      refuse: (reason) => this.refuse('claim', reason),
      events,
    });
    if (!heard.now) this.presence.start();
    // Transports that return an unsubscribe get it called when the link stops (older ones return nothing).
    this.unsubscribe = [
      transport.onMessage((data) => this.transport === transport && this.receive(data)),
      transport.onClose?.(() => this.transport === transport && this.lost()),
    ];
    this.setState('waiting');
    void this.open(transport);
  }

  /** Where the link stands. */
  get status(): OnlineState {
    return this.state;
  }

  /** The other player's name, once greeted. */
  get peerName(): string | undefined {
    return this.peer;
  }

  /**
   * What a board keeps over a reload: when the other board was last heard (in the time of `heard.now`, `Date.now` by
   * default), and whether it said it beats (a later greeting without it is then refused).
   */
  get kept(): { heardAt: number; beats: boolean } {
    return { heardAt: this.presence.heardAt, beats: this.presence.beating };
  }

  /** How long the other board has been silent, in ms. */
  get silentFor(): number {
    return this.presence.silentFor;
  }

  /** One heartbeat now (the link beats by itself every 2 s; a caller with its own time calls this). */
  readonly tick = (): void => this.presence.tick();

  /**
   * How long the player who stays waits before the game may be claimed, or a claim against this
   * board is taken: a minute, or the time the absent side has left when its clock runs.
   */
  claimDelay(absent: Player): number {
    const clock = this.session().clock;
    return clock?.runningSide === absent ? Math.max(0, Math.min(CLAIM_AFTER_MS, clock.left(absent))) : CLAIM_AFTER_MS;
  }

  /** Tells the other board that this one started a new game. */
  startedNewGame(): void {
    if (this.watching) return;
    this.send(encodeMessage({ type: 'new-game' }));
  }

  /** Tells the other board this player's name again, after it changed. */
  renamed(): void {
    if (this.state === 'connected' && !this.watching) this.send(encodeMessage(this.hello(true)));
  }

  /** Sends a message of online play (a resignation, an offer, an answer); false when the connection is not open. */
  tell(message: OnlineMessage): boolean {
    if (this.state !== 'connected' || this.watching) return false;
    this.send(encodeMessage(message));
    return this.state === 'connected';
  }

  /** Sends a move made on this board (by its player or a script). */
  sent(record: MoveRecord<S, M>): void {
    if (!this.transport || record.source === 'remote' || this.watching) return;
    const moves = this.session().moves;
    const message: MoveMessage = { type: 'move', ply: moves.length, move: record.notation, hash: moveListHash(moves) };
    if (record.left !== undefined) message.left = Math.round(record.left);
    this.send(encodeMessage(message));
  }

  /** Tells the other board that `side`'s time ran out on this board. */
  timeUp(side: Player): void {
    if (this.state === 'connected' && !this.watching)
      this.send(encodeMessage({ type: 'flag', ply: this.session().moves.length, side }));
  }

  /** Connects again now, after the server could not be reached. */
  retry(): void {
    const transport = this.transport;
    if (!transport || this.state !== 'unreachable') return;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.setState(this.met ? 'reconnecting' : 'waiting');
    void this.open(transport);
  }

  private async open(transport: Transport): Promise<void> {
    try {
      await transport.connect();
    } catch (e) {
      if (this.transport !== transport) return;
      if (e instanceof ConnectionRefused && e.reason === 'full') return this.setState('full');
      // A game under way keeps trying by itself; before that, the player sees why and retries.
      if (e instanceof ConnectionRefused && e.reason === 'unreachable' && !this.met)
        return this.setState('unreachable');
      this.lost(e instanceof ConnectionRefused ? 'unreachable' : undefined);
      return;
    }
    if (this.transport !== transport) return;
    this.retryMs = RETRY_FIRST_MS;
    // The board that joined an invitation learns its side from the inviter's greeting, so it speaks second.
    if (!transport.joining) this.send(encodeMessage(this.hello(false)));
  }

  private hello(reply: boolean): HelloMessage {
    const session = this.session();
    const moves = session.moves;
    const hello: HelloMessage = {
      type: 'hello',
      version: PROTOCOL_VERSION,
      game: session.rules.id,
      options: session.options,
      side: this.side(),
      name: this.names.given(this.side())?.trim() ?? '',
      moves,
      hash: moveListHash(moves),
      reply,
      presence: true,
    };
    if (this.claims.own) hello.claimed = { winner: session.result!.winner };
    const clock = session.clock;
    if (clock) {
      hello.clock = clock.text;
      hello.left = Math.round(Math.max(0, clock.left(this.side())));
    }
    return hello;
  }

  private receive(data: unknown): void {
    const session = this.session();
    let attempted = typeof data === 'string' ? data.slice(0, 40) : typeof data;
    this.presence.heard();
    try {
      const message = decodeMessage(data);
      if (message.type === 'ping') {
        this.presence.beating = true;
        if (this.state !== 'away') return;
        this.setState('connected');
        // Back without a reconnection (a computer that slept, a network that healed): a claim made meanwhile is told
        // now.
        this.claims.heardAgain();
        return;
      }
      if (message.type === 'claim-refused') {
        attempted = 'claim-refused';
        return this.claims.refused(message.ply, message.hash);
      }
      // A watcher takes the inviter's view and nothing else; a player's board never takes a view.
      if (this.watching !== (message.type === 'view'))
        throw new ProtocolError(
          this.watching
            ? "A watcher's board takes only the game's view."
            : "Only a watcher's board takes the game's view.",
        );
      if (message.type === 'view') {
        attempted = 'view';
        return this.viewed(message);
      }
      if (message.type === 'watchers') {
        attempted = 'watchers';
        if (!this.transport?.joining) throw new ProtocolError('Only the inviter counts those who watch.');
        return this.events.watchers(message.count);
      }
      if (message.type === 'move') {
        attempted = message.move;
        const move = checkRemoteMove(
          { rules: session.rules, state: session.state, moves: session.moves, remoteSide: opponent(this.side()) },
          message,
        );
        this.claims.moved();
        this.events.play(move);
        if (message.left !== undefined) this.clocks.moved(opponent(this.side()), message.left, message.ply);
        return;
      }
      if (message.type === 'flag') {
        attempted = 'flag';
        if (this.clocks.flagged(message, this.side())) this.events.timeUp(message.side);
        return;
      }
      if (message.type === 'new-game') {
        attempted = 'new game';
        if (!mayStartNewGame(this.session()))
          throw new ProtocolError('The other board started a new game before this one ended.');
        this.events.newGame();
        return;
      }
      if (message.type === 'hello') return this.greeted(message);
      attempted = message.type === 'resign' ? 'resign' : `${message.type} ${message.what}`;
      checkBetweenPlayers(message, {
        moves: session.moves.length,
        over: !!session.result,
        movers: session.past.map((e) => e.before.turn),
        remoteSide: opponent(this.side()),
      });
      if (message.type === 'resign') this.events.resigned();
      else if (message.type === 'offer') this.events.offered(message);
      else this.events.answered(message);
    } catch (e) {
      if (!(e instanceof ProtocolError)) throw e;
      this.refuse(attempted, e.message);
    }
  }

  /**
   * A watcher's board takes the inviter's view: the moves that extend its own are played one by one
   * (each checked by the rules, each announced), any other line is set up whole (a take-back, a new
   * game, a late join); then the names, a result reached outside the rules, and the clocks.
   */
  private viewed(view: ViewMessage): void {
    const session = this.session();
    if (view.game !== session.rules.id)
      throw new ProtocolError(`The game watched is ${view.game}, not ${session.rules.id}.`);
    if (JSON.stringify(view.options) !== session.optionsKey)
      throw new ProtocolError('The game watched has other options than this board.');
    const ours = session.moves;
    if (ours.length <= view.moves.length && ours.every((m, i) => m === view.moves[i])) {
      for (const text of view.moves.slice(ours.length)) {
        try {
          this.events.play(session.rules.moveFromString(this.session().state, text));
        } catch (e) {
          if (e instanceof IllegalMoveError) throw new ProtocolError(`"${text}" is not legal here: ${e.message}`);
          throw e;
        }
      }
    } else this.events.setMoves(view.moves);
    for (const side of ['first', 'second'] as const) if (view.names[side]) this.names.give(side, view.names[side]);
    if (view.ended && !this.session().result) this.events.ended(view.ended);
    // A claim the other board refused is taken back on the inviter's board: the watcher's follows.
    else if (!view.ended && this.session().result?.reason === 'abandonment') this.events.reopened();
    this.events.watchedAway?.(view.away ?? null);
    if (view.clock) this.clocks.viewed(view.clock.setting, view.clock.left);
    this.met = true;
    this.setState('connected');
  }

  private greeted(hello: HelloMessage): void {
    const session = this.session();
    if (hello.game !== session.rules.id)
      throw new ProtocolError(`The other board plays ${hello.game}, not ${session.rules.id}.`);
    if (JSON.stringify(hello.options) !== session.optionsKey)
      throw new ProtocolError('The other board plays with other options.');
    if ((hello.clock ?? null) !== (session.clock?.text ?? null)) {
      const ours = session.clock ? `with ${session.clock.text}` : 'without';
      throw new ProtocolError(
        hello.clock
          ? `The other board plays with a clock of ${hello.clock}; this one ${ours}.`
          : 'The other board plays without a clock.',
      );
    }
    // Only a joining board's first greeting sets its side; later ones (a reconnection, a forgery) never move it.
    if (this.sideOpen) {
      this.sideOpen = false;
      this.events.seated(opponent(hello.side));
    }
    if (hello.side === this.side()) throw new ProtocolError(`Both boards play the ${hello.side} side.`);
    // A board that said it beats never stops within a game: a greeting without it would make its silence look like
    // nothing.
    if (hello.presence) this.presence.beating = true;
    else if (this.presence.beating)
      throw new ProtocolError(
        'The other board said it tells when it is there, then greeted without: ' +
          'a board does not lose that within a game.',
      );
    const renamed = this.peer !== (hello.name || undefined);
    this.peer = hello.name || undefined;
    if (this.peer) this.names.give(hello.side, this.peer);
    const line = reconcile(session.rules, session.options, this.side(), session.moves, hello.moves);
    // The other side's moves made while apart are played as theirs, one by one, with their events.
    if (line.kind === 'theirs')
      for (const text of line.moves.slice(session.moves.length))
        this.events.play(session.rules.moveFromString(this.session().state, text));
    // Its own time, as it counts it, within what this board measured.
    if (hello.left !== undefined) this.clocks.greeted(hello.side, hello.left);
    const partAt = line.kind === 'fork' ? line.at : line.kind === 'theirs' ? line.partAt : undefined;
    if (partAt !== undefined)
      this.refuse(
        hello.moves[partAt] ?? '',
        `The two boards' games part ways at move ${partAt + 1}; each keeps its own.`,
      );
    this.met = true;
    this.setState('connected', renamed);
    // After the state, whose change clears the panel's last line: the claim's line stays.
    this.claims.greeted(hello);
    // Every greeting is answered once, so after each (re)connection both sides know the other's name and moves.
    if (!hello.reply) this.send(encodeMessage(this.hello(true)));
  }

  /** Tells the other board this one is there (once it said it listens), and those who watch through `beat`. */
  private beat(): void {
    this.events.beat?.();
    if (this.presence.beating && !this.watching && (this.state === 'connected' || this.state === 'away'))
      this.send(encodeMessage({ type: 'ping' }));
    if (this.state === 'connected') this.claims.beat();
  }

  /**
   * The other board has been silent too long: it left (whether or not the connection noticed); the link tries to reach
   * it again.
   */
  private silent(): void {
    if (!this.met || (this.state !== 'connected' && this.state !== 'reconnecting')) return;
    this.setState('away');
    this.lost('away');
  }

  private refuse(move: string, reason: string): void {
    this.events.emit('invalid-move', { move, reason });
  }

  private send(text: string): void {
    try {
      this.transport?.send(text);
    } catch {
      this.lost();
    }
  }

  /** The connection dropped (or never opened): try again after a pause that doubles each time. */
  private lost(state?: OnlineState): void {
    const transport = this.transport;
    // From now on a silence means the other board left, even an earlier board's that never beats.
    if (this.met) this.presence.closed();
    if (!transport || this.retryTimer !== undefined) return;
    // Boards that never spoke are still connecting: nothing was lost. A board gone quiet stays "away" while the link
    // tries again.
    this.setState(state ?? (this.state === 'away' ? 'away' : this.met ? 'reconnecting' : 'waiting'));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.transport === transport) void this.open(transport);
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_LONGEST_MS);
  }

  /** Closes the connection for good. */
  stop(): void {
    this.presence.stop();
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const transport = this.transport;
    this.transport = undefined;
    this.peer = undefined;
    // A page's transport may return anything: only a function is called.
    for (const off of this.unsubscribe) if (typeof off === 'function') off();
    if (!transport) return;
    transport.close();
    this.setState('closed');
  }

  private setState(state: OnlineState, renamed = false): void {
    if (state === this.state && !renamed) return;
    this.state = state;
    this.events.emit('online-status', this.peer ? { state, peer: this.peer } : { state });
    this.events.changed(state, this.peer);
  }
}
