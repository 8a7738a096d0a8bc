/**
 * The invitations of one board's online play, and the board's own PeerJS transport that each makes:
 * inviting (a new code), joining a code or the page's `#bge-join=` link, watching a `#bge-watch=`
 * link, asking before a link leaves a game under way, rejoining after a reload (`persist`), and
 * leaving. The seat in each invitation is kept per tab (`online-storage.ts`).
 */
import type { BaseState } from '../../core/game.js';
import type { GameSession } from '../../core/session.js';
import type { OnlineActions, OnlinePlayHost } from './online-host.js';
import type { OnlineWords } from './online-words.js';
import { type Invitation, invitationIn, newCode, normalizeCode, parsePeerServer } from './invitation.js';
import {
  type SavedInvitation,
  type Seat,
  loadInvitation,
  loadSeat,
  saveInvitation,
  saveSeat,
} from './online-storage.js';
import type { PeerJsTransport } from './peer-transport.js';

/** Which boards already took the page's join fragment (one board per invitation). */
const claimed = new Set<string>();

/** What the invitations need of online play. */
export interface InvitationsBoard<S extends BaseState, M, O> {
  readonly host: OnlinePlayHost;
  readonly session: () => GameSession<S, M, O>;
  readonly actions: OnlineActions<M>;
  words(): OnlineWords;
  /** Shows a line in the panel. */
  note(text: string): void;
  /** Whether the board is linked to another already. */
  linked(): boolean;
  /** Someone came to watch, or left: the view goes to all again. */
  watchersChanged(): void;
}

/** One board's invitations and its own transport. */
export class Invitations<S extends BaseState, M, O> {
  /** The board's own transport, once it invites, joins or watches. */
  own: PeerJsTransport | undefined;
  /** A join or watch link that would leave the game under way, waiting for the player's word. */
  askedJoin: (Invitation & { watch: boolean }) | null = null;

  constructor(private readonly board: InvitationsBoard<S, M, O>) {}

  /** Invites a friend: registers a new code with the signalling server and shows the link. */
  invite(): Promise<void> {
    return this.play({ tag: this.board.host.localName, code: newCode() }, false);
  }

  /** Watches the game of `invitation` (a `#bge-watch=` link): read-only, it takes the inviter's view of the game. */
  watch(invitation: Invitation): Promise<void> {
    return this.play(invitation, true, true);
  }

  /** Joins the friend's game of `code`; false (with a note) when the text is no code. */
  async join(text: string): Promise<boolean> {
    const code = normalizeCode(text);
    if (!code) {
      this.board.note(this.board.words().badCode);
      this.board.host.requestUpdate();
      return false;
    }
    await this.play({ tag: this.board.host.localName, code }, true);
    return true;
  }

  /** Answers the question a join link asked while a game was under way: leave it and join, or stay. */
  answerJoin(join: boolean): void {
    const invitation = this.askedJoin;
    this.askedJoin = null;
    if (invitation && join) {
      claimed.add(invitation.code);
      const session = this.board.session();
      const under = session.moves.length > 0 && !session.result;
      void this.play(invitation, true, invitation.watch).then(
        () => under && !invitation.watch && this.board.actions.newGame(),
      );
    } else if (invitation && !this.board.host.transport) this.resume();
    this.board.host.requestUpdate();
  }

  /**
   * Leaves the game online: closes the connection and forgets the invitation (and a joined invitation's `#bge-join=` in
   * the page's address).
   */
  leave(): void {
    this.save(null);
    // A friend who leaves would otherwise join again on the next reload: the invitation leaves the address too.
    const joined = this.own?.joining ? this.own.invitation : undefined;
    if (joined && invitationIn(location.hash)?.code === joined.code)
      history.replaceState(history.state, '', location.pathname + location.search);
    this.board.actions.useTransport(undefined);
  }

