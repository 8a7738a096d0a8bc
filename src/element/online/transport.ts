/**
 * The seam between a board playing online and whatever carries its messages: PeerJS, a WebSocket,
 * a site's own chat, or a `BroadcastChannel` between tabs. A transport moves text both ways between
 * two boards; the board checks everything it receives.
 */

/**
 * Why a transport gave up connecting in a way that waiting will not mend: the signalling server
 * cannot be reached (`unreachable`), or the game already has two players (`full`). A transport's
 * `connect()` rejects with it; the board then says so and stops retrying by itself.
 */
export class ConnectionRefused extends Error {
  override readonly name = 'ConnectionRefused';
  constructor(
    /** `unreachable` or `full`. */
    readonly reason: 'unreachable' | 'full',
    message: string,
  ) {
    super(message);
  }
}

/** A connection between two boards that carries text messages. */
export interface Transport {
  /**
   * Opens (or reopens) the connection; resolves once messages can be sent, rejects when it cannot (with
   * `ConnectionRefused` when retrying will not help).
   */
  connect(): Promise<void>;
  /** Sends one message to the other board. */
  send(data: string): void;
  /**
   * Hears every message from the other board; returns a function that stops hearing (a transport may return nothing,
   * and then keeps the listener).
   */
  onMessage(listener: (data: unknown) => void): (() => void) | void;
  /**
   * True on the board that joined another's invitation: it waits for the other's greeting and plays the side the other
   * leaves it.
   */
  readonly joining?: boolean;
  /**
   * Hears the connection drop, the board then calling `connect()` again with growing pauses; returns a function that
   * stops hearing, as `onMessage`.
   */
  onClose?(listener: () => void): (() => void) | void;
  /** Closes the connection for good. */
  close(): void;
}

/** Two boards in tabs of one browser, over a `BroadcastChannel` of the given name. */
export class BroadcastChannelTransport implements Transport {
  private channel: BroadcastChannel | undefined;
  private listeners: ((data: unknown) => void)[] = [];

  constructor(readonly name: string) {}

  connect(): Promise<void> {
    if (!this.channel) {
      this.channel = new BroadcastChannel(this.name);
      this.channel.onmessage = (e: MessageEvent) => {
        for (const listener of this.listeners) listener(e.data);
      };
    }
    return Promise.resolve();
  }

  send(data: string): void {
    this.channel?.postMessage(data);
  }

  onMessage(listener: (data: unknown) => void): () => void {
    this.listeners.push(listener);
    return () => (this.listeners = this.listeners.filter((l) => l !== listener));
  }

  close(): void {
    this.channel?.close();
    this.channel = undefined;
  }
}
