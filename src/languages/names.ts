/**
 * A side's name with its mark ("Player 1 (X)"), written by the boards and read back by the languages whose sentences
 * speak to the player by name: the one place that knows how the two are joined.
 */

/** A side's name with its mark, as the boards write it: "Player 1 (X)"; the name alone without a mark. */
export const withMark = (name: string, mark: string | null | undefined): string => (mark ? `${name} (${mark})` : name);

/** Whether `text` is the name `given`, alone or with its mark (`withMark`). */
export const isName = (text: string, given: string): boolean => text === given || text.startsWith(`${given} (`);

/** What `withMark` wrote after the name `given` in `text`: " (X)", or nothing. */
export const markAfter = (text: string, given: string): string => text.slice(given.length);
