/**
 * Starts the worker of a game of a page's own that names its AI's module (`AiLink.module`); our
 * games start their own (`games/<id>/ai-worker-factory.ts`). Written as `new Worker(new URL(...),
 * {type: 'module'})` in one expression so bundlers (Vite, webpack, Rollup plugins) see the worker
 * and ship it; the CDN build replaces this module with one that starts its shared worker.
 */

import { startTrustedWorker } from './trusted-worker.js';

/** A new worker that runs the AI module a request names. */
export function createAiWorker(): Worker {
  return startTrustedWorker(() => new Worker(new URL('../../own-ai-worker.js', import.meta.url), { type: 'module' }));
}
