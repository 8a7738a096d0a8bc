/**
 * A game of your own on the platform, defined here through the public exports only (the package's
 * `board` and `core` entries, here `src/board.ts` and `src/core/index.ts`): Race to 21, drawn as a
 * row of numbers. The computer plays it from the worker, which imports the game's AI module by
 * the URL its link names, as it would on any site; keyboard play, undo, events and saving come
 * from the base unchanged.
 */
import { expect, fixture, html as testHtml } from '@open-wc/testing';
import {
  type GameOverEventDetail,
  type GridPoint,
  type MoveEventDetail,
  Board,
  type BoardGame,
  BroadcastChannelTransport,
  css,
  html,
} from '../../../src/board.js';
import { type AiLink, type WordTables, IllegalMoveError } from '../../../src/core/index.js';
import { captureWarnings, until } from '../../helpers.js';
import { type RaceMove, type RaceOptions, type RaceState, rules } from './race-to-21.js';

interface RaceWords {
  boardLabel: (target: number) => string;
  number: (n: number, reached: boolean) => string;
  keys: readonly string[];
}

const words: WordTables<RaceWords> = {
  en: {
    boardLabel: (target) => `Race to ${target}`,
    number: (n, reached) => `${n}${reached ? ', reached' : ''}`,
    keys: ['Enter: count up to the focused number (1 to 3 more)'],
  },
};

const link: AiLink<RaceState, RaceMove> = {
  id: rules.id,
  maxDepth: (s) => Math.max(1, s.target - s.total),
  analyses: false,
  load: () => import('./race-to-21.js').then((m) => m.ai),
  module: new URL('./race-to-21.js', import.meta.url).href,
};

class RaceBoard extends Board<RaceState, RaceMove, RaceOptions, RaceWords> {
  static override styles = [
    ...Board.styles,
    css`.row { display: flex; flex-wrap: wrap; gap: 2px; } .n[data-reached] { background: var(--bge-highlight-color); }`,
  ];
  protected readonly game: BoardGame<RaceState, RaceMove, RaceOptions, RaceWords> = {
    rules,
    ai: link,
    words,
    options: () => ({}),
    applyOptions: () => {},
    gridSize: () => ({ rows: 1, cols: this.gameState.target }),
    boardLabel: () => this.core.w.boardLabel(this.gameState.target),
    activateCell: (p) => this.activateCell(p),
    renderGrid: () => this.renderGrid(),
  };
  private activateCell(p: GridPoint): void {
    const add = p.col + 1 - this.gameState.total;
    if (add >= 1 && add <= 3) this.core.userMove(add as RaceMove);
  }
  private renderGrid() {
    const s = this.gameState;
    const w = this.core.w;
    return html`<div class="row" role="row">
      ${Array.from({ length: s.target }, (_, col) => {
        const reached = col < s.total;
        return html`<button class="n" role="gridcell" part="cell" data-row="0" data-col=${col} ?data-reached=${reached} tabindex=${this.core.grid.tabIndexOf({ row: 0, col })} aria-label=${w.number(col + 1, reached)} @click=${() => this.activateCell({ row: 0, col })}>
          ${col + 1}
        </button>`;
      })}
    </div>`;
  }
}
customElements.define('race-to-21-board', RaceBoard);

/** The same game with a link that names no module: the worker cannot know it. */
class LocalRaceBoard extends RaceBoard {
  protected override readonly game: BoardGame<RaceState, RaceMove, RaceOptions, RaceWords> = {
    ...this.game,
    ai: { ...link, module: undefined },
  };
}
customElements.define('race-to-21-local', LocalRaceBoard);

