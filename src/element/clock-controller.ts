import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { GameClock, formatClock, parseClock, thinkingBudget } from '../core/clock.js';
import type { BaseState, Player, Result } from '../core/game.js';
import type { GameSession } from '../core/session.js';

/** Under this, a clock shows tenths and the live region warns once. */
const LOW_MS = 10_000;

/** What the clocks read of their board. */
export interface ClockHost extends ReactiveControllerHost {
  /** The time control (`clock`), already validated: `M+S`, or unset for none. */
  clock?: string;
  readonly isConnected: boolean;
}

/** What the clocks tell their board, and ask of it. */
export interface ClockEvents {
  /** Time ran out and the session ended the game (`reason: 'time'`). */
  flagged(result: Result): void;
  /** Says a text in the live region. */
  announce(text: string): void;
  /** The texts: a side's clock label and the warning under 10 s. */
  words(): { clockOf: (name: string) => string; timeLow: (name: string) => string };
  /** A side's name, for the warning and the clock's label. */
  name(side: Player): string;
  /** How long past zero this board waits before ending the game on `side`'s time (online: the other board's own word comes first). */
  graceMs(side: Player): number;
  /** The clock is running and the page is being left: save the times now. */
  leaving(): void;
}

/**
 * The board's clocks (`clock="M+S"`): puts a `GameClock` on the session when the attribute is
 * set, redraws the running clock when its shown value changes (each second, each tenth under
 * 10 s), ends the game when time runs out, warns once when a side falls under 10 s, caps the
 * computer's thinking by what it has left, and has the times saved when the page is left.
 */
export class ClockController<S extends BaseState, M, O> implements ReactiveController {
  private text: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly warned = new Set<Player>();
  private readonly onPageHide = () => this.running() && this.events.leaving();

  /** `session` is a function because the board starts its game on first use. */
  constructor(
    private readonly host: ClockHost,
    private readonly session: () => GameSession<S, M, O>,
    private readonly events: ClockEvents,
  ) {
    host.addController(this);
  }

  /** The clocks' times left now, or null without a clock. */
  get times(): Readonly<Record<Player, number>> | null {
    const clock = this.session().clock;
    return clock && { first: clock.left('first'), second: clock.left('second') };
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

  /** One side's clock, for its name plate (`clock` part; `clock-running` while it runs, `clock-low` under 10 s). */
  render(side: Player): unknown {
    const clock = this.session().clock;
    if (!clock) return nothing;
    const left = clock.left(side);
    const running = clock.runningSide === side;
    const low = left < LOW_MS;
    const time = formatClock(left);
    return html`<span class="clock ${running ? 'running' : ''} ${low ? 'low' : ''}" part="clock${running ? ' clock-running' : ''}${low ? ' clock-low' : ''}" role="timer" aria-label="${this.events.words().clockOf(this.events.name(side))}: ${time}">${time}</span>`;
  }

  hostConnected(): void {
    globalThis.addEventListener?.('pagehide', this.onPageHide);
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('pagehide', this.onPageHide);
    this.cancel();
  }

  hostUpdate(): void {
    const text = this.host.clock || undefined;
    if (text === this.text) return;
    this.text = text;
    this.warned.clear();
    const setting = text ? parseClock(text) : null;
    this.session().setClock(setting ? new GameClock(setting, text!) : null);
  }

  hostUpdated(): void {
    this.cancel();
    const clock = this.session().clock;
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
    const result = side ? this.session().flag(this.events.graceMs(side)) : null;
    if (result) this.events.flagged(result);
    else this.host.requestUpdate();
  }

  private running(): boolean {
    return !!this.session().clock?.runningSide;
  }

  private cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
