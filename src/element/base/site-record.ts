/**
 * A small record kept per site in `localStorage` (the puzzles solved, the lessons' steps done): read afresh before each
 * change, so two tabs add to one record; data that cannot be read is kept aside once (under `<key>:unreadable`) and a
 * new record begun, with one warning. Storage the browser refuses keeps nothing and stops nothing.
 */

/** The page's storage, or undefined where the browser refuses it. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The record under `key`, checked by `parse` (null for data that is not one); `empty()` where none is kept or it
 * cannot be read. `what` names the record in the warning.
 */
export function readSiteRecord<T>(
  key: string,
  parse: (data: unknown) => T | null,
  empty: () => T,
  what: string,
  warn: (key: string, message: string) => void,
): T {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(key);
  } catch {
    text = undefined;
  }
  if (text === null || text === undefined) return empty();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const record = data === undefined ? null : parse(data);
  if (record) return record;
  warn(
    `record:${key}`,
    `the record of ${what} under "${key}" cannot be read; it is kept under "${key}:unreadable" and a new one begun.`,
  );
  try {
    storage()?.setItem(`${key}:unreadable`, text);
    storage()?.removeItem(key);
  } catch {
    // Storage that refuses writes keeps the old text where it is: nothing is lost.
  }
  return empty();
}

/** Writes `record` under `key`; a full or refused storage is warned about once. */
export function writeSiteRecord(
  key: string,
  record: unknown,
  what: string,
  warn: (key: string, message: string) => void,
): void {
  try {
    storage()?.setItem(key, JSON.stringify(record));
  } catch {
    warn(`record-full:${key}`, `the ${what} could not be saved (storage is full or refused).`);
  }
}
