/**
 * Time controls as written in a board's `clock` attribute, and times as a clock shows them: the
 * small part of the clocks that every board needs before a clock runs (`clock.ts` is the rest).
 */

/** A time control: `baseMs` for each side, `incrementMs` added after each move. */
export interface ClockSetting {
  /** Time for each side at the start, in milliseconds. */
  readonly baseMs: number;
  /** Time added to the mover's clock after each move, in milliseconds. */
  readonly incrementMs: number;
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
 * Online, the slack between two boards' clocks, in milliseconds: a time reported by the other
 * board is taken up to this much above this board's count, and a board waits this long past zero
 * for the other board to say its own time ran out.
 */
export const ONLINE_CLOCK_SLACK_MS = 2000;
