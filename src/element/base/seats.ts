import { type Player, type Result, opponent } from '../../core/game.js';
import type { UndoPolicy } from '../../core/session.js';
import type { Mode } from './board-attributes.js';
import type { Cue } from '../sound/sound.js';

/** Who sits at each side of a board: the mode, the computer's side, this board's side, or one player alone. */
export interface Seats {
  mode: Mode;
  aiSide: Player;
  localSide: Player;
  /** A one-player game (peg solitaire): no opponent, no computer turns. */
  onePlayer: boolean;
  /** A board that watches a game online: it plays no side. */
  watching?: boolean;
}

const WATCHING = 'This board watches the game; only the players move.';

/** Whether the opponent plays on another board (`remote`, `online`): this board moves for its own side only. */
export function playsApart(seats: Pick<Seats, 'mode'>): boolean {
  return seats.mode === 'remote' || seats.mode === 'online';
}

/** Whether the computer plays `side`. */
export function computerPlays(seats: Seats, side: Player): boolean {
  return !seats.onePlayer && (seats.mode === 'ai-vs-ai' || (seats.mode === 'vs-ai' && side === seats.aiSide));
}

/** Why this board may not move for `turn` (the computer's or the remote opponent's turn), or null. */
export function notYourTurn(seats: Seats, turn: Player): string | null {
  if (seats.watching) return WATCHING;
  if (computerPlays(seats, turn)) return "It is the computer's turn.";
  if (playsApart(seats) && turn !== seats.localSide) return "It is the opponent's turn.";
  return null;
}

/**
 * Why `play()` may not move for `turn` (the computer's turn; in `remote` mode this board's own, whose moves its user
 * makes; in `online` mode the opponent's, which arrive by the transport), or null.
 */
export function notForScript(seats: Seats, turn: Player): string | null {
  if (seats.watching) return WATCHING;
  if (computerPlays(seats, turn)) return "It is the computer's turn.";
  if (seats.mode === 'remote' && turn === seats.localSide)
    return "It is this board's turn; play() takes the opponent's moves.";
  if (seats.mode === 'online' && turn !== seats.localSide)
    return "It is the opponent's turn; their moves arrive through the transport.";
  return null;
}

/**
 * How far undo goes: against the computer, back to the person's previous turn, the reply with it; one move otherwise.
 */
export function undoPolicy(seats: Seats): UndoPolicy {
  return { computer: seats.mode === 'vs-ai' ? seats.aiSide : null };
}

/** The tone of a result as heard at this board: a win or a loss for the person here, or a draw. */
export function resultCue(seats: Seats, result: Result): Cue {
  if (result.winner === null) return 'draw';
  const mine = seats.mode === 'vs-ai' ? opponent(seats.aiSide) : playsApart(seats) ? seats.localSide : result.winner;
  return result.winner === mine ? 'win' : 'loss';
}
