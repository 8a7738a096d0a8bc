/** The element's controllers that need no DOM, each driven through a plain host object. */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { ReactiveController } from 'lit';
import type { AiOptions, Analysis, Thought } from '../../src/core/ai.js';
import { GameSession } from '../../src/core/session.js';
import { rules, type TicTacToeMove, type TicTacToeState } from '../../src/games/tictactoe/rules.js';
import { type AiRunner, AiTurnController } from '../../src/element/computer/ai-turn-controller.js';
import { AnnouncerController } from '../../src/element/controllers/announcer-controller.js';
import type { Mode } from '../../src/element/base/board-attributes.js';
import { en } from '../../src/element/base/messages.js';
import { PlayerNames } from '../../src/element/base/player-names.js';
import { PersistController } from '../../src/element/controllers/persist-controller.js';
import type { PersistErrorEventDetail } from '../../src/element/base/events.js';

/** A stand-in for a board: it records controllers and update requests, and runs the update hooks on demand. */
class Host {
  controllers: ReactiveController[] = [];
  updates = 0;
  isConnected = true;
  localName = 'test-board';
  updateComplete = Promise.resolve(true);
  mode: Mode = 'vs-ai';
  aiSide: 'first' | 'second' = 'second';
  localSide: 'first' | 'second' = 'first';
  askNames = false;
  firstPlayer?: string;
  secondPlayer?: string;
  persist?: string;
  addController(c: ReactiveController) {
    this.controllers.push(c);
  }
  removeController() {}
  requestUpdate() {
    this.updates++;
  }
  /** One update cycle as Lit runs it: every hostUpdate, then every hostUpdated. */
  update() {
    for (const c of this.controllers) c.hostUpdate?.();
    for (const c of this.controllers) c.hostUpdated?.();
  }
}

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe('PlayerNames', () => {
  it('gives the default names of each mode, and given names cut to length', () => {
    const host = new Host();
    const names = new PlayerNames(host, () => en);
    assert.deepEqual([names.nameOf('first'), names.nameOf('second')], ['You', 'Computer']);
    host.mode = 'remote';
    assert.deepEqual([names.nameOf('first'), names.nameOf('second')], ['You', 'Opponent']);
    host.mode = 'two-player';
    assert.deepEqual([names.nameOf('first'), names.nameOf('second')], ['Player 1', 'Player 2']);
    host.firstPlayer = `  ${'x'.repeat(60)}  `;
    assert.equal(names.nameOf('first'), 'x'.repeat(40));
  });

  it('asks only the people at the board, takes the answers once, and saves that it asked', () => {
    const host = new Host();
    host.askNames = true;
    host.aiSide = 'first';
    const names = new PlayerNames(host, () => en);
    assert.equal(names.asking, true);
    assert.deepEqual(names.formSides(), ['second']);
    host.mode = 'ai-vs-ai';
    assert.deepEqual(names.formSides(), ['first', 'second'], 'nobody at the board: both are asked');
    host.mode = 'vs-ai';
    names.submit(form({ second: '  Ann  ' }));
    assert.equal(names.asking, false);
    assert.equal(host.secondPlayer, 'Ann');
    assert.equal(names.revision, 1);
    assert.deepEqual(names.saved(), { second: 'Ann' });
    const empty = new PlayerNames(Object.assign(new Host(), { askNames: true }), () => en);
    empty.submit(form({ first: ' ', second: '' }));
    assert.deepEqual(empty.saved(), {}, 'defaults kept, yet the form was answered');
  });

  it('adopts saved names, letting names given on the board win when asked to', () => {
    const host = new Host();
    host.firstPlayer = 'Board';
    const names = new PlayerNames(host, () => en);
    names.adopt({ first: 'Saved', second: 'Bo' }, true);
    assert.deepEqual([host.firstPlayer, host.secondPlayer], ['Board', 'Bo']);
    names.adopt({ first: 'Saved' }, false);
    assert.equal(host.firstPlayer, 'Saved');
    names.adopt(undefined, false);
    assert.equal(names.revision, 2, 'no names, no change');
  });
});

