/**
 * The worker entry: answers AI requests for every game off the main thread, loading each game's
 * AI on its first request (a page with one game loads one AI). A game the package does not list
 * names its AI's module in its requests (`AiLink.module`), and the worker imports that.
 * Boards start it through `element/ai-worker-factory.ts`.
 */
import { type AiRequest, type AiSource, answerAiRequest } from './core/ai-protocol.js';

/** Our games' AIs, by game id. */
const builtIn: AiSource = {
  // games: written by `npm run games` from src/games/registry.ts
  'nim': () => import('./games/nim/ai.js').then((m) => m.ai),
  'tictactoe': () => import('./games/tictactoe/ai.js').then((m) => m.ai),
  'connect-four': () => import('./games/connect-four/ai.js').then((m) => m.ai),
  'reversi': () => import('./games/reversi/ai.js').then((m) => m.ai),
  'lines-of-action': () => import('./games/lines-of-action/ai.js').then((m) => m.ai),
  'peg-solitaire': () => import('./games/peg-solitaire/ai.js').then((m) => m.ai),
  'hnefatafl': () => import('./games/hnefatafl/ai.js').then((m) => m.ai),
  // games: end
};

/** The part of a worker's global scope this entry uses (kept minimal to avoid the WebWorker lib). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<AiRequest>) => void): void;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.addEventListener('message', (event) => void answerAiRequest(builtIn, event.data).then((answer) => scope.postMessage(answer)));
