import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';

/**
 * The board's live region: what screen readers hear. A repeated text is spoken again; a text can
 * wait (the computer's "Thinking..." after a second) until another wait replaces it or the
 * board leaves the page.
 */
export class AnnouncerController implements ReactiveController {
  private text = '';
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** What the live region says now. */
  get announcement(): string {
    return this.text;
  }

  /** Says `text` now; the region is emptied first, so the same text is heard again. */
  async announce(text: string): Promise<void> {
    this.set('');
    await this.host.updateComplete;
    this.set(text);
  }

  /** Says `text()` after `delayMs` unless cancelled meanwhile; null only cancels a waiting text. */
  later(delayMs: number | null, text: () => string): void {
    this.cancel();
    if (delayMs !== null) this.timer = setTimeout(() => void this.announce(text()), delayMs);
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** The live region itself. */
  render(): TemplateResult {
    return html`<div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.text}</div>`;
  }

  private cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private set(text: string): void {
    this.text = text;
    this.host.requestUpdate();
  }
}