describe('PersistController', () => {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  const g = globalThis as { localStorage?: unknown };
  afterEach(() => {
    store.clear();
    delete g.localStorage;
  });

  const setup = (persist = 'k') => {
    const host = new Host();
    host.persist = persist;
    const session = new GameSession(rules, { size: 3 });
    const names = new PlayerNames(host, () => en);
    const warnings: string[] = [];
    const failures: PersistErrorEventDetail[] = [];
    let loads = 0;
    const shown = { own: true };
    const persistence = new PersistController(host, () => session, names, {
      ownGameShown: () => shown.own,
      warn: (key, message) => warnings.push(`${key}: ${message}`),
      failed: (detail) => failures.push(detail),
      loaded: () => loads++,
    });
    host.addController(persistence);
    return { host, session, names, warnings, failures, persistence, shown, loads: () => loads };
  };

  it('saves after each change, once, and resumes the game and its names', () => {
    g.localStorage = storage;
    const a = setup();
    a.host.update();
    a.session.commit(rules.moveFromString(a.session.state, 'b2'), 'user');
    a.host.firstPlayer = 'Ann';
    a.names.adopt({ first: 'Ann' }, false);
    a.host.update();
    const saved = JSON.parse(store.get('board-game-elements:tictactoe:k')!) as { moves: string[]; players: object };
    assert.deepEqual([saved.moves, saved.players], [['b2'], { first: 'Ann' }]);
    const b = setup();
    b.host.update();
    assert.deepEqual(b.session.moves, ['b2']);
    assert.equal(b.host.firstPlayer, 'Ann');
    assert.deepEqual(b.warnings, []);
  });

  it('ignores a save of other options or of another kind with one warning each, keeping the new game', () => {
    g.localStorage = storage;
    store.set(
      'board-game-elements:tictactoe:k',
      JSON.stringify({ ...new GameSession(rules, { size: 4 }).export(), moves: ['a1'] }),
    );
    const a = setup();
    a.host.update();
    assert.deepEqual(a.session.moves, []);
    assert.match(a.warnings[0]!, /^saved-options: the game saved under "k" has other options/);
    store.set('board-game-elements:tictactoe:bad', '{"format":');
    const b = setup('bad');
    b.host.update();
    assert.match(b.warnings[0]!, /^saved-corrupt: ignoring the data saved under "bad"/);
  });

  it('never destroys a save it cannot use: untouched until a move, then kept aside under one backup key', () => {
    g.localStorage = storage;
    const cases: [string, string, PersistErrorEventDetail['reason']][] = [
      ['garbage', '{"format":', 'unreadable'],
      [
        'an illegal move',
        JSON.stringify({ ...new GameSession(rules, { size: 3 }).export(), moves: ['b2', 'b2'] }),
        'unreadable',
      ],
      [
        'a newer version',
        JSON.stringify({ ...new GameSession(rules, { size: 3 }).export(), version: 99, moves: ['b2'] }),
        'newer-version',
      ],
      [
        'other options',
        JSON.stringify({ ...new GameSession(rules, { size: 4 }).export(), moves: ['a1'] }),
        'other-options',
      ],
    ];
    for (const [what, text, reason] of cases) {
      store.clear();
      store.set('board-game-elements:tictactoe:k', text);
      const a = setup();
      a.host.update();
      a.host.update();
      assert.equal(store.get('board-game-elements:tictactoe:k'), text, `${what}: byte-identical after loading`);
      assert.deepEqual(a.failures, [{ key: 'k', reason }], what);
      assert.equal(a.persistence.problem, reason);
      a.session.commit(rules.moveFromString(a.session.state, 'c3'), 'user');
      a.host.update();
      assert.equal(store.get('board-game-elements:tictactoe:k:unreadable'), text, `${what}: kept aside after a move`);
      assert.deepEqual(JSON.parse(store.get('board-game-elements:tictactoe:k')!).moves, ['c3']);
      assert.equal(a.persistence.problem, null);
      assert.equal(store.size, 2, 'one backup key, not growing');
    }
  });

  it('writes nothing over a save it cannot use when keeping it aside fails', () => {
    const text = '{"format":';
    const quota = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    g.localStorage = {
      getItem: storage.getItem,
      setItem: (k: string, v: string) => (k.endsWith(':unreadable') ? quota() : storage.setItem(k, v)),
    };
    store.set('board-game-elements:tictactoe:k', text);
    const a = setup();
    a.host.update();
    a.session.commit(rules.moveFromString(a.session.state, 'c3'), 'user');
    a.host.update();
    assert.equal(store.get('board-game-elements:tictactoe:k'), text);
    assert.deepEqual(a.failures, [
      { key: 'k', reason: 'unreadable' },
      { key: 'k', reason: 'quota' },
    ]);
  });

  it('boards of one page on one key play one game: each save is taken by the others, never written back', () => {
    let writes = 0;
    g.localStorage = { getItem: storage.getItem, setItem: (k: string, v: string) => (writes++, storage.setItem(k, v)) };
    const a = setup();
    const b = setup();
    a.host.update();
    b.host.update();
    writes = 0;
    a.session.commit(rules.moveFromString(a.session.state, 'b2'), 'user');
    a.host.update();
    assert.deepEqual(b.session.moves, ['b2']);
    assert.equal(b.loads(), 1);
    b.host.update();
    assert.equal(writes, 1, 'the board that took the game does not write it back');
    b.session.commit(rules.moveFromString(b.session.state, 'a1'), 'user');
    b.host.update();
    a.host.update();
    assert.deepEqual(a.session.moves, ['b2', 'a1']);
    assert.equal(writes, 2);
    // A board that leaves the page hears nothing more.
    b.host.controllers[0]!.hostDisconnected?.();
    a.session.commit(rules.moveFromString(a.session.state, 'c3'), 'user');
    a.host.update();
    assert.deepEqual(b.session.moves, ['b2', 'a1']);
  });

  it('never writes over a move another tab saved first: a board whose game does not continue it takes it instead', () => {
    g.localStorage = storage;
    const a = setup();
    a.host.update();
    a.session.commit(rules.moveFromString(a.session.state, 'b2'), 'user');
    a.host.update();
    // Another tab (no event has arrived yet) saves its reply, then this board makes a move of its own at once.
    const other = new GameSession(rules, { size: 3 });
    other.setMoves(['b2', 'a1']);
    const theirs = JSON.stringify(other.export());
    store.set('board-game-elements:tictactoe:k', theirs);
    a.session.commit(rules.moveFromString(a.session.state, 'c3'), 'user');
    a.host.update();
    assert.equal(store.get('board-game-elements:tictactoe:k'), theirs, 'the first saved move stays');
    assert.deepEqual(a.session.moves, ['b2', 'a1']);
    assert.equal(a.loads(), 1);
    assert.match(a.warnings[0]!, /^storage-race: another tab or board saved a move under "k" first/);
    // A game that continues what the other tab saved is saved over it.
    a.session.commit(rules.moveFromString(a.session.state, 'c3'), 'user');
    a.host.update();
    assert.deepEqual(JSON.parse(store.get('board-game-elements:tictactoe:k')!).moves, ['b2', 'a1', 'c3']);
    // Something unusable written meanwhile is kept aside, and this board's move is saved.
    store.set('board-game-elements:tictactoe:k', '{"format": "board-game-elements", broken');
    a.session.commit(rules.moveFromString(a.session.state, 'a3'), 'user');
    a.host.update();
    assert.equal(store.get('board-game-elements:tictactoe:k:unreadable'), '{"format": "board-game-elements", broken');
    assert.deepEqual(JSON.parse(store.get('board-game-elements:tictactoe:k')!).moves, ['b2', 'a1', 'c3', 'a3']);
  });

  it('while a board shows a game not its own, writes, reads and takes nothing; back, takes a save written meanwhile, else writes nothing', () => {
    const writes: string[] = [];
    g.localStorage = {
      getItem: storage.getItem,
      setItem: (k: string, v: string) => (writes.push(k), storage.setItem(k, v)),
    };
    const key = 'board-game-elements:tictactoe:k';
    const a = setup();
    const b = setup();
    a.host.update();
    b.host.update();
    a.session.commit(rules.moveFromString(a.session.state, 'b2'), 'user');
    a.host.update();
    b.host.update();
    const saved = store.get(key)!;
    const heard = b.loads();
    writes.length = 0;
    // A puzzle's position on board a, as the board sets one up; its moves are played and the clocks' page is left.
    a.shown.own = false;
    a.session.setMoves(['a1', 'c3']);
    a.host.update();
    a.session.commit(rules.moveFromString(a.session.state, 'b1'), 'user');
    a.host.update();
    a.persistence.flush();
    assert.deepEqual(writes, []);
    assert.equal(store.get(key), saved);
    assert.deepEqual([b.session.moves, b.loads()], [['b2'], heard], 'the other board heard nothing');
    // Board b plays on meanwhile: board a keeps its puzzle.
    b.session.commit(rules.moveFromString(b.session.state, 'a1'), 'user');
    b.host.update();
    assert.deepEqual(a.session.moves, ['a1', 'c3', 'b1']);
    assert.equal(a.loads(), 0);
    // The player's own game back: the save b wrote is taken, and not written again.
    a.session.setMoves(['b2']);
    a.shown.own = true;
    a.persistence.rejoin();
    a.host.update();
    assert.deepEqual([a.session.moves, a.loads()], [['b2', 'a1'], 1]);
    assert.deepEqual(writes, [key]);
    // Away and back with nothing written meanwhile: nothing is written at all.
    a.shown.own = false;
    a.session.setMoves(['c1']);
    a.host.update();
    a.session.setMoves(['b2', 'a1']);
    a.shown.own = true;
    a.persistence.rejoin();
    a.host.update();
    assert.deepEqual(writes, [key]);
    a.session.commit(rules.moveFromString(a.session.state, 'c3'), 'user');
    a.host.update();
    assert.deepEqual(JSON.parse(store.get(key)!).moves, ['b2', 'a1', 'c3']);
    assert.deepEqual(b.session.moves, ['b2', 'a1', 'c3']);
  });

  it('reads a key set while the board shows a game not its own only once its own game is back', () => {
    g.localStorage = storage;
    const theirs = new GameSession(rules, { size: 3 });
    theirs.setMoves(['b2', 'a1']);
    const text = JSON.stringify(theirs.export());
    store.set('board-game-elements:tictactoe:k', text);
    const a = setup();
    a.shown.own = false;
    a.session.setMoves(['c3']);
    a.host.update();
    assert.deepEqual(a.session.moves, ['c3']);
    a.session.setMoves([]);
    a.shown.own = true;
    a.persistence.rejoin();
    a.host.update();
    assert.deepEqual(a.session.moves, ['b2', 'a1']);
    assert.equal(store.get('board-game-elements:tictactoe:k'), text);
  });

  it('goes on unsaved with a warning when the storage throws', () => {
    g.localStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const a = setup();
    a.host.update();
    assert.deepEqual(a.warnings, [
      'storage: cannot read saved games (denied); the game is not saved.',
      'storage: cannot save the game (full); it goes on unsaved.',
    ]);
  });
});

