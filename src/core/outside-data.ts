/**
 * Checks for plain data that comes from outside the board (storage, an attribute, a link): what
 * saved games and puzzles read the same way before checking their own fields.
 */

/** Whether `v` is a list of texts. */
export const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * The object `data` is, or the one its JSON text gives; `fail` makes the error to throw, naming
 * `what` ("The saved game"), when the text is not JSON or the value not a plain object.
 */
export function objectOf(data: unknown, what: string, fail: (message: string) => Error): Record<string, unknown> {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw fail(`${what} is not valid JSON.`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail(`${what} is not an object.`);
  return value as Record<string, unknown>;
}
