/**
 * Whether the other board is still there: each board says so on the channel every
 * `HEARTBEAT_MS`, and a silence of `AWAY_AFTER_MS` means the other board left (a closed tab, a
 * frozen or unplugged computer), whether or not the connection noticed.
 */

/** How often a board tells the other it is there. */
export const HEARTBEAT_MS = 2000;
/** How long a silence means the other board left: with the heartbeat's period, noticed within 10 s. */
export const AWAY_AFTER_MS = 8000;
/** How long a player who stayed waits before claiming the game or calling it a draw (less when the absent side's clock has less). */
export const CLAIM_AFTER_MS = 60_000;

/** What the heartbeat asks of its link. */
export interface PresenceEvents {
  /** Time to tell the other board this one is there. */
  beat(): void;
  /** The other board, which sends heartbeats, has been silent `AWAY_AFTER_MS` or more. */
  silent(): void;
}

/** The heartbeat of one link, and the time the other board was last heard. */
export class Presence {
  private timer: ReturnType<typeof setInterval> | undefined;
  private last: number;
  /** Whether the other board sends heartbeats (its greeting said so, or one arrived): only then does its silence mean it left. */
  beating = false;

  /** `heardAt`: when the other board was last heard before this link (kept over a reload); `now` in ms, `Date.now` by default. */
  constructor(
    private readonly events: PresenceEvents,
    heardAt?: number,
    private readonly now: () => number = Date.now,
  ) {
    this.last = heardAt ?? now();
  }

  /** A message came from the other board. */
  heard(): void {
    this.last = this.now();
  }

  /** When the other board was last heard (`now`'s time). */
  get heardAt(): number {
    return this.last;
  }

  /** How long the other board has been silent, in ms. */
  get silentFor(): number {
    return this.now() - this.last;
  }

  /** Starts beating (again); a timer that never keeps a Node process alive. */
  start(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => this.tick(), HEARTBEAT_MS);
    (this.timer as { unref?: () => void }).unref?.();
  }

  /** Stops for good (the link closed). */
  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One beat: tells the other board, then checks its silence (also called by tests, on their own time). */
  tick(): void {
    this.events.beat();
    if (this.beating && this.silentFor >= AWAY_AFTER_MS) this.events.silent();
  }
}
