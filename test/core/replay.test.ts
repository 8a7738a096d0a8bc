import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalMoveError } from '../../src/core/game.js';
import { parseMoveList, replay, replayPrefix } from '../../src/core/replay.js';
import { InvalidSavedGameError, parseSavedGame } from '../../src/core/saved-game.js';
import { rules } from '../../src/games/tictactoe/rules.js';

describe('move lists', () => {
  it('reads lists written for people', () => {
    assert.deepEqual(parseMoveList('1. b2 a1 2. c3'), ['b2', 'a1', 'c3']);
    assert.deepEqual(parseMoveList('1.b2, a1;\n  2:3'), ['b2', 'a1', '2:3']);
    assert.deepEqual(parseMoveList(['b2', ' a1 ']), ['b2', 'a1']);
    assert.deepEqual(parseMoveList('  '), []);
  });

  it('replays a game and names the first bad move', () => {
    const r = replay(rules, { size: 3 }, ['b2', 'a1']);
    assert.deepEqual(
      r.line.map((m) => m.notation),
      ['b2', 'a1'],
    );
    assert.equal(r.state.turn, 'first');
    assert.throws(
      () => replay(rules, {}, ['b2', 'b2']),
      (e: unknown) => e instanceof IllegalMoveError && e.message.startsWith('Move 2 ("b2") is not legal'),
    );
    const partial = replayPrefix(rules, {}, ['a1', 'b1', 'a2', 'b2', 'a3', 'c3']);
    assert.equal(partial.line.length, 5);
    assert.match(partial.error!.message, /Move 6 \("c3"\) comes after the end of the game/);
  });
});

describe('saved games', () => {
  const good = {
    format: 'board-game-elements',
    version: 1,
    game: 'tictactoe',
    options: { size: 3 },
    moves: ['b2'],
    undone: [],
  };

  it('accepts its own format from an object or JSON text', () => {
    assert.deepEqual(parseSavedGame(good, 'tictactoe'), good);
    assert.deepEqual(parseSavedGame(JSON.stringify({ ...good, players: { first: 'Ann' } }), 'tictactoe').players, {
      first: 'Ann',
    });
  });

  it('says what is wrong with anything else', () => {
    const cases: [unknown, RegExp][] = [
      ['{', /not valid JSON/],
      [null, /not an object/],
      [{ ...good, format: 'x' }, /not a saved game/],
      [{ ...good, version: 2 }, /reads up to version 1/],
      [{ ...good, version: 0 }, /no valid version/],
      [{ ...good, game: 'nim' }, /"nim" game, not "tictactoe"/],
      [{ ...good, options: [] }, /no options/],
      [{ ...good, moves: [1] }, /"moves" is not a list/],
      [{ ...good, undone: 'a1' }, /"undone" is not a list/],
      [{ ...good, players: { first: 3 } }, /name of the first player is not text/],
    ];
    for (const [data, message] of cases)
      assert.throws(
        () => parseSavedGame(data, 'tictactoe'),
        (e: unknown) => e instanceof InvalidSavedGameError && message.test(e.message),
      );
  });
});
