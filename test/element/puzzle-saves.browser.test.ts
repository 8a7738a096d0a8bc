/**
 * A puzzle never touches a saved game: the save under `persist` stays byte for byte while a puzzle shows, whatever the
 * order, other tabs or bad input, and the player's game comes back when the puzzle ends.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/reversi-board.js';
import '../../src/tictactoe-board.js';
import type { PersistErrorEventDetail } from '../../src/element/base/events.js';
import type { ReversiBoard } from '../../src/games/reversi/reversi-board.js';
import { puzzles } from '../../src/games/reversi/puzzles.js';
import type { TicTacToeBoard } from '../../src/games/tictactoe/tictactoe-board.js';
import { captureWarnings, record, until } from '../helpers.js';

/** A Reversi puzzle whose solution the player starts. */
const PUZZLE = puzzles.find((p) => p.solution && p.solution.length >= 3)!;
/** A tic-tac-toe puzzle of a page's own: X to play and win. */
const OWN_PUZZLE = JSON.stringify({ moves: ['b2', 'a2', 'a1', 'c3'], goal: 'win' });
const REVERSI = 'board-game-elements:reversi:mygame';
const TABS = 'board-game-elements:tictactoe:tabs';

type Board = HTMLElement & {
  moves: string[];
  legalMoves: string[];
  puzzle?: string;
  persist?: string;
  updateComplete: Promise<unknown>;
  play(m: string): void;
};

const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

/** Waits for the puzzle `id`'s position on `el`, with the panel ready for a move. */
async function puzzleShown(el: Board, plies: number, id = PUZZLE.id): Promise<void> {
  await until(
    () =>
      el.moves.length === plies &&
      !!part(el, 'puzzle-title')?.textContent?.includes(id) &&
      part(el, 'puzzle')!.getAttribute('aria-busy') === 'false',
  );
  await el.updateComplete;
}

/** Waits for the player's own game on `el` again: no puzzle panel, these moves. */
async function ownGame(el: Board, moves: readonly string[]): Promise<void> {
  await until(() => !part(el, 'puzzle') && el.moves.join() === moves.join());
  await el.updateComplete;
}

/** Plays `n` legal moves, the first each time; returns them. */
function playSome(el: Board, n: number): string[] {
  for (let i = 0; i < n; i++) el.play(el.legalMoves[0]!);
  return [...el.moves];
}

/** The next `storage` event this page hears (another tab wrote): the boards' own listeners, added before, have run. */
const storageEvent = () => new Promise<void>((resolve) => addEventListener('storage', () => resolve(), { once: true }));

/** Every key `setItem` writes, in this page, while the test runs. */
function recordWrites(): { keys: string[]; restore(): void } {
  const original = Storage.prototype.setItem;
  const keys: string[] = [];
  Storage.prototype.setItem = function (this: Storage, k: string, v: string) {
    keys.push(k);
    original.call(this, k, v);
  };
  return { keys, restore: () => (Storage.prototype.setItem = original) };
}

/**
 * The player's move of the puzzle's solution, and the defence's answer: the position the board shows changes while the
 * puzzle is played.
 */
async function playPuzzleMove(el: Board): Promise<void> {
  el.play(PUZZLE.solution![0]!);
  await puzzleShown(el, PUZZLE.moves.length + 2);
}

/** A Reversi board on `persist="mygame"` with six moves played and saved; the save's text. */
async function savedGame(): Promise<{ moves: string[]; text: string }> {
  const el = await fixture<ReversiBoard>(html`<reversi-board mode="two-player" persist="mygame"></reversi-board>`);
  const moves = playSome(el, 6);
  await el.updateComplete;
  const text = localStorage.getItem(REVERSI)!;
  expect(JSON.parse(text).moves).to.deep.equal(moves);
  el.remove();
  return { moves, text };
}

