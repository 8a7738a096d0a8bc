/**
 * The worker entry: answers AI requests for every game off the main thread.
 * Boards start it through `element/ai-worker-factory.ts`; the CDN build carries it inline.
 */
import { type AiRegistry, type AiRequest, answerAiRequest } from './core/ai-protocol.js';
import { ai as connectFour } from './games/connect-four/ai.js';
import { ai as hnefatafl } from './games/hnefatafl/ai.js';
import { ai as linesOfAction } from './games/lines-of-action/ai.js';
import { ai as nim } from './games/nim/ai.js';
import { ai as pegSolitaire } from './games/peg-solitaire/ai.js';
import { ai as reversi } from './games/reversi/ai.js';
import { ai as tictactoe } from './games/tictactoe/ai.js';

const registry: AiRegistry = { nim, tictactoe, 'connect-four': connectFour, reversi, 'lines-of-action': linesOfAction, 'peg-solitaire': pegSolitaire, hnefatafl } as AiRegistry;

/** The part of a worker's global scope this entry uses (kept minimal to avoid the WebWorker lib). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<AiRequest>) => void): void;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.addEventListener('message', (event) => void answerAiRequest(registry, event.data).then((answer) => scope.postMessage(answer)));
