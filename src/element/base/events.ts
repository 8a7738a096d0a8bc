/** The DOM events every board fires; all bubble and cross shadow roots. */
import type { Player } from '../../core/game.js';
import type { MoveMark, Outcome } from '../../core/review.js';
import type { MoveSource } from '../../core/session.js';

export type { MoveSource } from '../../core/session.js';

/** `detail` of the `move` event, fired after every move. */
export interface MoveEventDetail {
  /** The move in the game's notation. */
  move: string;
  /** Who played it. */
  player: Player;
  /** Its number from the start of the game (the first move is ply 1). */
  ply: number;
  /** Whether the computer played it. */
  byAi: boolean;
  /**
   * Who made it, or `redo` for a move taken back and replayed by `redo()` (`byAi` still says whether the computer first
   * played it); relay only `user` moves to a remote opponent.
   */
  source: MoveSource | 'redo';
}

/** `detail` of the `hint` event. */
export interface HintEventDetail {
  /** The suggested move in notation. */
  move: string;
}

/** `detail` of the `game-over` event. */
export interface GameOverEventDetail {
  /** The winner, or null for a draw. */
  winner: Player | null;
  /** Why the game ended (`line`, `full-board`, `last-piece`...). */
  reason: string;
  /** The final score, in games that have one. */
  score?: Readonly<Record<Player, number>>;
}

/** `detail` of the `game-resumed` event: a game that ended outside the rules goes on. */
export interface GameResumedEventDetail {
  /**
   * `claim-refused`: the other board refused this board's claim of abandonment, its page having been open all along (a
   * broken connection, not a player who left).
   */
  reason: 'claim-refused';
}

/** `detail` of the `invalid-move` event, fired when a user's input is not a legal move. */
export interface InvalidMoveEventDetail {
  /** What was tried, in notation where it has one. */
  move: string;
  /** Why it was refused. */
  reason: string;
}

/** `detail` of the `ai-thinking` event, fired when the computer starts and stops thinking. */
export interface AiThinkingEventDetail {
  /** True while a search runs. */
  thinking: boolean;
}

/** `detail` of the `online-status` event, fired in `online` mode when the connection changes. */
export interface OnlineStatusEventDetail {
  /**
   * `waiting` for the other board, `connected`, `reconnecting` after a drop, `away` (the other board has been silent 8
   * s: its player left, for now), `closed`, `unreachable` (the online server cannot be reached) or `full` (the game
   * already has two players).
   */
  state: 'waiting' | 'connected' | 'reconnecting' | 'away' | 'closed' | 'unreachable' | 'full';
  /** The other player's name, once known. */
  peer?: string;
}

/** `detail` of the `persist-error` event: the game is not being saved, or a save under the key cannot be used. */
export interface PersistErrorEventDetail {
  /** The `persist` key. */
  key: string;
  /**
   * `unreadable`, `newer-version` or `other-options`: the save under the key cannot be used; it stays
   * as it is until a move is played here, then moves to `<key>:unreadable`. `quota`: the storage is
   * full. `unavailable`: the browser refuses storage.
   */
  reason: 'unreadable' | 'newer-version' | 'other-options' | 'quota' | 'unavailable';
}

/** `detail` of the `resign` event. */
export interface ResignEventDetail {
  /** The side that resigned. */
  player: Player;
}

/** `detail` of the `offer` event: a draw offered, a take-back or a rematch asked. */
export interface OfferEventDetail {
  /** `draw`, `undo` or `rematch`. */
  what: 'draw' | 'undo' | 'rematch';
  /** The side that made the offer. */
  player: Player;
}

/** `detail` of the `offer-answer` event. */
export interface OfferAnswerEventDetail {
  /** `draw`, `undo` or `rematch`. */
  what: 'draw' | 'undo' | 'rematch';
  /** The side that answered. */
  player: Player;
  /** Whether the offer was accepted. */
  accept: boolean;
}

/** `detail` of the `review-progress` event: the review has valued `done` of the game's `total` positions. */
export interface ReviewProgressEventDetail {
  done: number;
  total: number;
}

/** One move of a review, in `review-ready`'s `detail`. */
export interface ReviewedMoveDetail {
  /** The move, in notation. */
  move: string;
  /** Who played it. */
  player: Player;
  /** `best`, `good`, `inaccuracy`, `mistake` or `blunder`. */
  mark: MoveMark;
  /** Its value for `player`, in the game's scale (see the game's page), and whether it is exact. */
  value: number;
  exact: boolean;
  /** What it left `player` (`win`, `draw`, `loss`) where certain, else null. */
  outcome: Outcome | null;
  /** The best move of the position, its value and exactness, and what it promised. */
  best: string;
  bestValue: number;
  bestExact: boolean;
  bestOutcome: Outcome | null;
}

/** `detail` of the `review-ready` event. */
export interface ReviewReadyEventDetail {
  /** One entry per move; null where the position could not be valued. */
  moves: (ReviewedMoveDetail | null)[];
  /**
   * One value per position (the start and the end included) from the first player's view, and whether exact; null where
   * not valued.
   */
  points: ({ value: number; exact: boolean } | null)[];
}

/** `detail` of the `puzzle-solved` event. */
export interface PuzzleSolvedEventDetail {
  /** The puzzle's id (`c4-012`, or `puzzle` for one given as JSON without one). */
  id: string;
  /** Every move the player tried, in notation, wrong ones included. */
  tried: string[];
  /** How many hints the player asked for. */
  hints: number;
  /** Whether the player had the solution shown (the puzzle then counts as not solved alone). */
  shown: boolean;
}

