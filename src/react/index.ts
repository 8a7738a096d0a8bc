/**
 * React components for every board (`board-game-elements/react`), made by `@lit/react` from the
 * elements themselves: props are the elements' properties, typed, and `onMove`, `onGameOver`,
 * `onInvalidMove`, `onHint`, `onAiThinking`, `onOnlineStatus`, `onResign`, `onOffer` and `onOfferAnswer` take the elements' events.
 * Importing this module registers the elements; React itself is the page's own (a peer dependency).
 */
import { type EventName, createComponent } from '@lit/react';
import * as React from 'react';
import { ConnectFourBoard as ConnectFourElement } from '../connect-four-board.js';
import type {
  AiThinkingEventDetail,
  GameOverEventDetail,
  HintEventDetail,
  InvalidMoveEventDetail,
  MoveEventDetail,
  OfferAnswerEventDetail,
  OfferEventDetail,
  OnlineStatusEventDetail,
  ResignEventDetail,
} from '../element/events.js';
import { HnefataflBoard as HnefataflElement } from '../hnefatafl-board.js';
import { LinesOfActionBoard as LinesOfActionElement } from '../lines-of-action-board.js';
import { NimBoard as NimElement } from '../nim-board.js';
import { PegSolitaireBoard as PegSolitaireElement } from '../peg-solitaire-board.js';
import { ReversiBoard as ReversiElement } from '../reversi-board.js';
import { TicTacToeBoard as TicTacToeElement } from '../tictactoe-board.js';

/** The events every board fires, as React props. */
const events = {
  onMove: 'move' as EventName<CustomEvent<MoveEventDetail>>,
  onGameOver: 'game-over' as EventName<CustomEvent<GameOverEventDetail>>,
  onInvalidMove: 'invalid-move' as EventName<CustomEvent<InvalidMoveEventDetail>>,
  onHint: 'hint' as EventName<CustomEvent<HintEventDetail>>,
  onAiThinking: 'ai-thinking' as EventName<CustomEvent<AiThinkingEventDetail>>,
  onOnlineStatus: 'online-status' as EventName<CustomEvent<OnlineStatusEventDetail>>,
  onResign: 'resign' as EventName<CustomEvent<ResignEventDetail>>,
  onOffer: 'offer' as EventName<CustomEvent<OfferEventDetail>>,
  onOfferAnswer: 'offer-answer' as EventName<CustomEvent<OfferAnswerEventDetail>>,
};

/** `<nim-board>` as a React component. */
export const NimBoard = createComponent({ react: React, tagName: 'nim-board', elementClass: NimElement, events, displayName: 'NimBoard' });
/** `<tictactoe-board>` as a React component. */
export const TicTacToeBoard = createComponent({ react: React, tagName: 'tictactoe-board', elementClass: TicTacToeElement, events, displayName: 'TicTacToeBoard' });
/** `<connect-four-board>` as a React component. */
export const ConnectFourBoard = createComponent({ react: React, tagName: 'connect-four-board', elementClass: ConnectFourElement, events, displayName: 'ConnectFourBoard' });
/** `<reversi-board>` as a React component. */
export const ReversiBoard = createComponent({ react: React, tagName: 'reversi-board', elementClass: ReversiElement, events, displayName: 'ReversiBoard' });
/** `<lines-of-action-board>` as a React component. */
export const LinesOfActionBoard = createComponent({ react: React, tagName: 'lines-of-action-board', elementClass: LinesOfActionElement, events, displayName: 'LinesOfActionBoard' });
/** `<peg-solitaire-board>` as a React component. */
export const PegSolitaireBoard = createComponent({ react: React, tagName: 'peg-solitaire-board', elementClass: PegSolitaireElement, events, displayName: 'PegSolitaireBoard' });
/** `<hnefatafl-board>` as a React component. */
export const HnefataflBoard = createComponent({ react: React, tagName: 'hnefatafl-board', elementClass: HnefataflElement, events, displayName: 'HnefataflBoard' });

export type {
  AiThinkingEventDetail,
  GameOverEventDetail,
  HintEventDetail,
  InvalidMoveEventDetail,
  MoveEventDetail,
  OfferAnswerEventDetail,
  OfferEventDetail,
  OnlineStatusEventDetail,
  ResignEventDetail,
};
