import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRng } from '../../../src/core/rng.js';
import { HnefataflPosition } from '../../../src/games/hnefatafl/engine.js';
import {
  type HnefataflState,
  type Variant,
  VARIANTS,
  positionText,
  rules,
} from '../../../src/games/hnefatafl/rules.js';

const sorted = (moves: readonly unknown[]) => moves.map(String).sort();

/**
 * An independent, deliberately simple Copenhagen move maker on a grid of letters (`a`, `d`, `k`,
 * `.`): rook moves that stop at the first piece; only the king stops on the throne or a corner,
 * anyone crosses the empty throne; and the plain sandwich capture, with the corners and the
 * throne as hostile squares. It knows nothing of the shieldwall or the king's capture, which no
 * move of the first two plies can bring about.
 */
function simpleMoves(grid: string[][], side: 'a' | 'd'): [number, number, number, number][] {
  const n = grid.length;
  const mid = (n - 1) / 2;
  const special = (r: number, c: number) =>
    (r === mid && c === mid) || ((r === 0 || r === n - 1) && (c === 0 || c === n - 1));
  const out: [number, number, number, number][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const p = grid[r]![c]!;
      if (p === '.' || (side === 'a') !== (p === 'a')) continue;
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        for (
          let rr = r + dr!, cc = c + dc!;
          rr >= 0 && rr < n && cc >= 0 && cc < n && grid[rr]![cc] === '.';
          rr += dr!, cc += dc!
        ) {
          if (p === 'k' || !special(rr, cc)) out.push([r, c, rr, cc]);
        }
      }
    }
  }
  return out;
}

function simplePlay(grid: string[][], [r, c, rr, cc]: [number, number, number, number]): string[][] {
  const n = grid.length;
  const mid = (n - 1) / 2;
  const next = grid.map((row) => row.slice());
  const p = next[r]![c]!;
  next[rr]![cc] = p;
  next[r]![c] = '.';
  const enemy = p === 'a' ? ['d'] : ['a'];
  const friends = p === 'a' ? ['a'] : ['d', 'k'];
  for (const [dr, dc] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ]) {
    const vr = rr + dr!;
    const vc = cc + dc!;
    const fr = rr + 2 * dr!;
    const fc = cc + 2 * dc!;
    if (fr < 0 || fr >= n || fc < 0 || fc >= n || !enemy.includes(next[vr]![vc]!)) continue;
    const far = next[fr]![fc]!;
    const corner = (fr === 0 || fr === n - 1) && (fc === 0 || fc === n - 1);
    const throne = fr === mid && fc === mid && (far === '.' || p !== 'a');
    if (friends.includes(far) || corner || throne) next[vr]![vc] = '.';
  }
  return next;
}

function simplePerft(grid: string[][], side: 'a' | 'd', depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const m of simpleMoves(grid, side))
    total += depth === 1 ? 1 : simplePerft(simplePlay(grid, m), side === 'a' ? 'd' : 'a', depth - 1);
  return total;
}

function rulesPerft(state: HnefataflState, depth: number): number {
  if (depth === 0) return 1;
  const moves = rules.legalMoves(state);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, m) => sum + rulesPerft(rules.play(state, m), depth - 1), 0);
}

function enginePerft(e: HnefataflPosition, depth: number): number {
  if (depth === 0 || e.outcome() !== null) return depth === 0 ? 1 : 0;
  const moves = e.moves().slice();
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) {
    e.make(m);
    total += enginePerft(e, depth - 1);
    e.unmake(m);
  }
  return total;
}

/** The grid of a state, top row first. */
const gridOf = (s: HnefataflState) =>
  positionText(s)
    .split(' ')[0]!
    .split('/')
    .map((row) => row.replace(/-/g, '.').split(''));

