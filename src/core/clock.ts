/**
 * A chess clock for any two-player game, free of the DOM: each side's time, the increment added
 * after each move, and the times at the start of every ply, so that taking moves back and
 * replaying them restores the clocks as they were. The clock of the side to move runs from the
 * first move on. Time comes from a function (`performance.now()` by default), so tests and bots
 * can drive it.
 */
import type { Player } from './game.js';

/** A time control: `baseMs` for each side, `incrementMs` added after each move. */
export interface ClockSetting {
  /** Time for each side at the start, in milliseconds. */
  readonly baseMs: number;
  /** Time added to the mover's clock after each move, in milliseconds. */
  readonly incrementMs: number;
}

/** Milliseconds left for each side. */
export type ClockTimes = Readonly<Record<Player, number>>;

/** The clock as saved with a game: the times at the start of each ply, and the times when it was saved. */
export interface SavedClock {
  /** The setting as written in the `clock` attribute (`"5+3"`), so a save of another time control is not taken. */
  setting: string;
  /** `[first, second]` milliseconds left at the start of each ply, from ply 0. */
  laps: [number, number][];
  /** `[first, second]` milliseconds left when saved: the side to move's running time up to then counts. */
  left: [number, number];
}

/** The longest time a side may have, in minutes (a day). */
export const MAX_CLOCK_MINUTES = 1440;
/** The largest increment, in seconds. */
export const MAX_INCREMENT_SECONDS = 600;

/**
 * Reads a time control written `M+S` (M minutes for each side, decimals allowed, and S seconds
 * added after each move; `M` alone adds nothing). Returns null for anything else.
 */
export function parseClock(text: unknown): ClockSetting | null {
  if (typeof text !== 'string') return null;
  const m = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(?:\+\s*(\d+(?:\.\d+)?|\.\d+)\s*)?$/.exec(text);
  if (!m) return null;
  const minutes = Number(m[1]);
  const seconds = m[2] === undefined ? 0 : Number(m[2]);
  if (!(minutes > 0) || minutes > MAX_CLOCK_MINUTES || seconds > MAX_INCREMENT_SECONDS) return null;
  const baseMs = Math.round(minutes * 60_000);
  return baseMs < 1 ? null : { baseMs, incrementMs: Math.round(seconds * 1000) };
}