describe('AnnouncerController', () => {
  it('empties the region before each text, so a repeated text is heard again', async () => {
    const host = new Host();
    const announcer = new AnnouncerController(host);
    const said = announcer.announce('Your turn');
    assert.equal(announcer.announcement, '');
    await said;
    assert.equal(announcer.announcement, 'Your turn');
  });

  it('says a waiting text after its delay, unless replaced or the board leaves', async () => {
    const host = new Host();
    const announcer = new AnnouncerController(host);
    announcer.later(5, () => 'Thinking…');
    await new Promise((r) => setTimeout(r, 30));
    assert.equal(announcer.announcement, 'Thinking…');
    announcer.later(5, () => 'Never');
    announcer.later(null, () => 'Never');
    announcer.later(5, () => 'Never either');
    announcer.hostDisconnected();
    await new Promise((r) => setTimeout(r, 30));
    assert.equal(announcer.announcement, 'Thinking…');
  });
});

describe('AiTurnController', () => {
  type S = TicTacToeState;
  type M = TicTacToeMove;
  /** A runner that records what it is asked and answers when told to. */
  class FakeRunner implements AiRunner<S, M> {
    thinking = false;
    job: { kind: string; state: S; options: AiOptions; answer: (t: Thought<M>) => void } | null = null;
    aborts = 0;
    get active() {
      return this.job !== null;
    }
    abort() {
      if (!this.job) return;
      this.aborts++;
      this.job = null;
      this.thinking = false;
    }
    playTurn(state: S, options: AiOptions, _delay: number, onMove: (t: Thought<M>) => void) {
      this.thinking = true;
      this.job = {
        kind: 'turn',
        state,
        options,
        answer: (t) => ((this.job = null), (this.thinking = false), onMove(t)),
      };
    }
    suggest(state: S, options: AiOptions): Promise<Thought<M>> {
      return new Promise(
        (resolve) => (this.job = { kind: 'hint', state, options, answer: (t) => ((this.job = null), resolve(t)) }),
      );
    }
    analyse(state: S, options: AiOptions): Promise<Analysis<M>> {
      this.job = { kind: 'analyse', state, options, answer: () => undefined };
      return new Promise(() => undefined);
    }
  }

  const setup = () => {
    const host = new Host();
    const session = new GameSession(rules, {});
    const runner = new FakeRunner();
    const board = { disabled: false, depth: 3 as number | undefined };
    const turn = new AiTurnController<S, M>(host as never, runner, {
      position: () => session.state,
      args: () => [host.mode, host.aiSide, board.depth, board.disabled],
      computerToMove: () =>
        host.mode === 'vs-ai' && session.state.turn === host.aiSide && !board.disabled && !session.result,
      options: (position, own) => ({ depth: own ? board.depth : undefined, seed: position.ply }),
      delayMs: () => 0,
      play: (t) => void session.commit(t.move, 'computer'),
      analysisWanted: () => false,
      analysisTime: () => 1000,
    });
    return { host, session, runner, board, turn };
  };
  const move = (s: GameSession<S, M, unknown>, text: string) => s.commit(rules.moveFromString(s.state, text), 'user');

  it("starts the computer's move when it is to move, with the board's depth, and plays it", () => {
    const { session, runner, turn } = setup();
    turn.sync();
    assert.equal(runner.job, null, "the person's turn: nothing to do");
    move(session, 'b2');
    turn.sync();
    const job = runner.job as FakeRunner['job'];
    assert.equal(job?.kind, 'turn');
    assert.equal(job?.options.depth, 3);
    job!.answer({ move: rules.moveFromString(session.state, 'a1'), proven: null });
    assert.deepEqual(session.moves, ['b2', 'a1']);
    assert.equal(runner.job, null, 'and waits for the person again');
  });

  it('cancels a search whose position or arguments changed, and starts again when it is still to move', () => {
    const { host, session, runner, board, turn } = setup();
    move(session, 'b2');
    turn.sync();
    const first = runner.job;
    turn.sync();
    assert.equal(runner.job, first, 'nothing changed: the search goes on');
    board.depth = 1;
    turn.hostUpdate();
    assert.equal(runner.aborts, 1);
    assert.equal(runner.job?.options.depth, 1, 'started again with the new depth');
    board.disabled = true;
    turn.hostUpdate();
    assert.equal(runner.aborts, 2);
    assert.equal(runner.job, null, 'paused while disabled');
    board.disabled = false;
    host.mode = 'two-player';
    turn.hostUpdate();
    assert.equal(runner.job, null, 'a friend plays the other side now');
  });

  it('drops a hint once the position changes, and gives none for an old position', async () => {
    const { session, runner, turn } = setup();
    const hint = turn.suggest();
    assert.equal(runner.job?.kind, 'hint');
    move(session, 'a1');
    runner.job!.answer({ move: rules.moveFromString(session.state, 'b2'), proven: null });
    assert.equal(await hint, null);
  });
});
