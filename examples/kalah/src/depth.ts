/** The computer's strongest level, for the board (which must not load the search to know it) and the AI. */
export const MAX_DEPTH = 40;
