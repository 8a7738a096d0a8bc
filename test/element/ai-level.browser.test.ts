import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import '../../src/index.js';
import type { BaseState } from '../../src/core/game.js';
import type { Board } from '../../src/element/base/board.js';
import type { BoardCore } from '../../src/element/base/board-core.js';
import { searchDepth } from '../../src/element/base/board-parts.js';
import { captureWarnings } from '../helpers.js';

type AnyBoard = Board<BaseState, unknown, object>;
/** The depth the board's computer searches at now (what the worker is asked for), from its protected core. */
const depthOf = (el: AnyBoard) => {
  const { core } = el as unknown as { core: BoardCore<BaseState, unknown, object> };
  return searchDepth(el, core.game.ai, core.session.state);
};

describe('ai-level', () => {
  it("plays each level at its game's depth, the strongest at the full depth", async () => {
    const el = await fixture<AnyBoard>(html`<hnefatafl-board mode="two-player" ai-level="beginner"></hnefatafl-board>`);
    expect(depthOf(el)).to.equal(1);
    for (const [level, depth] of [
      ['casual', 2],
      ['intermediate', 3],
      ['advanced', 4],
      ['strongest', undefined],
    ] as const) {
      el.aiLevel = level;
      await el.updateComplete;
      expect(depthOf(el), level).to.equal(depth);
    }
  });

  it('gives way to ai-depth, which is the more precise', async () => {
    const el = await fixture<AnyBoard>(
      html`<connect-four-board mode="two-player" ai-level="beginner" ai-depth="6"></connect-four-board>`,
    );
    expect(depthOf(el)).to.equal(6);
    el.aiDepth = undefined;
    await el.updateComplete;
    expect(depthOf(el)).to.equal(1);
  });

  it('plays the strongest, with one warning, for a level it does not know, keeping it as set', async () => {
    let el: AnyBoard | undefined;
    const warnings = await captureWarnings(async () => {
      el = await fixture<AnyBoard>(html`<reversi-board mode="two-player" ai-level="grandmaster"></reversi-board>`);
      el.requestUpdate();
      await el.updateComplete;
    });
    expect(el!.aiLevel).to.equal('grandmaster');
    expect(el!.settings.aiLevel).to.equal(undefined);
    expect(depthOf(el!)).to.equal(undefined);
    expect(warnings).to.have.length(1);
    expect(warnings[0])
      .to.contain('ai-level="grandmaster"')
      .and.contain('beginner, casual, intermediate, advanced, strongest');
  });
});
