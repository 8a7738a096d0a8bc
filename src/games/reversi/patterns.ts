/**
 * The patterns of the learned 8x8 evaluation: groups of squares whose every filling (empty, the
 * side to move's disc, the opponent's) has a weight of its own, learned per game stage by
 * `npm run train:reversi` and summed over the board (as Logistello, Zebra and Edax evaluate). The
 * eleven shapes of Edax's (the corner's 3x3 block, the corner's 2x5 block, the edge with its two
 * X-squares, the second to fourth lines, the diagonals of 4 to 8 squares) and the edge alone; each
 * placed wherever the board's symmetries carry it (50 placements). A placement's index reads its squares
 * in order, each a base-3 digit; a shape that is its own mirror image (the edge read backwards, the
 * 3x3 block transposed) shares one weight between an index and its mirror, so the tables a trainer
 * fits are smaller than the ones the evaluation reads.
 *
 * Squares are `row * 8 + col`, the bitboards' order (`bitboard.ts`).
 */

/** A shape: its name and its squares in reading order, at its first placement. */
interface Shape {
  readonly name: string;
  readonly squares: readonly number[];
}

const sq = (r: number, c: number): number => r * 8 + c;
const line = (n: number, at: (i: number) => number): number[] => Array.from({ length: n }, (_, i) => at(i));

/** The twelve shapes, in the order of the weights file. */
const SHAPES: readonly Shape[] = [
  { name: 'corner 3x3', squares: [0, 1, 2, 8, 9, 10, 16, 17, 18] },
  { name: 'corner 2x5', squares: [...line(5, (i) => sq(0, i)), ...line(5, (i) => sq(1, i))] },
  { name: 'edge and X-squares', squares: [sq(1, 1), ...line(8, (i) => sq(0, i)), sq(1, 6)] },
  // The edge alone as well: the larger shapes that hold it have too many fillings to see each
  // often, and this one carries what they share.
  { name: 'edge', squares: line(8, (i) => sq(0, i)) },
  { name: 'line 2', squares: line(8, (i) => sq(1, i)) },
  { name: 'line 3', squares: line(8, (i) => sq(2, i)) },
  { name: 'line 4', squares: line(8, (i) => sq(3, i)) },
  { name: 'diagonal 8', squares: line(8, (i) => sq(i, i)) },
  { name: 'diagonal 7', squares: line(7, (i) => sq(i, i + 1)) },
  { name: 'diagonal 6', squares: line(6, (i) => sq(i, i + 2)) },
  { name: 'diagonal 5', squares: line(5, (i) => sq(i, i + 3)) },
  { name: 'diagonal 4', squares: line(4, (i) => sq(i, i + 4)) },
];

/** The square `square` goes to under symmetry `k` of the 8x8 board (0 the identity, 1-3 turns, 4-7 reflections). */
export function mapSquare(square: number, k: number): number {
  const r = square >> 3;
  const c = square & 7;
  switch (k) {
    case 0:
      return sq(r, c);
    case 1:
      return sq(c, 7 - r);
    case 2:
      return sq(7 - r, 7 - c);
    case 3:
      return sq(7 - c, r);
    case 4:
      return sq(r, 7 - c);
    case 5:
      return sq(7 - r, c);
    case 6:
      return sq(c, r);
    default:
      return sq(7 - c, 7 - r);
  }
}

/** One shape's tables: its placements, and how its full index maps to the weight it shares. */
export interface PatternShape {
  /** The shape's name. */
  readonly name: string;
  /** Squares per placement. */
  readonly length: number;
  /** 3 ** length: the size of the table the evaluation reads. */
  readonly size: number;
  /** Each placement's squares, in reading order. */
  readonly placements: readonly (readonly number[])[];
  /** The symmetry (`mapSquare`'s `k`) that carries the first placement onto each. */
  readonly symmetries: readonly number[];
  /** For each full index, its weight's place among the shape's `weights` (an index and its mirror share one). */
  readonly weightOf: Int32Array;
  /** The shape's distinct weights. */
  readonly weights: number;
}

