/** What a lazy part that shows a game its own way (the review, the puzzle) reads of its board and tells it. */
import type { AiLink, Analysis } from '../../core/ai.js';
import type { BaseState, Game } from '../../core/game.js';
import type { WordTables } from '../../core/language.js';
import type { GameSession } from '../../core/session.js';
import type { Messages } from './messages.js';
import type { PartsPort } from './parts-port.js';

export interface PartHost<S extends BaseState, M, O> {
  session(): GameSession<S, M, O>;
  rules(): Game<S, M, O>;
  ai(): AiLink<S, M>;
  /** Values every move of `state` in the computer's worker; `fixed` from the AI's fixed budget (`AiOptions.fixed`). */
  analyse(state: S, timeMs: number, signal: AbortSignal, fixed?: boolean): Promise<Analysis<M>>;
  announce(text: string): void;
  text(): Messages;
  /** A part's table of texts in the board's language, with a page's registered texts over it. */
  words<T extends object>(name: string, tables: WordTables<T>): T;
  /** The tag numbers follow (the board's language). */
  locale(): string;
  /** Marks a move on the board as the hint, or none. */
  hint(move: M | null): void;
  /** One console warning per distinct problem. */
  warn(key: string, message: string): void;
}

/** What a board's computer answers a review or a puzzle: the values of every move of a position. */
export interface Analyser<S extends BaseState, M> {
  analyseAt(state: S, timeMs: number, signal: AbortSignal, fixed?: boolean): Promise<Analysis<M>>;
}

/** The review's and the puzzle's view of a board, from its core (`PartsPort`) and its computer. */
export function partHostOf<S extends BaseState, M, O>(
  core: PartsPort<S, M, O>,
  computer: Analyser<S, M>,
): PartHost<S, M, O> {
  return {
    session: () => core.session,
    rules: () => core.game.rules,
    ai: () => core.game.ai,
    analyse: (state, timeMs, signal, fixed) => computer.analyseAt(state, timeMs, signal, fixed),
    announce: (text) => void core.announce(text),
    text: () => core.text,
    words: (name, tables) => core.words(name, tables),
    locale: () => core.locale,
    hint: (move) => (core.hintMove = move),
    warn: (key, message) => core.warn(key, message),
  };
}

/** A part's table with the board's own texts over it: its `strings`, and shared texts the table also names. */
export function withOwn<T extends object>(table: T, board: Messages): T {
  const own = Object.entries(board).filter(([k, v]) => v !== undefined && k in table);
  return own.length > 0 ? ({ ...table, ...Object.fromEntries(own) } as T) : table;
}
