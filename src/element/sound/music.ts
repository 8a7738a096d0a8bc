/**
 * A quiet background tune made with Web Audio: no audio file, nothing loaded until a board with
 * `music` hears its player's first click or key. A slow pentatonic melody over a two-chord bass,
 * scheduled a little ahead of the audio clock so it never stutters, paused while the page is hidden.
 */

/** Notes as semitones above A3 (220 Hz); null is a rest. Eight bars of eight eighth notes, a bar a line. */
// prettier-ignore
const MELODY: readonly (number | null)[] = [
  12, null, 15, 17, 19, null, 17, 15,
  12, null, 10, null, 12, null, null, null,
  15, null, 17, 19, 22, null, 19, 17,
  15, null, 12, null, 10, null, null, null,
  12, null, 15, 17, 19, null, 22, 24,
  22, null, 19, null, 17, null, 15, null,
  17, null, 15, 12, 10, null, 12, null,
  12, null, null, null, null, null, null, null,
];
/** One bass note per bar. */
const BASS: readonly number[] = [-12, -9, -7, -12, -12, -9, -7, -12];
const STEP_S = 0.3;
const LOOKAHEAD_S = 0.4;
const VOLUME = 0.05;

const hz = (semitones: number) => 220 * 2 ** (semitones / 12);

/** A looping tune; `stop()` releases its audio context. */
export class Music {
  private readonly context: AudioContext;
  private readonly out: GainNode;
  private step = 0;
  private nextAt = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly onVisibility = () => (document.hidden ? void this.context.suspend() : void this.context.resume());

  /** Starts playing at once; call it from a user's gesture, where browsers allow sound. */
  constructor() {
    this.context = new AudioContext();
    this.out = this.context.createGain();
    this.out.gain.value = VOLUME;
    this.out.connect(this.context.destination);
    this.nextAt = this.context.currentTime + 0.1;
    this.timer = setInterval(() => this.schedule(), 100);
    this.schedule();
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  /** Stops the tune for good. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    document.removeEventListener('visibilitychange', this.onVisibility);
    void this.context.close();
  }

  private schedule(): void {
    // After a suspension the clock stood still; never try to catch up on missed notes.
    if (this.nextAt < this.context.currentTime) this.nextAt = this.context.currentTime + 0.05;
    while (this.nextAt < this.context.currentTime + LOOKAHEAD_S) {
      const note = MELODY[this.step % MELODY.length];
      if (note != null) this.tone(hz(note), this.nextAt, STEP_S * 1.8, 'triangle', 1);
      if (this.step % 8 === 0)
        this.tone(hz(BASS[(this.step / 8) % BASS.length]!), this.nextAt, STEP_S * 7.5, 'sine', 0.8);
      this.step = (this.step + 1) % MELODY.length;
      this.nextAt += STEP_S;
    }
  }

  private tone(frequency: number, at: number, length: number, type: OscillatorType, level: number): void {
    const osc = this.context.createOscillator();
    const env = this.context.createGain();
    osc.type = type;
    osc.frequency.value = frequency;
    // A soft attack and a long release: background, never a beep.
    env.gain.setValueAtTime(0, at);
    env.gain.linearRampToValueAtTime(level, at + 0.04);
    env.gain.exponentialRampToValueAtTime(0.001, at + length);
    osc.connect(env).connect(this.out);
    osc.start(at);
    osc.stop(at + length + 0.05);
  }
}
