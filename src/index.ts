/**
 * Registers every board element and exports their classes, the shared types and the public game API
 * (docs/your-own-game.md).
 */
// games: written by `npm run games` from src/games/registry.ts
export { NimBoard } from './nim-board.js';
export { TicTacToeBoard } from './tictactoe-board.js';
export { ConnectFourBoard } from './connect-four-board.js';
export { ReversiBoard } from './reversi-board.js';
export { LinesOfActionBoard } from './lines-of-action-board.js';
export { PegSolitaireBoard } from './peg-solitaire-board.js';
export { HnefataflBoard } from './hnefatafl-board.js';
// games: end
// The public game API: its element side whole; of the rules' and AI's side (`board-game-elements/core`,
// which an AI module imports: this module loads Lit, which a worker cannot) the types and errors.
export * from './board.js';
export { IllegalMoveError, InvalidOptionsError, LANGUAGES, directionOf, opponent } from './core/index.js';
export type {
  AiLink,
  AiOptions,
  AiSession,
  Analysis,
  BaseState,
  Game,
  GameAi,
  Language,
  MoveValue,
  Player,
  Result,
  SearchPosition,
  Thought,
  WordTables,
} from './core/index.js';
