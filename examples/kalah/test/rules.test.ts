/** Kalah's rules, case by case from the rules as published, and its computer against an exhaustive search. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  GameSession,
  IllegalMoveError,
  InvalidOptionsError,
  InvalidSavedGameError,
  type Player,
  createRng,
  reviewGame,
} from 'board-game-elements/core';
import { ai } from '../src/ai.js';
import { type KalahState, rules, seedsOnSide, sow } from '../src/rules.js';

/** A position from the first player's pits, its store, the second's pits (from its own left) and its store. */
function position(
  first: number[],
  firstStore: number,
  second: number[],
  secondStore: number,
  turn: Player = 'first',
): KalahState {
  return { turn, ply: 0, pits: [...first, firstStore, ...second, secondStore] };
}

describe('Kalah rules', () => {
  it('starts with 4 seeds in each of the 12 pits (3 to 6 allowed), the first player to move', () => {
    const s = rules.newGame();
    assert.deepEqual(s.pits, [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0]);
    assert.equal(s.turn, 'first');
    assert.deepEqual(rules.legalMoves(s), [1, 2, 3, 4, 5, 6]);
    assert.deepEqual(rules.newGame({ seeds: 6 }).pits.slice(0, 2), [6, 6]);
    for (const seeds of [2, 7, 4.5, Number.NaN]) assert.throws(() => rules.newGame({ seeds }), InvalidOptionsError);
  });

  it('sows counterclockwise, one seed per pit, into the own store', () => {
    const s = rules.play(rules.newGame(), 1);
    assert.deepEqual(s.pits, [0, 5, 5, 5, 5, 4, 0, 4, 4, 4, 4, 4, 4, 0]);
    assert.equal(s.turn, 'second');
    const t = rules.play(s, 6);
    assert.deepEqual(
      t.pits,
      [1, 6, 6, 5, 5, 4, 0, 4, 4, 4, 4, 4, 0, 1],
      "the second player's last pit sows its store, then the first player's pits",
    );
  });

  it('gives another move when the last seed falls in the own store', () => {
    const s = rules.play(rules.newGame(), 3);
    assert.deepEqual(s.pits, [4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0]);
    assert.equal(s.turn, 'first');
    assert.equal(s.ply, 1);
  });

  it("skips the opponent's store", () => {
    const s = rules.play(position([0, 0, 1, 0, 0, 10], 0, [1, 1, 1, 1, 1, 1], 0), 6);
    assert.deepEqual(
      s.pits,
      [1, 1, 2, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 0],
      'past the store and the six pits across, the tenth seed lands in pit 3',
    );
  });

  it('captures the last seed and the seeds across from it when it lands in an empty own pit', () => {
    // The first player's pit 1 sows into pit 2, empty, across from the second player's pit 5 (3 seeds).
    const s = rules.play(position([1, 0, 2, 0, 0, 0], 0, [0, 0, 0, 0, 3, 1], 0), 1);
    assert.deepEqual(s.pits, [0, 0, 2, 0, 0, 0, 4, 0, 0, 0, 0, 0, 1, 0]);
    assert.equal(s.turn, 'second');
    // Across from an empty pit nothing is captured.
    const t = rules.play(position([1, 0, 2, 0, 0, 0], 0, [0, 0, 0, 0, 0, 1], 0), 1);
    assert.deepEqual(t.pits, [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
  });

  it("ends as soon as either side's pits are empty, whoever is to move; the other keeps its pits' seeds", () => {
    const s = rules.play(position([0, 0, 0, 0, 0, 1], 20, [0, 0, 2, 0, 0, 1], 24), 6);
    assert.equal(s.turn, 'first', 'the last seed in the store: the first player moves again, with nothing left');
    assert.deepEqual(s.pits, [0, 0, 0, 0, 0, 0, 21, 0, 0, 0, 0, 0, 0, 27]);
    assert.deepEqual(rules.result(s), { winner: 'second', reason: 'most-seeds', score: { first: 21, second: 27 } });
    assert.deepEqual(rules.legalMoves(s), []);
    const draw = rules.play(position([0, 0, 0, 0, 0, 1], 23, [0, 0, 0, 0, 0, 1], 23), 6);
    assert.equal(rules.result(draw)?.winner, null);
    // The first player sows its last seed across, emptying its own pits with the second player to move.
    const emptied = rules.play(position([0, 0, 0, 0, 0, 2], 20, [0, 0, 0, 3, 0, 1], 22), 6);
    assert.equal(emptied.turn, 'second');
    assert.deepEqual(
      emptied.pits,
      [0, 0, 0, 0, 0, 0, 21, 0, 0, 0, 0, 0, 0, 27],
      "the game is over: the second player's 5 seeds go to its own store",
    );
    assert.deepEqual(rules.result(emptied), {
      winner: 'second',
      reason: 'most-seeds',
      score: { first: 21, second: 27 },
    });
    assert.deepEqual(rules.legalMoves(emptied), []);
    // A position set up with one side empty is over too, its seeds counted in their owner's store.
    const setUp = position([0, 0, 0, 0, 0, 0], 24, [1, 0, 0, 0, 0, 2], 21, 'second');
    assert.deepEqual(rules.result(setUp), { winner: null, reason: 'most-seeds', score: { first: 24, second: 24 } });
    assert.deepEqual(rules.legalMoves(setUp), []);
    assert.throws(
      () => rules.play(setUp, 1),
      IllegalMoveError,
      'no sowing after the end, even from the side that still has seeds',
    );
  });

  it('refuses a saved game that went on past an emptied side, as the rule before this one allowed, and keeps the game it has', () => {
    // A random game whose last move emptied the mover's own pits with the other side to move and holding seeds.
    const rng = createRng(5);
    let saved: string[] | null = null;
    for (let game = 0; !saved && game < 500; game++) {
      let s = rules.newGame();
      const moves: string[] = [];
      while (!rules.result(s)) {
        const move = rng.pick(rules.legalMoves(s));
        const { pits, again } = sow(s.pits, s.turn, move);
        const next: Player = again ? s.turn : s.turn === 'first' ? 'second' : 'first';
        moves.push(String(move));
        if (seedsOnSide(pits, s.turn) === 0 && next !== s.turn && seedsOnSide(pits, next) > 0) {
          // Under the earlier rule the other side moved on: one of its pits with seeds.
          const pit = [1, 2, 3, 4, 5, 6].find((p) => pits[(next === 'first' ? 0 : 7) + p - 1]! > 0)!;
          saved = [...moves, String(pit)];
        }
        s = rules.play(s, move);
      }
    }
    assert.ok(saved, 'such a game was found');
    const session = new GameSession(rules, {});
    session.setMoves(['3', '1']);
    const before = session.state;
    assert.throws(
      () => session.check({ format: 'board-game-elements', version: 1, game: 'kalah', options: {}, moves: saved }),
      InvalidSavedGameError,
    );
    assert.equal(session.state, before, 'the game on the board is unchanged');
  });

  it('refuses empty pits, numbers off the board and foreign notation, leaving the position as it was', () => {
    const s = rules.play(rules.newGame(), 1);
    const before = JSON.stringify(s);
    assert.throws(() => rules.play(s, 0), IllegalMoveError);
    assert.throws(() => rules.play(s, 7), IllegalMoveError);
    assert.throws(() => rules.play(s, 1.5), IllegalMoveError);
    assert.throws(() => rules.moveFromString(s, 'd3'), IllegalMoveError);
    assert.throws(
      () => rules.moveFromString(position([4, 4, 4, 4, 4, 4], 0, [4, 0, 4, 4, 4, 4], 0, 'second'), '2'),
      IllegalMoveError,
      "the second player's own pit 2 is empty",
    );
    assert.equal(JSON.stringify(s), before);
    for (const move of rules.legalMoves(s)) assert.equal(rules.moveFromString(s, rules.moveToString(s, move)), move);
  });

  it('keeps every seed through random games', () => {
    const rng = createRng(7);
    for (let game = 0; game < 200; game++) {
      let s = rules.newGame({ seeds: 3 + (game % 4) });
      const total = s.pits.reduce((a, b) => a + b, 0);
      while (!rules.result(s)) {
        s = rules.play(s, rng.pick(rules.legalMoves(s)));
        assert.equal(
          s.pits.reduce((a, b) => a + b, 0),
          total,
        );
      }
      assert.ok(rules.canWin!(s, 'first') === s.pits[6]! > s.pits[13]! || rules.result(s)!.winner !== 'first');
    }
  });
});

/** The game's value for the side to move by exhaustive search over the rules (1 win, 0 draw, -1 loss). */
function solve(s: KalahState): number {
  const r = rules.result(s);
  if (r) return r.winner === null ? 0 : r.winner === s.turn ? 1 : -1;
  let best = -1;
  for (const move of rules.legalMoves(s)) {
    const next = rules.play(s, move);
    const value = next.turn === s.turn ? solve(next) : 0 - solve(next);
    if (value > best) best = value;
    if (best === 1) break;
  }
  return best;
}

describe('Kalah computer', () => {
  it('reviews endgames through the public API: each move marked as the exhaustive search values it, extra moves included', async () => {
    const rng = createRng(5);
    let blunders = 0;
    let extra = 0;
    for (let i = 0; i < 12; i++) {
      const pits = Array.from({ length: 14 }, () => 0);
      for (let n = 0; n < 7; n++) pits[rng.pick([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12])]!++;
      // 47 seeds in all: no draw, so every value is a win or a loss the search proves.
      pits[6] = 21;
      pits[13] = 19;
      const start: KalahState = { turn: 'first', ply: 0, pits };
      if (rules.result(start)) continue;
      // A game played at random to its end, then reviewed.
      const moves: string[] = [];
      for (let s = start; !rules.result(s);) {
        const move = rng.pick(rules.legalMoves(s));
        moves.push(rules.moveToString(s, move));
        s = rules.play(s, move);
      }
      const review = await reviewGame(rules, ai, moves, { start, timeMs: 2000 });
      assert.equal(review.complete, true);
      let s = start;
      for (const [k, text] of moves.entries()) {
        const after = rules.play(s, rules.moveFromString(s, text));
        const best = solve(s);
        const kept = after.turn === s.turn ? solve(after) : 0 - solve(after);
        const r = review.moves[k]!;
        assert.equal(r.player, s.turn);
        assert.equal(
          r.bestOutcome,
          ['loss', 'draw', 'win'][best + 1],
          `move ${k + 1} of ${moves.join(' ')}: the position`,
        );
        assert.equal(r.outcome, ['loss', 'draw', 'win'][kept + 1], `move ${k + 1} of ${moves.join(' ')}: the move`);
        if (kept < best) {
          assert.equal(r.mark, 'blunder');
          blunders++;
        } else assert.notEqual(r.mark, 'blunder');
        if (after.turn === s.turn) extra++;
        s = after;
      }
    }
    assert.ok(blunders > 0 && extra > 0, `${blunders} blunders and ${extra} extra moves checked`);
  });

  it('proves the result of endgames the exhaustive search knows, and plays a move that keeps it', () => {
    const rng = createRng(11);
    let checked = 0;
    for (let i = 0; checked < 40 && i < 400; i++) {
      // A random endgame: 10 seeds in the pits, the rest in the stores.
      const pits = Array.from({ length: 14 }, () => 0);
      for (let n = 0; n < 10; n++) pits[rng.pick([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12])]!++;
      pits[6] = 19;
      pits[13] = 19;
      const s: KalahState = { turn: rng.pick(['first', 'second'] as const), ply: 0, pits };
      if (rules.result(s)) continue;
      const value = solve(s);
      const thought = ai.think(s, { seed: 1, timeMs: 60_000 });
      const after = rules.play(s, thought.move);
      const kept = after.turn === s.turn ? solve(after) : 0 - solve(after);
      assert.equal(kept, value, `the move ${thought.move} keeps the value of ${JSON.stringify(s)}`);
      if (value !== 0) assert.equal(thought.proven, value === 1 ? 'win' : 'loss');
      checked++;
    }
    assert.equal(checked, 40);
  });

  it('beats a player who picks at random, from either side', () => {
    const rng = createRng(3);
    for (let game = 0; game < 6; game++) {
      const computer: Player = game % 2 === 0 ? 'first' : 'second';
      let s = rules.newGame();
      while (!rules.result(s))
        s = rules.play(
          s,
          s.turn === computer ? ai.think(s, { depth: 6, seed: game }).move : rng.pick(rules.legalMoves(s)),
        );
      assert.equal(rules.result(s)!.winner, computer, `game ${game}: ${JSON.stringify(rules.result(s))}`);
    }
  });

  it('at depth 8 beats itself at depth 2 over a match of both colours', () => {
    let wins = 0;
    for (let game = 0; game < 4; game++) {
      const strong: Player = game % 2 === 0 ? 'first' : 'second';
      let s = rules.newGame({ seeds: 3 + game });
      while (!rules.result(s)) s = rules.play(s, ai.think(s, { depth: s.turn === strong ? 8 : 2, seed: game }).move);
      if (rules.result(s)!.winner === strong) wins++;
    }
    assert.ok(wins >= 3, `${wins} of 4`);
  });
});
