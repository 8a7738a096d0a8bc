/**
 * What the board needs of the Reversi AI before it loads it (see `AiLink`); the search is in `ai.ts`.
 */
import type { AiLink } from '../../core/ai.js';
import type { ReversiMove, ReversiState } from './rules.js';
import { maxDepth, levels, reviewScale } from './ai-scale.js';

/** The AI as the board knows it; `load()` brings the search. */
export const aiLink: AiLink<ReversiState, ReversiMove> = {
  id: 'reversi',
  maxDepth,
  levels,
  reviewScale,
  analyses: true,
  load: () => import('./ai.js').then((m) => m.ai),
  // The shipped puzzles load only on a board given a puzzle (`puzzle="daily"`).
  puzzles: () => import('./puzzles.js').then((m) => m.puzzles),
  // The course loads only on a board given a lesson (`lesson="1"`).
  course: () => import('./course.js').then((m) => m.course),
  // Imported on the first search, so that the board's first load holds no worker plumbing.
  worker: () => import('./ai-worker-factory.js').then((m) => m.createAiWorker()),
};
