/**
 * `<kalah-board>` in Chromium: drawn, played by mouse and keys, against the computer in the worker, online with clocks.
 */
import { expect, fixture, html } from '@open-wc/testing';
import {
  BroadcastChannelTransport,
  type GameOverEventDetail,
  type InvalidMoveEventDetail,
} from 'board-game-elements/board';
import { IllegalMoveError } from 'board-game-elements/core';
import '../src/index.js';
import type { KalahBoard } from '../src/kalah-board.js';

/** Waits until `check` holds, a frame at a time. */
async function until(check: () => boolean, timeoutMs = 20000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((r) => requestAnimationFrame(r));
  }
}

const pit = (el: KalahBoard, row: number, col: number) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-row="${row}"][data-col="${col}"]`)!;
const counts = (el: KalahBoard) =>
  [...el.shadowRoot!.querySelectorAll('.pit .count, .store .count')].map((n) => Number(n.textContent));

describe('<kalah-board>', () => {
  it('draws two rows of six pits between the stores, North from right to left, and is accessible', async () => {
    const el = await fixture<KalahBoard>(html`<kalah-board mode="two-player" seeds="5"></kalah-board>`);
    expect(el.shadowRoot!.querySelectorAll('[role="row"]')).to.have.length(2);
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(12);
    expect(counts(el)).to.deep.equal([0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0]);
    expect(pit(el, 1, 0).getAttribute('aria-label')).to.equal('South pit 1, 5 seeds');
    expect(pit(el, 0, 0).getAttribute('aria-label')).to.equal('North pit 6, 5 seeds');
    await expect(el).to.be.accessible();
  });

  it('sows a pit by click or by its number, and says why a pit cannot be sown', async () => {
    const el = await fixture<KalahBoard>(html`<kalah-board mode="two-player"></kalah-board>`);
    const refused: InvalidMoveEventDetail[] = [];
    el.addEventListener('invalid-move', (e) => refused.push((e as CustomEvent<InvalidMoveEventDetail>).detail));
    pit(el, 1, 2).click();
    await el.updateComplete;
    expect(el.moves).to.deep.equal(['3']);
    expect(el.gameState.turn, 'the last seed fell in the store: South again').to.equal('first');
    pit(el, 0, 0).click();
    pit(el, 1, 2).click();
    expect(refused.map((r) => r.reason)).to.deep.equal(["That pit is not the side to move's", 'That pit is empty']);
    pit(el, 1, 0).focus();
    pit(el, 1, 0).dispatchEvent(new KeyboardEvent('keydown', { key: '6', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.moves).to.deep.equal(['3', '6']);
    expect(pit(el, 1, 5).getAttribute('aria-label')).to.contain('sown last');
    expect(() => el.play('7')).to.throw(IllegalMoveError);
    expect(el.undo()).to.equal(true);
    expect(el.moves).to.deep.equal(['3']);
  });

  it("lists a side's extra moves in its own column: one numbered line per turn of both sides", async () => {
    const el = await fixture<KalahBoard>(html`<kalah-board mode="two-player" show-moves moves="3 6"></kalah-board>`);
    expect(el.gameState.turn, 'South sowed into its store, then ended on North: North to move').to.equal('second');
    const north: string[] = [];
    while (el.gameState.turn === 'second') {
      north.push(el.legalMoves[0]!);
      el.play(north.at(-1)!);
    }
    const south = el.legalMoves[0]!;
    el.play(south);
    await el.updateComplete;
    const lines = [...el.shadowRoot!.querySelectorAll('[part="moves"] li')].map((li) =>
      li.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(lines).to.deep.equal([`3, 6 ${north.join(', ')}`, south]);
    expect(el.shadowRoot!.querySelectorAll('[part="moves"] li')[0]!.querySelectorAll('[part="move"]')).to.have.length(
      2 + north.length,
    );
  });

  it("opens a review through the public API: each move marked by the game's own AI in its worker", async () => {
    const el = await fixture<KalahBoard>(
      html`<kalah-board mode="two-player" moves="3 6 2 1 5" review review-time="200"></kalah-board>`,
    );
    const ready = await new Promise<CustomEvent>((resolve) =>
      el.addEventListener('review-ready', (e) => resolve(e as CustomEvent), { once: true }),
    );
    const moves = (ready.detail as { moves: ({ move: string; mark: string } | null)[] }).moves;
    expect(moves.map((m) => m?.move)).to.deep.equal(['3', '6', '2', '1', '5']);
    expect(
      moves.every((m) => m !== null && ['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(m.mark)),
    ).to.equal(true);
    expect(el.aiEngine).to.equal('worker');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('[part~="move"]')).to.have.length(5);
  });

  it('plays against the computer, which thinks in the worker, to the end of a game', async () => {
    // Its full depth every move, whatever the machine's load: at 300 ms a move, a busy machine cut the search short
    // and the computer lost to the rightmost pit. Six plies of Kalah take milliseconds.
    const el = await fixture<KalahBoard>(
      html`<kalah-board seeds="3" ai-time="10000" ai-delay="0" ai-depth="6"></kalah-board>`,
    );
    let over: GameOverEventDetail | undefined;
    el.addEventListener('game-over', (e) => (over = (e as CustomEvent<GameOverEventDetail>).detail));
    while (!el.result) {
      await until(() => el.result !== null || (el.gameState.turn === 'first' && !el.thinking));
      if (el.result) break;
      // South sows its rightmost pit with seeds.
      const legal = el.legalMoves;
      el.play(legal[legal.length - 1]!);
    }
    expect(el.aiEngine).to.equal('worker');
    expect(over?.reason).to.equal('most-seeds');
    expect(over!.score!.first + over!.score!.second).to.equal(36);
    expect(over?.winner, 'the computer beats a player who always sows the rightmost pit').to.equal('second');
  });

  it('plays online with clocks, each move checked by the rules on both boards', async function () {
    // Each board loads online play and the clocks before it connects: slow on a busy machine.
    this.timeout(60000);
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <kalah-board mode="online" local-side="first" first-player="Ann" clock="1+0"></kalah-board>
      <kalah-board mode="online" local-side="second" second-player="Bo" clock="1+0"></kalah-board>
    </div>`);
    const [a, b] = [...wrap.querySelectorAll('kalah-board')] as [KalahBoard, KalahBoard];
    const log: string[] = [];
    for (const [n, el] of [
      ['a', a],
      ['b', b],
    ] as const) {
      el.addEventListener('online-status', (e) => log.push(`${n} status ${JSON.stringify((e as CustomEvent).detail)}`));
      el.addEventListener('invalid-move', (e) => log.push(`${n} refused ${JSON.stringify((e as CustomEvent).detail)}`));
    }
    const channel = `kalah-${Math.random()}`;
    // Each board has loaded online play and its clocks, and the first listens, before the second speaks.
    await Promise.all([a.updateComplete, b.updateComplete]);
    a.transport = new BroadcastChannelTransport(channel);
    await until(() => log.includes('a status {"state":"waiting"}'), 30000);
    b.transport = new BroadcastChannelTransport(channel);
    await until(() => a.playerName('second') === 'Bo' && b.playerName('first') === 'Ann', 30000).catch((e) => {
      throw new Error(`${e.message}: ${log.join(' | ')}`);
    });
    expect(() => b.play('1')).to.throw(IllegalMoveError);
    for (let ply = 0; ply < 8 && !a.result; ply++) {
      const mover = a.gameState.turn === 'first' ? a : b;
      mover.play(mover.legalMoves[0]!);
      await until(() => a.moves.length === ply + 1 && b.moves.length === ply + 1);
    }
    expect(b.moves).to.deep.equal(a.moves);
    expect(b.gameState.pits).to.deep.equal(a.gameState.pits);
    expect(a.shadowRoot!.querySelectorAll('[part~="clock"]')).to.have.length(2);
  });

  it('teaches its own course through the public API, in English and in Chinese, a wrong sowing refused in its words', async () => {
    const part = (el: KalahBoard, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
    const status = (el: KalahBoard) => el.shadowRoot!.querySelector('[part~="status"]')?.textContent?.trim() ?? '';
    localStorage.removeItem('board-game-elements:lessons:kalah');
    const el = await fixture<KalahBoard>(html`<kalah-board lesson="sowing" ai-delay="0"></kalah-board>`);
    await until(() => part(el, 'lesson-title') !== null && status(el) !== '');
    expect(part(el, 'lesson-title')!.textContent).to.contain('Sowing seeds');
    // Step 2, "into your store": pit 1 is a legal sowing the step does not ask for.
    part(el, 'lesson-next')!.click();
    await until(() => el.moves.length === 0 && /store/i.test(status(el)));
    pit(el, 1, 0).click();
    await until(() => part(el, 'lesson-feedback') !== null);
    expect(el.moves).to.deep.equal([]);
    pit(el, 1, 3).click();
    await until(() => el.moves.length === 1 && part(el, 'lesson')!.hasAttribute('data-done'));
    const zh = await fixture<KalahBoard>(html`<kalah-board lang="zh" lesson="1"></kalah-board>`);
    await until(() => part(zh, 'lesson-title')?.textContent?.includes('播种') ?? false);
    localStorage.removeItem('board-game-elements:lessons:kalah');
  });
});
