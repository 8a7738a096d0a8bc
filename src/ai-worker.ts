/**
 * The worker entry: answers AI requests for every game off the main thread, loading each game's
 * AI on its first request (a page with one game loads one AI).
 * Boards start it through `element/ai-worker-factory.ts`.
 */
import { type AiRegistry, type AiRequest, answerAiRequest } from './core/ai-protocol.js';
import { aiLink as connectFour } from './games/connect-four/ai-link.js';
import { aiLink as hnefatafl } from './games/hnefatafl/ai-link.js';
import { aiLink as linesOfAction } from './games/lines-of-action/ai-link.js';
import { aiLink as nim } from './games/nim/ai-link.js';
import { aiLink as pegSolitaire } from './games/peg-solitaire/ai-link.js';
import { aiLink as reversi } from './games/reversi/ai-link.js';
import { aiLink as tictactoe } from './games/tictactoe/ai-link.js';

const registry: AiRegistry = Object.fromEntries([nim, tictactoe, connectFour, reversi, linesOfAction, pegSolitaire, hnefatafl].map((link) => [link.id, link as AiRegistry[string]]));

/** The part of a worker's global scope this entry uses (kept minimal to avoid the WebWorker lib). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<AiRequest>) => void): void;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.addEventListener('message', (event) => void answerAiRequest(registry, event.data).then((answer) => scope.postMessage(answer)));
