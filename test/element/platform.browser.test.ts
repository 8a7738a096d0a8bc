import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import { IllegalMoveError } from '../../src/core/game.js';
import { InvalidSavedGameError } from '../../src/core/saved-game.js';
import type { MoveEventDetail } from '../../src/element/base/events.js';
import type { NimBoard } from '../../src/games/nim/nim-board.js';
import type { TicTacToeBoard } from '../../src/games/tictactoe/tictactoe-board.js';
import type { ReversiBoard } from '../../src/games/reversi/reversi-board.js';
import type { ConnectFourBoard } from '../../src/games/connect-four/connect-four-board.js';
import { captureWarnings, click, live, record, status, until } from '../helpers.js';

const $ = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector)!;
const $$ = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const names = (el: HTMLElement) => $$(el, '[part~="player-name"]').map((n) => n.textContent!.trim());

describe('languages', () => {
  it('speaks Chinese from its own lang attribute, cells included', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board lang="zh-CN" mode="two-player"></tictactoe-board>`);
    expect(status(el)).to.equal('轮到玩家 1 (X)');
    expect($(el, '[part~="b2"]').getAttribute('aria-label')).to.equal('b2，空');
    expect($(el, '[part~="new-game"]').textContent!.trim()).to.equal('新游戏');
    await expect(el).to.be.accessible();
  });

  it('takes the nearest ancestor language, and any text from strings', async () => {
    const wrapper = await fixture<HTMLElement>(html`<section lang="zh"><nim-board></nim-board></section>`);
    const el = wrapper.querySelector('nim-board')!;
    await el.updateComplete;
    expect(status(el)).to.equal('轮到你了');
    expect($(el, '[part~="h1-1"]').getAttribute('aria-label')).to.equal('第 1 堆，第 1 枚，共 3 枚');
    el.strings = { yourTurn: 'À vous', take: 'Prendre' };
    await el.updateComplete;
    expect(status(el)).to.equal('À vous');
    expect($(el, '[part~="take"]').textContent!.trim()).to.equal('Prendre');
  });
});

describe('player names', () => {
  it('defaults to Player 1/Player 2, or You/Computer against the computer', async () => {
    const two = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player"></tictactoe-board>`);
    expect(names(two)).to.deep.equal(['Player 1', 'Player 2']);
    const vs = await fixture<NimBoard>(html`<nim-board></nim-board>`);
    expect(names(vs)).to.deep.equal(['You', 'Computer']);
  });

  it('shows any Unicode name as text, never as HTML, and uses it in status and announcements', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="two-player" first-player="<img src=x onerror=alert(1)>" second-player="李雷 🦊"></tictactoe-board>`,
    );
    expect(names(el)).to.deep.equal(['<img src=x onerror=alert(1)>', '李雷 🦊']);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    el.play('b2');
    await el.updateComplete;
    expect(status(el)).to.equal('李雷 🦊 (O) to move');
    await until(() => live(el).startsWith('<img'));
    expect(live(el)).to.equal('<img src=x onerror=alert(1)> played b2. 李雷 🦊 (O) to move');
  });

  it('asks both names first with ask-names, then plays with them', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player" ask-names></tictactoe-board>`);
    expect($(el, '[role="grid"]')).to.equal(null);
    await expect(el).to.be.accessible();
    const inputs = $$(el, 'input');
    expect(inputs).to.have.length(2);
    inputs[0]!.focus();
    await sendKeys({ type: 'Ann' });
    inputs[1]!.focus();
    await sendKeys({ type: '小明' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(names(el)).to.deep.equal(['Ann', '小明']);
    expect(status(el)).to.equal('Ann (X) to move');
    expect(el.firstPlayer).to.equal('Ann');
  });

  it('asks only your name against the computer and keeps the computer waiting meanwhile', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board ask-names ai-side="first" ai-delay="0"></tictactoe-board>`,
    );
    expect($$(el, 'input').map((i) => i.getAttribute('name'))).to.deep.equal(['second']);
    expect(el.thinking).to.equal(false);
    $(el, '[part~="start"]').click();
    await el.updateComplete;
    await until(() => el.moves.length === 1);
    expect(names(el)).to.deep.equal(['Computer', 'You']);
  });
});

describe('history', () => {
  it('lists the moves with show-moves and sets up a position from the moves attribute', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="two-player" show-moves moves="1. b2 a1 2. c3"></tictactoe-board>`,
    );
    expect(el.moves).to.deep.equal(['b2', 'a1', 'c3']);
    expect($$(el, '[part~="move"]').map((m) => m.textContent)).to.deep.equal(['b2', 'a1', 'c3']);
    expect($(el, '[part~="c3"]').getAttribute('aria-label')).to.equal('c3, X, last move');
    el.moves = ['a1'];
    expect(el.moves).to.deep.equal(['a1']);
    expect(el.gameState.turn).to.equal('second');
  });

  it('lists the legal moves in notation, none once the game is over', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player" moves="b2 a1"></tictactoe-board>`);
    expect([...el.legalMoves].sort()).to.deep.equal(['a2', 'a3', 'b1', 'b3', 'c1', 'c2', 'c3']);
    el.moves = ['a1', 'a2', 'b1', 'b2', 'c1'];
    expect(el.result).to.not.equal(null);
    expect(el.legalMoves).to.deep.equal([]);
  });

  it('applies options and moves changed in one tick as a whole, in either order, on a live board', async () => {
    const warnings = await captureWarnings(async () => {
      // d3 is a legal first move on 8x8, and a centre square, taken, on 6x6: the case.
      const r = await fixture<ReversiBoard>(html`<reversi-board mode="two-player" size="6"></reversi-board>`);
      r.size = 8;
      r.moves = ['d3', 'c5'];
      await r.updateComplete;
      expect(r.moves).to.deep.equal(['d3', 'c5']);
      expect(r.gameState.size).to.equal(8);
      r.moves = ['e4'];
      r.size = 10;
      await r.updateComplete;
      expect(r.gameState.size).to.equal(10);
      expect(r.moves, 'moves set before the size still apply, to the new board').to.deep.equal(['e4']);
      // Connect Four: a column that exists only on the wider board.
      const c = await fixture<ConnectFourBoard>(html`<connect-four-board mode="two-player"></connect-four-board>`);
      c.moves = ['9', '1'];
      c.columns = 9;
      await c.updateComplete;
      expect(c.moves).to.deep.equal(['9', '1']);
      c.columns = 7;
      c.setAttribute('moves', '7 7 4');
      await c.updateComplete;
      expect(c.moves).to.deep.equal(['7', '7', '4']);
    });
    expect(warnings, warnings.join('\n')).to.deep.equal([]);
    // Alone on a live board, moves apply at once, and a bad list still warns once.
    const t = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player"></tictactoe-board>`);
    const bad = await captureWarnings(async () => {
      t.moves = ['b2', 'b2'];
      expect(t.moves).to.deep.equal(['b2']);
      await t.updateComplete;
    });
    expect(bad).to.have.length(1);
  });

  it('keeps the legal beginning of a bad move list, with one warning', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await fixture<NimBoard>(html`<nim-board mode="two-player" moves="1:2 9:9 2:1"></nim-board>`);
      expect(el.moves).to.deep.equal(['1:2']);
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('Move 2 ("9:9")');
  });

  it('exports and imports the whole game, options and undone moves included', async () => {
    const a = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="two-player" size="4" first-player="Ann"></tictactoe-board>`,
    );
    for (const m of ['a1', 'b2', 'c3']) a.play(m);
    a.undo();
    const saved = a.export();
    expect(saved).to.deep.include({
      format: 'board-game-elements',
      version: 1,
      game: 'tictactoe',
      moves: ['a1', 'b2'],
      undone: ['c3'],
    });
    const b = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player"></tictactoe-board>`);
    b.import(JSON.stringify(saved));
    await b.updateComplete;
    expect(b.size).to.equal(4);
    expect(b.moves).to.deep.equal(['a1', 'b2']);
    expect(b.firstPlayer).to.equal('Ann');
    expect(b.redo()).to.equal(true);
    expect(b.moves).to.deep.equal(['a1', 'b2', 'c3']);
  });

  it('rejects foreign or broken saved games with a typed error and changes nothing', async () => {
    const el = await fixture<NimBoard>(html`<nim-board mode="two-player"></nim-board>`);
    el.play('1:1');
    for (const bad of [
      'not json',
      '{"format":"other"}',
      { format: 'board-game-elements', version: 1, game: 'tictactoe', options: {}, moves: [], undone: [] },
      { format: 'board-game-elements', version: 1, game: 'nim', options: { heaps: [3] }, moves: ['1:4'], undone: [] },
      { format: 'board-game-elements', version: 99, game: 'nim', options: {}, moves: [], undone: [] },
    ]) {
      expect(() => el.import(bad as never), JSON.stringify(bad)).to.throw(InvalidSavedGameError);
    }
    expect(el.moves).to.deep.equal(['1:1']);
    expect(el.gameState.heaps).to.deep.equal([2, 4, 5]);
  });

  it('undoes the computer reply with your move, without limit', async () => {
    const el = await fixture<NimBoard>(html`<nim-board heaps="7 7" ai-delay="0"></nim-board>`);
    el.play('1:1');
    await el.aiComplete;
    el.play('2:1');
    await el.aiComplete;
    expect(el.moves).to.have.length(4);
    expect(el.undo()).to.equal(true);
    expect(el.moves).to.have.length(2);
    expect(el.undo()).to.equal(true);
    expect(el.moves).to.have.length(0);
    expect(el.undo()).to.equal(false);
    // Redo replays your move and the computer's reply: each `move` says it is a redo, and who first played it.
    const moves = record<MoveEventDetail>(el, 'move');
    expect(el.redo()).to.equal(true);
    expect(moves.map((m) => [m.source, m.byAi])).to.deep.equal([
      ['redo', false],
      ['redo', true],
    ]);
  });
});

