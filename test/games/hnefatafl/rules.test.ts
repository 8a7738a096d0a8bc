/**
 * Every rule of each variant as a case on a board diagram: rows from the top rank down, `a` an
 * attacker, `d` a defender, `k` the king, `.` empty; rows not written are empty.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalMoveError, InvalidOptionsError } from '../../../src/core/game.js';
import { createRng } from '../../../src/core/rng.js';
import { encircled, geometryOf } from '../../../src/games/hnefatafl/mechanics.js';
import {
  type HnefataflOptions,
  type HnefataflState,
  ATTACKER,
  DEFENDER,
  EMPTY,
  KING,
  type Variant,
  positionText,
  rules,
  squareName,
  squareNamed,
  startCells,
} from '../../../src/games/hnefatafl/rules.js';

/**
 * A game on `size` squares from a diagram: `rows` maps a rank to its squares (spaces ignored);
 * `turn` is the side to move. The variant defaults by size: Copenhagen, Tablut, Brandubh.
 */
function board(
  size: number,
  rows: Record<number, string>,
  turn: 'a' | 'd',
  options: Partial<HnefataflOptions> = {},
): HnefataflState {
  const lines: string[] = [];
  for (let rank = size; rank >= 1; rank--) {
    const line = (rows[rank] ?? '.'.repeat(size)).replace(/ /g, '');
    assert.equal(line.length, size, `rank ${rank} of the diagram is not ${size} squares`);
    lines.push(line);
  }
  const variant: Variant = options.variant ?? (size === 11 ? 'copenhagen' : size === 9 ? 'tablut' : 'brandubh');
  return rules.newGame({ ...options, variant, position: `${lines.join('/')} ${turn}` });
}
const play = (state: HnefataflState, ...moves: string[]) =>
  moves.reduce((s, m) => rules.play(s, rules.moveFromString(s, m)), state);
const at = (state: HnefataflState, name: string) => state.cells[squareNamed(state.size, name)];
const targets = (state: HnefataflState, from: string) =>
  rules
    .legalMoves(state)
    .map((m) => rules.moveToString(state, m))
    .filter((m) => m.startsWith(from))
    .map((m) => m.slice(from.length + 1))
    .sort();
const ending = (state: HnefataflState) => (state.outcome ? [state.outcome.winner, state.outcome.reason] : null);

describe('Hnefatafl set-up', () => {
  it('starts each variant with its pieces and the king on the throne, attackers to move', () => {
    const expected = {
      copenhagen: [11, 24, 12],
      fetlar: [11, 24, 12],
      tablut: [9, 16, 8],
      brandubh: [7, 8, 4],
    } as const;
    for (const [variant, [size, attackers, defenders]] of Object.entries(expected)) {
      const s = rules.newGame({ variant: variant as Variant });
      assert.equal(s.size, size);
      assert.equal(s.turn, 'first');
      assert.equal(s.cells.filter((p) => p === ATTACKER).length, attackers, variant);
      assert.equal(s.cells.filter((p) => p === DEFENDER).length, defenders, variant);
      assert.equal(s.king, (size * size - 1) / 2, `${variant}: the king starts on the throne`);
      assert.deepEqual(startCells(s.variant), s.cells);
    }
  });

  it('writes and reads positions', () => {
    const s = play(rules.newGame(), 'd1-d3');
    const again = rules.newGame({ position: positionText(s) });
    assert.deepEqual(again.cells, s.cells);
    assert.equal(again.turn, 'second');
  });

  it('refuses invalid options with the reason', () => {
    assert.throws(() => rules.newGame({ variant: 'chess' as never }), InvalidOptionsError);
    assert.throws(() => rules.newGame({ kingCapture: 5 as never }), /kingCapture/);
    assert.throws(() => rules.newGame({ kingRange: -1 }), /kingRange/);
    assert.throws(() => rules.newGame({ kingArmed: 'yes' as never }), /kingArmed/);
    assert.throws(() => rules.newGame({ position: 'k a' }), /121 characters/);
    assert.throws(() => board(7, { 4: '...a...', 2: '.k.....' }, 'a'), /throne/);
    assert.throws(() => board(7, { 2: '.k.....' }, 'a'), /attackers/);
    assert.throws(() => board(7, { 2: '.k...k.', 1: '...a...' }, 'a'), /one king/);
  });
});

