// This file is written by `npm run games` from src/games/registry.ts.
/** Reversi's AI worker: only this game's search, so a page's bundle ships no other game's AI. */
import { serveAiRequests } from '../../core/ai-protocol.js';
import { ai } from './ai.js';

serveAiRequests({ reversi: ai });
