/**
 * A running clock as a board shows it, loaded only when a board has a `clock`: the `GameClock` on
 * the session, the redraws, the flag, the low-time warning and the computer's budget.
 */
import type { ClockEvents, ClockHost } from './clock-host.js';
import { LOW_MS, renderClock } from '../render/clock.js';
import { GameClock, flag, formatClock, thinkingBudget, timeUp } from '../../core/clock.js';
import { parseClock } from '../../core/clock-setting.js';
import type { BaseState, Player } from '../../core/game.js';
import type { GameSession } from '../../core/session.js';

/**
 * One board's clocks for one time control: puts a `GameClock` on the session, redraws the running
 * clock when its shown value changes (each second, each tenth under 10 s), ends the game when time
 * runs out, warns once when a side falls under 10 s, caps the computer's thinking by what it has
 * left, and has the times saved when the page is left. `ClockController` drives it.
 */
export class ClockPlay<S extends BaseState, M, O> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly warned = new Set<Player>();
  private readonly onPageHide = () => this.running() && this.events.leaving();

  /**
   * Puts a clock of `text` (valid `M+S`) on the session; `session` is a function because the board may start a new one.
   */
  constructor(
    private readonly host: ClockHost,
    private readonly session: () => GameSession<S, M, O>,
    private readonly events: ClockEvents,
    readonly text: string,
  ) {
    const clock = new GameClock(parseClock(text)!, text);
    // Online, the other board's clock ran while this page was away: a save taken back counts that time.
    clock.countsTimeAway = host.settings.mode === 'online';
    this.session().setClock(clock);
  }

  /** How long the computer may think now: `aiTime`, capped by what its clock has left. */
  thinkingTime(aiTime: number): number {
    return Math.min(aiTime, this.budget());
  }

  /** The pause before the computer's move, at most half its thinking budget (the pause runs on its clock too). */
  delay(aiDelay: number): number {
    return Math.min(aiDelay, Math.floor(this.budget() / 2));
  }

  /** What the side to move's clock allows for one move; unlimited without a clock. */
  private budget(): number {
    const clock = this.session().clock;
    return clock ? thinkingBudget(clock.left(this.session().state.turn), clock.setting.incrementMs) : Infinity;
  }

  /** One side's clock, for its name plate. */
  render(side: Player): unknown {
    const clock = this.session().clock!;
    const left = clock.left(side);
    return renderClock(
      formatClock(left, this.events.locale()),
      clock.runningSide === side,
      left < LOW_MS,
      this.events.words().clockOf(this.events.name(side)),
    );
  }

  /** Takes the clock off the session and stops (another time control, none, or the board left the page). */
  stop(): void {
    globalThis.removeEventListener?.('pagehide', this.onPageHide);
    this.cancel();
    this.session().setClock(null);
  }

  /** After each update: warns under 10 s, and wakes when the shown time changes or runs out. */
  updated(): void {
    this.cancel();
    globalThis.addEventListener?.('pagehide', this.onPageHide);
    const clock = this.session().clock;
    if (clock) clock.countsTimeAway = this.host.settings.mode === 'online';
    const side = clock?.runningSide;
    for (const s of ['first', 'second'] as const) if (clock && clock.left(s) >= LOW_MS) this.warned.delete(s);
    if (!clock || !side || !this.host.isConnected) return;
    const left = clock.left(side);
    if (left > 0 && left < LOW_MS && !this.warned.has(side)) {
      this.warned.add(side);
      // After this update, not within it.
      const text = this.events.words().timeLow(this.events.name(side));
      queueMicrotask(() => this.events.announce(text));
    }
    // Wake when the shown value changes (a second, or a tenth under 10 s) or the time runs out.
    const grace = this.events.graceMs(side);
    const step = left < LOW_MS ? 100 : 1000;
    const wait = left <= 0 ? left + grace : left % step || step;
    this.timer = setTimeout(() => this.tick(), Math.max(1, Math.ceil(wait)));
  }

  private tick(): void {
    this.timer = undefined;
    const side = this.session().clock?.runningSide;
    const result = side ? flag(this.session(), this.events.graceMs(side)) : null;
    if (result) this.events.flagged(result, true);
    else this.host.requestUpdate();
  }

  private running(): boolean {
    return !!this.session().clock?.runningSide;
  }

  /** Ends the game on `side`'s time, as the other board said (online). */
  timeUp(side: Player): void {
    const result = timeUp(this.session(), side);
    if (result) this.events.flagged(result, false);
  }

  /** Stops the redraws while the board is out of the page (the clocks go on counting). */
  sleep(): void {
    globalThis.removeEventListener?.('pagehide', this.onPageHide);
    this.cancel();
  }

  private cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