describe('Hnefatafl movement', () => {
  it('moves like a rook, never over a piece', () => {
    const s = board(7, { 4: '...k...', 2: '.a.d...' }, 'a');
    assert.deepEqual(targets(s, 'b2'), ['a2', 'b1', 'b3', 'b4', 'b5', 'b6', 'b7', 'c2']);
  });

  it('keeps all but the king off the throne and the corners; they may pass the empty throne', () => {
    const s = board(7, { 4: 'a......', 1: '.a..k..' }, 'a');
    assert.deepEqual(targets(s, 'a4'), ['a2', 'a3', 'a5', 'a6', 'b4', 'c4', 'e4', 'f4', 'g4']);
    assert.deepEqual(targets(s, 'b1'), ['b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'c1', 'd1']);
    const back = play(board(7, { 3: '...k...', 2: '......a' }, 'd'), 'd3-d4');
    assert.equal(at(back, 'd4'), KING, 'the king may go back to the throne');
  });

  it('closes the throne to everyone but the king in Tablut, unless `passThrone`', () => {
    const rows = { 5: 'a........', 2: '.k.......' };
    assert.deepEqual(targets(board(9, rows, 'a'), 'a5'), [
      'a1',
      'a2',
      'a3',
      'a4',
      'a6',
      'a7',
      'a8',
      'a9',
      'b5',
      'c5',
      'd5',
    ]);
    assert.ok(targets(board(9, rows, 'a', { passThrone: true }), 'a5').includes('i5'));
  });

  it("limits the king to `kingRange` squares (the seed author's three)", () => {
    const s = board(11, { 6: '.....k.....', 2: '.a.........' }, 'd', { kingRange: 3 });
    assert.deepEqual(targets(s, 'f6'), ['c6', 'd6', 'e6', 'f3', 'f4', 'f5', 'f7', 'f8', 'f9', 'g6', 'h6', 'i6']);
  });
});

describe('Hnefatafl captures', () => {
  it('captures by a sandwich the mover closes, written with x', () => {
    const s = board(11, { 6: '.....k.....', 3: '..ad.......', 1: '....a......' }, 'a');
    assert.equal(rules.moveToString(s, rules.moveFromString(s, 'e1-e3')), 'e1xe3');
    const after = play(s, 'e1-e3');
    assert.equal(at(after, 'd3'), EMPTY);
    assert.deepEqual(
      after.captured.map((q) => squareName(11, q)),
      ['d3'],
    );
    assert.deepEqual(after.pieces, { first: 2, second: 1 });
  });

  it('lets a piece move between two enemies unharmed', () => {
    const s = play(board(11, { 6: '.....k.....', 3: '..a.a......', 1: '...d.......' }, 'd'), 'd1-d3');
    assert.equal(at(s, 'd3'), DEFENDER);
    assert.deepEqual(s.captured, []);
  });

  it('takes several pieces with one move', () => {
    const s = play(board(11, { 6: '.....k.....', 4: '..ad..a....', 3: '....d......', 2: '....a......' }, 'a'), 'g4-e4');
    assert.equal(at(s, 'd4'), EMPTY);
    assert.equal(at(s, 'e3'), EMPTY);
  });

  it('makes the corners hostile to both sides', () => {
    const defender = play(board(11, { 6: '.....k.....', 1: '.d....a....' }, 'a'), 'g1-c1');
    assert.equal(at(defender, 'b1'), EMPTY);
    const attacker = play(board(11, { 6: '.....k.....', 3: '.....d.....', 2: 'a..........' }, 'd'), 'f3-a3');
    assert.equal(at(attacker, 'a2'), EMPTY);
  });

  it('does not make the edge hostile', () => {
    const s = play(board(11, { 6: '.....k.....', 5: 'd..........', 1: '.a.........' }, 'a'), 'b1-b5');
    assert.equal(at(s, 'a5'), DEFENDER);
  });

  it('makes the throne hostile to defenders only when empty, and to attackers always', () => {
    const empty = play(board(11, { 8: '..........a', 7: '.....d.....', 1: '.k.........' }, 'a'), 'k8-f8');
    assert.equal(at(empty, 'f7'), EMPTY, 'a defender beside the empty throne');
    const occupied = play(board(11, { 8: '..........a', 7: '.....d.....', 6: '.....k.....' }, 'a'), 'k8-f8');
    assert.equal(at(occupied, 'f7'), DEFENDER, 'with the king on the throne');
    const attacker = play(
      board(11, { 8: '..........d', 7: '.....a.....', 6: '.....k.....' }, 'd', { kingArmed: false }),
      'k8-f8',
    );
    assert.equal(at(attacker, 'f7'), EMPTY, 'an attacker against the throne, even with an unarmed king on it');
  });

  it('arms the king as the moving piece and as the far side; `kingArmed: false` disarms him', () => {
    const hammer = { 9: '..k........', 5: '...ad......', 2: '.a.........' };
    assert.equal(at(play(board(11, hammer, 'd'), 'c9-c5'), 'd5'), EMPTY);
    assert.equal(at(play(board(11, hammer, 'd', { kingArmed: false }), 'c9-c5'), 'd5'), ATTACKER);
    const anvil = { 5: '..ka.......', 2: '.a.........', 1: '....d......' };
    assert.equal(at(play(board(11, anvil, 'd'), 'e1-e5'), 'd5'), EMPTY);
    assert.equal(at(play(board(11, anvil, 'd', { kingArmed: false }), 'e1-e5'), 'd5'), ATTACKER);
  });
});

describe('Hnefatafl shieldwall (Copenhagen)', () => {
  // d1 and e1 faced by d2 and e2, bracketed by c1; the attacker on f4 comes down to f1.
  const wall = { 6: '.....k.....', 4: '.....a.....', 2: '...aa......', 1: '..add......' };

  it('captures a row on the edge, bracketed at both ends and faced all along', () => {
    const s = play(board(11, wall, 'a'), 'f4-f1');
    assert.deepEqual(s.captured.map((q) => squareName(11, q)).sort(), ['d1', 'e1']);
    assert.equal(
      rules.moveToString(board(11, wall, 'a'), rules.moveFromString(board(11, wall, 'a'), 'f4-f1')),
      'f4xf1',
    );
  });

  it('spares the king in the row, but not the others', () => {
    const s = play(board(11, { 4: '.....a.....', 2: '...aa......', 1: '..adk......', 8: '........d..' }, 'a'), 'f4-f1');
    assert.equal(at(s, 'd1'), EMPTY);
    assert.equal(at(s, 'e1'), KING);
    assert.equal(s.outcome, null);
  });

  it('needs every member faced', () => {
    assert.equal(at(play(board(11, { ...wall, 2: '...a.......' }, 'a'), 'f4-f1'), 'e1'), DEFENDER);
  });

  it('takes a corner as one bracket', () => {
    const s = play(board(11, { 6: '.....k.....', 4: '...a.......', 2: '.aa........', 1: '.dd........' }, 'a'), 'd4-d1');
    assert.equal(at(s, 'b1'), EMPTY);
    assert.equal(at(s, 'c1'), EMPTY);
  });

  it('captures only by the bracketing move to the edge', () => {
    const s = play(board(11, { 6: '.....k.....', 5: '....a......', 2: '...a.......', 1: '..adda.....' }, 'a'), 'e5-e2');
    assert.equal(at(s, 'd1'), DEFENDER);
    assert.equal(at(s, 'e1'), DEFENDER);
  });

  it('does not exist in Fetlar', () => {
    assert.equal(at(play(board(11, wall, 'a', { variant: 'fetlar' }), 'f4-f1'), 'd1'), DEFENDER);
  });
});

describe('Hnefatafl king capture', () => {
  it('takes the Copenhagen king on four sides', () => {
    const s = play(board(11, { 9: '...a.......', 6: '..a........', 5: '.ak........', 4: '..a........' }, 'a'), 'd9-d5');
    assert.deepEqual(ending(s), ['first', 'king-captured']);
  });

  it('takes him beside the empty throne with three attackers', () => {
    const s = play(board(11, { 7: '....a......', 6: '...ak......', 1: '....a......' }, 'a'), 'e1-e5');
    assert.deepEqual(ending(s), ['first', 'king-captured']);
  });

  it('never takes him on the edge, nor by two', () => {
    const edge = play(board(11, { 8: '........d..', 2: '..a........', 1: '.ak.a......' }, 'a'), 'e1-d1');
    assert.equal(edge.outcome, null);
    const two = play(board(11, { 9: '...a.......', 5: '.ak........' }, 'a'), 'd9-d5');
    assert.equal(two.outcome, null);
  });

  it('takes him against the edge by three with `kingCapture: 3`', () => {
    const s = play(
      board(11, { 8: '........d..', 2: '..a........', 1: '.ak.a......' }, 'a', { kingCapture: 3 }),
      'e1-d1',
    );
    assert.deepEqual(ending(s), ['first', 'king-captured']);
  });

  it('takes the Brandubh king by two away from the throne', () => {
    const s = play(board(7, { 7: '..a....', 5: 'ak.....' }, 'a'), 'c7-c5');
    assert.deepEqual(ending(s), ['first', 'king-captured']);
  });

  it('needs four on the throne and three beside it in Brandubh and Tablut', () => {
    const throne = { 7: '....a..', 5: '...a...', 4: '..ak...', 3: '...a...' };
    assert.deepEqual(ending(play(board(7, throne, 'a'), 'e7-e4')), ['first', 'king-captured']);
    assert.equal(
      play(board(7, { ...throne, 3: '.......', 1: '...a...' }, 'a'), 'e7-e4').outcome,
      null,
      'three around the throne are not enough',
    );
    const beside = { 7: '....a..', 6: '...a...', 5: '..ak...' };
    assert.deepEqual(ending(play(board(7, beside, 'a'), 'e7-e5')), ['first', 'king-captured']);
    assert.equal(
      play(board(7, { ...beside, 6: '.......' }, 'a'), 'e7-e5').outcome,
      null,
      'two beside the throne are not enough',
    );
    const tablut = play(board(9, { 9: '......a..', 6: '.....a...', 5: '.....k...', 4: '.....a...' }, 'a'), 'g9-g5');
    assert.deepEqual(ending(tablut), ['first', 'king-captured']);
  });
});

describe('Hnefatafl endings', () => {
  it('lets the king escape to a corner', () => {
    const s = play(board(11, { 2: '..........a', 1: '..k........' }, 'd'), 'c1-a1');
    assert.deepEqual(ending(s), ['second', 'escaped']);
  });

  it('lets the Tablut king escape to any edge square', () => {
    const s = play(board(9, { 8: 'a........', 3: '....k....' }, 'd'), 'e3-e1');
    assert.deepEqual(ending(s), ['second', 'escaped']);
  });

  it('wins for the defenders in an exit fort that cannot be broken (Copenhagen only)', () => {
    const fort = { 9: '.........a.', 8: '.a.........', 3: '.......d...', 2: '....ddd....', 1: '...d.k.....' };
    assert.deepEqual(ending(play(board(11, fort, 'd'), 'h3-h1')), ['second', 'exit-fort']);
    assert.equal(play(board(11, fort, 'd', { variant: 'fetlar' }), 'h3-h1').outcome, null);
  });

  it('does not call a fort that can be broken an exit fort', () => {
    // f3 can be taken from e3 and g3, which opens the fort.
    const s = play(board(11, { 8: '.a.........', 3: '.....d.....', 2: '....d.d....', 1: '....dk...d.' }, 'd'), 'j1-g1');
    assert.equal(s.outcome, null);
  });

  it('wins for the attackers when they enclose the king and every defender', () => {
    const ring = {
      8: '....aaa....',
      7: '...a...a...',
      6: '...a.k.a...',
      5: '...a.d.a...',
      4: '....aa.....',
      1: '......a....',
    };
    assert.deepEqual(ending(play(board(11, ring, 'a'), 'g1-g4')), ['first', 'encircled']);
    assert.equal(play(board(11, ring, 'a', { encirclement: false }), 'g1-g4').outcome, null);
  });

  it('does not call the king enclosed an encirclement while another defender can reach the edge', () => {
    const ring = {
      8: '....aaa....',
      7: '...a...a...',
      6: '...a.k.a...',
      5: '...a.d.a...',
      4: '....aa.....',
      2: '.d.........',
      1: '......a....',
    };
    assert.equal(play(board(11, ring, 'a'), 'g1-g4').outcome, null);
  });

  it('finds encirclements as a plain search from every defender does, on random boards', () => {
    const random = createRng(7);
    const counts = { enclosed: 0, open: 0 };
    for (let trial = 0; trial < 3000; trial++) {
      const size = [7, 9, 11][trial % 3]!;
      const g = geometryOf(size);
      const cells = new Int8Array(size * size);
      const density = 0.3 + 0.4 * random.next();
      for (let s = 0; s < cells.length; s++) if (random.next() < density) cells[s] = ATTACKER;
      const inside = () => (1 + random.int(size - 2)) * size + 1 + random.int(size - 2);
      // Pieces inside the edge, now and then one on it.
      const place = () => (random.next() < 0.05 ? random.int(size * size) : inside());
      const king = place();
      cells[king] = KING;
      for (let n = random.int(4); n > 0; n--) cells[place()] = DEFENDER;
      cells[king] = KING;
      // The reference: can any defender walk to an edge square through squares without attackers?
      const edge = (s: number) => s % size === 0 || s % size === size - 1 || s < size || s >= size * (size - 1);
      const seen = new Set<number>();
      const stack = [...cells.keys()].filter((s) => cells[s] === DEFENDER || cells[s] === KING);
      let reaches = false;
      while (stack.length > 0 && !reaches) {
        const s = stack.pop()!;
        if (seen.has(s)) continue;
        seen.add(s);
        if (edge(s)) reaches = true;
        const [row, col] = [Math.floor(s / size), s % size];
        for (const [r, c] of [
          [row + 1, col],
          [row - 1, col],
          [row, col + 1],
          [row, col - 1],
        ] as const) {
          if (r >= 0 && r < size && c >= 0 && c < size && cells[r * size + c] !== ATTACKER) stack.push(r * size + c);
        }
      }
      counts[reaches ? 'open' : 'enclosed']++;
      assert.equal(encircled(cells, g, king), !reaches, `trial ${trial}: from the king`);
      assert.equal(encircled(cells, g), !reaches, `trial ${trial}: by a scan`);
    }
    // Both answers come up often enough for the comparison to mean something.
    assert.ok(counts.enclosed > 300 && counts.open > 300, JSON.stringify(counts));
  });

  it('makes a side with no move lose', () => {
    const s = play(board(11, { 2: '......a....', 1: '.aka.......' }, 'a'), 'g2-c2');
    assert.deepEqual(ending(s), ['first', 'no-moves']);
  });

  it('makes the third repetition a loss for the defenders in Copenhagen, a draw in Fetlar', () => {
    const cycle = ['a4-b4', 'f4-f3', 'b4-a4', 'f3-f4'];
    assert.deepEqual(ending(play(rules.newGame(), ...cycle, ...cycle)), ['first', 'repetition']);
    assert.deepEqual(ending(play(rules.newGame({ variant: 'fetlar' }), ...cycle, ...cycle)), [null, 'repetition']);
    assert.equal(play(rules.newGame(), ...cycle, ...cycle.slice(0, 3)).outcome, null);
  });
});

describe('Hnefatafl notation and errors', () => {
  it('refuses illegal moves with a typed error and leaves the game unchanged', () => {
    const s = rules.newGame();
    const before = JSON.stringify(s);
    assert.throws(() => rules.moveFromString(s, 'f6-f7'), /no piece of the side to move/);
    assert.throws(() => rules.moveFromString(s, 'a6-c6'), IllegalMoveError);
    assert.throws(() => rules.moveFromString(s, 'f10-f8'), IllegalMoveError);
    assert.throws(() => rules.moveFromString(s, 'z9-z10'), /not a move between two squares/);
    assert.throws(() => rules.play(s, 5.5), IllegalMoveError);
    assert.equal(JSON.stringify(s), before);
    assert.equal(rules.moveToString(s, rules.moveFromString(s, 'd11-d9')), 'd11-d9');
  });

  it('ends the game for good', () => {
    const s = play(board(11, { 2: '..........a', 1: '..k........' }, 'd'), 'c1-a1');
    assert.deepEqual(rules.legalMoves(s), []);
    assert.throws(() => rules.play(s, rules.legalMoves(rules.newGame())[0]!), /over/);
  });
});
