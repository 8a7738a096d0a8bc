/**
 * The messages between a board and the worker that runs its AI. Plain data only, so the same
 * handler answers in a worker, in Node and in tests.
 */
import type { AiLink, AiOptions, Analysis, GameAi, Thought } from './ai.js';

/** Asks the worker for a move (`think`, the default) or for the values of every move (`analyse`). */
export interface AiRequest {
  /** Matches the answer to the question. */
  id: number;
  /** What to compute. */
  kind?: 'think' | 'analyse';
  /** The `Game.id` of the position's game. */
  game: string;
  /** The position, as the game's rules produced it. */
  state: unknown;
  /** Depth, time and seed; signals and sessions cannot cross threads. */
  options: Omit<AiOptions, 'signal' | 'session'>;
}

/** The worker's answer: a decision, an analysis, or the reason there is none. */
export type AiResponse = { id: number; thought: Thought<unknown> } | { id: number; analysis: Analysis<unknown> } | { id: number; error: string };

/** Every game AI the worker can run, by game id: loaded already, or loaded on the first request. */
export type AiRegistry = Readonly<Record<string, GameAi<never, unknown> | AiLink<never, unknown>>>;

/** Runs one request against the registry, after the AI's `prepare`; never rejects. */
export async function answerAiRequest(registry: AiRegistry, request: AiRequest): Promise<AiResponse> {
  const entry = Object.hasOwn(registry, request.game) ? registry[request.game] : undefined;
  if (!entry) return { id: request.id, error: `No AI for the game "${String(request.game)}".` };
  try {
    const ai = 'load' in entry ? await entry.load() : entry;
    await ai.prepare?.(request.state as never);
    if (request.kind === 'analyse') {
      if (!ai.analyse) return { id: request.id, error: `The game "${request.game}" has no analysis.` };
      return { id: request.id, analysis: ai.analyse(request.state as never, request.options) };
    }
    return { id: request.id, thought: ai.think(request.state as never, request.options) };
  } catch (e) {
    return { id: request.id, error: e instanceof Error ? e.message : String(e) };
  }
}
