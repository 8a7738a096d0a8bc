import type { ReactiveController } from 'lit';
import type { AiLink } from '../../core/ai.js';
import { AiController, type AiHost } from './ai-controller.js';
import { AiTurnController, type AiTurnInputs } from './ai-turn-controller.js';

/**
 * The computer's side of a board as one part: the runner of its searches (with the worker's
 * plumbing) and its turns, hints and analyses. A board loads it the first time the computer is
 * wanted (its move, a hint, an analysis), so a page where people play each other never does, and
 * no board waits for it before its first paint.
 */
export class ComputerTurns<S, M> implements ReactiveController {
  /** Runs the searches, one job at a time. */
  readonly runner: AiController<S, M>;
  /** Decides when the computer moves, and runs the hints and analyses. */
  readonly turns: AiTurnController<S, M>;

  /** `game` names the game and its AI; `onThinkingChange` hears when the computer starts or stops deciding its move. */
  constructor(
    host: AiHost,
    game: () => AiLink<S, M>,
    inputs: AiTurnInputs<S, M>,
    onThinkingChange: (thinking: boolean) => void,
  ) {
    this.runner = new AiController<S, M>(host, game, onThinkingChange);
    this.turns = new AiTurnController<S, M>(host, this.runner, inputs);
  }

  hostConnected(): void {
    this.turns.hostConnected();
  }

  hostDisconnected(): void {
    this.runner.hostDisconnected();
  }

  hostUpdate(): void {
    this.turns.hostUpdate();
  }

  hostUpdated(): void {
    this.turns.hostUpdated();
  }
}
