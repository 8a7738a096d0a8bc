import type { Player } from '../../core/game.js';
import { type Seats, computerPlays, notYourTurn } from './seats.js';

/**
 * Where a board stands, derived in one place from its state; what may happen next follows from it alone (whose input
 * it takes, whether the computer moves or analyses, what a click on a finished board does). The first that holds:
 * - `review`: the game is open in review; positions are stepped through, nothing is played.
 * - `coached`: a puzzle or a lesson is on the board (or being found); its moves go through it (see `Coach`).
 * - `names`: the form asking the players' names is open.
 * - `paused`: the board is `disabled`: no input, and the computer neither moves nor analyses.
 * - `over`: the game has ended; a click or Enter starts a new one.
 * - `computer`: the computer's turn.
 * - `away`: the turn of a side played elsewhere (`remote`, `online`), or of any side on a board that watches.
 * - `yours`: the turn of a side the person at this board plays.
 */
export type Phase = 'review' | 'coached' | 'names' | 'paused' | 'over' | 'computer' | 'away' | 'yours';

/** What a board's phase is derived from. */
export interface PhaseFacts {
  review: boolean;
  coached: boolean;
  askingNames: boolean;
  disabled: boolean;
  over: boolean;
  seats: Seats;
  /** The side to move. */
  turn: Player;
}

/** The board's phase: the first of `Phase`'s list that holds. */
export function phaseOf(f: PhaseFacts): Phase {
  if (f.review) return 'review';
  if (f.coached) return 'coached';
  if (f.askingNames) return 'names';
  if (f.disabled) return 'paused';
  if (f.over) return 'over';
  if (computerPlays(f.seats, f.turn)) return 'computer';
  return notYourTurn(f.seats, f.turn) ? 'away' : 'yours';
}

/** Why a phase refuses the user's moves, or null when it takes them (a puzzle or a lesson judges its own). */
export function refusal(phase: Exclude<Phase, 'coached'>, seats: Seats, turn: Player): string | null {
  switch (phase) {
    case 'review':
      return 'The game is open in review.';
    case 'names':
      return "The players' names are asked first.";
    case 'paused':
      return 'The board is disabled.';
    case 'over':
      return 'The game is over.';
    case 'computer':
    case 'away':
      return notYourTurn(seats, turn);
    case 'yours':
      return null;
  }
}
