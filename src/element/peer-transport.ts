/**
 * The transport a board uses when it plays online by itself: a WebRTC data channel opened through
 * a PeerJS signalling server. The one who invites listens under an id made of the game and a short
 * code; the friend connects to that id. Once the channel is open, moves travel peer to peer; the
 * server only introduces the two browsers. This module (and PeerJS with it) loads only when a board
 * invites or joins.
 */
import { type DataConnection, Peer, type PeerOptions } from 'peerjs';
import { type Invitation, type PeerServer, peerId } from './invitation.js';
import type { Transport } from './transport.js';

/** How long a friend's board waits for the inviter's channel to open before trying again. */
const OPEN_TIMEOUT_MS = 10_000;

/**
 * A data channel to the friend's board through PeerJS. The inviter (`joining` false) registers
 * the invitation's id and takes the latest connection made to it (a friend who reloads connects
 * anew); the friend (`joining` true) connects to that id. A lost channel is reported through
 * `onClose`; the board then calls `connect()` again.
 */
export class PeerJsTransport implements Transport {
  private peer: Peer | undefined;
  private connection: DataConnection | undefined;
  private readonly messageListeners: ((data: unknown) => void)[] = [];
  private readonly closeListeners: (() => void)[] = [];
  private waiting: { resolve: () => void; reject: (e: Error) => void } | undefined;

  /** Plays the invitation as its inviter, or with `joining` as the friend who joins it. */
  constructor(
    /** The game this connection belongs to. */
    readonly invitation: Invitation,
    /** True on the friend's board. */
    readonly joining: boolean,
    private readonly server: PeerServer | null = null,
  ) {}

  /** The open data channel, if any (a page may close it to try a dropped connection). */
  get channel(): RTCDataChannel | undefined {
    return this.connection?.open ? this.connection.dataChannel : undefined;
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
        const open = () => this.link(peer.connect(peerId(this.invitation), { reliable: true, serialization: 'raw' }));
        if (peer.open) open();
        else peer.once('open', open);
        setTimeout(() => this.waiting === waiting && this.fail(new Error('The other board did not answer in time.')), OPEN_TIMEOUT_MS);
      }
      // The inviter resolves when the friend's connection opens (see `link`).
    });
  }

  send(data: string): void {
    if (!this.connection?.open) throw new Error('The connection is not open.');
    void this.connection.send(data);
  }

  onMessage(listener: (data: unknown) => void): void {
    this.messageListeners.push(listener);
  }

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  close(): void {
    this.waiting = undefined;
    const peer = this.peer;
    this.peer = undefined;
    this.connection = undefined;
    peer?.destroy();
  }

  /** The peer registered with the signalling server, made again when it was destroyed. */
  private openPeer(): Peer {
    if (this.peer && !this.peer.destroyed) {
      if (this.peer.disconnected) this.peer.reconnect();
      return this.peer;
    }
    const options: PeerOptions = { ...this.server, debug: 0 };
    const peer = this.joining ? new Peer(options) : new Peer(peerId(this.invitation), options);
    this.peer = peer;
    peer.on('connection', (connection) => {
      if (this.joining) return void connection.close();
      this.link(connection);
    });
    peer.on('error', (e) => {
      // A taken id (the inviter's previous page not yet gone) or a server out of reach: start again later.
      if (e.type === 'unavailable-id' || e.type === 'network' || e.type === 'server-error' || e.type === 'socket-error') {
        if (this.peer === peer) this.peer = undefined;
        peer.destroy();
      }
      this.fail(e);
    });
    return peer;
  }

  /** Takes `connection` as the channel to the other board once it opens. */
  private link(connection: DataConnection): void {
    connection.on('open', () => {
      const old = this.connection;
      this.connection = connection;
      if (old && old !== connection) old.close();
      const waiting = this.waiting;
      this.waiting = undefined;
      if (waiting) waiting.resolve();
      // A friend who connected again before the board asked (after a reload on their side): the
      // board must greet anew, so it hears this as the old connection's end and reconnects at once.
      else for (const listener of this.closeListeners) listener();
    });
    connection.on('data', (data) => {
      if (this.connection === connection) for (const listener of this.messageListeners) listener(data);
    });
    connection.on('close', () => {
      if (this.connection !== connection) return;
      this.connection = undefined;
      for (const listener of this.closeListeners) listener();
    });
    connection.on('error', (e) => this.fail(e));
  }

  private fail(e: Error): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(e);
  }
}
