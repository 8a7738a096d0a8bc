/**
 * What the trainer fits: each position as the list of weights its evaluation sums (one per
 * pattern placement, the two mobilities, the constant), all within its stage's block.
 */
import {
  MOBILITY_CAP,
  PATTERNS,
  PLACEMENTS,
  STAGE_WEIGHTS,
  WEIGHT_OFFSETS,
  placementIndices,
  stageOf,
} from '../../src/games/reversi/patterns.js';
import { type Bits, emptiesOf, mobilityOf, pass } from './bits.js';

/** Weights a position sums: its placements, two mobilities and the constant. */
export const FEATURES = PLACEMENTS + 3;

const indices = new Int32Array(PLACEMENTS);
const MOBILITY = WEIGHT_OFFSETS[PATTERNS.length]!;
const CONSTANT = WEIGHT_OFFSETS[PATTERNS.length + 2]!;

/** Writes the weights (their places within a stage) that `p`'s evaluation sums into `out` at `at`. */
export function featuresOf(p: Bits, out: Int32Array, at = 0): void {
  placementIndices(p.pl, p.ph, p.ol, p.oh, indices);
  let j = 0;
  for (let s = 0; s < PATTERNS.length; s++) {
    const shape = PATTERNS[s]!;
    const base = WEIGHT_OFFSETS[s]!;
    for (let k = 0; k < shape.placements.length; k++) out[at++] = base + shape.weightOf[indices[j++]!]!;
  }
  out[at++] = MOBILITY + Math.min(MOBILITY_CAP, mobilityOf(p));
  out[at++] = MOBILITY + MOBILITY_CAP + 1 + Math.min(MOBILITY_CAP, mobilityOf(pass(p)));
  out[at] = CONSTANT;
}

const scratch = new Int32Array(FEATURES);

/** The evaluation of `p` for the side to move under `weights` (every stage's, in discs). */
export function evaluateWith(weights: Float32Array, p: Bits): number {
  featuresOf(p, scratch);
  const base = stageOf(emptiesOf(p)) * STAGE_WEIGHTS;
  let v = 0;
  for (let i = 0; i < FEATURES; i++) v += weights[base + scratch[i]!]!;
  return v;
}
