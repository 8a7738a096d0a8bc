/**
 * Online play as a board shows it, loaded only when a board goes online: the invitation (a link
 * with `#bge-join=`, a short code, a Copy button) or the code typed by the friend, the board's own
 * PeerJS transport (itself loaded only on invite or join), the link to the other board, and the
 * offers two players make each other: a draw, a take-back, and resigning.
 */
import { type BaseState, type Player, type Result, opponent } from '../../core/game.js';
import { type AnswerMessage, type OfferMessage, type Proposal, type ViewMessage, encodeMessage, isSecret, moveListHash, takeBackKeep } from '../../core/online-protocol.js';
import type { GameSession, MoveRecord } from '../../core/session.js';
import { languageOf } from '../../core/language.js';
import { langOf } from '../base/messages.js';
import type { PlayerNames } from '../base/player-names.js';
import type { OnlineActions, OnlinePlayHost } from './online-host.js';
import { OnlineLink, type OnlineLinkEvents, type OnlineState } from './online-link.js';
import { type OnlineWords, onlineWords } from './online-words.js';
import { type Invitation, invitationIn, inviteLink, newCode, normalizeCode, parsePeerServer, watchLink } from './invitation.js';
import type { PeerJsTransport } from './peer-transport.js';
import { onlinePanelStyles, renderOnlinePanel } from '../render/online-panel.js';
import { adoptOnce } from '../render/adopt-once.js';
import type { Transport } from './transport.js';

/** The invitation a board with `persist` keeps, to rejoin after a reload. */
interface SavedInvitation {
  invitation: Invitation;
  joining: boolean;
  /** A watcher's board: it watches the game again. */
  watching?: boolean;
}

/** What a board keeps of its seat in one invitation, per tab: the game's secret and, on the friend's board, its side. */
interface Seat {
  secret: string | null;
  side?: Player;
}

/** Which boards already took the page's join fragment (one board per invitation). */
const claimed = new Set<string>();

