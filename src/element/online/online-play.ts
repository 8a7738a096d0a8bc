/**
 * Online play as a board shows it, loaded only when a board goes online: the panel, the link to the
 * other board, resigning, the offers (`online-offers.ts`), the invitations and the board's own
 * PeerJS transport (`invitations.ts`), those who watch, and a player who left: the one who stayed
 * may claim the game after a while.
 */
import { type BaseState, type Player, type Result, opponent } from '../../core/game.js';
import { type Proposal, encodeMessage } from '../../core/online-protocol.js';
import { type Seat, loadSeat, saveSeat } from './online-storage.js';
import type { GameSession, MoveRecord } from '../../core/session.js';
import type { PlayerNames } from '../base/player-names.js';
import type { OnlineActions, OnlinePlayHost } from './online-host.js';
import { OnlineLink, type OnlineLinkEvents, type OnlineState } from './online-link.js';
import { OnlineOffers } from './online-offers.js';
import { Invitations } from './invitations.js';
import { gameView } from './online-view.js';
import type { OnlineWords } from './online-words.js';
import { inviteLink, watchLink } from './invitation.js';
import type { PeerJsTransport } from './peer-transport.js';
import { onlinePanelStyles, renderOnlinePanel } from '../render/online-panel.js';
import { adoptOnce } from '../render/adopt-once.js';
import type { Transport } from './transport.js';

/** Invitations, joins, the link and the offers of one board in `online` mode. */
export class OnlinePlay<S extends BaseState, M, O> {
  private link: OnlineLink<S, M, O> | undefined;
  private linked: Transport | undefined;
  /** The offers pending each way. */
  private readonly offers: OnlineOffers<S, M, O>;
  /** The invitations, and the board's own transport. */
  private readonly inv: Invitations<S, M, O>;
  private note = '';
  /** This player's name as last told to the other board. */
  private name = '';
  /** On the inviter's board: the view last sent to those who watch, and their count last told to the friend. */
  private lastView = '';
  private toldWatchers = 0;
  /** What the link tells this play: the game's changes go to the board, the rest is handled here. */
  private readonly linkEvents: OnlineLinkEvents<M> = {
    play: (move) => this.actions.play(move),
    setMoves: (moves) => this.actions.setMoves(moves),
    newGame: () => this.actions.newGame(),
    emit: (type, detail) => this.actions.emit(type, detail),
    resigned: () => this.resigned(),
    timeUp: (side) => this.timeUp(side),
    watchers: (count) => this.watchers(count),
    ended: (result) => this.ended(result),
    offered: (offer) => this.offers.offered(offer),
    answered: (answer) => this.offers.answered(answer),
    changed: (state, peer) => this.changed(state, peer),
    seated: (side) => this.seated(side),
    claimed: (result) => this.claimedHere(result),
    claimRefused: (peer) => {
      this.note = this.w.claimRefused(peer ?? this.w.friend);
      this.actions.announce(this.note);
      this.host.requestUpdate();
    },
    reopened: () => {
      this.note = this.watching ? '' : this.w.claimWithdrawn(this.peer ?? this.w.friend);
      this.actions.reopen();
      if (this.note) this.actions.announce(this.note);
      this.host.requestUpdate();
    },
    watchedAway: (side) => {
      if (side === this.watchedAway) return;
      this.watchedAway = side;
      this.host.requestUpdate();
    },
    beat: () => this.beat(),
  };
  /** On a watcher's board: the side whose board the inviter no longer hears. */
  private watchedAway: Player | null = null;
  private readonly onPageHide = () => this.keepHeard();
  /** On the friend's board: how many watch, as the inviter's board says. */
  private watcherCount = 0;
  private readonly onHashChange = () => this.inv.joinFromAddress();

