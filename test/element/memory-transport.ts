/**
 * An in-memory link between two boards for the online tests (Node and browser): delivery can be cut and restored like a
 * network.
 */
import type { Transport } from '../../src/element/online/transport.js';

/** One end of the link; `refusal` makes `connect()` fail with it, `sent` keeps what this end sent. */
export class MemoryEnd implements Transport {
  other!: MemoryEnd;
  up = true;
  refusal: Error | null = null;
  connects = 0;
  sent: string[] = [];
  private listeners: ((data: unknown) => void)[] = [];
  private closers: (() => void)[] = [];
  constructor(readonly joining = false) {}
  connect(): Promise<void> {
    this.connects++;
    if (this.refusal) return Promise.reject(this.refusal);
    return this.up ? Promise.resolve() : Promise.reject(new Error('no network'));
  }
  send(data: string): void {
    this.sent.push(data);
    if (!this.up) throw new Error('no network');
    queueMicrotask(() => this.other.up && this.other.receive(data));
  }
  /** Delivers `data` to this end's listeners, as if the other end had sent it. */
  receive(data: unknown): void {
    for (const l of this.listeners) l(data);
  }
  onMessage(listener: (data: unknown) => void): () => void {
    this.listeners.push(listener);
    return () => (this.listeners = this.listeners.filter((l) => l !== listener));
  }
  onClose(listener: () => void): () => void {
    this.closers.push(listener);
    return () => (this.closers = this.closers.filter((l) => l !== listener));
  }
  /** How many listen to this end (a stopped link listens no more). */
  get listening(): number {
    return this.listeners.length + this.closers.length;
  }
  /** The network drops: both ends hear it. */
  cut(): void {
    for (const end of [this, this.other]) {
      end.up = false;
      for (const c of end.closers) c();
    }
  }
  /** The network is back (the boards reconnect on their own). */
  restore(): void {
    this.up = this.other.up = true;
  }
  close(): void {}
}

/** Two linked ends; with `secondJoins`, the second is a joining board's (it waits for the first greeting). */
export function memoryLink(secondJoins = false): [MemoryEnd, MemoryEnd] {
  const a = new MemoryEnd();
  const b = new MemoryEnd(secondJoins);
  a.other = b;
  b.other = a;
  return [a, b];
}