/** Invitations, joins, the link and the offers of one board in `online` mode. */
export class OnlinePlay<S extends BaseState, M, O> {
  private link: OnlineLink<S, M, O> | undefined;
  private linked: Transport | undefined;
  private own: PeerJsTransport | undefined;
  private theirOffer: OfferMessage | null = null;
  private ourOffer: OfferMessage | null = null;
  private note = '';
  /** This player's name as last told to the other board. */
  private name = '';
  /** A join or watch link that would leave the game under way, waiting for the player's word. */
  private askedJoin: (Invitation & { watch: boolean }) | null = null;
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
    offered: (offer) => this.offered(offer),
    answered: (answer) => this.answered(answer),
    changed: (state, peer) => this.changed(state, peer),
    seated: (side) => this.seated(side),
  };
  /** On the friend's board: how many watch, as the inviter's board says. */
  private watcherCount = 0;
  private readonly onHashChange = () => this.joinFromAddress();

  constructor(
    private readonly host: OnlinePlayHost,
    private readonly session: () => GameSession<S, M, O>,
    private readonly names: PlayerNames,
    private readonly actions: OnlineActions<M>,
  ) {
    globalThis.addEventListener?.('hashchange', this.onHashChange);
    // A board put back into the page keeps the transport it made before.
    const earlier = this.host.transport as Partial<PeerJsTransport> | undefined;
    if (earlier?.invitation) this.own = earlier as PeerJsTransport;
    if (!this.host.transport && !this.joinFromAddress()) this.resume();
  }

  /** The texts of online play in the board's language, with the board's `strings` over them. */
  private get w(): OnlineWords {
    const words = onlineWords[languageOf(langOf(this.host as unknown as Element))];
    const strings = (this.host.strings ?? {}) as Partial<OnlineWords>;
    return Object.fromEntries(Object.entries(words).map(([k, v]) => [k, strings[k as keyof OnlineWords] ?? v])) as unknown as OnlineWords;
  }

  /** Before each update: links the board's current transport, closing the link of the one before. */
  sync(): void {
    const name = this.names.given(this.host.localSide)?.trim() ?? '';
    if (name !== this.name) {
      this.name = name;
      this.link?.renamed();
    }
    const transport = this.host.transport;
    if (transport === this.linked) return;
    this.link?.stop();
    this.link = undefined;
    this.linked = transport;
    this.theirOffer = this.ourOffer = null;
    if (transport !== this.own) {
      this.own?.close();
      this.own = undefined;
    }
    // A friend's board with no side of its own yet takes the one the inviter's first greeting leaves.
    const sideOpen = transport?.joining === true && !(transport === this.own && this.loadSeat(this.own.invitation).side);
    this.lastView = '';
    this.toldWatchers = this.watcherCount = 0;
    if (transport) this.link = new OnlineLink(() => this.host.localSide, this.session, this.names, this.linkEvents, transport, sideOpen, this.watching);
  }

  /** Whether this board watches a game (opened with a `#bge-watch=` link): it shows the game and sends nothing. */
  get watching(): boolean {
    return !!this.own?.watching && this.host.transport === this.own;
  }

  /** After each update, on the inviter's board: sends those who watch the game as it stands now, when it changed, and tells the friend how many watch. */
  updated(): void {
    const own = this.own;
    if (!own || own.joining || this.host.transport !== own) return;
    if (own.watchers !== this.toldWatchers && this.link?.tell({ type: 'watchers', count: own.watchers })) this.toldWatchers = own.watchers;
    if (own.watchers === 0) return void (this.lastView = '');
    const text = encodeMessage(this.view());
    if (text === this.lastView) return;
    this.lastView = text;
    own.broadcast(text);
  }

  /** The game as those who watch see it. */
  private view(): ViewMessage {
    const session = this.session();
    const moves = session.moves;
    const view: ViewMessage = { type: 'view', game: session.rules.id, options: session.options, moves, hash: moveListHash(moves), names: {} };
    for (const side of ['first', 'second'] as const) {
      const name = this.names.given(side)?.trim();
      if (name) view.names[side] = name;
    }
    const result = session.result;
    if (result && (result.reason === 'resignation' || result.reason === 'agreement' || result.reason === 'time')) view.ended = { winner: result.winner, reason: result.reason };
    const clock = session.clock;
    if (clock) view.clock = { setting: clock.text, left: [Math.max(0, Math.round(clock.left('first'))), Math.max(0, Math.round(clock.left('second')))] };
    return view;
  }

  /** Closes the connection: the board left the page, or with `forget` online mode (its own transport is then dropped). */
  stop(forget: boolean): void {
    globalThis.removeEventListener?.('hashchange', this.onHashChange);
    this.link?.stop();
    this.link = undefined;
    this.linked = undefined;
    if (forget && this.own && this.host.transport === this.own) this.actions.useTransport(undefined);
    this.own?.close();
    this.own = undefined;
  }

  /** Sends a move made on this board; any move voids the offers pending. */
  sent(record: MoveRecord<S, M>): void {
    this.link?.sent(record);
    this.theirOffer = this.ourOffer = null;
  }

  /** Tells the other board that `side`'s time ran out on this board. */
  tellTimeUp(side: Player): void {
    this.link?.timeUp(side);
    this.theirOffer = this.ourOffer = null;
  }

  /** Tells the other board that this one started a new game. */
  startedNewGame(): void {
    this.link?.startedNewGame();
    this.theirOffer = this.ourOffer = null;
    this.note = '';
  }

  /** Invites a friend: registers a new code with the signalling server and shows the link. */
  invite(): Promise<void> {
    return this.play({ tag: this.host.localName, code: newCode() }, false);
  }

  /** Watches the game of `invitation` (a `#bge-watch=` link): read-only, it takes the inviter's view of the game. */
  watch(invitation: Invitation): Promise<void> {
    return this.play(invitation, true, true);
  }

  /** Joins the friend's game of `code`; false (with a note) when the text is no code. */
  async join(text: string): Promise<boolean> {
    const code = normalizeCode(text);
    if (!code) {
      this.note = this.w.badCode;
      this.host.requestUpdate();
      return false;
    }
    await this.play({ tag: this.host.localName, code }, true);
    return true;
  }

  /** Answers the question a join link asked while a game was under way: leave it and join, or stay. */
  answerJoin(join: boolean): void {
    const invitation = this.askedJoin;
    this.askedJoin = null;
    if (invitation && join) {
      claimed.add(invitation.code);
      const session = this.session();
      const under = session.moves.length > 0 && !session.result;
      void this.play(invitation, true, invitation.watch).then(() => under && !invitation.watch && this.actions.newGame());
    } else if (invitation && !this.host.transport) this.resume();
    this.host.requestUpdate();
  }

  /** Connects again now, after the online server could not be reached. */
  retry(): void {
    this.link?.retry();
  }

  /** Leaves the game online: closes the connection and forgets the invitation (and a joined invitation's `#bge-join=` in the page's address). */
  leave(): void {
    this.save(null);
    // A friend who leaves would otherwise join again on the next reload: the invitation leaves the address too.
    const joined = this.own?.joining ? this.own.invitation : undefined;
    if (joined && invitationIn(location.hash)?.code === joined.code) history.replaceState(history.state, '', location.pathname + location.search);
    this.actions.useTransport(undefined);
  }

  /** Resigns the game; false when it cannot be done now (not connected, or the game is over). */
  resign(): boolean {
    const session = this.session();
    if (!this.playing || !this.link?.tell({ type: 'resign', ply: session.moves.length })) return false;
    const side = this.host.localSide;
    this.actions.emit('resign', { player: side });
    this.actions.conclude({ winner: opponent(side), reason: 'resignation' });
    return true;
  }

  /** Offers a draw, asks to take back this board's last move (and the reply after it), or once the game is over a rematch; false when it cannot be asked now. */
  propose(what: Proposal): boolean {
    const session = this.session();
    const keep = this.undoKeep();
    const now = what === 'rematch' ? this.state === 'connected' && !!session.result && !this.watching : this.playing;
    if (!now || this.ourOffer || (what === 'undo' && keep < 0)) return false;
    const offer: OfferMessage = what === 'undo' ? { type: 'offer', what, ply: session.moves.length, keep } : { type: 'offer', what, ply: session.moves.length };
    if (!this.link?.tell(offer)) return false;
    this.ourOffer = offer;
    this.note = '';
    this.actions.emit('offer', { what, player: this.host.localSide });
    this.actions.announce(this.w.weOffered(what));
    this.host.requestUpdate();
    return true;
  }

  /** Answers the other side's pending offer. */
  answer(accept: boolean): void {
    const offer = this.theirOffer;
    if (!offer) return;
    this.theirOffer = null;
    this.link?.tell({ type: 'answer', what: offer.what, ply: offer.ply, accept });
    this.actions.emit('offer-answer', { what: offer.what, player: this.host.localSide, accept });
    if (accept) this.agree(offer);
    this.host.requestUpdate();
  }

  resigned(): void {
    const side = opponent(this.host.localSide);
    this.actions.emit('resign', { player: side });
    this.note = this.w.resigned(this.peer ?? this.w.friend);
    this.actions.conclude({ winner: this.host.localSide, reason: 'resignation' });
  }

  timeUp(side: Player): void {
    this.theirOffer = this.ourOffer = null;
    this.actions.timeUp(side);
  }

  watchers(count: number): void {
    this.watcherCount = count;
    this.host.requestUpdate();
  }

  ended(result: Result): void {
    this.actions.conclude(result);
  }

  offered(offer: OfferMessage): void {
    this.theirOffer = offer;
    this.actions.emit('offer', { what: offer.what, player: opponent(this.host.localSide) });
    this.actions.announce(this.w.theyOffer(this.peer ?? this.w.friend, offer.what));
    this.host.requestUpdate();
  }

  answered(answer: AnswerMessage): void {
    const offer = this.ourOffer;
    if (!offer || offer.what !== answer.what || offer.ply !== answer.ply) return;
    this.ourOffer = null;
    this.actions.emit('offer-answer', { what: answer.what, player: opponent(this.host.localSide), accept: answer.accept });
    if (answer.accept) this.agree(offer);
    else {
      this.note = this.w.declined(answer.what);
      this.actions.announce(this.note);
    }
    this.host.requestUpdate();
  }

  seated(side: Player): void {
    this.actions.seat(side);
    if (this.own && this.host.transport === this.own) this.saveSeat(this.own.invitation, { secret: this.own.secret, side });
  }

  changed(state: OnlineState, peer: string | undefined): void {
    const w = this.w;
    // A screen reader hears the connection come and go (and the friend's name arrive), as the panel shows it.
    const connected = this.watching ? w.watchingGame(this.names.given('first') ?? w.friend, this.names.given('second') ?? w.friend) : peer ? w.connectedTo(peer) : w.connected;
    const line = state === 'connected' ? connected : state === 'reconnecting' ? w.reconnecting : state === 'full' ? w.full : state === 'unreachable' ? w.unreachable(this.own?.serverHost ?? '') : '';
    if (line) this.actions.announce(line);
    if (state === 'connected') this.note = '';
    else this.theirOffer = this.ourOffer = null;
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
    const own = this.own;
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
      askedJoin: this.askedJoin?.code ?? null,
      // Shown once both seats are taken: before that, the code in it could take the free seat.
      watchLink: own && !own.joining && own.registered && own.secret ? watchLink(location.href, own.invitation) : null,
      watchers: own && !own.joining ? own.watchers : this.watcherCount,
      watching: this.watching ? { first: this.names.given('first') ?? this.w.friend, second: this.names.given('second') ?? this.w.friend } : null,
      canInvite: ownsTransport,
      theirOffer: this.theirOffer?.what ?? null,
      ourOffer: this.ourOffer?.what ?? null,
      note: this.note,
      playing: this.playing,
      canAskUndo: this.undoKeep() >= 0,
      invite: () => void this.invite(),
      join: (e) => {
        e.preventDefault();
        void this.join(String(new FormData(e.currentTarget as HTMLFormElement).get('code') ?? ''));
      },
      copy: () => void this.copy(invitation && inviteLink(location.href, invitation)),
      copyWatch: () => void this.copy(own && watchLink(location.href, own.invitation)),
      leave: () => this.leave(),
      resign: () => this.resign(),
      offerDraw: () => this.propose('draw'),
      askUndo: () => this.propose('undo'),
      rematch: () => this.propose('rematch'),
      canRematch: this.state === 'connected' && !!this.session().result && !this.watching,
      answer: (accept) => this.answer(accept),
      answerJoin: (join) => this.answerJoin(join),
      retry: () => this.retry(),
    });
  }

  private get playing(): boolean {
    return this.state === 'connected' && !this.session().result && !this.watching;
  }

  /** How many moves stay when this board takes back its last move and the replies after it; -1 when it has none. */
  private undoKeep(): number {
    return takeBackKeep(
      this.session().past.map((e) => e.before.turn),
      this.host.localSide,
    );
  }

  private agree(offer: OfferMessage): void {
    if (offer.what === 'draw') {
      this.note = this.w.drawAgreed;
      this.actions.conclude({ winner: null, reason: 'agreement' });
    } else if (offer.what === 'rematch') this.rematch();
    else this.actions.setMoves(this.session().moves.slice(0, offer.keep));
  }

  /** Both players agreed to a rematch: this board takes the other side (kept with the seat, so a reload keeps it) and a new game starts. */
  private rematch(): void {
    const side = opponent(this.host.localSide);
    this.actions.seat(side);
    if (this.own && this.host.transport === this.own) this.saveSeat(this.own.invitation, { ...this.loadSeat(this.own.invitation), side });
    this.note = '';
    this.actions.newGame();
  }

  /** Plays `invitation` through the board's own PeerJS transport (with `watching`, watches it). */
  private async play(invitation: Invitation, joining: boolean, watching = false): Promise<void> {
    const { PeerJsTransport } = await import('./peer-transport.js');
    const serverText = this.host.onlineServer;
    const server = serverText ? parsePeerServer(serverText) : null;
    if (serverText && !server) console.warn(`<${this.host.localName}>: invalid online-server="${serverText}" (expected a URL such as https://peer.example.org:9000/myapp); using PeerJS's public server.`);
    this.note = '';
    // A watcher holds no seat: it neither reads nor writes one.
    const seat: Seat = watching ? { secret: null } : this.loadSeat(invitation);
    // A board that already sat at this game plays the side it has there (given by the inviter's first
    // greeting, or swapped by a rematch), whatever its attribute says.
    if (seat.side) this.actions.seat(seat.side);
    const ice = { iceServers: this.host.iceServers, iceTransportPolicy: this.host.iceTransportPolicy };
    const own = new PeerJsTransport(invitation, joining, server, seat.secret, watching, ice);
    own.onSeat((event) => {
      if (own !== this.own) return;
      if (event === 'bound' && !watching) this.saveSeat(invitation, { ...this.loadSeat(invitation), secret: own.secret });
      // A new watcher gets the game as it stands (the view goes to all of them again).
      if (event === 'watchers') this.lastView = '';
      if (event === 'intruder') {
        this.note = this.w.intruder;
        this.actions.announce(this.note);
      }
      this.host.requestUpdate();
    });
    this.own = own;
    this.save(watching ? { invitation, joining, watching } : { invitation, joining });
    this.actions.useTransport(own);
  }

  /**
   * Joins the invitation in the page's address when it is for this board's tag; true when it does
   * (or asks first). A board already in a game online, or in a game under way, asks its player
   * before leaving it: any link in the page can set the address.
   */
  private joinFromAddress(): boolean {
    const hash = globalThis.location?.hash ?? '';
    const toWatch = invitationIn(hash, true);
    const invitation = toWatch ?? invitationIn(hash);
    const watch = !!toWatch;
    if (!invitation || invitation.tag !== this.host.localName || claimed.has(invitation.code)) return false;
    // The inviter's own page may carry the fragment too (a reload of a link it followed): it never joins itself.
    if (this.own?.invitation.code === invitation.code) return true;
    const session = this.session();
    const saved = this.savedInvitation();
    const rejoin = saved?.joining === true && saved.invitation.code === invitation.code && !!saved.watching === watch;
    if (!rejoin && (this.link || saved || (session.moves.length > 0 && !session.result))) {
      this.askedJoin = { ...invitation, watch };
      this.actions.announce(this.w.joinAsk(invitation.code));
      this.host.requestUpdate();
      return true;
    }
    claimed.add(invitation.code);
    void this.play(invitation, true, watch);
    return true;
  }

  private seatKey(invitation: Invitation): string {
    return `board-game-elements:online-seat:${invitation.tag}:${invitation.code}`;
  }

  /** This tab's seat in `invitation`: its secret and side, checked (anything else in storage reads as no seat). */
  private loadSeat(invitation: Invitation): Seat {
    try {
      const saved = JSON.parse(globalThis.sessionStorage?.getItem(this.seatKey(invitation)) ?? 'null') as Partial<Seat> | null;
      return { secret: isSecret(saved?.secret) ? saved.secret : null, ...(saved?.side === 'first' || saved?.side === 'second' ? { side: saved.side } : {}) };
    } catch {
      return { secret: null };
    }
  }

  /** Keeps the seat per tab, whether or not the board has `persist`: a reload must not turn the friend into a stranger. */
  private saveSeat(invitation: Invitation, seat: Seat): void {
    try {
      globalThis.sessionStorage?.setItem(this.seatKey(invitation), JSON.stringify(seat));
    } catch {
      // Without storage the game goes on; after a reload this board is a stranger to it.
    }
  }

  private storageKey(): string | null {
    const key = this.host.persist;
    return key ? `board-game-elements:online:${this.session().rules.id}:${key}` : null;
  }

  /** Rejoins the invitation saved under `persist`, if any (kept per tab, so two tabs playing each other never swap roles). */
  private resume(): void {
    const saved = this.savedInvitation();
    if (saved) void this.play(saved.invitation, saved.joining, saved.watching === true);
  }

  /** The invitation saved under `persist` in this tab, checked; null when there is none (or, with a warning, a broken one). */
  private savedInvitation(): SavedInvitation | null {
    const key = this.storageKey();
    if (!key) return null;
    try {
      const saved = JSON.parse(globalThis.sessionStorage?.getItem(key) ?? 'null') as SavedInvitation | null;
      if (!saved) return null;
      const { invitation, joining, watching } = saved;
      const code = typeof invitation?.code === 'string' ? normalizeCode(invitation.code) : null;
      if (!code || invitation.tag !== this.host.localName || typeof joining !== 'boolean') throw new Error('not an invitation');
      return watching === true && joining ? { invitation: { tag: invitation.tag, code }, joining, watching } : { invitation: { tag: invitation.tag, code }, joining };
    } catch (e) {
      console.warn(`<${this.host.localName}>: ignoring the online game saved under "${this.host.persist}" (${e instanceof Error ? e.message : String(e)}).`);
      return null;
    }
  }

  private save(saved: SavedInvitation | null): void {
    const key = this.storageKey();
    if (!key) return;
    try {
      if (saved) globalThis.sessionStorage?.setItem(key, JSON.stringify(saved));
      else globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Without storage the game goes on; it just cannot rejoin after a reload.
    }
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
