/** Clocks on the boards (`clock="M+S"`): flags, increments, the computer's time, undo and saved games. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/tictactoe-board.js';
import '../../src/hnefatafl-board.js';
import '../../src/peg-solitaire-board.js';
import type { GameOverEventDetail, MoveEventDetail } from '../../src/element/base/events.js';
import type { TicTacToeBoard } from '../../src/games/tictactoe/tictactoe-board.js';
import type { HnefataflBoard } from '../../src/games/hnefatafl/hnefatafl-board.js';
import type { PegSolitaireBoard } from '../../src/games/peg-solitaire/peg-solitaire-board.js';
import { captureWarnings, click, live, record, status, until } from '../helpers.js';

const cell = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector(`[part~="${name}"]`) as HTMLElement;
/** Waits for the board's clock code (loaded on demand) to put the clocks on its game. */
const timed = async <T extends { clockTimes: unknown }>(el: T) => (await until(() => el.clockTimes !== null), el);
const clocks = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll('[part~="clock"]')].map((c) => c.textContent!.trim());

describe('clocks', () => {
  it("two players, 0.05+0: after the first move and 3 s, the second player's time is out and the first wins", async () => {
    const el = await timed(
      await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player" clock="0.05+0"></tictactoe-board>`),
    );
    expect(clocks(el)).to.deep.equal(['00:03.0', '00:03.0']);
    const over = record<GameOverEventDetail>(el, 'game-over');
    // Timed from before the click: the clock starts at the move, which the click makes; the click's
    // own promise may settle long after it on a busy machine.
    const beforeMove = performance.now();
    await click(cell(el, 'b2'));
    expect(el.clockTimes!.first).to.equal(3000, 'the first move is not timed');
    await until(() => over.length > 0, 20000);
    expect(performance.now() - beforeMove).to.be.at.least(2900);
    expect(over).to.deep.equal([{ winner: 'first', reason: 'time' }]);
    await el.updateComplete;
    expect(status(el)).to.match(/out of time/);
    expect(clocks(el)[1]).to.equal('00:00.0');
    expect(el.clockTimes!.first).to.equal(3000, 'the clocks stopped');
    // The live region warned when the time fell under 10 s, and told the end.
    expect(live(el)).to.match(/out of time/);
  });

  it('shows each clock in its name plate, and adds the increment after every move', async () => {
    const el = await timed(
      await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player" clock="1+5"></tictactoe-board>`),
    );
    expect(clocks(el)).to.deep.equal(['01:00', '01:00']);
    for (const c of ['b2', 'a1', 'c3', 'a3']) el.play(c);
    const t = el.clockTimes!;
    expect(t.first).to.be.above(60_000).and.at.most(70_000);
    expect(t.second).to.be.above(60_000).and.at.most(70_000);
    await el.updateComplete;
    expect(cell(el, 'player-first').querySelector('[part~="clock"]')!.getAttribute('role')).to.equal('timer');
    expect(cell(el, 'player-first').querySelector('[part~="clock"]')!.getAttribute('part')).to.include('clock-running');
  });

  it('warns once in the live region when the side to move falls under 10 s', async () => {
    const el = await timed(
      await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player" clock="0.18+0"></tictactoe-board>`),
    );
    el.play('b2');
    await until(() => /under 10 seconds/.test(live(el)), 20000);
    expect(live(el)).to.match(/Player 2: under 10 seconds left/);
    expect(cell(el, 'player-second').querySelector('[part~="clock"]')!.getAttribute('part')).to.include('clock-low');
  });

  it('undo and new game restore the clocks', async () => {
    const el = await timed(
      await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player" clock="1+0"></tictactoe-board>`),
    );
    el.play('b2');
    await until(() => el.clockTimes!.second < 59_900, 20000);
    el.play('a1');
    el.undo();
    // Second is to move again, with the time it had before its move, running again.
    expect(el.clockTimes!.first).to.equal(60_000);
    expect(el.clockTimes!.second).to.be.above(59_900);
    el.play('a1');
    el.reset();
    await el.updateComplete;
    expect(el.clockTimes).to.deep.equal({ first: 60_000, second: 60_000 });
  });

  it('a board moved in the page keeps its clocks running', async () => {
    const el = await timed(
      await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player" clock="1+0"></tictactoe-board>`),
    );
    el.play('b2');
    await until(() => el.clockTimes!.second < 59_800, 20000);
    const parent = el.parentElement!;
    el.remove();
    const before = el.clockTimes!.second;
    parent.append(el);
    await el.updateComplete;
    expect(el.clockTimes!.first).to.equal(60_000);
    expect(el.clockTimes!.second).to.be.at.most(before).and.above(50_000);
  });

  it('a computer with 2 s left answers inside them', async () => {
    const el = await timed(
      await fixture<HnefataflBoard>(
        html`<hnefatafl-board variant="brandubh" clock="0.0334+0" ai-delay="400"></hnefatafl-board>`,
      ),
    );
    await el.hint(); // the worker and the AI are loaded before the clock runs
    const moves = record<MoveEventDetail>(el, 'move');
    const over = record<GameOverEventDetail>(el, 'game-over');
    const first = await el.hint();
    el.play(first!);
    await until(() => moves.length === 2 || over.length > 0, 20000);
    expect(over).to.deep.equal([]);
    expect(moves[1]!.byAi).to.equal(true);
    expect(el.clockTimes!.second).to.be.above(0);
  });

  it('the clocks survive a reload with persist, without the time away', async () => {
    localStorage.clear();
    const a = await timed(
      await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" clock="1+2" persist="clock-test"></tictactoe-board>`,
      ),
    );
    a.play('b2');
    await until(() => a.clockTimes!.second < 59_500, 20000);
    a.play('a1');
    await a.updateComplete;
    const saved = a.clockTimes!;
    a.remove();
    // Time away from the page: not counted.
    await new Promise((r) => setTimeout(r, 1500));
    const back = performance.now();
    const b = await timed(
      await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" clock="1+2" persist="clock-test"></tictactoe-board>`,
      ),
    );
    expect(b.moves).to.deep.equal(['b2', 'a1']);
    expect(b.clockTimes!.second).to.equal(Math.round(saved.second));
    // First's clock ran only since the board came back, never during the 1.5 s away (however busy
    // the machine). At most its time when its turn began: the few ms between the last save and the
    // removal may be given back.
    const since = performance.now() - back;
    expect(b.clockTimes!.first)
      .to.be.at.most(62_000)
      .and.at.least(saved.first - since - 50);
    // A take-back after the reload restores the laps saved with the game.
    b.undo();
    expect(b.clockTimes!.first).to.equal(62_000);
    localStorage.clear();
  });

  it('online, a reload counts the time away: the other board counted it too', async () => {
    localStorage.clear();
    const realNow = Date.now;
    const saved = {
      format: 'board-game-elements',
      version: 1,
      game: 'tictactoe',
      options: { size: 3 },
      moves: ['b2'],
      undone: [],
      clock: {
        setting: '1+0',
        laps: [
          [60_000, 60_000],
          [58_000, 60_000],
        ],
        left: [58_000, 50_000],
        at: realNow() - 7000,
      },
    };
    localStorage.setItem('board-game-elements:tictactoe:away-online', JSON.stringify(saved));
    localStorage.setItem('board-game-elements:tictactoe:away-here', JSON.stringify(saved));
    const online = await timed(
      await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="online" clock="1+0" persist="away-online"></tictactoe-board>`,
      ),
    );
    const here = await timed(
      await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" clock="1+0" persist="away-here"></tictactoe-board>`,
      ),
    );
    expect(online.moves).to.deep.equal(['b2']);
    expect(online.clockTimes!.second, '7 s away counted online').to.be.at.most(43_000).and.above(40_000);
    expect(here.clockTimes!.second, 'not counted in a game played here').to.be.at.most(50_000).and.above(47_000);
    localStorage.clear();
  });

  it('two boards on one saved game share its clocks, and a move on either runs the other side on both', async () => {
    localStorage.clear();
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <tictactoe-board mode="two-player" clock="1+0" persist="clock-twins"></tictactoe-board>
      <tictactoe-board mode="two-player" clock="1+0" persist="clock-twins"></tictactoe-board>
    </div>`);
    const [a, b] = [...wrap.querySelectorAll('tictactoe-board')] as [TicTacToeBoard, TicTacToeBoard];
    await until(() => a.clockTimes !== null && b.clockTimes !== null);
    a.play('b2');
    await until(() => b.moves.length === 1);
    // b heard of the move a moment after a made it, so its own reading is the one to wait for.
    await until(() => a.clockTimes!.second < 59_700 && b.clockTimes!.second < 59_700);
    b.play('a1');
    await until(() => a.moves.length === 2);
    // Second's time as b took it is on a too (within what ran between the two reads), and first's clock now runs on
    // both.
    const [ta, tb] = [a.clockTimes!, b.clockTimes!];
    expect(Math.abs(ta.second - tb.second)).to.be.below(100);
    expect(tb.second).to.be.below(59_700);
    expect(ta.first).to.be.at.most(60_000);
    localStorage.clear();
  });

  it('peg solitaire has one clock; running out of time ends the game without a winner', async () => {
    const el = await timed(
      await fixture<PegSolitaireBoard>(html`<peg-solitaire-board clock="0.02"></peg-solitaire-board>`),
    );
    expect(clocks(el)).to.deep.equal(['00:01.2']);
    const over = record<GameOverEventDetail>(el, 'game-over');
    el.play('d2-d4');
    await until(() => over.length > 0, 20000);
    expect(over[0]).to.deep.equal({ winner: null, reason: 'time' });
    await el.updateComplete;
    expect(status(el)).to.match(/out of time.*31 pegs/);
  });

  it('an invalid clock falls back to none with one warning', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await fixture<TicTacToeBoard>(html`<tictactoe-board clock="5 minutes"></tictactoe-board>`);
      expect(el.clockTimes).to.equal(null);
      expect(clocks(el)).to.deep.equal([]);
    });
    expect(warnings.filter((w) => w.includes('clock'))).to.have.length(1);
  });
});
