/** What a lazy part that shows a game its own way (the review, the puzzle) reads of its board and tells it. */
import type { AiLink, Analysis } from '../../core/ai.js';
import type { BaseState, Game } from '../../core/game.js';
import type { Language } from '../../core/language.js';
import type { GameSession } from '../../core/session.js';
import type { Messages } from './messages.js';

export interface PartHost<S extends BaseState, M, O> {
  session(): GameSession<S, M, O>;
  rules(): Game<S, M, O>;
  ai(): AiLink<S, M>;
  /** Values every move of `state` in the computer's worker; `fixed` from the AI's fixed budget (`AiOptions.fixed`). */
  analyse(state: S, timeMs: number, signal: AbortSignal, fixed?: boolean): Promise<Analysis<M>>;
  announce(text: string): void;
  text(): Messages;
  language(): Language;
  /** Marks a move on the board as the hint, or none. */
  hint(move: M | null): void;
  /** One console warning per distinct problem. */
  warn(key: string, message: string): void;
}
