/**
 * The messages between a board and the worker that runs its AI. Plain data only, so the same
 * handler answers in a worker, in Node and in tests.
 */
import type { AiOptions, GameAi, Thought } from './ai.js';

/** Asks the worker for a move. */
export interface AiRequest {
  /** Matches the answer to the question. */
  id: number;
  /** The `Game.id` of the position's game. */
  game: string;
  /** The position, as the game's rules produced it. */
  state: unknown;
  /** Depth, time and seed; signals and sessions cannot cross threads. */
  options: Omit<AiOptions, 'signal' | 'session'>;
}

/** The worker's answer: a decision or the reason there is none. */
export type AiResponse = { id: number; thought: Thought<unknown> } | { id: number; error: string };

/** Every game AI the worker can run, by game id. */
export type AiRegistry = Readonly<Record<string, GameAi<never, unknown>>>;

/** Runs one request against the registry; never throws. */
export function answerAiRequest(registry: AiRegistry, request: AiRequest): AiResponse {
  const ai = Object.hasOwn(registry, request.game) ? registry[request.game] : undefined;
  if (!ai) return { id: request.id, error: `No AI for the game "${String(request.game)}".` };
  try {
    return { id: request.id, thought: ai.think(request.state as never, request.options) };
  } catch (e) {
    return { id: request.id, error: e instanceof Error ? e.message : String(e) };
  }
}