  /** Plays `invitation` through the board's own PeerJS transport (with `watching`, watches it). */
  async play(invitation: Invitation, joining: boolean, watching = false): Promise<void> {
    const { PeerJsTransport } = await import('./peer-transport.js');
    const serverText = this.board.host.settings.onlineServer;
    const server = serverText ? parsePeerServer(serverText) : null;
    if (serverText && !server)
      console.warn(
        `<${this.board.host.localName}>: invalid online-server="${serverText}" (expected a URL such as ` +
          `https://peer.example.org:9000/myapp); using PeerJS's public server.`,
      );
    this.board.note('');
    // A watcher holds no seat: it neither reads nor writes one.
    const seat: Seat = watching ? { secret: null } : loadSeat(invitation);
    // A board that already sat at this game plays the side it has there (given by the inviter's first
    // greeting, or swapped by a rematch), whatever its attribute says.
    if (seat.side) this.board.actions.seat(seat.side);
    const ice = {
      iceServers: this.board.host.settings.iceServers,
      iceTransportPolicy: this.board.host.settings.iceTransportPolicy,
    };
    const own = new PeerJsTransport(invitation, joining, server, seat.secret, watching, ice);
    own.onSeat((event) => {
      if (own !== this.own) return;
      if (event === 'bound' && !watching) saveSeat(invitation, { ...loadSeat(invitation), secret: own.secret });
      // A new watcher gets the game as it stands (the view goes to all of them again).
      if (event === 'watchers') this.board.watchersChanged();
      if (event === 'intruder') {
        this.board.note(this.board.words().intruder);
        this.board.actions.announce(this.board.words().intruder);
      }
      this.board.host.requestUpdate();
    });
    this.own = own;
    this.save(watching ? { invitation, joining, watching } : { invitation, joining });
    this.board.actions.useTransport(own);
  }

  /**
   * Joins the invitation in the page's address when it is for this board's tag; true when it does
   * (or asks first). A board already in a game online, or in a game under way, asks its player
   * before leaving it: any link in the page can set the address.
   */
  joinFromAddress(): boolean {
    const hash = globalThis.location?.hash ?? '';
    const toWatch = invitationIn(hash, true);
    const invitation = toWatch ?? invitationIn(hash);
    const watch = !!toWatch;
    if (!invitation || invitation.tag !== this.board.host.localName || claimed.has(invitation.code)) return false;
    // The inviter's own page may carry the fragment too (a reload of a link it followed): it never joins itself.
    if (this.own?.invitation.code === invitation.code) return true;
    const session = this.board.session();
    const saved = this.savedInvitation();
    const rejoin = saved?.joining === true && saved.invitation.code === invitation.code && !!saved.watching === watch;
    if (!rejoin && (this.board.linked() || saved || (session.moves.length > 0 && !session.result))) {
      this.askedJoin = { ...invitation, watch };
      this.board.actions.announce(this.board.words().joinAsk(invitation.code));
      this.board.host.requestUpdate();
      return true;
    }
    claimed.add(invitation.code);
    void this.play(invitation, true, watch);
    return true;
  }

  private storageKey(): string | null {
    const key = this.board.host.settings.persist;
    return key ? `board-game-elements:online:${this.board.session().rules.id}:${key}` : null;
  }

  /**
   * Rejoins the invitation saved under `persist`, if any (kept per tab, so two tabs playing each other never swap
   * roles).
   */
  resume(): void {
    const saved = this.savedInvitation();
    if (saved) void this.play(saved.invitation, saved.joining, saved.watching === true);
  }

  /**
   * The invitation saved under `persist` in this tab, checked; null when there is none (or, with a warning, a broken
   * one).
   */
  savedInvitation(): SavedInvitation | null {
    const key = this.storageKey();
    return key
      ? loadInvitation(key, this.board.host.localName, (reason) =>
          console.warn(
            `<${this.board.host.localName}>: ignoring the online game saved under ` +
              `"${this.board.host.settings.persist}" (${reason}).`,
          ),
        )
      : null;
  }

  save(saved: SavedInvitation | null): void {
    const key = this.storageKey();
    if (key) saveInvitation(key, saved);
  }
}
