import { html } from 'lit';

/** Under this, a clock shows tenths and the live region warns once. */
export const LOW_MS = 10_000;

/** A clock as its name plate shows it (`clock` part; `clock-running` while it runs, `clock-low` under 10 s). */
export function renderClock(time: string, running: boolean, low: boolean, label: string): unknown {
  return html`<span
    class="clock ${running ? 'running' : ''} ${low ? 'low' : ''}"
    part="clock${running ? ' clock-running' : ''}${low ? ' clock-low' : ''}"
    role="timer"
    aria-label="${label}: ${time}"
  >${time}</span>`;
}
