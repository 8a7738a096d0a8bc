import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRng } from '../../../src/core/rng.js';
import { LinesOfActionPosition, connectedBits } from '../../../src/games/lines-of-action/engine.js';
import {
  type LinesOfActionState,
  PASS,
  groupsOf,
  pieceOf,
  positionText,
  rules,
  toOf,
} from '../../../src/games/lines-of-action/rules.js';

const sorted = (moves: readonly unknown[]) => moves.map(String).sort();

/** Plays random games with the rules and the engine side by side; returns the positions compared. */
function compare(size: number, simultaneous: 'mover' | 'draw', games: number, seed: number): number {
  const rng = createRng(seed);
  let compared = 0;
  for (let g = 0; g < games; g++) {
    let state: LinesOfActionState = rules.newGame({ size, simultaneous });
    const engine = new LinesOfActionPosition(state);
    const start = { hash: engine.hash(), lock: engine.lock() };
    const line: number[] = [];
    while (!state.outcome) {
      const where = `${positionText(state)} after ${line.length} moves`;
      assert.deepEqual(sorted(engine.moves()), sorted(rules.legalMoves(state)), where);
      compared++;
      const moves = rules.legalMoves(state);
      // Quiet (a candidate for a shallower look) exactly when nothing is captured.
      for (const m of moves)
        assert.equal(
          engine.quiet(m),
          m === PASS || state.cells[toOf(m)] === 0,
          `${where}: ${rules.moveToString(state, m)}`,
        );
      const move = moves[Math.floor(rng.next() * moves.length)]!;
      state = rules.play(state, move);
      engine.make(move);
      if (typeof move === 'number') line.push(move);
      // The engine ignores repetition (the search has no history); every other ending must agree.
      if (state.outcome?.reason === 'repetition') break;
      const expected = state.outcome
        ? state.outcome.winner === null
          ? 0
          : state.outcome.winner === state.turn
            ? 1
            : -1
        : null;
      assert.equal(engine.outcome(), expected, `${where}: outcome after ${rules.moveToString(state, move)}`);
      for (const side of ['first', 'second'] as const) {
        assert.equal(
          engine.connected(side === 'first' ? 0 : 1),
          groupsOf(state.cells, size, pieceOf(side)).length === 1,
          where,
        );
      }
    }
    // Taking every move back restores the start exactly.
    const played = state.history;
    for (let i = played.length - 1; i >= 0; i--) engine.unmake(played[i]!);
    assert.deepEqual({ hash: engine.hash(), lock: engine.lock() }, start);
    assert.deepEqual(sorted(engine.moves()), sorted(rules.legalMoves(rules.newGame({ size }))));
  }
  return compared;
}

describe('lines of action engine', () => {
  it('finds exactly the rules moves and endings along random 8x8 games', () => {
    assert.ok(compare(8, 'mover', 60, 1) > 2000);
  });

  it('agrees on the 6x6 board and with simultaneous="draw"', () => {
    assert.ok(compare(6, 'draw', 60, 2) > 1000);
  });

  it('tells one group from several with a flood fill across the two words', () => {
    // a4 and a5 touch across the boundary between the low (rows 1-4) and high (rows 5-8) words.
    assert.ok(connectedBits(1 << 24, 1 << 0));
    assert.ok(connectedBits(1 << 31, 1 << 6), 'h4 and g5 touch diagonally');
    assert.ok(!connectedBits(1 << 31, 1 << 0), 'h4 and a5 do not wrap around');
    assert.ok(!connectedBits(1 << 7, 1 << 8), 'h1 and a2 do not wrap around');
    assert.ok(connectedBits(0, 0) && connectedBits(1, 0));
  });

  it('evaluates from the side to move, symmetric at the start', () => {
    const e = new LinesOfActionPosition(rules.newGame());
    const first = e.evaluate();
    e.make(rules.moveFromString(rules.newGame(), 'b1-d3'));
    assert.ok(Number.isFinite(first) && Number.isFinite(e.evaluate()));
    const black = new LinesOfActionPosition(rules.newGame());
    const white = new LinesOfActionPosition(
      rules.newGame({ position: positionText(rules.newGame()).replace(/ x$/, ' o') }),
    );
    assert.equal(black.evaluate(), white.evaluate(), 'the start looks the same to either side');
  });
});
