/**
 * `board-game-elements/core`: what a game's rules and AI are written with, free of the DOM, so the
 * same modules run in a page, in the AI worker, in Node and on a server. The rules implement
 * `Game`; the AI module exports a `GameAi` as `ai`, often the shared search over the game's
 * `SearchPosition` (`thinkBySearch`). A game's element is made with the package root's `Board`
 * (see docs/your-own-game.md); a worker must import this entry, never the root, which loads Lit.
 */
export {
  type BaseState,
  type Game,
  type Player,
  type Result,
  DEFAULT_MAX_PLIES,
  IllegalMoveError,
  InvalidOptionsError,
  LONGEST_LINE,
  LineTooLongError,
  MAX_LINE_TEXT,
  assertValidOptions,
  isIntInRange,
  maxPliesOf,
  opponent,
} from './game.js';
export { SharedLine, lineOf, withLines } from './shared-line.js';
export { AI_LEVELS, type AiLevel, type LevelDepths, isAiLevel, levelDepth, spreadDepths } from './ai-levels.js';
export {
  type AiLink,
  type AiOptions,
  type AiSession,
  type Analysis,
  type GameAi,
  type MoveValue,
  type Outcome,
  type ReviewScale,
  type Thought,
  DEFAULT_TIME_MS,
  clampDepth,
} from './ai.js';
export {
  type GameReview,
  type MoveMark,
  type PositionValuer,
  type ReviewOptions,
  type ReviewPoint,
  type ReviewedMove,
  markMove,
  restoreReview,
  restoreReviewInSlices,
  reviewGame,
  reviewLine,
  saveReview,
  searchOutcome,
} from './review.js';
export {
  type SavedGame,
  type SavedReview,
  type SavedReviewedMove,
  InvalidSavedGameError,
  NewerSavedGameError,
} from './saved-game.js';
export { type SearchAnalysisSetup, analyseBySearch } from './search-analysis.js';
export {
  type SearchOptions,
  type SearchPosition,
  type SearchResult,
  MAX_PLY,
  PROVEN,
  WIN,
  pliesToEnd,
  search,
  sessionTable,
  thinkBySearch,
} from './search.js';
export { type Rng, createRng, randomSeed } from './rng.js';
export {
  type EveryLanguage,
  LANGUAGES,
  type Language,
  type TableLoader,
  type WordTables,
  directionOf,
  languageChain,
  languageIn,
  languageOf,
} from './language.js';
export { GameSession } from './session.js';
export { type AiSource, serveAiRequests } from './ai-protocol.js';
export {
  type Course,
  type CourseTexts,
  type Lesson,
  type LessonGoal,
  type LessonStep,
  type LessonTexts,
  type StepTexts,
  MOST_STEPS,
  MOST_TEXT,
} from './lesson-data.js';
export {
  type MoveRefusal,
  type RefusalExplainer,
  type StepVerdict,
  InvalidLessonError,
  StepRun,
  parseLesson,
  refusalOf,
  stepPosition,
} from './lesson.js';
export { type CourseCheckOptions, MOST_TITLE, checkCourse, winsWithin } from './course-check.js';
