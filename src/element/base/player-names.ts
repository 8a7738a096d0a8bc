import type { ReactiveControllerHost } from 'lit';
import type { Player } from '../../core/game.js';
import type { Mode } from './board-attributes.js';
import type { Messages } from './messages.js';
import { playsApart } from './seats.js';

/** Longest player name kept; longer names are cut. */
export const MAX_NAME_LENGTH = 40;

const SIDES: readonly Player[] = ['first', 'second'];

/** What the names need of their board. */
export interface NamesHost extends ReactiveControllerHost {
  mode: Mode;
  aiSide: Player;
  localSide: Player;
  askNames: boolean;
  firstPlayer?: string;
  secondPlayer?: string;
}

/**
 * The players' names: the ones given (attributes, the names form, a saved game) and the defaults
 * for the mode ("You" and "Computer", "Player 1"...), and whether the form still has to be filled.
 */
export class PlayerNames {
  private answered = false;
  private changes = 0;

  constructor(
    private readonly host: NamesHost,
    private readonly texts: () => Messages,
  ) {}

  /** Whether the board shows the names form instead of the game (`ask-names`, not yet answered). */
  get asking(): boolean {
    return this.host.askNames && !this.answered;
  }

  /** Counts the names given through the form or a saved game. */
  get revision(): number {
    return this.changes;
  }

  /** The name shown for `side`: its given name, cut to length, or the mode's default. */
  nameOf(side: Player): string {
    const given = this.given(side)?.trim();
    if (given) return given.slice(0, MAX_NAME_LENGTH);
    const m = this.texts();
    const { mode, aiSide, localSide } = this.host;
    if (mode === 'vs-ai') return side === aiSide ? m.computer : m.you;
    if (playsApart(this.host)) return side === localSide ? m.you : m.opponent;
    return side === 'first' ? m.player1 : m.player2;
  }

  /** The name given to `side`, if any. */
  given(side: Player): string | undefined {
    return side === 'first' ? this.host.firstPlayer : this.host.secondPlayer;
  }

  /** The sides the form asks about: the people at this board (both, when nobody is). */
  formSides(): readonly Player[] {
    const { mode, aiSide, localSide } = this.host;
    const people = SIDES.filter(
      (s) => !(mode === 'vs-ai' && s === aiSide) && mode !== 'ai-vs-ai' && !(playsApart(this.host) && s !== localSide),
    );
    return people.length > 0 ? people : SIDES;
  }

  /** Takes the form's answers (a field per side; empty keeps the default) and closes it. */
  submit(data: FormData): void {
    for (const side of SIDES) {
      const value = data.get(side);
      if (typeof value === 'string') this.give(side, value.trim().slice(0, MAX_NAME_LENGTH) || undefined);
    }
    this.answered = true;
    this.changes++;
    this.host.requestUpdate();
  }

  /** The names to save with the game, or undefined when there is nothing to keep. */
  saved(): Partial<Record<Player, string>> | undefined {
    const players: Partial<Record<Player, string>> = {};
    for (const side of SIDES) {
      const name = this.given(side);
      if (name) players[side] = name;
    }
    // An empty object still says the form was answered with the defaults.
    return Object.keys(players).length > 0 || (this.host.askNames && this.answered) ? players : undefined;
  }

  /** Takes the names of a saved game; with `keepGiven`, names already given on the board win. */
  adopt(players: Partial<Record<Player, string>> | undefined, keepGiven: boolean): void {
    if (!players) return;
    for (const side of SIDES) {
      const name = players[side];
      if (name !== undefined && !(keepGiven && this.given(side) !== undefined)) this.give(side, name);
    }
    this.answered = true;
    this.changes++;
    this.host.requestUpdate();
  }

  /** Gives `side` a name (the form, a saved game, the other board's player). */
  give(side: Player, name: string | undefined): void {
    if (side === 'first') this.host.firstPlayer = name;
    else this.host.secondPlayer = name;
  }
}
