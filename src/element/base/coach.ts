/**
 * What the board asks of a part that sets a position up for the player and judges their moves there: the puzzle
 * (`puzzle`) or the lesson (`lesson`). While one is on the board (or being found), every move of the player goes
 * through it, the computer has no turn of its own, and its panel takes the place of the game's buttons.
 */
import type { Player } from '../../core/game.js';

export interface Coach<M, O> {
  /** Whether its position is on the board. */
  readonly active: boolean;
  /** Whether its attribute asks for one that is still being found. */
  readonly pending: boolean;
  /** The side the player plays, while it is on the board. */
  readonly side: Player | null;
  /** The options of its position's game, while it is on the board. */
  readonly options: Partial<O> | null;
  /** Why the player may not move now, or null. */
  blocked(): string | null;
  /** Tries the player's legal `move`: played if it does what is asked, otherwise said why not. */
  attempt(move: M): void;
  /** The move a hint marks, or null. */
  hintMove(): Promise<M | null>;
  /** The status line. */
  describe(): string;
  /**
   * Its panel under the board: `hint` marks the hint's move as the board's Hint button does; `pass` plays the pass
   * the player must play now (no other move), or is null.
   */
  render(hint: () => void, pass: (() => void) | null): unknown;
  /** Its position again, from the start (New game). */
  restart(): void;
  /** A move the rules refuse, in the board's words: shown where the player looks, not only spoken. */
  refused(reason: string): void;
}