  constructor(
    private readonly host: OnlinePlayHost,
    private readonly session: () => GameSession<S, M, O>,
    private readonly names: PlayerNames,
    private readonly actions: OnlineActions<M>,
  ) {
    this.inv = new Invitations<S, M, O>({
      host,
      session: () => this.session(),
      actions,
      words: () => this.w,
      note: (text) => (this.note = text),
      linked: () => !!this.link,
      watchersChanged: () => (this.lastView = ''),
    });
    this.offers = new OnlineOffers<S, M, O>({
      session: () => this.session(),
      actions: this.actions,
      side: () => this.host.settings.localSide,
      tell: (message) => !!this.link?.tell(message),
      playing: () => this.playing,
      mayRematch: () => this.state === 'connected' && !!this.session().result && !this.watching,
      words: () => this.w,
      peer: () => this.peer ?? this.w.friend,
      note: (text) => (this.note = text),
      reseat: (side) => {
        this.actions.seat(side);
        if (this.inv.own && this.host.transport === this.inv.own)
          saveSeat(this.inv.own.invitation, { ...loadSeat(this.inv.own.invitation), side });
      },
      requestUpdate: () => this.host.requestUpdate(),
    });
    globalThis.addEventListener?.('hashchange', this.onHashChange);
    globalThis.addEventListener?.('pagehide', this.onPageHide);
    // A board put back into the page keeps the transport it made before.
    const earlier = this.host.transport as Partial<PeerJsTransport> | undefined;
    if (earlier?.invitation) this.inv.own = earlier as PeerJsTransport;
    if (!this.host.transport && !this.inv.joinFromAddress()) this.inv.resume();
  }

  /** The texts of online play in the board's language, with the board's `strings` over them. */
  private get w(): OnlineWords {
    const words = this.actions.words();
    const strings = (this.host.strings ?? {}) as Partial<OnlineWords>;
    return Object.fromEntries(
      Object.entries(words).map(([k, v]) => [k, strings[k as keyof OnlineWords] ?? v]),
    ) as unknown as OnlineWords;
  }

  /** Before each update: links the board's current transport, closing the link of the one before. */
  sync(): void {
    const name = this.names.given(this.host.settings.localSide)?.trim() ?? '';
    if (name !== this.name) {
      this.name = name;
      this.link?.renamed();
    }
    const transport = this.host.transport;
    if (transport === this.linked) return;
    this.link?.stop();
    this.link = undefined;
    this.linked = transport;
    this.offers.clear();
    if (transport !== this.inv.own) {
      this.inv.own?.close();
      this.inv.own = undefined;
    }
    // A friend's board with no side of its own yet takes the one the inviter's first greeting leaves.
    const seat =
      transport && transport === this.inv.own && !this.inv.own.watching ? loadSeat(this.inv.own.invitation) : null;
    const sideOpen = transport?.joining === true && !seat?.side;
    this.lastView = '';
    this.toldWatchers = this.watcherCount = 0;
    this.watchedAway = null;
    if (transport)
      this.link = new OnlineLink(
        () => this.host.settings.localSide,
        this.session,
        this.names,
        this.linkEvents,
        transport,
        sideOpen,
        this.watching,
        { at: seat?.heardAt, aliveAt: seat?.aliveAt, beats: seat?.beats },
      );
  }

  /** Whether this board watches a game (opened with a `#bge-watch=` link): it shows the game and sends nothing. */
  get watching(): boolean {
    return !!this.inv.own?.watching && this.host.transport === this.inv.own;
  }

  /**
   * After each update, on the inviter's board: sends those who watch the game as it stands now, when it changed, and
   * tells the friend how many watch.
   */
  updated(): void {
    const own = this.inv.own;
    if (!own || own.joining || this.host.transport !== own) return;
    if (own.watchers !== this.toldWatchers && this.link?.tell({ type: 'watchers', count: own.watchers }))
      this.toldWatchers = own.watchers;
    if (own.watchers === 0) return void (this.lastView = '');
    const text = encodeMessage(
      gameView(this.session(), this.names, this.state === 'away' ? opponent(this.host.settings.localSide) : null),
    );
    if (text === this.lastView) return;
    this.lastView = text;
    own.broadcast(text);
  }

  /**
   * Closes the connection: the board left the page, or with `forget` online mode (its own transport is then dropped).
   */
  stop(forget: boolean): void {
    globalThis.removeEventListener?.('hashchange', this.onHashChange);
    globalThis.removeEventListener?.('pagehide', this.onPageHide);
    this.keepHeard();
    this.link?.stop();
    this.link = undefined;
    this.linked = undefined;
    if (forget && this.inv.own && this.host.transport === this.inv.own) this.actions.useTransport(undefined);
    this.inv.own?.close();
    this.inv.own = undefined;
  }

  /** Sends a move made on this board; any move voids the offers pending. */
  sent(record: MoveRecord<S, M>): void {
    this.link?.sent(record);
    this.offers.clear();
  }

