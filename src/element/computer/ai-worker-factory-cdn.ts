/**
 * The CDN build's worker factory (the build puts it in place of every `ai-worker-factory.ts`). The
 * worker is a sibling file of the CDN file. A page may start a worker only from its own origin,
 * so when the CDN file comes from elsewhere the worker starts from a Blob that imports it: module
 * scripts are fetched with CORS, as the page's own import of the CDN file already was.
 */

import { startTrustedWorker } from './trusted-worker.js';

const WORKER_URL = new URL('board-game-elements-worker.js', import.meta.url).href;
let blobUrl: string | undefined;

/** A new worker running every game's AI, each loaded on its first request. */
export function createAiWorker(): Worker {
  if (new URL(WORKER_URL).origin === globalThis.location?.origin)
    return startTrustedWorker(() => new Worker(WORKER_URL, { type: 'module' }));
  blobUrl ??= URL.createObjectURL(new Blob([`import ${JSON.stringify(WORKER_URL)};`], { type: 'text/javascript' }));
  const url = blobUrl;
  return startTrustedWorker(() => new Worker(url, { type: 'module' }));
}
