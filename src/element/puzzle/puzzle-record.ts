/**
 * The puzzles solved on this site, per game, and the days in a row the daily puzzle was solved:
 * kept in `localStorage` under `board-game-elements:puzzles:<game>` (see `site-record.ts`: two tabs add to one
 * record, and one that cannot be read is kept aside, never a reason to stop a puzzle).
 */
import { readSiteRecord, writeSiteRecord } from '../base/site-record.js';

/** What is kept per game. */
export interface PuzzleRecord {
  /** The ids of the puzzles solved without the solution shown, oldest first (the last 2000). */
  solved: string[];
  /** The last date (`YYYY-MM-DD`, the reader's own) a daily puzzle was solved, and the days in a row up to it. */
  daily: { date: string; streak: number } | null;
}

/** Ids kept at most: a record never grows past a few tens of kilobytes. */
const MAX_SOLVED = 2000;

const keyOf = (game: string) => `board-game-elements:puzzles:${game}`;

/** The calendar date of `date` where the reader is, as `YYYY-MM-DD`. */
export function localDate(date: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * The longest streak of daily puzzles a record may hold: a century of days; a longer one was not earned, but written
 * there.
 */
const MAX_STREAK = 36_525;

/** Checks stored data; null when it is not a record. */
function parse(data: unknown): PuzzleRecord | null {
  const r = data as Partial<PuzzleRecord> | null;
  if (
    typeof r !== 'object' ||
    r === null ||
    !Array.isArray(r.solved) ||
    !r.solved.every((id) => typeof id === 'string' && id.length <= 64)
  )
    return null;
  const d = r.daily as PuzzleRecord['daily'] | undefined;
  if (
    d !== null &&
    d !== undefined &&
    (typeof d !== 'object' ||
      !/^\d{4}-\d\d-\d\d$/.test(String(d.date)) ||
      !Number.isInteger(d.streak) ||
      d.streak < 1 ||
      d.streak > MAX_STREAK)
  )
    return null;
  return { solved: r.solved.slice(-MAX_SOLVED), daily: d ?? null };
}

/** The record of `game` (empty where none is kept or it cannot be read; `warn` says why, once per cause). */
export function readRecord(game: string, warn: (key: string, message: string) => void): PuzzleRecord {
  return readSiteRecord(keyOf(game), parse, () => ({ solved: [], daily: null }), 'solved puzzles', warn);
}

/**
 * Adds a solved puzzle (and, for the daily one, the day) to `game`'s record; returns the record as saved, or as it
 * would be where storage is refused.
 */
export function recordSolved(
  game: string,
  id: string,
  daily: boolean,
  warn: (key: string, message: string) => void,
  now: Date = new Date(),
): PuzzleRecord {
  const record = readRecord(game, warn);
  if (!record.solved.includes(id)) record.solved = [...record.solved, id].slice(-MAX_SOLVED);
  if (daily) {
    const today = localDate(now);
    const yesterday = localDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
    const last = record.daily;
    record.daily =
      last?.date === today ? last : { date: today, streak: last?.date === yesterday ? last.streak + 1 : 1 };
  }
  writeSiteRecord(keyOf(game), record, 'solved puzzles', warn);
  return record;
}

/** The days in a row the daily puzzle was solved, up to today or yesterday (0 once a day was missed). */
export function streakOf(record: PuzzleRecord, now: Date = new Date()): number {
  const d = record.daily;
  if (!d) return 0;
  const yesterday = localDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  return d.date === localDate(now) || d.date === yesterday ? d.streak : 0;
}
