import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createRng } from '../../../src/core/rng.js';
import { geometry } from '../../../src/games/reversi/bitboard.js';
import { evaluate as handWritten } from '../../../src/games/reversi/evaluation.js';
import {
  type LearnedEvaluation,
  learnedEvaluation,
  loadLearnedEvaluation,
  useLearnedEvaluation,
  WEIGHT_UNITS,
} from '../../../src/games/reversi/learned-evaluation.js';
import { decodeWeights, encodeWeights } from '../../../src/games/reversi/pattern-weights.js';
import { PATTERNS, PLACEMENTS, STAGES, STAGE_WEIGHTS, mapSquare } from '../../../src/games/reversi/patterns.js';
import { searchPosition } from '../../../src/games/reversi/position.js';
import { type ReversiState, discOf, rules } from '../../../src/games/reversi/rules.js';
import { engineSolve, loadEndgameEngine } from '../../../src/games/reversi/wasm-endgame.js';

/** A position of a game of random moves, `empties` squares left (or the game's end, if sooner). */
function randomPosition(empties: number, seed: number): ReversiState {
  const rng = createRng(seed);
  let s = rules.newGame();
  while (!rules.result(s) && 64 - s.discs.first - s.discs.second > empties)
    s = rules.play(s, rng.pick(rules.legalMoves(s)));
  return s;
}

/** The learned value of `s` for the side to move, in discs. */
function learnedValue(e: LearnedEvaluation, s: ReversiState): number {
  const g = geometry(8);
  const me = discOf(s.turn);
  const [pl, ph] = g.halves(s.cells, me);
  const [ol, oh] = g.halves(s.cells, 3 - me);
  const other = rules.newGame({ position: positionWithTurn(s, s.turn === 'first' ? 'second' : 'first') });
  return e.evaluate(pl, ph, ol, oh, moveCount(s), moveCount(other), 64 - s.discs.first - s.discs.second) / WEIGHT_UNITS;
}

function moveCount(s: ReversiState): number {
  return s.canMove ? rules.legalMoves(s).length : 0;
}

function positionWithTurn(s: ReversiState, turn: ReversiState['turn']): string {
  return s.cells.map((c) => (c === 1 ? 'X' : c === 2 ? 'O' : '-')).join('') + (turn === 'first' ? ' X' : ' O');
}

/** `s` turned by symmetry `k`, the same side to move. */
function image(s: ReversiState, k: number): ReversiState {
  const cells = new Array<number>(64);
  for (let sq = 0; sq < 64; sq++) cells[mapSquare(sq, k)] = s.cells[sq]!;
  return rules.newGame({ position: positionWithTurn({ ...s, cells } as ReversiState, s.turn) });
}

describe('reversi learned evaluation', () => {
  let learned: LearnedEvaluation;
  before(async () => {
    assert.equal(await loadLearnedEvaluation(), true);
    learned = learnedEvaluation()!;
    assert.ok(await loadEndgameEngine(8));
  });

  it('places its shapes over every square, and a filling and its mirror image share a weight', () => {
    assert.equal(PLACEMENTS, 50);
    const covered = new Set(PATTERNS.flatMap((p) => p.placements.flat()));
    assert.equal(covered.size, 64);
    const edge = PATTERNS.find((p) => p.name === 'edge')!;
    // The edge read from a1 to h1 and from h1 to a1: X X O - - - - - and - - - - - O X X.
    const forward = [1, 1, 2, 0, 0, 0, 0, 0].reduce((i, d) => i * 3 + d, 0);
    const backward = [0, 0, 0, 0, 0, 2, 1, 1].reduce((i, d) => i * 3 + d, 0);
    assert.equal(edge.weightOf[forward], edge.weightOf[backward]);
    assert.notEqual(edge.weightOf[forward], edge.weightOf[[1, 1, 1, 0, 0, 0, 0, 0].reduce((i, d) => i * 3 + d, 0)]);
  });

  it('reads back the weights it wrote, and refuses a damaged file with a RangeError', () => {
    const rng = createRng(7);
    const weights = Float32Array.from({ length: STAGES * STAGE_WEIGHTS }, () => (rng.next() - 0.5) * 40);
    const back = decodeWeights(encodeWeights(weights));
    for (let i = 0; i < weights.length; i += 997) assert.equal(back[i], Math.round(weights[i]! * WEIGHT_UNITS));
    const bytes = encodeWeights(weights);
    assert.throws(() => decodeWeights(bytes.subarray(0, bytes.length - 1)), RangeError);
    assert.throws(() => decodeWeights(Uint8Array.of(...bytes, 0)), RangeError);
    assert.throws(() => encodeWeights(new Float32Array(3)), RangeError);
  });

  it('values a position and its seven mirror images alike', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = randomPosition(10 + 2 * seed, seed);
      if (rules.result(s)) continue;
      const v = learnedValue(learned, s);
      for (let k = 1; k < 8; k++) assert.equal(learnedValue(learned, image(s, k)), v, `seed ${seed}, symmetry ${k}`);
    }
  });

  it('foretells the exact final margin better than the hand-written evaluation', () => {
    // 120 positions of random games with 14 empties, against the exact solver's margins.
    let learnedError = 0;
    let writtenError = 0;
    let n = 0;
    for (let seed = 1; n < 120; seed++) {
      const s = randomPosition(14, 100 + seed);
      if (rules.result(s) || !s.canMove) continue;
      const exact = engineSolve(s)!.score;
      learnedError += Math.abs(learnedValue(learned, s) - exact);
      useLearnedEvaluation(false);
      const p = searchPosition(s);
      writtenError += Math.abs(handWritten(p.features(), 64) / 740 - exact);
      useLearnedEvaluation(true);
      n++;
    }
    learnedError /= n;
    writtenError /= n;
    assert.ok(
      learnedError < writtenError,
      `learned ${learnedError.toFixed(2)} against ${writtenError.toFixed(2)} discs`,
    );
    assert.ok(learnedError < 10, `mean error ${learnedError.toFixed(2)} discs`);
  });

  it('is what the 8x8 search reads once loaded, and the hand-written evaluation when turned off or on other sizes', () => {
    const s = randomPosition(30, 3);
    const p = searchPosition(s);
    assert.equal(p.evaluate(), Math.round(learnedValue(learned, s) * WEIGHT_UNITS));
    useLearnedEvaluation(false);
    try {
      assert.equal(p.evaluate(), handWritten(p.features(), 64));
    } finally {
      useLearnedEvaluation(true);
    }
    const small = searchPosition(rules.newGame({ size: 6 }));
    assert.equal(small.evaluate(), handWritten(small.features(), 36));
  });
});
