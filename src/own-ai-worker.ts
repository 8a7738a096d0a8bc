/**
 * The worker of games of a page's own that name their AI's module (`AiLink.module`): it imports
 * that module on the first request and holds none of this package's AIs (each of our games starts
 * its own worker, `games/<id>/ai-worker.ts`). Boards start it through
 * `element/computer/ai-worker-factory.ts`.
 */
import { serveAiRequests } from './core/ai-protocol.js';

serveAiRequests({});
