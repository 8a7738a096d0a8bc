/** `music`: nothing plays or loads before the player's first gesture; the mute button stops and restarts the tune. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/tictactoe-board.js';
import type { TicTacToeBoard } from '../../src/games/tictactoe/tictactoe-board.js';
import { click, until } from '../helpers.js';

/** Counts the audio contexts made and closed, and the notes started, while a test runs. */
function spyOnAudio() {
  const Real = window.AudioContext;
  const seen = { made: 0, closed: 0, notes: 0 };
  class Spy extends Real {
    constructor() {
      super();
      seen.made++;
    }
    override close(): Promise<void> {
      seen.closed++;
      return super.close();
    }
    override createOscillator(): OscillatorNode {
      seen.notes++;
      return super.createOscillator();
    }
  }
  window.AudioContext = Spy;
  return { seen, restore: () => (window.AudioContext = Real) };
}

describe('background music', () => {
  it('waits for the first click, then plays; the button mutes and unmutes; leaving the page stops it', async () => {
    const audio = spyOnAudio();
    try {
      const el = await fixture<TicTacToeBoard>(html`<tictactoe-board music mode="two-player"></tictactoe-board>`);
      const button = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="music-button"]')!;
      expect(button().getAttribute('aria-pressed')).to.equal('true');
      await new Promise((r) => setTimeout(r, 300));
      expect(audio.seen.made, 'no sound before a gesture').to.equal(0);
      expect(
        performance.getEntriesByType('resource').some((e) => /\/music\.(ts|js)/.test(e.name)),
        'nor its code',
      ).to.equal(false);

      await click(el.shadowRoot!.querySelector('[part~="b2"]')!);
      await until(() => audio.seen.made === 1 && audio.seen.notes > 0);
      expect(el.moves, 'the click also played').to.deep.equal(['b2']);

      await click(button());
      await until(() => audio.seen.closed === 1);
      expect(button().getAttribute('aria-pressed')).to.equal('false');
      await click(button());
      await until(() => audio.seen.made === 2);
      expect(button().getAttribute('aria-pressed')).to.equal('true');

      el.remove();
      await until(() => audio.seen.closed === 2);
    } finally {
      audio.restore();
    }
  });

  it('a first click on the mute button mutes: the tune never starts', async () => {
    const audio = spyOnAudio();
    try {
      const el = await fixture<TicTacToeBoard>(html`<tictactoe-board music></tictactoe-board>`);
      const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="music-button"]')!;
      await click(button);
      await el.updateComplete;
      expect(button.getAttribute('aria-pressed')).to.equal('false');
      await click(el.shadowRoot!.querySelector('[part~="a1"]')!);
      await new Promise((r) => setTimeout(r, 300));
      expect(audio.seen.made).to.equal(0);
      el.music = false;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part~="music-button"]')).to.equal(null);
    } finally {
      audio.restore();
    }
  });
});
