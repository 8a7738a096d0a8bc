/**
 * The computer's scale, for the board (which must not load the search to know it) and the AI: its strongest level, and
 * how a review reads its values.
 */
import type { ReviewScale } from 'board-game-elements/core';

/** The strongest level. */
export const MAX_DEPTH = 40;

/**
 * A seed in a store is worth 8 in the evaluation (`ai.ts`): a review calls one seed given away an inaccuracy, three a
 * mistake, six a blunder.
 */
export const reviewScale: ReviewScale = { inaccuracy: 8, mistake: 24, blunder: 48, fixed: true };

/**
 * A review's fixed budget (`AiOptions.fixed`): the plies of the search after each move, whatever the time, so a game's
 * review is the same every time.
 */
export const REVIEW_DEPTH = 10;