describe('a puzzle never touches a saved game', () => {
  afterEach(() => localStorage.clear());

  it('keeps the save byte for byte while a puzzle is set up and played, and shows the saved game again when the attribute goes or is emptied', async () => {
    const el = await fixture<ReversiBoard>(
      html`<reversi-board mode="two-player" persist="mygame" ai-delay="0"></reversi-board>`,
    );
    const moves = playSome(el, 6);
    await el.updateComplete;
    const saved = localStorage.getItem(REVERSI)!;
    const errors = record<PersistErrorEventDetail>(el, 'persist-error');
    const writes = recordWrites();
    try {
      for (const end of [
        () => el.removeAttribute('puzzle'),
        () => el.setAttribute('puzzle', ''),
        () => (el.puzzle = undefined),
      ]) {
        el.setAttribute('puzzle', PUZZLE.id);
        await puzzleShown(el, PUZZLE.moves.length);
        expect(el.moves).to.deep.equal(PUZZLE.moves);
        await playPuzzleMove(el);
        end();
        await ownGame(el, moves);
        expect(localStorage.getItem(REVERSI)).to.equal(saved);
      }
      expect(
        writes.keys.filter((k) => k.startsWith('board-game-elements:reversi:')),
        'the save was never written',
      ).to.deep.equal([]);
    } finally {
      writes.restore();
    }
    expect(errors).to.deep.equal([]);
    // The game goes on, saved as before.
    el.play(el.legalMoves[0]!);
    await el.updateComplete;
    expect(JSON.parse(localStorage.getItem(REVERSI)!).moves).to.deep.equal([...moves, el.moves.at(-1)]);
  });

  it('with persist and puzzle set at once, shows the puzzle, keeps the save through a reload, and shows the saved game after it', async () => {
    const { moves, text } = await savedGame();
    for (let load = 0; load < 2; load++) {
      // The second time, a reload while the puzzle shows: the save still holds the game.
      const el = await fixture<ReversiBoard>(
        html`<reversi-board mode="two-player" persist="mygame" puzzle=${PUZZLE.id} ai-delay="0"></reversi-board>`,
      );
      await puzzleShown(el, PUZZLE.moves.length);
      await playPuzzleMove(el);
      expect(localStorage.getItem(REVERSI), `load ${load}`).to.equal(text);
      if (load === 0) {
        el.remove();
        continue;
      }
      el.removeAttribute('puzzle');
      await ownGame(el, moves);
      expect(localStorage.getItem(REVERSI)).to.equal(text);
    }
  });

  it('with puzzle set before persist, reads the save only once the puzzle ends, and never writes the puzzle there', async () => {
    const { moves, text } = await savedGame();
    const el = await fixture<ReversiBoard>(
      html`<reversi-board mode="two-player" puzzle=${PUZZLE.id} ai-delay="0"></reversi-board>`,
    );
    await puzzleShown(el, PUZZLE.moves.length);
    el.persist = 'mygame';
    await el.updateComplete;
    await playPuzzleMove(el);
    expect(el.moves.slice(0, PUZZLE.moves.length)).to.deep.equal(PUZZLE.moves);
    expect(localStorage.getItem(REVERSI)).to.equal(text);
    el.puzzle = '';
    await ownGame(el, moves);
    expect(localStorage.getItem(REVERSI)).to.equal(text);
  });

  it('with the board moved in the page and its key changed while the puzzle shows, writes neither save, and shows the game of the key it has then', async () => {
    const { moves, text } = await savedGame();
    const wrap = await fixture<HTMLDivElement>(
      html`<div><reversi-board mode="two-player" persist="mygame" puzzle=${PUZZLE.id} ai-delay="0"></reversi-board></div>`,
    );
    const el = wrap.querySelector('reversi-board')!;
    await puzzleShown(el, PUZZLE.moves.length);
    wrap.append(document.createElement('p'), el);
    el.persist = 'other';
    await el.updateComplete;
    await playPuzzleMove(el);
    const other = 'board-game-elements:reversi:other';
    expect([localStorage.getItem(REVERSI), localStorage.getItem(other)]).to.deep.equal([text, null]);
    el.persist = 'mygame';
    el.removeAttribute('puzzle');
    await ownGame(el, moves);
    expect([localStorage.getItem(REVERSI), localStorage.getItem(other)]).to.deep.equal([text, null]);
    // A key with no save, given while a puzzle shows: the player's game is saved there once it is back.
    el.setAttribute('puzzle', PUZZLE.id);
    await puzzleShown(el, PUZZLE.moves.length);
    el.persist = 'other';
    await el.updateComplete;
    expect(localStorage.getItem(other)).to.equal(null);
    el.removeAttribute('puzzle');
    await ownGame(el, moves);
    expect(JSON.parse(localStorage.getItem(other)!).moves).to.deep.equal(moves);
    expect(localStorage.getItem(REVERSI)).to.equal(text);
  });

  it('survives the puzzle attribute toggled many times, in one task and across updates: the save untouched, the saved game back at the end', async () => {
    const el = await fixture<ReversiBoard>(
      html`<reversi-board mode="two-player" persist="mygame" ai-delay="0"></reversi-board>`,
    );
    const moves = playSome(el, 6);
    await el.updateComplete;
    const saved = localStorage.getItem(REVERSI)!;
    const values = [
      PUZZLE.id,
      '',
      'random',
      '   ',
      PUZZLE.id,
      'daily',
      '',
      'no-such-puzzle',
      '{"moves": ["x"]',
      PUZZLE.id,
    ];
    await captureWarnings(async () => {
      for (let round = 0; round < 3; round++) {
        for (const [i, value] of values.entries()) {
          el.setAttribute('puzzle', value);
          // Some changes wait for an update or for the puzzle, some come within one task.
          if (i % 3 === 0) await el.updateComplete;
          if (i % 4 === 0)
            await until(() => !part(el, 'puzzle') || part(el, 'puzzle')!.getAttribute('aria-busy') === 'false');
        }
        await puzzleShown(el, PUZZLE.moves.length);
        expect(el.moves).to.deep.equal(PUZZLE.moves);
        expect(localStorage.getItem(REVERSI)).to.equal(saved);
        el.removeAttribute('puzzle');
        await ownGame(el, moves);
        expect(localStorage.getItem(REVERSI)).to.equal(saved);
      }
    });
  });

  it('takes the move another tab saved while the puzzle showed once it ends, and announces none of the puzzle to that tab', async () => {
    // A second top-level page, as another tab is: it hears this one's saves only by the storage event.
    const tab = window.open('/test/csp/tab.html', '_blank')!;
    try {
      await until(() => !!(tab.document?.querySelector('tictactoe-board') as TicTacToeBoard | null)?.hasUpdated, 10000);
      const other = tab.document.querySelector('tictactoe-board') as TicTacToeBoard;
      const here = await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" persist="tabs" ai-delay="0"></tictactoe-board>`,
      );
      here.play('b2');
      await until(() => other.moves.join() === 'b2');
      const heard = record<unknown>(other, 'move');
      here.setAttribute('puzzle', OWN_PUZZLE);
      await puzzleShown(here, 4, 'puzzle');
      // X's winning move (a double threat), then the defence's answer.
      here.play('c1');
      await puzzleShown(here, 6, 'puzzle');
      expect(other.moves, 'the other tab never sees the puzzle').to.deep.equal(['b2']);
      expect(heard, 'nor hears a move of it').to.deep.equal([]);
      expect(JSON.parse(localStorage.getItem(TABS)!).moves).to.deep.equal(['b2']);
      // The other tab plays on meanwhile: this board keeps its puzzle.
      const arrived = storageEvent();
      other.play('a1');
      await other.updateComplete;
      const theirs = localStorage.getItem(TABS)!;
      expect(JSON.parse(theirs).moves).to.deep.equal(['b2', 'a1']);
      await arrived;
      expect(here.moves.slice(0, 5)).to.deep.equal(['b2', 'a2', 'a1', 'c3', 'c1']);
      here.removeAttribute('puzzle');
      await ownGame(here, ['b2', 'a1']);
      expect(localStorage.getItem(TABS)).to.equal(theirs);
      // One game again: a move here reaches the other tab.
      here.play('c3');
      await until(() => other.moves.join() === 'b2,a1,c3');
    } finally {
      tab.close();
    }
  });

  it('leaves a save made unreadable while the puzzle shows as it is, says so once the puzzle ends, and keeps it aside at the next move', async () => {
    const tab = window.open('/test/csp/tab.html', '_blank')!;
    try {
      await until(() => !!(tab.document?.querySelector('tictactoe-board') as TicTacToeBoard | null)?.hasUpdated, 10000);
      const here = await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" persist="tabs" ai-delay="0"></tictactoe-board>`,
      );
      here.play('b2');
      await here.updateComplete;
      const errors = record<PersistErrorEventDetail>(here, 'persist-error');
      here.puzzle = OWN_PUZZLE;
      await puzzleShown(here, 4, 'puzzle');
      const corrupt = '{"format": "board-game-elements", "moves": ["b2", "b2"';
      // Written by the other tab: this page hears it by the storage event.
      const arrived = storageEvent();
      tab.localStorage.setItem(TABS, corrupt);
      await arrived;
      expect(here.moves).to.deep.equal(['b2', 'a2', 'a1', 'c3']);
      expect(part(here, 'persist-note')).to.equal(null);
      expect(errors).to.deep.equal([]);
      here.puzzle = '';
      await ownGame(here, ['b2']);
      expect(localStorage.getItem(TABS)).to.equal(corrupt);
      expect(errors).to.deep.equal([{ key: 'tabs', reason: 'unreadable' }]);
      expect(part(here, 'persist-note')!.textContent).to.match(/cannot be read/);
      here.play('a1');
      await here.updateComplete;
      expect(localStorage.getItem(`${TABS}:unreadable`)).to.equal(corrupt);
      expect(JSON.parse(localStorage.getItem(TABS)!).moves).to.deep.equal(['b2', 'a1']);
    } finally {
      tab.close();
    }
  });

  it('with a corrupt save and a puzzle at once, warns once, leaves the save as it is, and starts a new game after the puzzle', async () => {
    const corrupt = '{"format": "board-game-elements", garbage';
    localStorage.setItem(TABS, corrupt);
    const warnings = await captureWarnings(async () => {
      const el = await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" persist="tabs" puzzle=${OWN_PUZZLE} ai-delay="0"></tictactoe-board>`,
      );
      await puzzleShown(el, 4, 'puzzle');
      expect(localStorage.getItem(TABS)).to.equal(corrupt);
      el.removeAttribute('puzzle');
      await ownGame(el, []);
      expect(localStorage.getItem(TABS)).to.equal(corrupt);
    });
    expect(warnings.filter((w) => /saved under "tabs"/.test(w))).to.have.length(1);
  });
});

