/**
 * A chess clock for any two-player game, free of the DOM: each side's time, the increment added
 * after each move, and the times at the start of every ply, so that taking moves back and
 * replaying them restores the clocks as they were. The clock of the side to move runs from the
 * first move on. Time comes from a function (`performance.now()` by default), so tests and bots
 * can drive it.
 */
import { type ClockSetting, MAX_CLOCK_MINUTES, MAX_INCREMENT_SECONDS } from './clock-setting.js';
import { type BaseState, type Game, type Player, type Result, opponent } from './game.js';
import type { SavedClock } from './saved-game.js';

export {
  type ClockSetting,
  MAX_CLOCK_MINUTES,
  MAX_INCREMENT_SECONDS,
  formatClock,
  parseClock,
} from './clock-setting.js';

/** Milliseconds left for each side. */
export type ClockTimes = Readonly<Record<Player, number>>;

export type { SavedClock };

/** What `timeUp` and `flag` need of a game session (`GameSession` is one). */
export interface ClockedSession<S extends BaseState> {
  readonly rules: Pick<Game<S, never, never>, 'canWin'>;
  readonly state: S;
  readonly clock: GameClock | null;
  /** Ends the game with `result`; false when it was already over. */
  conclude(result: Result): boolean;
}

/**
 * Ends `session`'s game on `side`'s time, as its clock or the other board (online) says: the other
 * side wins, or it is a draw when the rules say it cannot win (`Game.canWin`), as in chess.
 * Returns the result, or null when the game is already over.
 */
export function timeUp<S extends BaseState>(session: ClockedSession<S>, side: Player): Result | null {
  const other = opponent(side);
  const result: Result = {
    winner: session.rules.canWin?.(session.state, other) === false ? null : other,
    reason: 'time',
  };
  if (!session.conclude(result)) return null;
  session.clock?.report(side, 0, 0);
  return result;
}

/** Ends `session`'s game when its running clock's time is out, `graceMs` ago or more; returns the result, or null. */
export function flag<S extends BaseState>(session: ClockedSession<S>, graceMs = 0): Result | null {
  const side = session.clock?.flagged(graceMs);
  return side ? timeUp(session, side) : null;
}

/**
 * How long the computer may think with `leftMs` on its clock: about a twentieth of it plus most of
 * the increment, never more than half of what is left (ms, at least 1).
 */
export function thinkingBudget(leftMs: number, incrementMs: number): number {
  return Math.max(1, Math.floor(Math.min(leftMs / 20 + incrementMs * 0.8, leftMs / 2)));
}

const isTimePair = (v: unknown, max: number): v is [number, number] =>
  Array.isArray(v) &&
  v.length === 2 &&
  v.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= max);

/**
 * Checks the shape of a saved clock for `setting` and a game of `plies` moves (played and undone); null when it cannot
 * be used.
 */
export function readSavedClock(value: unknown, setting: string, plies: number): SavedClock | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const max = (MAX_CLOCK_MINUTES * 60 + (plies + 1) * MAX_INCREMENT_SECONDS) * 1000;
  if (v.setting !== setting || !Array.isArray(v.laps) || v.laps.length === 0 || v.laps.length > plies + 1) return null;
  if (!v.laps.every((lap) => isTimePair(lap, max)) || !isTimePair(v.left, max)) return null;
  const saved: SavedClock = {
    setting,
    laps: v.laps.map(([a, b]: [number, number]) => [a, b]),
    left: [v.left[0], v.left[1]],
  };
  // A time to come is no time saved: it would take time from the side to move.
  if (typeof v.at === 'number' && Number.isFinite(v.at) && v.at >= 0 && v.at <= Date.now()) saved.at = v.at;
  return saved;
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
  /** When the running clock started at this ply: a report resets `since`, never this. */
  private startedAt = 0;
  /**
   * What the last move's mover spent on it by this clock, from the moment its clock started; null when its clock was
   * not running.
   */
  private lastSpent: number | null = null;
  private ply = 0;
  /**
   * Whether a saved clock taken back counts the time since it was saved for the side to move: online,
   * where the other board's clock ran meanwhile (its count rules the flag). Elsewhere the time away
   * from the page is not counted.
   */
  countsTimeAway = false;

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

  /**
   * Milliseconds the running side has used at this ply by this clock alone, since its clock started (0 when none runs):
   * no report changes it.
   */
  get runningFor(): number {
    return this.running ? this.now() - this.startedAt : 0;
  }

  /**
   * What the mover of the last move spent on it by this clock alone, from the moment its clock started (no report
   * changes it); null when its clock was not running.
   */
  get spentOnLastMove(): number | null {
    return this.lastSpent;
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
    this.lastSpent = null;
    this.ply = 0;
  }

  /**
   * `mover` played the move that made ply `ply`: its running time is taken, the increment added,
   * and `next`'s clock starts unless the game is over (`next` null). Moves taken back after this
   * ply are forgotten. Returns the mover's time left.
   */
  moved(mover: Player, ply: number, next: Player | null): number {
    const t = this.now();
    this.lastSpent = this.running === mover ? t - this.startedAt : null;
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
   * `ceiling`, never below 0. The lap of the current ply follows, so a take-back restores it,
   * unless `keepLap` (a figure given mid-turn, which says nothing of the ply's start).
   */
  report(side: Player, ms: number, ceiling: number, keepLap = false): void {
    const running = this.running === side;
    const value = Math.max(0, Math.min(ms, ceiling));
    this.times[side] = value;
    if (running) this.since = this.now();
    if (!keepLap && this.laps[this.ply]) this.laps[this.ply] = { ...this.laps[this.ply]!, [side]: value };
  }

  /**
   * The game now stands at ply `ply` after an undo, a redo or a loaded game: the times of that ply's start, `next`'s
   * clock running (null: none).
   */
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

  /** Starts `side`'s clock again from the time it had when stopped (a result taken back); null leaves it stopped. */
  resume(side: Player | null): void {
    this.start(side, this.now());
  }

  /**
   * A saved clock of this setting for a game of `plies` moves (played and undone), checked; null when it cannot be
   * used.
   */
  read(value: unknown, plies: number): SavedClock | null {
    return readSavedClock(value, this.text, plies);
  }

  /** The clock as saved data, up to the last ply played or taken back. */
  export(): SavedClock {
    const pair = (t: ClockTimes): [number, number] => [Math.round(t.first), Math.round(t.second)];
    const saved: SavedClock = {
      setting: this.text,
      laps: this.laps.map(pair),
      left: pair({ first: Math.max(0, this.left('first')), second: Math.max(0, this.left('second')) }),
    };
    if (this.running) saved.at = Date.now();
    return saved;
  }

  /**
   * Takes a saved clock (checked by `readSavedClock`) for the game it was saved with, now at ply
   * `ply`: the laps for undo and redo, and the times as saved; `next`'s clock runs from now on, so
   * time away from the page is not counted, unless `countsTimeAway`.
   */
  adopt(saved: SavedClock, ply: number, next: Player | null): void {
    this.laps = saved.laps.map(([first, second]) => ({ first, second }));
    while (this.laps.length <= ply) this.laps.push(this.laps.at(-1)!);
    this.times = { first: saved.left[0], second: saved.left[1] };
    this.ply = ply;
    this.start(next, this.now());
    if (this.countsTimeAway && this.running && saved.at !== undefined)
      this.times[this.running] -= Math.max(0, Date.now() - saved.at);
  }

  private start(side: Player | null, t: number): void {
    // The clock runs from the first move on.
    this.running = side !== null && this.ply > 0 ? side : null;
    this.since = this.startedAt = t;
  }
}
