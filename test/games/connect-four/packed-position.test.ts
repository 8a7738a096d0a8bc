import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRng } from '../../../src/core/rng.js';
import { BitPosition } from '../../../src/games/connect-four/bit-position.js';
import { PackedPosition } from '../../../src/games/connect-four/packed-position.js';

/** Every query the solver makes, answered by both layouts, along random games. */
function compareAlongRandomGames(width: number, height: number, games: number): number {
  const rng = createRng(width * 100 + height);
  const packed = new PackedPosition(width, height);
  let checked = 0;
  for (let g = 0; g < games; g++) {
    const columns = new BitPosition(width, height);
    packed.load(columns);
    const played: number[] = [];
    for (;;) {
      const where = `${width}x${height} after ${played.map((c) => c + 1).join('')}`;
      assert.equal(packed.moves, columns.moves, where);
      assert.deepEqual(
        [packed.hash, packed.lock, packed.mirrorHash, packed.mirrorLock],
        [columns.hash, columns.lock, columns.mirrorHash, columns.mirrorLock],
        where,
      );
      const open = [...Array(width).keys()].filter((c) => columns.canPlay(c));
      for (let c = 0; c < width; c++) assert.equal(packed.canPlay(c), columns.canPlay(c), where);
      if (open.length === 0) break;
      for (const c of open) {
        assert.equal(packed.isWinningMove(c), columns.isWinningMove(c), `${where}: column ${c + 1} wins`);
        assert.equal(packed.moveScore(c), columns.moveScore(c), `${where}: threats after column ${c + 1}`);
      }
      const canWin = columns.canWinNext();
      assert.equal(packed.canWinNext(), canWin, where);
      if (canWin) break;
      assert.equal(packed.nonLosingMoves(), columns.nonLosingMoves(), `${where}: moves that do not lose`);
      assert.equal(packed.threatCount(), columns.threatCount(), where);
      checked++;
      const c = open[Math.floor(rng.next() * open.length)]!;
      played.push(c);
      columns.play(c);
      packed.play(c);
      // Take back and replay now and then: undo must restore everything.
      if (rng.next() < 0.2) {
        packed.undo(c);
        packed.play(c);
      }
    }
    // Back to the start by undoing every move.
    while (played.length > 0) packed.undo(played.pop()!);
    assert.deepEqual([packed.moves, packed.hash, packed.lock], [0, 0, 0]);
  }
  return checked;
}

describe('connect four packed position', () => {
  it('fits the boards whose columns fit two 32-bit words, up to 7 rows', () => {
    assert.ok(PackedPosition.fits(7, 6));
    assert.ok(PackedPosition.fits(8, 7), '64 bits exactly');
    assert.ok(PackedPosition.fits(10, 4));
    assert.ok(PackedPosition.fits(4, 4), 'one word');
    assert.ok(!PackedPosition.fits(9, 6), '9 columns of 7 bits straddle the words');
    assert.ok(!PackedPosition.fits(4, 8), 'three diagonal steps of 10 bits overflow a shift');
    assert.throws(() => new PackedPosition(10, 10), RangeError);
  });

  for (const [w, h] of [
    [7, 6],
    [8, 7],
    [8, 6],
    [10, 4],
    [4, 4],
    [6, 7],
  ] as const) {
    it(`answers exactly as the per-column position on ${w}x${h}`, () => {
      assert.ok(compareAlongRandomGames(w, h, 150) > 1000);
    });
  }
});