describe('saved games (persist)', () => {
  const key = (k: string) => `board-game-elements:tictactoe:${k}`;
  afterEach(() => localStorage.clear());

  it('resumes a game after a reload, and boards with other keys never mix', async () => {
    const a = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player" persist="one"></tictactoe-board>`);
    a.play('b2');
    a.play('a1');
    await a.updateComplete;
    expect(JSON.parse(localStorage.getItem(key('one'))!).moves).to.deep.equal(['b2', 'a1']);
    a.remove();
    const again = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="two-player" persist="one"></tictactoe-board>`,
    );
    expect(again.moves).to.deep.equal(['b2', 'a1']);
    const other = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="two-player" persist="two"></tictactoe-board>`,
    );
    expect(other.moves).to.deep.equal([]);
  });

  it('does not ask the names again after a reload, even when they were left at their defaults', async () => {
    const a = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="two-player" ask-names persist="names"></tictactoe-board>`,
    );
    $(a, '[part~="start"]').click();
    await a.updateComplete;
    a.play('b2');
    await a.updateComplete;
    a.remove();
    const again = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="two-player" ask-names persist="names"></tictactoe-board>`,
    );
    expect(again.moves).to.deep.equal(['b2']);
    expect($$(again, 'input')).to.have.length(0);
    expect(names(again)).to.deep.equal(['Player 1', 'Player 2']);
  });

  it('ignores corrupt or foreign data with one warning', async () => {
    localStorage.setItem(
      key('bad'),
      '{"format":"board-game-elements","version":1,"game":"tictactoe","options":{"size":3},"moves":["b2","b2"],"undone":[]}',
    );
    const warnings = await captureWarnings(async () => {
      const el = await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" persist="bad"></tictactoe-board>`,
      );
      expect(el.moves).to.deep.equal([]);
      el.play('a1');
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('ignoring the data saved under "bad"');
  });

  it('never destroys a save it cannot use: byte-identical after loading, kept aside after a move, told by event and line', async () => {
    const good = {
      format: 'board-game-elements',
      version: 1,
      game: 'tictactoe',
      options: { size: 3 },
      moves: ['b2'],
      undone: [],
    };
    const saves: [string, string, string][] = [
      ['newer-version', JSON.stringify({ ...good, version: 2, future: { x: 1 } }), /newer version/.source],
      ['other-options', JSON.stringify({ ...good, options: { size: 4 } }), /other settings/.source],
      ['unreadable', '{"format": "board-game-elements", garbage', /cannot be read/.source],
    ];
    for (const [reason, text, line] of saves) {
      localStorage.setItem(key('old'), text);
      await captureWarnings(async () => {
        const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
        const errors: unknown[] = [];
        wrap.addEventListener('persist-error', (e) => errors.push((e as CustomEvent).detail));
        const el = document.createElement('tictactoe-board') as TicTacToeBoard;
        el.setAttribute('mode', 'two-player');
        el.setAttribute('persist', 'old');
        wrap.append(el);
        await el.updateComplete;
        await el.updateComplete;
        expect(localStorage.getItem(key('old')), reason).to.equal(text);
        expect(errors, reason).to.deep.equal([{ key: 'old', reason }]);
        expect($(el, '[part~="persist-note"]').textContent, reason).to.match(new RegExp(line));
        el.play('a1');
        await el.updateComplete;
        expect(localStorage.getItem(`${key('old')}:unreadable`), reason).to.equal(text);
        expect(JSON.parse(localStorage.getItem(key('old'))!).moves).to.deep.equal(['a1']);
        expect(el.shadowRoot!.querySelector('[part~="persist-note"]'), reason).to.equal(null);
      });
    }
  });

  it('two tabs on one key play one game: a move in one shows in the other, and back, each saved once', async () => {
    // A second top-level page of this browser, as another tab is: it hears this one's saves only by the storage event.
    const tab = window.open('/test/csp/tab.html', '_blank')!;
    const realms = [window, tab] as unknown as (typeof globalThis)[];
    const originals = realms.map((w) => w.Storage.prototype.setItem);
    try {
      await until(() => !!(tab.document?.querySelector('tictactoe-board') as TicTacToeBoard | null)?.hasUpdated, 10000);
      const other = tab.document.querySelector('tictactoe-board') as TicTacToeBoard;
      const here = await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" persist="tabs"></tictactoe-board>`,
      );
      // And a second board on the same key in this page.
      const twin = await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" persist="tabs"></tictactoe-board>`,
      );
      const writes: string[] = [];
      realms.forEach((w, i) => {
        w.Storage.prototype.setItem = function (this: Storage, k: string, v: string) {
          writes.push(JSON.parse(v).moves.join());
          originals[i]!.call(this, k, v);
        };
      });
      here.play('b2');
      await until(() => other.moves.join() === 'b2' && twin.moves.join() === 'b2');
      other.play('a1');
      await until(() => here.moves.join() === 'b2,a1' && twin.moves.join() === 'b2,a1');
      twin.play('c3');
      await until(() => here.moves.join() === 'b2,a1,c3' && other.moves.join() === 'b2,a1,c3');
      await Promise.all([here, twin, other].map((b) => b.updateComplete));
      expect(JSON.parse(localStorage.getItem(key('tabs'))!).moves).to.deep.equal(['b2', 'a1', 'c3']);
      expect(writes, 'each move saved once, by the board it was played on: no ping-pong').to.deep.equal([
        'b2',
        'b2,a1',
        'b2,a1,c3',
      ]);
      expect($(here, '[part~="c3"]').getAttribute('aria-label')).to.match(/X/);
    } finally {
      realms.forEach((w, i) => (w.Storage.prototype.setItem = originals[i]!));
      tab.close();
    }
  });

  it('two boards of other settings on one key never wipe each other: in two tabs or one page, each game stays readable and persist-error says so', async () => {
    const stored = () => {
      const read = (k: string) =>
        JSON.parse(localStorage.getItem(k) ?? 'null') as { options: { size: number }; moves: string[] } | null;
      return [read(key('tabs')), read(`${key('tabs')}:unreadable`)]
        .filter((s) => s !== null)
        .map((s) => `${s.options.size}:${s.moves.join()}`);
    };
    // Tab X (size 3) and tab Y (size 4), both opened before anything is saved.
    localStorage.removeItem(key('tabs'));
    localStorage.removeItem(`${key('tabs')}:unreadable`);
    const errors: unknown[] = [];
    const tab = window.open('/test/csp/tab.html?size=4', '_blank')!;
    try {
      await captureWarnings(async () => {
        await until(
          () => (tab.document?.querySelector('tictactoe-board') as TicTacToeBoard | null)?.hasUpdated === true,
          10000,
        );
        const y = tab.document.querySelector('tictactoe-board') as TicTacToeBoard;
        await until(() => y.gameState.size === 4);
        y.addEventListener('persist-error', (e) => errors.push((e as CustomEvent).detail));
        const x = await fixture<TicTacToeBoard>(
          html`<tictactoe-board mode="two-player" persist="tabs" @persist-error=${(e: CustomEvent) => errors.push(e.detail)}></tictactoe-board>`,
        );
        x.play('a1');
        await x.updateComplete;
        await until(() => errors.length === 1, 5000);
        y.play('d4');
        await y.updateComplete;
        expect(stored().sort()).to.deep.equal(['3:a1', '4:d4']);
        await until(() => errors.length === 2, 5000);
        x.play('b2');
        await x.updateComplete;
        expect(stored().sort(), "X's next move keeps Y's game aside").to.deep.equal(['3:a1,b2', '4:d4']);
        expect(x.moves).to.deep.equal(['a1', 'b2']);
        expect(y.moves).to.deep.equal(['d4']);
        // Y, then X, then Y again (it now holds X's game under the key, its own aside): each told as it happens.
        await until(() => errors.length === 3, 5000);
        expect(errors).to.deep.equal([
          { key: 'tabs', reason: 'other-options' },
          { key: 'tabs', reason: 'other-options' },
          { key: 'tabs', reason: 'other-options' },
        ]);
        x.remove();
      });
    } finally {
      tab.close();
    }
    // Two boards on one page do the same.
    localStorage.removeItem(key('one-page'));
    localStorage.removeItem(`${key('one-page')}:unreadable`);
    await captureWarnings(async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div>
        <tictactoe-board mode="two-player" persist="one-page"></tictactoe-board><tictactoe-board mode="two-player" size="4" persist="one-page"></tictactoe-board>
      </div>`);
      const [a, b] = [...wrap.querySelectorAll('tictactoe-board')] as TicTacToeBoard[];
      await Promise.all([a!.updateComplete, b!.updateComplete]);
      for (const [board, move] of [
        [a!, 'a1'],
        [b!, 'd4'],
        [a!, 'b2'],
        [b!, 'c3'],
      ] as const) {
        board.play(move);
        await board.updateComplete;
      }
      const texts = [key('one-page'), `${key('one-page')}:unreadable`].map(
        (k) => JSON.parse(localStorage.getItem(k)!) as { moves: string[] },
      );
      expect(texts.map((t) => t.moves.join()).sort()).to.deep.equal(['a1,b2', 'd4,c3']);
      expect([a!.moves.join(), b!.moves.join()]).to.deep.equal(['a1,b2', 'd4,c3']);
    });
  });

  it('keeps playing when storage throws (private mode, sandboxed frames)', async () => {
    const original = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')!;
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const errors: unknown[] = [];
      const warnings = await captureWarnings(async () => {
        const el = await fixture<TicTacToeBoard>(
          html`<tictactoe-board mode="two-player" persist="full" @persist-error=${(e: CustomEvent) => errors.push(e.detail)}></tictactoe-board>`,
        );
        el.play('b2');
        await el.updateComplete;
        el.play('a1');
        await el.updateComplete;
        expect(el.moves).to.deep.equal(['b2', 'a1']);
        await el.updateComplete;
        expect($(el, '[part~="persist-note"]').textContent).to.equal('Storage is full: this game is not being saved.');
      });
      expect(warnings).to.have.length(1);
      expect(errors).to.deep.equal([{ key: 'full', reason: 'quota' }]);
    } finally {
      Object.defineProperty(Storage.prototype, 'setItem', original);
    }
  });
});

describe('hints', () => {
  it('suggests the winning move, highlights and announces it, and clears it on the next move', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="two-player" show-hint-button moves="a1 a2 b1 b2"></tictactoe-board>`,
    );
    const hints = record<{ move: string }>(el, 'hint');
    $(el, '[part~="hint-button"]').click();
    await until(() => hints.length === 1);
    expect(hints[0]!.move).to.equal('c1');
    await el.updateComplete;
    expect($(el, '[part~="c1"]').getAttribute('part')).to.contain('hint');
    await until(() => live(el) === 'Hint: c1.');
    el.play('c1');
    await el.updateComplete;
    expect($$(el, '[part~="hint"]')).to.have.length(0);
  });

  it('gives a Nim hint with the h key that empties the nim-sum', async () => {
    const el = await fixture<NimBoard>(html`<nim-board mode="two-player"></nim-board>`);
    el.focus();
    await sendKeys({ press: 'h' });
    await until(() => $$(el, '[part~="hint"]').length > 0);
    expect($$(el, '[part~="hint"]').length).to.equal(2, '3 4 5: the winning move takes 2 from heap 1');
    expect(await el.hint()).to.equal('1:2');
  });

  it('gives no hint when it is not your turn', async () => {
    const el = await fixture<NimBoard>(html`<nim-board ai-side="first" ai-delay="5000"></nim-board>`);
    expect(await el.hint()).to.equal(null);
  });
});