describe('a puzzle keeps the game before it aside', () => {
  it('puts the game back as it was, moves taken back included, on a board without persist', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player" ai-delay="0"></tictactoe-board>`);
    for (const m of ['b2', 'a1', 'c3']) el.play(m);
    el.undo();
    el.setAttribute('puzzle', OWN_PUZZLE);
    await puzzleShown(el, 4, 'puzzle');
    expect(el.canRedo).to.equal(false);
    el.removeAttribute('puzzle');
    await ownGame(el, ['b2', 'a1']);
    expect(el.canRedo).to.equal(true);
    el.redo();
    expect(el.moves).to.deep.equal(['b2', 'a1', 'c3']);
    expect(el.export().undone).to.deep.equal([]);
  });

  it("starts a new game of the board's options when they changed while the puzzle showed", async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="two-player" ai-delay="0" moves="b2 a1"></tictactoe-board>`,
    );
    el.setAttribute('puzzle', OWN_PUZZLE);
    await puzzleShown(el, 4, 'puzzle');
    el.setAttribute('size', '4');
    await el.updateComplete;
    expect(el.moves).to.deep.equal(['b2', 'a2', 'a1', 'c3']);
    el.removeAttribute('puzzle');
    await ownGame(el, []);
    expect(el.export().options).to.deep.equal({ size: 4 });
    expect(el.legalMoves).to.have.length(16);
  });
});

describe('the frame: a puzzle by its link never touches the saved game', () => {
  afterEach(() => localStorage.clear());

  it('keeps the save through #puzzle=daily, and shows the saved game again when the fragment goes (Back)', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/test/frame/frame.html?game=tictactoe&mode=two-player&ai-delay=0&persist=site-game';
    document.body.append(frame);
    try {
      const board = () => frame.contentDocument?.querySelector('tictactoe-board') as TicTacToeBoard | null;
      await until(() => !!board()?.hasUpdated, 10000);
      const el = board()!;
      el.play('b2');
      el.play('a1');
      await el.updateComplete;
      const key = 'board-game-elements:tictactoe:site-game';
      const saved = localStorage.getItem(key)!;
      expect(JSON.parse(saved).moves).to.deep.equal(['b2', 'a1']);
      frame.contentWindow!.location.hash = '#puzzle=daily';
      await until(() => !!part(el, 'puzzle-title'));
      await el.updateComplete;
      expect(el.moves).to.not.deep.equal(['b2', 'a1']);
      expect(localStorage.getItem(key)).to.equal(saved);
      frame.contentWindow!.history.back();
      await ownGame(el, ['b2', 'a1']);
      expect(frame.contentWindow!.location.hash).to.equal('');
      expect(localStorage.getItem(key)).to.equal(saved);
      // A reload while the puzzle shows: the save stays, and the game comes back without the fragment.
      frame.contentWindow!.location.hash = '#puzzle=daily';
      await until(() => !!part(el, 'puzzle-title'));
      frame.contentWindow!.location.reload();
      await until(() => board() !== el && !!board() && !!part(board()!, 'puzzle-title'), 10000);
      expect(localStorage.getItem(key)).to.equal(saved);
      frame.contentWindow!.location.hash = '';
      await ownGame(board()!, ['b2', 'a1']);
      expect(localStorage.getItem(key)).to.equal(saved);
    } finally {
      frame.remove();
    }
  });
});