  /** Tells the other board that `side`'s time ran out on this board. */
  tellTimeUp(side: Player): void {
    this.link?.timeUp(side);
    this.offers.clear();
  }

  /** Tells the other board that this one started a new game. */
  startedNewGame(): void {
    this.link?.startedNewGame();
    this.offers.clear();
    this.note = '';
  }

  /** Invites a friend: registers a new code with the signalling server and shows the link. */
  invite(): Promise<void> {
    return this.inv.invite();
  }

  /** Joins the friend's game of `code`; false (with a note) when the text is no code. */
  join(text: string): Promise<boolean> {
    return this.inv.join(text);
  }

  /**
   * Leaves the game online: closes the connection and forgets the invitation (and a joined invitation's `#bge-join=` in
   * the page's address).
   */
  leave(): void {
    this.inv.leave();
  }

  /** Connects again now, after the online server could not be reached. */
  retry(): void {
    this.link?.retry();
  }

  /**
   * Offers a draw, asks to take back this board's last move, or once the game is over a rematch; false when it cannot
   * be asked now.
   */
  propose(what: Proposal): boolean {
    return this.offers.propose(what);
  }

  /** Resigns the game; false when it cannot be done now (not connected, or the game is over). */
  resign(): boolean {
    const session = this.session();
    if (!this.playing || !this.link?.tell({ type: 'resign', ply: session.moves.length })) return false;
    const side = this.host.settings.localSide;
    this.actions.emit('resign', { player: side });
    this.actions.conclude({ winner: opponent(side), reason: 'resignation' });
    return true;
  }

  /**
   * Whether the player who stayed may claim the game now: the other board has been away the claim's time, and the game
   * is on.
   */
  get mayClaim(): boolean {
    const link = this.link;
    return (
      !!link &&
      this.state === 'away' &&
      !this.session().result &&
      !this.watching &&
      link.silentFor >= link.claimDelay(opponent(this.host.settings.localSide))
    );
  }

  /**
   * Ends the game after the other player left: this board wins, or with `draw` a draw (reason `abandonment`); false
   * when it cannot be claimed now.
   */
  claim(draw: boolean): boolean {
    if (!this.mayClaim) return false;
    this.note = draw ? this.w.calledDraw : this.w.claimedWin;
    this.actions.announce(this.note);
    this.actions.conclude({ winner: draw ? null : this.host.settings.localSide, reason: 'abandonment' });
    return true;
  }

  /** The other board claimed the game after this one left, and the link found this board away that long. */
  private claimedHere(result: Result): void {
    this.note = this.w.claimedAgainst(this.peer ?? this.w.friend, result.winner === null);
    this.actions.announce(this.note);
    this.actions.conclude(result);
  }

  /**
   * Each heartbeat: the inviter's board tells those who watch it is there; while the friend is away, the panel follows
   * the time to a claim.
   */
  private beat(): void {
    this.keepHeard();
    const own = this.inv.own;
    if (own && !own.joining && this.host.transport === own && own.watchers > 0)
      own.broadcast(encodeMessage({ type: 'ping' }));
    if (this.state === 'away') this.host.requestUpdate();
  }

  resigned(): void {
    const side = opponent(this.host.settings.localSide);
    this.actions.emit('resign', { player: side });
    this.note = this.w.resigned(this.peer ?? this.w.friend);
    this.actions.conclude({ winner: this.host.settings.localSide, reason: 'resignation' });
  }

  timeUp(side: Player): void {
    this.offers.clear();
    this.actions.timeUp(side);
  }

  watchers(count: number): void {
    this.watcherCount = count;
    this.host.requestUpdate();
  }

  ended(result: Result): void {
    this.actions.conclude(result);
  }

  seated(side: Player): void {
    this.actions.seat(side);
    if (this.inv.own && this.host.transport === this.inv.own)
      saveSeat(this.inv.own.invitation, { secret: this.inv.own.secret, side });
  }

