/**
 * Starts the worker that runs the AI. Written as `new Worker(new URL(...), {type: 'module'})` in
 * one expression so bundlers (Vite, webpack, Rollup plugins) see the worker and ship it; the CDN
 * build replaces this module with one that starts the worker from inline code.
 */

import { startTrustedWorker } from './trusted-worker.js';

/** A new worker running every game's AI. */
export function createAiWorker(): Worker {
  return startTrustedWorker(() => new Worker(new URL('../../ai-worker.js', import.meta.url), { type: 'module' }));
}
