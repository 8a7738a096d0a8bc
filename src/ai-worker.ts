/**
 * The worker entry: answers AI requests for every game off the main thread, loading each game's
 * AI on its first request (a page with one game loads one AI). A game the package does not list
 * names its AI's module in its requests (`AiLink.module`), and the worker imports that.
 * The CDN build's worker (`board-game-elements-worker.js`), shared by its boards of every game;
 * builds for bundlers start a worker per game (`games/<id>/ai-worker.ts`).
 */
import { type AiSource, serveAiRequests } from './core/ai-protocol.js';

/** Our games' AIs, by game id. */
const builtIn: AiSource = {
  // games: written by `npm run games` from src/games/registry.ts
  nim: () => import('./games/nim/ai.js').then((m) => m.ai),
  tictactoe: () => import('./games/tictactoe/ai.js').then((m) => m.ai),
  'connect-four': () => import('./games/connect-four/ai.js').then((m) => m.ai),
  reversi: () => import('./games/reversi/ai.js').then((m) => m.ai),
  'lines-of-action': () => import('./games/lines-of-action/ai.js').then((m) => m.ai),
  'peg-solitaire': () => import('./games/peg-solitaire/ai.js').then((m) => m.ai),
  hnefatafl: () => import('./games/hnefatafl/ai.js').then((m) => m.ai),
  // games: end
};

serveAiRequests(builtIn);
