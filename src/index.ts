/** Registers every board element and exports their classes and the shared types. */
// games: written by `npm run games` from src/games/registry.ts
export { NimBoard } from './nim-board.js';
export { TicTacToeBoard } from './tictactoe-board.js';
export { ConnectFourBoard } from './connect-four-board.js';
export { ReversiBoard } from './reversi-board.js';
export { LinesOfActionBoard } from './lines-of-action-board.js';
export { PegSolitaireBoard } from './peg-solitaire-board.js';
export { HnefataflBoard } from './hnefatafl-board.js';
// games: end
export { GameBoard, type Mode, type Theme } from './element/game-board.js';
export { PieceBoard, type MovePath } from './element/piece-board.js';
export type {
  AiThinkingEventDetail,
  GameOverEventDetail,
  InvalidMoveEventDetail,
  MoveEventDetail,
  OfferAnswerEventDetail,
  OfferEventDetail,
  OnlineStatusEventDetail,
  ResignEventDetail,
} from './element/events.js';
export { BroadcastChannelTransport, ConnectionRefused, type Transport } from './element/transport.js';
export { IllegalMoveError, InvalidOptionsError, type Game, type Player, type Result } from './core/game.js';
