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

/** Every board event by name, with its `detail`. */
export interface BoardEventDetails {
  move: MoveEventDetail;
  'game-over': GameOverEventDetail;
  'game-resumed': GameResumedEventDetail;
  'invalid-move': InvalidMoveEventDetail;
  'ai-thinking': AiThinkingEventDetail;
  'new-game': Record<string, never>;
  hint: HintEventDetail;
  'online-status': OnlineStatusEventDetail;
  resign: ResignEventDetail;
  offer: OfferEventDetail;
  'offer-answer': OfferAnswerEventDetail;
  'persist-error': PersistErrorEventDetail;
  'review-progress': ReviewProgressEventDetail;
  'review-ready': ReviewReadyEventDetail;
  'puzzle-solved': PuzzleSolvedEventDetail;
  'puzzle-failed': PuzzleFailedEventDetail;
}

declare global {
  interface HTMLElementEventMap {
    move: CustomEvent<MoveEventDetail>;
    'game-over': CustomEvent<GameOverEventDetail>;
    'game-resumed': CustomEvent<GameResumedEventDetail>;
    'invalid-move': CustomEvent<InvalidMoveEventDetail>;
    'ai-thinking': CustomEvent<AiThinkingEventDetail>;
    'new-game': CustomEvent<Record<string, never>>;
    hint: CustomEvent<HintEventDetail>;
    'online-status': CustomEvent<OnlineStatusEventDetail>;
    resign: CustomEvent<ResignEventDetail>;
    offer: CustomEvent<OfferEventDetail>;
    'offer-answer': CustomEvent<OfferAnswerEventDetail>;
    'persist-error': CustomEvent<PersistErrorEventDetail>;
    'review-progress': CustomEvent<ReviewProgressEventDetail>;
    'review-ready': CustomEvent<ReviewReadyEventDetail>;
    'puzzle-solved': CustomEvent<PuzzleSolvedEventDetail>;
    'puzzle-failed': CustomEvent<PuzzleFailedEventDetail>;
  }
}
