import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Music } from './music.js';

/** What the music reads of its board. */
export interface MusicHost extends ReactiveControllerHost, HTMLElement {
  /** The `music` attribute. */
  music: boolean;
}

const GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * The background tune of `music`: browsers allow sound only after a gesture, and a page should
 * never start playing on its own, so the tune (`music.ts`, loaded only then) starts on the player's
 * first click or key on the board. The mute button stops and restarts it.
 */
export class MusicController implements ReactiveController {
  private music: Music | undefined;
  private muted = false;
  private heard = false;
  private listening = false;
  private starting = false;

  /** The board adds it among its controllers (through a `LazyPart`, loaded with `music`). */
  constructor(private readonly host: MusicHost) {}

  /** The mute button, while `music` is set. */
  render(label: string): unknown {
    if (!this.host.music) return nothing;
    return html`<button
      type="button"
      part="button music-button"
      aria-pressed=${this.muted ? 'false' : 'true'}
      @click=${this.toggle}
    >♪ ${label}</button>`;
  }

  hostUpdated(): void {
    if (this.host.music && !this.heard && !this.listening) {
      this.listening = true;
      for (const type of GESTURES) this.host.addEventListener(type, this.onGesture, { capture: true });
    }
    if (!this.host.music) this.stop();
    else if (this.heard && !this.muted && !this.music && !this.starting) void this.start();
  }

  hostDisconnected(): void {
    this.stop();
    this.listening = false;
    for (const type of GESTURES) this.host.removeEventListener(type, this.onGesture, { capture: true });
  }

  private readonly onGesture = (e: Event): void => {
    // The mute button's own click mutes (the tune is on until then): it does not start the tune.
    if (this.heard || e.composedPath().some((n) => n instanceof Element && n.part.contains('music-button'))) return;
    this.heard = true;
    for (const type of GESTURES) this.host.removeEventListener(type, this.onGesture, { capture: true });
    this.host.requestUpdate();
  };

  private readonly toggle = (): void => {
    this.muted = !this.muted;
    if (this.muted) this.stop();
    this.heard = true;
    this.host.requestUpdate();
  };

  private async start(): Promise<void> {
    this.starting = true;
    try {
      const { Music } = await import('./music.js');
      if (this.host.music && !this.muted && this.host.isConnected && !this.music) this.music = new Music();
    } catch {
      // No Web Audio here: the board plays on in silence.
    } finally {
      this.starting = false;
    }
  }

  private stop(): void {
    this.music?.stop();
    this.music = undefined;
  }
}
