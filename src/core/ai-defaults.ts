/**
 * Defaults shared by every game's AI and by the boards that call it. A module of its own so that
 * the boards read it without loading the search.
 */

/** The time budget of a decision when none is given, in milliseconds. */
export const DEFAULT_TIME_MS = 2000;
