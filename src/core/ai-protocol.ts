/**
 * The messages between a board and the worker that runs its AI. Plain data only, so the same
 * handler answers in a worker, in Node and in tests.
 */
import type { AiOptions, Analysis, GameAi, Thought } from './ai.js';

/** Asks the worker for a move (`think`, the default) or for the values of every move (`analyse`). */
export interface AiRequest {
  /** Matches the answer to the question. */
  id: number;
  /** What to compute. */
  kind?: 'think' | 'analyse';
  /** The `Game.id` of the position's game. */
  game: string;
  /**
   * For a game the worker does not know: the absolute URL of a module that exports its AI as `ai` (`AiLink.module`).
   */
  module?: string;
  /** The position, as the game's rules produced it. */
  state: unknown;
  /** Depth, time and seed; signals and sessions cannot cross threads. */
  options: Omit<AiOptions, 'signal' | 'session'>;
}

/** The worker's answer: a decision, an analysis, or the reason there is none. */
export type AiResponse =
  | { id: number; thought: Thought<unknown> }
  | { id: number; analysis: Analysis<unknown> }
  /**
   * `unknown` is set when the worker cannot run the game's AI: it does not know the game, or the module the request
   * named did not load.
   */
  | { id: number; error: string; unknown?: true };

/** The AIs a worker knows, by game id: the AI itself, or a loader called on the game's first request. */
export type AiSource = Readonly<Record<string, GameAi<never, unknown> | (() => Promise<GameAi<never, unknown>>)>>;

/** Loads a module by URL (the worker's `import()`; tests pass their own). */
export type ModuleImporter = (url: string) => Promise<unknown>;

/** What a module named by `AiRequest.module` must export: its game's AI as `ai`. */
interface AiModule {
  ai: GameAi<never, unknown>;
}

/** The AIs loaded from modules named by requests, by module URL: each module is imported once. */
const fromModules = new Map<string, Promise<GameAi<never, unknown>>>();

/** A URL as a message names it: its first 80 characters (a `data:` URL may carry a whole script). */
const named = (url: string): string => (url.length > 80 ? `${url.slice(0, 80)}… (${url.length} characters)` : url);

/** The AI a module exports, importing it once; rejects with a reason a page's author can act on. */
function aiOfModule(url: string, importModule: ModuleImporter): Promise<GameAi<never, unknown>> {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return Promise.reject(new Error(`The AI module "${named(url)}" is not an absolute URL.`));
  }
  // Only a script of the web: the URL comes from a game's own code, never from a page's input,
  // but a worker should not run a `javascript:` or `file:` URL whatever names it.
  if (!['https:', 'http:', 'blob:'].includes(protocol))
    return Promise.reject(new Error(`The AI module "${named(url)}" is not an http(s) or blob URL.`));
  let loading = fromModules.get(url);
  if (!loading) {
    loading = importModule(url).then((m) => {
      const ai = (m as Partial<AiModule> | null)?.ai;
      if (typeof ai?.think !== 'function' || typeof ai.maxDepth !== 'function')
        throw new Error(`The module "${named(url)}" exports no "ai" with "think" and "maxDepth".`);
      return ai;
    });
    // A failed load is tried again by the next request (the network may come back).
    loading.catch(() => fromModules.delete(url));
    fromModules.set(url, loading);
  }
  return loading;
}

/**
 * Runs one request, after the AI's `prepare`; never rejects. The AI is the one `request.module`
 * names (a game the worker does not know), else the one `known` has for `request.game`.
 */
export async function answerAiRequest(
  known: AiSource,
  request: AiRequest,
  importModule: ModuleImporter = (url) => import(/* @vite-ignore */ url),
): Promise<AiResponse> {
  const module = typeof request.module === 'string' ? request.module : undefined;
  const entry = module === undefined && Object.hasOwn(known, request.game) ? known[request.game] : undefined;
  if (!module && !entry)
    return { id: request.id, error: `No AI for the game "${String(request.game)}".`, unknown: true };
  let ai: GameAi<never, unknown>;
  try {
    ai =
      module !== undefined
        ? await aiOfModule(module, importModule)
        : typeof entry === 'function'
          ? await entry()
          : entry!;
  } catch (e) {
    return { id: request.id, error: e instanceof Error ? e.message : String(e), unknown: true };
  }
  try {
    await ai.prepare?.(request.state as never, request.kind === 'analyse' ? 'analyse' : 'think');
    if (request.kind === 'analyse') {
      if (!ai.analyse) return { id: request.id, error: `The game "${request.game}" has no analysis.` };
      return { id: request.id, analysis: ai.analyse(request.state as never, request.options) };
    }
    return { id: request.id, thought: ai.think(request.state as never, request.options) };
  } catch (e) {
    return { id: request.id, error: e instanceof Error ? e.message : String(e) };
  }
}

/** The part of a worker's global scope `serveAiRequests` uses (kept minimal to avoid the WebWorker lib). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<AiRequest>) => void): void;
  postMessage(message: unknown): void;
}

/**
 * Makes the calling worker answer the boards' requests with the AIs of `known`: the whole of a
 * worker module (`serveAiRequests({ kalah: ai })`) that a game's `AiLink.worker` starts.
 */
export function serveAiRequests(known: AiSource): void {
  const scope = globalThis as unknown as WorkerScope;
  scope.addEventListener(
    'message',
    (event) => void answerAiRequest(known, event.data).then((answer) => scope.postMessage(answer)),
  );
}
