/**
 * The learned evaluation's weights file: every stage's weights (`patterns.ts`) in units of
 * 1/`WEIGHT_UNITS` disc, each stage written as its differences from the stage before (the first
 * from zero), as zigzag varints. Most fillings change little from one stage to the next, so the
 * bytes are mostly small and gzip well; `npm run train:reversi` writes them, the AI's worker
 * reads them (`learned-evaluation.ts`).
 */
import { STAGES, STAGE_WEIGHTS } from './patterns.js';

/** A weight's units: 1/32 of a disc of final margin. */
export const WEIGHT_UNITS = 32;

/** The bytes of `weights` (every stage's, in discs: `STAGES * STAGE_WEIGHTS` numbers). */
export function encodeWeights(weights: Float32Array): Uint8Array {
  if (weights.length !== STAGES * STAGE_WEIGHTS)
    throw new RangeError(`expected ${STAGES * STAGE_WEIGHTS} weights, got ${weights.length}`);
  const bytes: number[] = [];
  for (let s = 0; s < STAGES; s++) {
    for (let j = 0; j < STAGE_WEIGHTS; j++) {
      const q = Math.round(weights[s * STAGE_WEIGHTS + j]! * WEIGHT_UNITS);
      const before = s === 0 ? 0 : Math.round(weights[(s - 1) * STAGE_WEIGHTS + j]! * WEIGHT_UNITS);
      const d = q - before;
      let z = d >= 0 ? 2 * d : -2 * d - 1;
      while (z >= 0x80) {
        bytes.push((z & 0x7f) | 0x80);
        z >>>= 7;
      }
      bytes.push(z);
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * Every stage's weights, in 1/`WEIGHT_UNITS` disc, from the bytes `encodeWeights` wrote. Throws a
 * RangeError on bytes of another length or shape (a weights file of another pattern set).
 */
export function decodeWeights(bytes: Uint8Array): Int32Array {
  const out = new Int32Array(STAGES * STAGE_WEIGHTS);
  let at = 0;
  for (let i = 0; i < out.length; i++) {
    let z = 0;
    let shift = 0;
    for (;;) {
      if (at >= bytes.length) throw new RangeError('the weights end too early');
      const b = bytes[at++]!;
      z |= (b & 0x7f) << shift;
      if (b < 0x80) break;
      shift += 7;
      if (shift > 21) throw new RangeError('a weight is out of range');
    }
    const d = z & 1 ? -((z + 1) >>> 1) : z >>> 1;
    out[i] = (i < STAGE_WEIGHTS ? 0 : out[i - STAGE_WEIGHTS]!) + d;
  }
  if (at !== bytes.length) throw new RangeError('the weights run on past their end');
  return out;
}