function buildShape(shape: Shape): PatternShape {
  const { squares } = shape;
  const n = squares.length;
  const placements: number[][] = [];
  const symmetries: number[] = [];
  const seen = new Set<string>();
  // Orders of its own squares under which the shape maps onto itself (its own mirror images).
  const selfOrders: number[][] = [];
  const key = (s: readonly number[]) => [...s].sort((a, b) => a - b).join(',');
  for (let k = 0; k < 8; k++) {
    const image = squares.map((s) => mapSquare(s, k));
    const id = key(image);
    if (id === key(squares)) selfOrders.push(image.map((s) => squares.indexOf(s)));
    if (seen.has(id)) continue;
    seen.add(id);
    placements.push(image);
    symmetries.push(k);
  }
  const size = 3 ** n;
  const weightOf = new Int32Array(size).fill(-1);
  let weights = 0;
  const digits = new Int8Array(n);
  for (let index = 0; index < size; index++) {
    if (weightOf[index] !== -1) continue;
    for (let i = n - 1, x = index; i >= 0; i--, x = Math.floor(x / 3)) digits[i] = x % 3;
    // Every reading of the same squares in the same state shares the weight.
    for (const order of selfOrders) {
      let mirror = 0;
      for (let i = 0; i < n; i++) mirror = mirror * 3 + digits[order[i]!]!;
      weightOf[mirror] = weights;
    }
    weights++;
  }
  return { name: shape.name, length: n, size, placements, symmetries, weightOf, weights };
}

/** The twelve shapes, built once. */
export const PATTERNS: readonly PatternShape[] = SHAPES.map(buildShape);

/** Placements over all shapes (50). */
export const PLACEMENTS = PATTERNS.reduce((n, p) => n + p.placements.length, 0);

/**
 * The game stages the weights are learned for: by empty squares, `STAGE_WIDTH` to a stage
 * (stage 0 holds 1 to 4 empties; the start of the game, 60 empties, is in stage 14).
 */
export const STAGE_WIDTH = 4;
/** Stages from the last move to the first. */
export const STAGES = 15;

/** The stage of a position with `empties` empty squares. */
export function stageOf(empties: number): number {
  return Math.min(STAGES - 1, Math.max(0, Math.floor((empties - 1) / STAGE_WIDTH)));
}

/** Largest count of a side's legal moves the mobility tables tell apart (more counts as this). */
export const MOBILITY_CAP = 31;

/**
 * Every weight of one stage, in the order of the weights file: each shape's, then the side to
 * move's mobility (0 to `MOBILITY_CAP`), the opponent's, and a constant.
 */
export const STAGE_WEIGHTS = PATTERNS.reduce((n, p) => n + p.weights, 0) + 2 * (MOBILITY_CAP + 1) + 1;

/** Where each shape's weights start within a stage, then mobility's, the opponent's, and the constant. */
export const WEIGHT_OFFSETS: readonly number[] = (() => {
  const at: number[] = [];
  let n = 0;
  for (const p of PATTERNS) {
    at.push(n);
    n += p.weights;
  }
  at.push(n, n + MOBILITY_CAP + 1, n + 2 * (MOBILITY_CAP + 1));
  return at;
})();

/**
 * The full index of every placement (in `PATTERNS` order) for the side to move's discs
 * (`pl`, `ph`) and the opponent's (`ol`, `oh`), as two bitboard halves each, into `out`.
 */
export function placementIndices(pl: number, ph: number, ol: number, oh: number, out: Int32Array): void {
  let j = 0;
  for (const p of PATTERNS) {
    for (const squares of p.placements) {
      let index = 0;
      for (let i = 0; i < squares.length; i++) {
        const s = squares[i]!;
        const mine = s < 32 ? (pl >>> s) & 1 : (ph >>> (s - 32)) & 1;
        const theirs = s < 32 ? (ol >>> s) & 1 : (oh >>> (s - 32)) & 1;
        index = index * 3 + mine + 2 * theirs;
      }
      out[j++] = index;
    }
  }
}
