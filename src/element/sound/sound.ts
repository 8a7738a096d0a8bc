import type { ReactiveController } from 'lit';

/**
 * Short tones for moves and results, made with Web Audio: no files to load. Browsers only allow
 * sound after a user gesture, so the context is created on the first tone and errors are ignored.
 */

/** What a tone marks. */
export type Cue = 'first' | 'second' | 'win' | 'loss' | 'draw';

/** Notes (Hz) of each cue, played one after the other. */
const NOTES: Readonly<Record<Cue, readonly number[]>> = {
  first: [660],
  second: [495],
  win: [523, 659, 784],
  loss: [392, 330, 262],
  draw: [440, 440],
};

type AudioContextClass = typeof AudioContext;

/**
 * Plays cues on one lazily created audio context, released when the board leaves the page (a board loads it with
 * `sound`, through a `LazyPart`).
 */
export class Tones implements ReactiveController {
  private context: AudioContext | undefined;
  private failed = false;

  /** Plays `cue` now; silently does nothing where audio is unavailable. */
  play(cue: Cue): void {
    const ctx = this.audio();
    if (!ctx) return;
    try {
      if (ctx.state === 'suspended') void ctx.resume();
      const start = ctx.currentTime;
      NOTES[cue].forEach((frequency, i) => {
        const t = start + i * 0.12;
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = 'sine';
        osc.frequency.value = frequency;
        // A quick attack and decay: a soft click of a note rather than a beep.
        gain.gain.setValueAtTime(0.0001, t);
        gain.gain.exponentialRampToValueAtTime(0.15, t + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.11);
        osc.connect(gain).connect(ctx.destination);
        osc.start(t);
        osc.stop(t + 0.12);
      });
    } catch {
      this.failed = true;
    }
  }

  /** Releases the audio context. */
  hostDisconnected(): void {
    void this.context?.close().catch(() => undefined);
    this.context = undefined;
  }

  private audio(): AudioContext | undefined {
    if (this.failed) return undefined;
    if (this.context) return this.context;
    const Ctor =
      (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
      (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Ctor) {
      this.failed = true;
      return undefined;
    }
    try {
      this.context = new Ctor();
    } catch {
      this.failed = true;
    }
    return this.context;
  }
}