describe('a game of your own, through the public exports', () => {
  it('plays against the computer, which thinks in the worker from the module the link names', async () => {
    const el = await fixture<RaceBoard>(testHtml`<race-to-21-board ai-side="first" ai-delay="0"></race-to-21-board>`);
    const moves: MoveEventDetail[] = [];
    let over: GameOverEventDetail | undefined;
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveEventDetail>).detail));
    el.addEventListener('game-over', (e) => (over = (e as CustomEvent<GameOverEventDetail>).detail));
    // The computer moves first, and the first player wins by reaching 1, 5, 9, 13, 17 and 21
    // whatever the other adds: the search must find every one of those totals.
    const totals: number[] = [];
    let add = 0;
    while (!el.result) {
      await until(() => el.result !== null || el.gameState.turn === 'second', 20000);
      if (el.result) break;
      totals.push(el.gameState.total);
      add = (add % 3) + 1;
      el.shadowRoot!.querySelector<HTMLElement>(`[data-col="${el.gameState.total + add - 1}"]`)!.click();
      await el.updateComplete;
    }
    expect(el.aiEngine).to.equal('worker');
    expect(totals).to.deep.equal([1, 5, 9, 13, 17]);
    expect(over).to.deep.equal({ winner: 'first', reason: 'target' });
    expect(el.gameState.total).to.equal(21);
    expect(moves.filter((m) => m.byAi).map((m) => m.player)).to.deep.equal(Array(6).fill('first'));
    expect(moves.every((m) => ['+1', '+2', '+3'].includes(m.move))).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('gets undo, the keyboard and the key list from the base', async () => {
    const el = await fixture<RaceBoard>(testHtml`<race-to-21-board mode="two-player"></race-to-21-board>`);
    const third = el.shadowRoot!.querySelector<HTMLElement>('[data-col="2"]')!;
    third.focus();
    third.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.moves).to.deep.equal(['+3']);
    el.play('+2');
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    expect(el.moves).to.deep.equal(['+3']);
    expect(() => el.play('+4')).to.throw(IllegalMoveError);
    expect(el.moves).to.deep.equal(['+3']);
    // The list of keys loads when it first opens.
    third.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true, composed: true }));
    await el.updateComplete;
    const help = el.shadowRoot!.querySelector<HTMLElement>('[part~="help"]')!;
    expect(help.hidden).to.equal(false);
    expect(help.textContent).to.contain('count up to the focused number');
  });

  it('plays on the main thread, with one warning that says what to do, when its link names no module', async () => {
    let el!: LocalRaceBoard;
    const warnings = await captureWarnings(async () => {
      el = await fixture<LocalRaceBoard>(testHtml`<race-to-21-local ai-side="first" ai-delay="0"></race-to-21-local>`);
      await until(() => el.moves.length === 1, 20000);
      el.play('+1');
      await until(() => el.moves.length === 3, 20000);
    });
    expect(el.aiEngine).to.equal('main-thread');
    expect(el.moves[0]).to.equal('+1');
    expect(el.moves[2]).to.equal('+3');
    expect(warnings.filter((w) => /cannot run the game "race-to-21".*AiLink/.test(w))).to.have.length(1);
  });

  it('plays online with clocks between two boards, each move checked by its rules', async function () {
    // Each board loads online play and the clocks before it connects: slow on a busy machine.
    this.timeout(60000);
    const wrap = await fixture<HTMLDivElement>(testHtml`<div>
      <race-to-21-board mode="online" local-side="first" first-player="Ann" clock="1+0"></race-to-21-board>
      <race-to-21-board mode="online" local-side="second" second-player="Bo" clock="1+0"></race-to-21-board>
    </div>`);
    const [a, b] = [...wrap.querySelectorAll('race-to-21-board')] as [RaceBoard, RaceBoard];
    const log: string[] = [];
    for (const [n, el] of [
      ['a', a],
      ['b', b],
    ] as const) {
      el.addEventListener('online-status', (e) => log.push(`${n} status ${JSON.stringify((e as CustomEvent).detail)}`));
      el.addEventListener('invalid-move', (e) => log.push(`${n} refused ${JSON.stringify((e as CustomEvent).detail)}`));
    }
    const channel = `race-${Math.random()}`;
    // Each board has loaded online play and its clocks, and the first listens, before the second speaks.
    await Promise.all([a.updateComplete, b.updateComplete]);
    a.transport = new BroadcastChannelTransport(channel);
    await until(() => log.includes('a status {"state":"waiting"}'), 30000);
    b.transport = new BroadcastChannelTransport(channel);
    await until(() => a.playerName('second') === 'Bo' && b.playerName('first') === 'Ann', 30000).catch((e: Error) => {
      throw new Error(`${e.message}: ${log.join(' | ')}`);
    });
    expect(() => b.play('+1'), "the first side's move is not the second board's to play").to.throw(IllegalMoveError);
    for (let ply = 0; !a.result; ply++) {
      const mover = a.gameState.turn === 'first' ? a : b;
      mover.play(mover.legalMoves.at(-1)!);
      await until(() => a.moves.length === ply + 1 && b.moves.length === ply + 1, 10000);
    }
    await until(() => b.result !== null, 10000);
    expect(b.moves).to.deep.equal(a.moves);
    expect(b.result).to.deep.equal(a.result);
    expect(a.gameState.total).to.equal(21);
    const clock = a.shadowRoot!.querySelectorAll('[part~="clock"]');
    expect(clock).to.have.length(2);
  });
});
