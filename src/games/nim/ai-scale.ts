/**
 * The scale of the Nim computer's answers, read by the board before the AI loads (`ai-link.ts`)
 * and by the AI itself (`ai.ts`): its strongest depth.
 */

/** The strongest `depth`: perfect play. Depths 1 to 5 search that many plies ahead. */
export const MAX_DEPTH = 6;
