/** Helpers for element tests: trusted clicks, awaiting events, capturing warnings. */
import { executeServerCommand, sendMouse } from '@web/test-runner-commands';

/** Clicks the centre of `el` with a real (trusted) mouse event. */
export async function click(el: Element): Promise<void> {
  el.scrollIntoView({ block: 'center' });
  const r = el.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
}

/** Double-clicks `el` with real mouse events (a test-runner command; see web-test-runner.config.mjs). */
export async function doubleClick(el: Element): Promise<void> {
  el.scrollIntoView({ block: 'center' });
  const r = el.getBoundingClientRect();
  await executeServerCommand('double-click', {
    x: Math.round(r.left + r.width / 2),
    y: Math.round(r.top + r.height / 2),
  });
}

/** Records every event of `type` fired on `target`. */
export function record<T>(target: EventTarget, type: string): T[] {
  const seen: T[] = [];
  target.addEventListener(type, (e) => seen.push((e as CustomEvent<T>).detail));
  return seen;
}

/** Runs `fn` while collecting console warnings. */
export async function captureWarnings(fn: () => Promise<void> | void): Promise<string[]> {
  const original = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    await fn();
  } finally {
    console.warn = original;
  }
  return warnings;
}

/** Waits until `check` holds, polling each frame (for AI-vs-AI games). */
export async function until(check: () => boolean, timeoutMs = 15000, what?: string): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs)
      throw new Error(what ? `${what}: condition not reached in time` : 'condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The board's status line. */
export function status(el: HTMLElement): string {
  return el.shadowRoot!.querySelector('[part="status"]')!.textContent!.trim();
}

/** What the board's live region says now. */
export function live(el: HTMLElement): string {
  return el.shadowRoot!.querySelector('[aria-live]')!.textContent!.trim();
}
