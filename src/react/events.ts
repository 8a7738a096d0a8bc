/**
 * The boards' events as React props, made from one list: the type below requires a prop for every
 * event in `BoardEventDetails`, so an event added to the boards cannot be left out of the wrappers
 * (and a test compares the list with the manifest's events).
 */
import type { EventName } from '@lit/react';
import type { BoardEventDetails } from '../element/base/events.js';

/** `new-game` as `NewGame`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>;

/** Every board event as its React prop (`onMove`, `onGameOver`, `onNewGame`...), typed with its `detail`. */
export type BoardEventProps = {
  [K in keyof BoardEventDetails as `on${Pascal<K & string>}`]: EventName<CustomEvent<BoardEventDetails[K]>>;
};

const name = <K extends keyof BoardEventDetails>(type: K) => type as EventName<CustomEvent<BoardEventDetails[K]>>;

/** The props and the events they take, for `@lit/react`'s `createComponent`. */
export const boardEvents: BoardEventProps = {
  onMove: name('move'),
  onGameOver: name('game-over'),
  onGameResumed: name('game-resumed'),
  onInvalidMove: name('invalid-move'),
  onAiThinking: name('ai-thinking'),
  onNewGame: name('new-game'),
  onHint: name('hint'),
  onOnlineStatus: name('online-status'),
  onResign: name('resign'),
  onOffer: name('offer'),
  onOfferAnswer: name('offer-answer'),
  onPersistError: name('persist-error'),
  onReviewProgress: name('review-progress'),
  onReviewReady: name('review-ready'),
  onPuzzleSolved: name('puzzle-solved'),
  onPuzzleFailed: name('puzzle-failed'),
  onLessonStep: name('lesson-step'),
  onLessonComplete: name('lesson-complete'),
};