/** `detail` of the `puzzle-failed` event: a move tried that does not keep the puzzle's goal. */
export interface PuzzleFailedEventDetail {
  id: string;
  /** The move tried, in notation. */
  move: string;
  /** Every move tried so far, this one included. */
  tried: string[];
}

/** `detail` of the `lesson-step` event: a step of a lesson done. */
export interface LessonStepEventDetail {
  /** The lesson's id (`flips`). */
  lesson: string;
  /** The step's id in its lesson. */
  step: string;
  /** The step's place in its lesson, from 0. */
  index: number;
  /** Every move the player tried, in notation, wrong ones included. */
  tried: string[];
  /** How many times the hint marked a move. */
  hints: number;
  /** Whether the move was shown rather than found (the step is then not remembered as done). */
  shown: boolean;
}

/** `detail` of the `lesson-complete` event: a lesson's last step done. */
export interface LessonCompleteEventDetail {
  lesson: string;
  /** The lesson's place in its course, from 0. */
  index: number;
  /** Its steps, and how many of them the player has done on this site (shown ones not counted). */
  steps: number;
  done: number;
  /** Whether every step of the course is now done on this site: the course is complete. */
  course: boolean;
}

/**
 * Every board event by name, with its `detail`: the one list of the events. The manifest's events (with their types
 * and these descriptions), the elements' typed `addEventListener`, React's event props and the JSX, Vue and Svelte
 * types are all made from it. Every event bubbles and crosses shadow roots.
 */
export interface BoardEventDetails {
  /**
   * After every move. `detail`: `{move, player, ply, byAi, source}`; `source` is `user`, `computer`, `remote`,
   * `script` or `redo`.
   */
  move: MoveEventDetail;
  /**
   * When the game ends. `detail`: `{winner, reason, score?}`; `winner` is `first`, `second` or `null` for a draw;
   * `reason` is `time` when a clock ran out.
   */
  'game-over': GameOverEventDetail;
  /**
   * In `online` mode, when this board's claim of abandonment is refused by the other board, whose page was open all
   * along: the result is taken back and the game goes on. `detail`: `{reason: 'claim-refused'}`.
   */
  'game-resumed': GameResumedEventDetail;
  /** When the user tries a move that is not legal. `detail`: `{move, reason}`. */
  'invalid-move': InvalidMoveEventDetail;
  /** When the computer starts or stops thinking. `detail`: `{thinking}`. */
  'ai-thinking': AiThinkingEventDetail;
  /** When a new game starts through `reset()`, the New game button or the `n` key. */
  'new-game': Record<string, never>;
  /** When a hint is shown. `detail`: `{move}`. */
  hint: HintEventDetail;
  /**
   * In `online` mode, when the connection changes. `detail`: `{state, peer?}`; `state` is `waiting`, `connected`,
   * `reconnecting`, `away` (the other board has been silent 8 s: its player left, for now), `closed`, `unreachable`
   * (the online server cannot be reached) or `full` (the game already has two players); `peer` is the other player's
   * name.
   */
  'online-status': OnlineStatusEventDetail;
  /** In `online` mode, when a player resigns (on this board or the other). `detail`: `{player}`. */
  resign: ResignEventDetail;
  /**
   * In `online` mode, when a player offers a draw, asks to take back, or (after the game) asks for a rematch with the
   * sides swapped. `detail`: `{what, player}`; `what` is `draw`, `undo` or `rematch`.
   */
  offer: OfferEventDetail;
  /** In `online` mode, when an offer is accepted or declined. `detail`: `{what, player, accept}`; `player` answered. */
  'offer-answer': OfferAnswerEventDetail;
  /**
   * With `persist`, when the game is not being saved or the save under the key cannot be used. `detail`:
   * `{key, reason}`; `reason` is `unreadable`, `newer-version` or `other-options` (the save stays as it is until a move
   * is played, then moves to `<key>:unreadable`), `quota` or `unavailable`.
   */
  'persist-error': PersistErrorEventDetail;
  /** While a review values the game's positions, after each one. `detail`: `{done, total}`. */
  'review-progress': ReviewProgressEventDetail;
  /**
   * When a review has valued every position. `detail`: `{moves, points}`: per move its mark (`best`, `good`,
   * `inaccuracy`, `mistake`, `blunder`), its value and the best move's, exact or not; per position its value from the
   * first player's view.
   */
  'review-ready': ReviewReadyEventDetail;
  /**
   * When a puzzle is solved. `detail`: `{id, tried, hints, shown}`: every move tried, wrong ones included, the hints
   * asked and whether the solution was shown.
   */
  'puzzle-solved': PuzzleSolvedEventDetail;
  /**
   * When a move tried in a puzzle does not keep its goal (the board takes it back: try again). `detail`:
   * `{id, move, tried}`.
   */
  'puzzle-failed': PuzzleFailedEventDetail;
  /**
   * When a step of a lesson is done. `detail`: `{lesson, step, index, tried, hints, shown}`: every move tried, wrong
   * ones included, the hints asked and whether the move was shown.
   */
  'lesson-step': LessonStepEventDetail;
  /**
   * When a lesson's last step is done. `detail`: `{lesson, index, steps, done, course}`: how many of its steps the
   * player has done on this site, and whether every step of the course is.
   */
  'lesson-complete': LessonCompleteEventDetail;
}

/** Every board event by name, as the event object a listener receives. */
export type BoardEventMap = { [K in keyof BoardEventDetails]: CustomEvent<BoardEventDetails[K]> };