  changed(state: OnlineState, peer: string | undefined): void {
    const w = this.w;
    // A screen reader hears the connection come and go (and the friend's name arrive), as the panel shows it.
    const connected = this.watching
      ? w.watchingGame(this.names.given('first') ?? w.friend, this.names.given('second') ?? w.friend)
      : peer
        ? w.connectedTo(peer)
        : w.connected;
    const line =
      state === 'connected'
        ? connected
        : state === 'reconnecting'
          ? w.reconnecting
          : state === 'away'
            ? w.left(peer ?? w.friend)
            : state === 'full'
              ? w.full
              : state === 'unreachable'
                ? w.unreachable(this.inv.own?.serverHost ?? '')
                : '';
    if (line) this.actions.announce(line);
    if (state === 'connected') this.note = '';
    else this.offers.clear();
    this.host.requestUpdate();
  }

  /** The link's state, or null before the board invites or joins. */
  private get state(): OnlineState | null {
    return this.link?.status ?? null;
  }

  /** The other player's name, once greeted. */
  private get peer(): string | undefined {
    return this.link?.peerName;
  }

  /** The online panel. */
  render(): unknown {
    const w = this.w;
    const own = this.inv.own;
    const ownsTransport = !this.host.transport || this.host.transport === own;
    // The link is shown once the server holds the invitation: before that it could not work.
    const invitation = own && !own.joining && own.registered ? own.invitation : undefined;
    adoptOnce((this.host as unknown as Element).shadowRoot, onlinePanelStyles);
    return renderOnlinePanel(w, {
      state: this.state,
      peer: this.peer,
      invitation: invitation ? { link: inviteLink(location.href, invitation), code: invitation.code } : null,
      registering: !!own && !own.joining && !own.registered,
      server: own?.serverHost ?? '',
      askedJoin: this.inv.askedJoin?.code ?? null,
      // Shown once both seats are taken: before that, the code in it could take the free seat.
      watchLink: own && !own.joining && own.registered && own.secret ? watchLink(location.href, own.invitation) : null,
      watchers: own && !own.joining ? own.watchers : this.watcherCount,
      watching: this.watching
        ? { first: this.names.given('first') ?? this.w.friend, second: this.names.given('second') ?? this.w.friend }
        : null,
      canInvite: ownsTransport,
      theirOffer: this.offers.theirs?.what ?? null,
      ourOffer: this.offers.ours?.what ?? null,
      note: this.note,
      playing: this.playing,
      canAskUndo: this.offers.undoKeep() >= 0,
      invite: () => void this.invite(),
      join: (e) => {
        e.preventDefault();
        void this.join(String(new FormData(e.currentTarget as HTMLFormElement).get('code') ?? ''));
      },
      copy: () => void this.copy(invitation && inviteLink(location.href, invitation)),
      copyWatch: () => void this.copy(own && watchLink(location.href, own.invitation)),
      leave: () => this.leave(),
      resign: () => this.resign(),
      offerDraw: () => this.offers.propose('draw'),
      askUndo: () => this.offers.propose('undo'),
      rematch: () => this.offers.propose('rematch'),
      canRematch: this.state === 'connected' && !!this.session().result && !this.watching,
      away: this.watching
        ? this.watchedAway && this.state === 'connected'
          ? (this.names.given(this.watchedAway) ?? w.friend)
          : null
        : this.state === 'away'
          ? (this.peer ?? w.friend)
          : null,
      mayClaim: this.mayClaim,
      claim: (draw) => this.claim(draw),
      answer: (accept) => this.offers.answer(accept),
      answerJoin: (join) => this.inv.answerJoin(join),
      retry: () => this.retry(),
    });
  }

  private get playing(): boolean {
    return this.state === 'connected' && !this.session().result && !this.watching;
  }

  /**
   * Keeps with the seat when the other board was last heard, when this page last ran (now) and
   * whether the other board beats, at each heartbeat and when the page hides: after a reload (or a
   * crash) the time since counts as this board's absence for a claim, and the other board cannot
   * drop its heartbeat by greeting as an earlier version.
   */
  private keepHeard(): void {
    const own = this.inv.own;
    if (!own || own.watching || this.host.transport !== own || !this.link) return;
    const { heardAt, beats } = this.link.kept;
    const seat: Seat = { ...loadSeat(own.invitation), heardAt, aliveAt: Date.now() };
    if (beats) seat.beats = true;
    saveSeat(own.invitation, seat);
  }

  private async copy(link: string | undefined): Promise<void> {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      this.note = this.w.copied;
    } catch {
      // Clipboard refused (no permission, an insecure page): the link stays selectable in its field.
      this.note = '';
    }
    this.actions.announce(this.note);
    this.host.requestUpdate();
  }
}
