// This file is written by `npm run games` from src/games/registry.ts.
/**
 * Starts Connect Four's AI worker (`AiLink.worker`), written as `new Worker(new URL(...))` in one
 * expression so bundlers ship that worker, and only where a page imports this game. The CDN build
 * puts the shared CDN worker in its place (`element/computer/ai-worker-factory-cdn.ts`).
 */
import { startTrustedWorker } from '../../element/computer/trusted-worker.js';

/** A new worker running Connect Four's AI. */
export function createAiWorker(): Worker {
  return startTrustedWorker(() => new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' }));
}
