/**
 * Whether the other board is still there, and whether this one was: each board says so on the
 * channel every `HEARTBEAT_MS`, and a silence of `AWAY_AFTER_MS` means the other board left (a
 * closed tab, a frozen or unplugged computer), whether or not the connection noticed. Each board
 * also keeps the times its own page did not run (reloaded, asleep, frozen): the only absence a
 * board can prove to itself, and so the only one it takes a claim of abandonment for.
 */

/** How often a board tells the other it is there. */
export const HEARTBEAT_MS = 2000;
/** How long a silence means the other board left: with the heartbeat's period, noticed within 10 s. */
export const AWAY_AFTER_MS = 8000;
/**
 * How long a player who stayed waits before claiming the game or calling it a draw (less when the absent side's clock
 * has less).
 */
export const CLAIM_AFTER_MS = 60_000;
/** The most pauses of its own page a board keeps (the latest). */
const MAX_PAUSES = 16;

/** What the heartbeat asks of its link. */
export interface PresenceEvents {
  /** Time to tell the other board this one is there. */
  beat(): void;
  /** The other board, which sends heartbeats (or whose connection closed), has been silent `AWAY_AFTER_MS` or more. */
  silent(): void;
}

/** A span of time, in ms of the presence's clock. */
interface Span {
  from: number;
  to: number;
}

/**
 * Where a board that rejoins after a reload left off: when it last heard the other board, and when its page last ran.
 */
export interface PresenceStart {
  /** When the other board was last heard before this link. */
  heardAt?: number;
  /**
   * When this board's page last ran before this link (its last heartbeat, or the page hidden): the time since was spent
   * away.
   */
  aliveAt?: number;
}

/** The heartbeat of one link, when the other board was last heard, and when this board was away. */
export class Presence {
  private timer: ReturnType<typeof setInterval> | undefined;
  private last: number;
  /** This page's last heartbeat: a longer gap to the next is a pause of the page (asleep, frozen, throttled). */
  private alive: number;
  /** The last time of `AWAY_AFTER_MS` or more in which nothing came from the other board, once something did. */
  private gap: Span | null = null;
  /** The pauses of this page, oldest first. */
  private pauses: Span[] = [];
  /** When the connection said it closed, while nothing has been heard since. */
  private closedAt: number | undefined;
  /**
   * Whether the other board sends heartbeats (its greeting said so, or one arrived): only then does its silence mean it
   * left while the connection stays open.
   */
  beating = false;

  /** `start`: where a board that rejoins left off (kept over a reload); `now` in ms, `Date.now` by default. */
  constructor(
    private readonly events: PresenceEvents,
    start: PresenceStart = {},
    private readonly now: () => number = Date.now,
  ) {
    const t = now();
    this.last = start.heardAt ?? t;
    this.alive = t;
    // A reload is a time this page did not run, whatever the other board heard meanwhile.
    if (start.aliveAt !== undefined && start.aliveAt < t) this.pauses.push({ from: start.aliveAt, to: t });
  }

  /**
   * A message came from the other board: a silence long enough to be an absence is kept, to weigh a claim that follows
   * it.
   */
  heard(): void {
    const t = this.now();
    if (t - this.last >= AWAY_AFTER_MS) this.gap = { from: this.last, to: t };
    this.last = t;
    this.closedAt = undefined;
  }

  /**
   * The connection says it closed: from now on a silence means the other board left, whether or not it beats (an
   * earlier board's tab closed).
   */
  closed(): void {
    this.closedAt ??= this.now();
  }

  /** When the other board was last heard (`now`'s time). */
  get heardAt(): number {
    return this.last;
  }

  /**
   * How long the other board has been silent in a way that means it may have left, in ms: since it was last heard if it
   * beats, since the connection closed if not (an earlier board says nothing while it plays).
   */
  get silentFor(): number {
    const since = this.quietSince;
    return since === null ? 0 : this.now() - since;
  }

  /** Since when the other board's silence counts, or null while it counts for nothing. */
  private get quietSince(): number | null {
    if (this.beating) return this.last;
    return this.closedAt === undefined ? null : Math.max(this.last, this.closedAt);
  }

  /**
   * The longest time this board's own page did not run (reloaded, asleep, frozen) within the
   * other board's latest silence: the one going on, or else the last that ended. Counts a pause
   * still going on, as when a page wakes to the other board's messages before its own timer.
   */
  get awayDuringSilence(): number {
    const t = this.now();
    const silence = t - this.last >= AWAY_AFTER_MS ? { from: this.last, to: t } : this.gap;
    if (!silence) return 0;
    let longest = 0;
    for (const pause of [...this.pauses, { from: this.alive, to: t }])
      longest = Math.max(longest, Math.min(pause.to, silence.to) - Math.max(pause.from, silence.from));
    return longest;
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

  /**
   * One beat: notes a pause of this page since the last, tells the other board, then checks its silence (also called by
   * tests, on their own time).
   */
  tick(): void {
    const t = this.now();
    if (t - this.alive >= AWAY_AFTER_MS) this.pauses = [...this.pauses, { from: this.alive, to: t }].slice(-MAX_PAUSES);
    this.alive = t;
    this.events.beat();
    if (this.silentFor >= AWAY_AFTER_MS) this.events.silent();
  }
}