describe('remote play', () => {
  it('takes input only for the local side and the opponent only through play()', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="remote" local-side="first"></tictactoe-board>`,
    );
    const moves = record<MoveEventDetail>(el, 'move');
    const invalid = record(el, 'invalid-move');
    expect(() => el.play('a1')).to.throw(IllegalMoveError);
    await click($(el, '[part~="b2"]'));
    expect(moves[0]).to.deep.include({ move: 'b2', source: 'user' });
    expect(status(el)).to.equal('Waiting for Opponent…');
    await click($(el, '[part~="a1"]'));
    expect(invalid).to.have.length(1);
    expect(() => el.play('b2')).to.throw(IllegalMoveError);
    expect(() => el.play('zz')).to.throw(IllegalMoveError);
    el.play('a1');
    expect(moves[1]).to.deep.include({ move: 'a1', source: 'remote', player: 'second' });
    expect(el.canUndo).to.equal(false);
    expect($$(el, '[part~="undo"]')).to.have.length(0);
    await el.updateComplete;
    expect(status(el)).to.equal('Your turn');
  });
});

describe('keys', () => {
  it('lists the keys with ? and closes the list with Esc', async () => {
    const el = await fixture<NimBoard>(html`<nim-board></nim-board>`);
    el.focus();
    await sendKeys({ type: '?' });
    await el.updateComplete;
    expect($(el, '[part~="help"]').hidden).to.equal(false);
    expect($(el, '[part~="keys-button"]').getAttribute('aria-expanded')).to.equal('true');
    await until(() => live(el).startsWith('Keyboard.'));
    expect(live(el)).to.contain('u: undo');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect($(el, '[part~="help"]').hidden).to.equal(true);
  });
});

describe('sound', () => {
  it('plays a tone per move only when sound is on', async () => {
    const original = globalThis.AudioContext;
    let tones = 0;
    class FakeAudio {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator() {
        return { type: '', frequency: { value: 0 }, connect: (n: unknown) => n, start: () => tones++, stop: () => {} };
      }
      createGain() {
        return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (n: unknown) => n };
      }
      close() {
        return Promise.resolve();
      }
    }
    (globalThis as { AudioContext: unknown }).AudioContext = FakeAudio;
    try {
      const quiet = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player"></tictactoe-board>`);
      quiet.play('b2');
      expect(tones).to.equal(0);
      const loud = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player" sound></tictactoe-board>`);
      loud.play('b2');
      expect(tones).to.equal(1);
    } finally {
      globalThis.AudioContext = original;
    }
  });
});

describe('look and feel', () => {
  it('previews your mark on empty cells unless hide-hints, and never on the computer’s turn', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board></tictactoe-board>`);
    expect($$(el, 'svg.preview')).to.have.length(9);
    el.hideHints = true;
    await el.updateComplete;
    expect($$(el, 'svg.preview')).to.have.length(0);
    expect(el.hasAttribute('hide-hints')).to.equal(true);
  });

  it('shows the pieces taken by the last move fading where they stood, outside the grid', async () => {
    const el = await fixture<NimBoard>(html`<nim-board mode="two-player"></nim-board>`);
    el.play('3:2');
    await el.updateComplete;
    const gone = $$(el, '[part~="gone"]');
    expect(gone).to.have.length(2);
    expect(gone.every((g) => g.getAttribute('aria-hidden') === 'true' && !g.hasAttribute('role'))).to.equal(true);
    expect($$(el, '[role="gridcell"]')).to.have.length(10);
    el.undo();
    await el.updateComplete;
    expect($$(el, '[part~="gone"]')).to.have.length(0);
  });
});