/** Plays random games with the rules and the engine side by side; returns the positions compared. */
function compare(variant: Variant, games: number, seed: number): number {
  const rng = createRng(seed);
  let compared = 0;
  for (let g = 0; g < games; g++) {
    let state = rules.newGame({ variant });
    const engine = new HnefataflPosition(state);
    const start = { hash: engine.hash(), lock: engine.lock() };
    while (!state.outcome && state.ply < 400) {
      const where = `${variant}: ${positionText(state)} after ${state.ply} moves`;
      assert.deepEqual(sorted(engine.moves()), sorted(rules.legalMoves(state)), where);
      compared++;
      const moves = rules.legalMoves(state);
      const move = moves[Math.floor(rng.next() * moves.length)]!;
      state = rules.play(state, move);
      engine.make(move);
      const expected = state.outcome
        ? state.outcome.winner === null
          ? 0
          : state.outcome.winner === state.turn
            ? 1
            : -1
        : null;
      assert.equal(engine.outcome(), expected, `${where}: outcome after ${rules.moveToString(state, move)}`);
    }
    for (let i = state.history.length - 1; i >= 0; i--) engine.unmake(state.history[i]!);
    assert.deepEqual({ hash: engine.hash(), lock: engine.lock() }, start);
  }
  return compared;
}

describe('Hnefatafl move generation', () => {
  it('counts the Copenhagen start to depth 2 as a simple independent generator does', () => {
    const start = rules.newGame();
    const grid = gridOf(start);
    const expected = [simplePerft(grid, 'a', 1), simplePerft(grid, 'a', 2)];
    assert.deepEqual([rulesPerft(start, 1), rulesPerft(start, 2)], expected);
    assert.deepEqual(
      [enginePerft(new HnefataflPosition(start), 1), enginePerft(new HnefataflPosition(start), 2)],
      expected,
    );
    // The same numbers as a regression guard.
    assert.deepEqual(expected, [116, 6_788]);
  });

  it('agrees with the simple generator two plies deep from positions met in play', () => {
    const rng = createRng(11);
    let state = rules.newGame();
    for (let ply = 0; ply < 30 && !state.outcome; ply++) {
      const side = state.turn === 'first' ? 'a' : 'd';
      if (side === 'a') assert.equal(rulesPerft(state, 2), simplePerft(gridOf(state), side, 2), positionText(state));
      const moves = rules.legalMoves(state);
      state = rules.play(state, moves[Math.floor(rng.next() * moves.length)]!);
    }
  });
});

describe('Hnefatafl engine', () => {
  for (const variant of VARIANTS) {
    it(`finds exactly the rules' moves and endings along random ${variant} games`, () => {
      assert.ok(compare(variant, variant === 'copenhagen' ? 30 : 15, VARIANTS.indexOf(variant) + 1) > 1000);
    });
  }

  it('applies the repetition rule, counting the game before the search began', () => {
    const cycle = ['a4-b4', 'f4-f3', 'b4-a4', 'f3-f4'];
    for (const [variant, expected] of [
      ['copenhagen', 1],
      ['fetlar', 0],
    ] as const) {
      let state = rules.newGame({ variant });
      for (const m of [...cycle, ...cycle.slice(0, 3)]) state = rules.play(state, rules.moveFromString(state, m));
      // Two occurrences lie in the game; the search's next move makes the third.
      const e = new HnefataflPosition(state);
      const last = rules.moveFromString(state, 'f3-f4');
      e.make(last);
      assert.equal(e.outcome(), expected, `${variant}: the attackers, to move, ${expected ? 'win' : 'draw'}`);
      assert.deepEqual(rules.play(state, last).outcome?.reason, 'repetition');
      e.unmake(last);
      assert.equal(e.outcome(), null);
    }
  });

  it('sees an open line to a corner as a win next move for the defenders', () => {
    const s = rules.newGame({
      position:
        '-----------/-----------/-----------/-----------/-----------/-----------/-----------/-----------/-a---------/-----------/--k-------- d',
    });
    const e = new HnefataflPosition(s);
    assert.ok(e.evaluate() > 10_000);
  });
});
