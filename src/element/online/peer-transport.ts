/**
 * The transport a board uses when it plays online by itself: a WebRTC data channel opened through
 * a PeerJS signalling server. The one who invites listens under an id made of the game and a short
 * code; the friend connects to that id. Once the channel is open, moves travel peer to peer; the
 * server only introduces the two browsers. This module (and PeerJS with it) loads only when a board
 * invites or joins.
 *
 * Anyone who knows the code can reach the inviter, so no channel carries a game message before the
 * seat handshake (`core/online-seat.ts`) has passed on it: the first friend is given the game's
 * secret, and every later connection of either board proves it knows it.
 */
import { type DataConnection, Peer, type PeerOptions, util } from 'peerjs';
import { FriendHandshake, InviterHandshake, decodeSeatMessage } from '../../core/online-seat.js';
import { type Invitation, type PeerServer, peerId } from './invitation.js';
import { ConnectionRefused, type Transport } from './transport.js';

/** How long a friend's board waits for the inviter's channel to open and seat it before trying again. */
const OPEN_TIMEOUT_MS = 10_000;
/** How long the inviter waits for a new connection to prove itself before closing it. */
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** The most connections the inviter lets try the handshake at once; a newer one closes the oldest. */
const MAX_PENDING = 4;
/** The most boards that may watch one game at once; more are turned away. */
const MAX_WATCHERS = 64;
/** PeerJS's public signalling server, named in the board's messages when no `online-server` is set. */
const PUBLIC_HOST = '0.peerjs.com';

/**
 * What the transport tells its board beyond messages: the invitation registered, the seat bound, a stranger turned
 * away, a watcher come or gone.
 */
export type SeatEvent = 'registered' | 'bound' | 'intruder' | 'watchers';

/**
 * A data channel to the friend's board through PeerJS. The inviter (`joining` false) registers
 * the invitation's id and takes a connection made to it only once it passed the seat handshake
 * (a friend who reloads connects anew and proves the secret); the friend (`joining` true) connects
 * to that id and checks the inviter's proof in turn. A lost channel is reported through `onClose`;
 * the board then calls `connect()` again.
 */
export class PeerJsTransport implements Transport {
  private peer: Peer | undefined;
  private connection: DataConnection | undefined;
  private messageListeners: ((data: unknown) => void)[] = [];
  private closeListeners: (() => void)[] = [];
  private readonly seatListeners: ((event: SeatEvent) => void)[] = [];
  private waiting: { resolve: () => void; reject: (e: Error) => void } | undefined;
  /** Connections still in the handshake, oldest first. */
  private readonly pending: DataConnection[] = [];
  /** On the inviter's board: the connections of those who watch. */
  private readonly watcherConnections = new Set<DataConnection>();
  private isRegistered = false;

  /** Plays the invitation as its inviter, or with `joining` as the friend who joins it. */
  constructor(
    /** The game this connection belongs to. */
    readonly invitation: Invitation,
    /** True on the friend's board. */
    readonly joining: boolean,
    private readonly server: PeerServer | null = null,
    /** The game's secret, agreed at the friend's first connection (null before; set by the handshake then). */
    public secret: string | null = null,
    /** A watcher's board (`joining` too): it asks to watch, never for a seat, and only receives. */
    readonly watching = false,
    /** The page's STUN and TURN servers (`ice-servers`) and ICE transport policy; unset, PeerJS's own servers. */
    private readonly ice: { iceServers?: RTCIceServer[]; iceTransportPolicy?: RTCIceTransportPolicy } = {},
  ) {}

  /** On the inviter's board: how many boards watch the game now. */
  get watchers(): number {
    return this.watcherConnections.size;
  }

  /** On the inviter's board: sends `text` (the game's view) to every board that watches. */
  broadcast(text: string): void {
    for (const connection of this.watcherConnections) if (connection.open) void connection.send(text);
  }

  /** The open data channel, if any (a page may close it to try a dropped connection). */
  get channel(): RTCDataChannel | undefined {
    return this.connection?.open ? this.connection.dataChannel : undefined;
  }

  /** The signalling server's host name, as the board names it to its player. */
  get serverHost(): string {
    return this.server?.host ?? PUBLIC_HOST;
  }

  /** On the inviter's board: whether the invitation's id is registered with the server, so that the link works. */
  get registered(): boolean {
    return this.isRegistered;
  }