/** A time left as a clock shows it: `mm:ss`, and `mm:ss.t` (tenths) under 10 seconds; never below `00:00`. */
export function formatClock(ms: number): string {
  const t = Math.max(0, ms);
  if (t < 10_000) {
    // Tenths round down, so a clock never shows time that is no longer there.
    const tenths = Math.floor(t / 100);
    return `00:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const seconds = Math.floor(t / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * How long the computer may think with `leftMs` on its clock: about a twentieth of it plus most of
 * the increment, never more than half of what is left (ms, at least 1).
 */
export function thinkingBudget(leftMs: number, incrementMs: number): number {
  return Math.max(1, Math.floor(Math.min(leftMs / 20 + incrementMs * 0.8, leftMs / 2)));
}

const isTimePair = (v: unknown, max: number): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= max);

/** Checks the shape of a saved clock for `setting` and a game of `plies` moves (played and undone); null when it cannot be used. */
export function readSavedClock(value: unknown, setting: string, plies: number): SavedClock | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const max = (MAX_CLOCK_MINUTES * 60 + (plies + 1) * MAX_INCREMENT_SECONDS) * 1000;
  if (v.setting !== setting || !Array.isArray(v.laps) || v.laps.length === 0 || v.laps.length > plies + 1) return null;
  if (!v.laps.every((lap) => isTimePair(lap, max)) || !isTimePair(v.left, max)) return null;
  return { setting, laps: v.laps.map(([a, b]: [number, number]) => [a, b]), left: [v.left[0], v.left[1]] };
}

/**
 * Both sides' clocks over one game. The board tells it what happened (`moved`, `rewound`, `stop`)
 * and reads `left`; `flagged` says whose time ran out.
 */
export class GameClock {
  /** Times at the start of each ply; entries after the current ply are kept for a redo. */
  private laps: ClockTimes[];
  private times: Record<Player, number>;
  private running: Player | null = null;
  private since = 0;
  private ply = 0;

  constructor(
    /** The time control. */
    readonly setting: ClockSetting,
    /** The setting as written, kept with saves. */
    readonly text: string,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.times = { first: setting.baseMs, second: setting.baseMs };
    this.laps = [{ ...this.times }];
  }

  /** The side whose clock runs, or null (before the first move, after the game, while stopped). */
  get runningSide(): Player | null {
    return this.running;
  }

  /** Milliseconds left for `side` now (negative once its time ran out and nobody stopped it). */
  left(side: Player): number {
    return this.times[side] - (this.running === side ? this.now() - this.since : 0);
  }

  /** The times at the start of ply `ply` (the last known, past the end). */
  lap(ply: number): ClockTimes {
    return this.laps[Math.min(Math.max(0, ply), this.laps.length - 1)]!;
  }

  /** The side whose time has run out (`graceMs` ago or more), or null. */
  flagged(graceMs = 0): Player | null {
    return this.running !== null && this.left(this.running) <= -graceMs ? this.running : null;
  }

  /** Back to the start: full time for both, nothing running. */
  reset(): void {
    this.times = { first: this.setting.baseMs, second: this.setting.baseMs };
    this.laps = [{ ...this.times }];
    this.running = null;
    this.ply = 0;
  }

  /**
   * `mover` played the move that made ply `ply`: its running time is taken, the increment added,
   * and `next`'s clock starts unless the game is over (`next` null). Moves taken back after this
   * ply are forgotten. Returns the mover's time left.
   */
  moved(mover: Player, ply: number, next: Player | null): number {
    const t = this.now();
    if (this.running === mover) this.times[mover] -= t - this.since;
    this.times[mover] = Math.max(0, this.times[mover]) + this.setting.incrementMs;
    this.laps.length = Math.min(this.laps.length, ply);
    while (this.laps.length < ply) this.laps.push(this.laps.at(-1)!);
    this.laps.push({ ...this.times });
    this.ply = ply;
    this.start(next, t);
    return this.times[mover];
  }

  /**
   * Sets `side`'s time as another clock measured it (the other board's own clock, online): at most
   * `ceiling`, never below 0. The lap of the current ply follows, so a take-back restores it.
   */
  report(side: Player, ms: number, ceiling: number): void {
    const running = this.running === side;
    const value = Math.max(0, Math.min(ms, ceiling));
    this.times[side] = value;
    if (running) this.since = this.now();
    if (this.laps[this.ply]) this.laps[this.ply] = { ...this.laps[this.ply]!, [side]: value };
  }

  /** The game now stands at ply `ply` after an undo, a redo or a loaded game: the times of that ply's start, `next`'s clock running (null: none). */
  rewound(ply: number, next: Player | null): void {
    const lap = this.laps[Math.min(ply, this.laps.length - 1)]!;
    this.times = { ...lap };
    this.ply = ply;
    this.start(next, this.now());
  }

  /** Stops the running clock, keeping the time it used (the game ended). */
  stop(): void {
    if (this.running) this.times[this.running] = this.left(this.running);
    this.running = null;
  }

  /** The clock as saved data, up to the last ply played or taken back. */
  export(): SavedClock {
    const pair = (t: ClockTimes): [number, number] => [Math.round(t.first), Math.round(t.second)];
    return { setting: this.text, laps: this.laps.map(pair), left: pair({ first: Math.max(0, this.left('first')), second: Math.max(0, this.left('second')) }) };
  }

  /**
   * Takes a saved clock (checked by `readSavedClock`) for the game it was saved with, now at ply
   * `ply`: the laps for undo and redo, and the times as saved; `next`'s clock runs from now on, so time away from the page is not counted.
   */
  adopt(saved: SavedClock, ply: number, next: Player | null): void {
    this.laps = saved.laps.map(([first, second]) => ({ first, second }));
    while (this.laps.length <= ply) this.laps.push(this.laps.at(-1)!);
    this.times = { first: saved.left[0], second: saved.left[1] };
    this.ply = ply;
    this.start(next, this.now());
  }

  private start(side: Player | null, t: number): void {
    // The clock runs from the first move on.
    this.running = side !== null && this.ply > 0 ? side : null;
    this.since = t;
  }
}
