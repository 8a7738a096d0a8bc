/**
 * The lessons' steps done on this site, per game: kept in `localStorage` under `board-game-elements:lessons:<game>`
 * (a page's own lessons under `…:<game>:own`, so their ids never mark a shipped step done). Each step is named
 * `<lesson>/<step>`. See `site-record.ts` for two tabs and unreadable data.
 */
import { readSiteRecord, writeSiteRecord } from '../base/site-record.js';

/** What is kept per game. */
export interface LessonRecord {
  /** The steps done by the player (a step whose move was shown is not), oldest first (the last 2000). */
  done: string[];
}

/** Steps kept at most: a record never grows past a few tens of kilobytes. */
const MAX_DONE = 2000;

const keyOf = (game: string, own: boolean) => `board-game-elements:lessons:${game}${own ? ':own' : ''}`;

/** Checks stored data; null when it is not a record. */
function parse(data: unknown): LessonRecord | null {
  const r = data as Partial<LessonRecord> | null;
  if (
    typeof r !== 'object' ||
    r === null ||
    !Array.isArray(r.done) ||
    !r.done.every((id) => typeof id === 'string' && id.length <= 129)
  )
    return null;
  return { done: r.done.slice(-MAX_DONE) };
}

/** The record of `game`'s course, or of a page's own lessons (`own`). */
export function readLessonRecord(
  game: string,
  own: boolean,
  warn: (key: string, message: string) => void,
): LessonRecord {
  return readSiteRecord(keyOf(game, own), parse, () => ({ done: [] }), "lessons' steps done", warn);
}

/** Adds a step done to the record; returns the record as saved, or as it would be where storage is refused. */
export function recordStepDone(
  game: string,
  own: boolean,
  step: string,
  warn: (key: string, message: string) => void,
): LessonRecord {
  const record = readLessonRecord(game, own, warn);
  if (!record.done.includes(step)) record.done = [...record.done, step].slice(-MAX_DONE);
  writeSiteRecord(keyOf(game, own), record, "lessons' steps done", warn);
  return record;
}