  /** Hears the invitation registered, the seat bound (keep `secret`), and strangers turned away. */
  onSeat(listener: (event: SeatEvent) => void): void {
    this.seatListeners.push(listener);
  }

  connect(): Promise<void> {
    this.waiting?.reject(new Error('A newer connection attempt replaced this one.'));
    // The friend may have connected again while the inviter's board was pausing before this call.
    if (!this.joining && this.connection?.open) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const waiting = { resolve, reject };
      this.waiting = waiting;
      const peer = this.openPeer();
      if (this.joining) {
        const open = () => this.knock(peer.connect(peerId(this.invitation), { reliable: true, serialization: 'raw' }));
        if (peer.open) open();
        else peer.once('open', open);
        setTimeout(
          () => this.waiting === waiting && this.fail(new Error('The other board did not answer in time.')),
          OPEN_TIMEOUT_MS,
        );
      }
      // The inviter resolves when a friend's connection passes the handshake (see `admit`).
    });
  }

  send(data: string): void {
    if (!this.connection?.open) throw new Error('The connection is not open.');
    void this.connection.send(data);
  }

  onMessage(listener: (data: unknown) => void): () => void {
    this.messageListeners.push(listener);
    return () => (this.messageListeners = this.messageListeners.filter((l) => l !== listener));
  }

  onClose(listener: () => void): () => void {
    this.closeListeners.push(listener);
    return () => (this.closeListeners = this.closeListeners.filter((l) => l !== listener));
  }

  close(): void {
    this.waiting = undefined;
    const peer = this.peer;
    this.peer = undefined;
    this.connection = undefined;
    this.isRegistered = false;
    this.watcherConnections.clear();
    peer?.destroy();
  }

  /** The peer registered with the signalling server, made again when it was destroyed. */
  private openPeer(): Peer {
    if (this.peer && !this.peer.destroyed) {
      if (this.peer.disconnected) this.peer.reconnect();
      return this.peer;
    }
    const options: PeerOptions = { ...this.server, debug: 0 };
    // PeerJS's own servers stay unless the page gives its own: a relay policy alone uses PeerJS's TURN server.
    if (this.ice.iceServers || this.ice.iceTransportPolicy === 'relay') {
      options.config = {
        ...util.defaultConfig,
        ...(this.ice.iceServers ? { iceServers: this.ice.iceServers } : {}),
        iceTransportPolicy: this.ice.iceTransportPolicy ?? 'all',
      };
    }
    const peer = this.joining ? new Peer(options) : new Peer(peerId(this.invitation), options);
    this.peer = peer;
    peer.on('open', () => {
      if (this.joining || this.peer !== peer) return;
      this.isRegistered = true;
      this.tell('registered');
    });
    peer.on('connection', (connection) => {
      if (this.joining) return void connection.close();
      // A flood of silent connections costs no more than `MAX_PENDING` handshakes, and cannot keep
      // the friend out: each new one pushes out the oldest, and the friend's handshake takes one round trip.
      if (this.pending.length >= MAX_PENDING) this.pending.shift()!.close();
      this.admit(connection);
    });
    peer.on('error', (e) => {
      const unreachable = e.type === 'network' || e.type === 'server-error' || e.type === 'socket-error';
      // A taken id (the inviter's previous page not yet gone) or a server out of reach: start again later.
      if (unreachable || e.type === 'unavailable-id') {
        if (this.peer === peer) {
          this.peer = undefined;
          this.isRegistered = false;
        }
        peer.destroy();
      }
      this.fail(
        unreachable ? new ConnectionRefused('unreachable', `Cannot reach the online server (${this.serverHost}).`) : e,
      );
    });
    return peer;
  }

  /**
   * The inviter's side of a new connection: the challenge, then the knock judged; only a seated connection is taken.
   */
  private admit(connection: DataConnection): void {
    const handshake = new InviterHandshake(this.secret);
    let settled = false;
    this.pending.push(connection);
    const settle = () => {
      if (settled) return false;
      settled = true;
      const at = this.pending.indexOf(connection);
      if (at >= 0) this.pending.splice(at, 1);
      clearTimeout(timer);
      return true;
    };
    const timer = setTimeout(() => settle() && connection.close(), HANDSHAKE_TIMEOUT_MS);
    connection.on('open', () => void connection.send(JSON.stringify(handshake.challenge)));
    connection.on('data', (data) => {
      if (settled) return this.deliver(connection, data);
      settle();
      const knock = decodeSeatMessage(data);
      // Someone who asks to watch takes no seat and is never read again: it only receives the view.
      if (knock?.type === 'watch') return this.watch(connection);
      const outcome = knock?.type === 'knock' ? handshake.answer(knock) : null;
      if (!outcome?.seated) {
        if (outcome) void connection.send(JSON.stringify(outcome.reply));
        // The refusal must arrive before the channel closes.
        connection.close({ flush: true });
        this.tell('intruder');
        return;
      }
      void connection.send(JSON.stringify(outcome.reply));
      if (outcome.bound) {
        this.secret = outcome.secret;
        this.tell('bound');
      }
      this.take(connection);
    });
    connection.on('close', () => {
      settle();
      if (this.watcherConnections.delete(connection)) this.tell('watchers');
      this.dropped(connection);
    });
    connection.on('error', () => settle() && connection.close());
  }

  /** The inviter lets a watcher in (up to `MAX_WATCHERS`): it receives the game's view from now on. */
  private watch(connection: DataConnection): void {
    if (this.watcherConnections.size >= MAX_WATCHERS) {
      void connection.send(JSON.stringify({ type: 'full' }));
      return void connection.close({ flush: true });
    }
    this.watcherConnections.add(connection);
    void connection.send(JSON.stringify({ type: 'watching' }));
    this.tell('watchers');
  }

  /** The friend's side of a new connection: answers the challenge, then checks the inviter's welcome. */
  private knock(connection: DataConnection): void {
    const handshake = new FriendHandshake(this.secret);
    const waiting = this.waiting;
    let knocked = false;
    let settled = false;
    const refuse = (e: Error) => {
      settled = true;
      connection.close();
      if (this.waiting === waiting) this.fail(e);
    };
    connection.on('data', (data) => {
      if (settled) return this.deliver(connection, data);
      const message = decodeSeatMessage(data);
      if (message?.type === 'challenge' && !knocked) {
        knocked = true;
        return void connection.send(JSON.stringify(this.watching ? { type: 'watch' } : handshake.knock(message)));
      }
      if (this.watching && knocked && message?.type === 'watching') {
        settled = true;
        return this.waiting === waiting ? this.take(connection) : void connection.close();
      }
      if (this.watching && message?.type !== 'full')
        return refuse(new Error('The other board did not answer as the inviter.'));
      if (!knocked || (message?.type !== 'welcome' && message?.type !== 'full'))
        return refuse(new Error('The other board did not answer as the inviter.'));
      const outcome = handshake.settle(message);
      if (!outcome.seated) {
        return refuse(
          outcome.reason === 'full'
            ? new ConnectionRefused('full', 'This game already has two players.')
            : new Error('The other board could not prove it is the inviter.'),
        );
      }
      settled = true;
      // Seated too late, after this board gave up waiting: the next attempt connects anew.
      if (this.waiting !== waiting) return void connection.close();
      if (outcome.bound) {
        this.secret = outcome.secret;
        this.tell('bound');
      }
      this.take(connection);
    });
    connection.on('close', () => this.dropped(connection));
    connection.on('error', (e) => connection === this.connection || this.waiting !== waiting || this.fail(e));
  }

  /** Takes a seated connection as the channel to the other board. */
  private take(connection: DataConnection): void {
    const old = this.connection;
    this.connection = connection;
    if (old && old !== connection) old.close();
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) waiting.resolve();
    // A friend who connected again before the board asked (after a reload on their side): the
    // board must greet anew, so it hears this as the old connection's end and reconnects at once.
    else for (const listener of this.closeListeners) listener();
  }

  private deliver(connection: DataConnection, data: unknown): void {
    if (this.connection === connection) for (const listener of this.messageListeners) listener(data);
  }

  private dropped(connection: DataConnection): void {
    if (this.connection !== connection) return;
    this.connection = undefined;
    for (const listener of this.closeListeners) listener();
  }

  private tell(event: SeatEvent): void {
    for (const listener of this.seatListeners) listener(event);
  }

  private fail(e: Error): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(e);
  }
}
