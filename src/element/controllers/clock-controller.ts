import { nothing, type ReactiveController } from 'lit';
import { formatClock, parseClock } from '../../core/clock-setting.js';
import type { BaseState, Player } from '../../core/game.js';
import type { GameSession } from '../../core/session.js';
import type { ClockEvents, ClockHost } from './clock-host.js';
import type { ClockPlay } from './clock-play.js';
import { LOW_MS, renderClock } from '../render/clock.js';

export type { ClockEvents, ClockHost };

/**
 * The board's clocks (`clock="M+S"`). The clocks themselves (`clock-play.ts`) load only when a
 * board has a `clock`, so pages without one never fetch them; meanwhile both plates show the full
 * time, so the first paint has the clocks in place.
 */
export class ClockController<S extends BaseState, M, O> implements ReactiveController {
  private play: ClockPlay<S, M, O> | undefined;
  /** The time control being loaded, if any. */
  private loading: string | undefined;

  /** `session` is a function because the board starts its game on first use. */
  constructor(
    private readonly host: ClockHost,
    private readonly session: () => GameSession<S, M, O>,
    private readonly events: ClockEvents,
  ) {
    host.addController(this);
  }

  /** The clocks' times left now, or null without a running clock (and until its code has loaded). */
  get times(): Readonly<Record<Player, number>> | null {
    const clock = this.session().clock;
    return clock && { first: clock.left('first'), second: clock.left('second') };
  }

  /** How long the computer may think now: `aiTime`, capped by what its clock has left. */
  thinkingTime(aiTime: number): number {
    return this.play ? this.play.thinkingTime(aiTime) : aiTime;
  }

  /** The pause before the computer's move, capped by its clock too. */
  delay(aiDelay: number): number {
    return this.play ? this.play.delay(aiDelay) : aiDelay;
  }

  /** Ends the game on `side`'s time, as the other board said (online; only a board with a clock hears it). */
  timeUp(side: Player): void {
    this.play?.timeUp(side);
  }

  /** One side's clock for its name plate, or `nothing` without a clock. */
  render(side: Player): unknown {
    if (this.play) return this.play.render(side);
    const { clock } = this.host.settings;
    const setting = clock ? parseClock(clock) : null;
    if (!setting) return nothing;
    const name = this.events.name(side);
    return renderClock(
      formatClock(setting.baseMs, this.events.locale()),
      false,
      setting.baseMs < LOW_MS,
      this.events.words().clockOf(name),
    );
  }

  hostDisconnected(): void {
    // The clocks go on counting (a board moved in the page keeps its game); only the redraws stop.
    this.play?.sleep();
  }

  /** Whether the clock of the `clock` attribute is still loading (the game has no clock yet). */
  get pending(): boolean {
    return this.loading !== undefined;
  }

  /** Before each update: puts the clock of the `clock` attribute on the game, loading it first, or takes it off. */
  hostUpdate(): void {
    const text = this.host.settings.clock || undefined;
    if (text === (this.play?.text ?? this.loading)) return;
    this.play?.stop();
    this.play = undefined;
    this.loading = text;
    if (!text) return;
    void import('./clock-play.js').then(({ ClockPlay }) => {
      // The attribute may have changed while the clock loaded.
      if (this.loading !== text) return;
      this.loading = undefined;
      this.play = new ClockPlay(this.host, this.session, this.events, text);
      this.host.requestUpdate();
    });
  }

  hostUpdated(): void {
    this.play?.updated();
  }
}
