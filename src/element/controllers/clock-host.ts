/**
 * What a board's clocks read of it and tell it: shared by the clock controller and the clocks it loads
 * (`clock-play.ts`).
 */
import type { ReactiveControllerHost } from 'lit';
import type { Player, Result } from '../../core/game.js';
import type { BoardAttributes } from '../base/board-attributes.js';

/** What the clocks read of their board. */
export interface ClockHost extends ReactiveControllerHost {
  /**
   * The time control (`clock`: `M+S`, or unset for none) and the mode (online, a save taken back counts the time away),
   * as the board plays them.
   */
  readonly settings: Pick<BoardAttributes, 'clock' | 'mode'>;
  readonly isConnected: boolean;
}

/** What the clocks tell their board, and ask of it. */
export interface ClockEvents {
  /**
   * Time ran out and the game ended (`reason: 'time'`); `tell`: this board saw it first, and online tells the other.
   */
  flagged(result: Result, tell: boolean): void;
  /** Says a text in the live region. */
  announce(text: string): void;
  /** The texts: a side's clock label and the warning under 10 s. */
  words(): { clockOf: (name: string) => string; timeLow: (name: string) => string };
  /** A side's name, for the warning and the clock's label. */
  name(side: Player): string;
  /** The tag the clock's figures follow (the board's language). */
  locale(): string;
  /**
   * How long past zero this board waits before ending the game on `side`'s time (online: the other board's own word
   * comes first).
   */
  graceMs(side: Player): number;
  /** The clock is running and the page is being left: save the times now. */
  leaving(): void;
}
