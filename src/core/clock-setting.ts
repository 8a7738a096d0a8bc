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

/**
 * A time left as a clock shows it: `mm:ss`, and `mm:ss.t` (tenths) under 10 seconds; never below `00:00`. The figures
 * are `locale`'s: its digits and its decimal sign (`00:09,5` in German).
 */
export function formatClock(ms: number, locale = 'en'): string {
  const t = Math.max(0, ms);
  const [two, tenth] = clockDigits(locale);
  if (t < 10_000) {
    // Tenths round down, so a clock never shows time that is no longer there.
    return `${two.format(0)}:${tenth.format(Math.floor(t / 100) / 10)}`;
  }
  const seconds = Math.floor(t / 1000);
  return `${two.format(Math.floor(seconds / 60))}:${two.format(seconds % 60)}`;
}

const digits = new Map<string, [Intl.NumberFormat, Intl.NumberFormat]>();

/** How `locale` writes a clock's two-digit figures and its seconds with tenths (its digits, its decimal sign). */
function clockDigits(locale: string): [Intl.NumberFormat, Intl.NumberFormat] {
  let d = digits.get(locale);
  if (!d) {
    const two = { minimumIntegerDigits: 2, useGrouping: false } as const;
    d = [
      new Intl.NumberFormat(locale, two),
      new Intl.NumberFormat(locale, { ...two, minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ];
    digits.set(locale, d);
  }
  return d;
}

/**
 * Online, the slack between two boards' clocks, in milliseconds: a time reported by the other
 * board is taken up to this much above this board's count, and a board waits this long past zero
 * for the other board to say its own time ran out.
 */
export const ONLINE_CLOCK_SLACK_MS = 2000;
