/**
 * One stage's weights by least squares: the weights whose sums come closest to the labels, each
 * drawn towards a prior (the next stage's weights, already learned) by `ridge`, so a filling seen
 * rarely keeps the value it has a little later in the game rather than an arbitrary one. Solved
 * by conjugate gradients on the normal equations, two passes over the samples a step.
 */
import { FEATURES } from './features.js';

/** The samples of one stage: each one's weights (`FEATURES` a sample) and its label. */
export interface Samples {
  features: Int32Array;
  labels: Float32Array;
  count: number;
}

/** What a fit reports. */
export interface FitReport {
  /** Root mean square error of the fitted weights on the samples, in discs. */
  rms: number;
  /** Of the prior alone. */
  priorRms: number;
  /** Conjugate-gradient steps taken. */
  steps: number;
}

/** X d for every sample: the sum of `d` over the sample's weights. */
function apply(s: Samples, d: Float64Array, out: Float64Array): void {
  const f = s.features;
  for (let i = 0, at = 0; i < s.count; i++, at += FEATURES) {
    let v = 0;
    for (let k = at; k < at + FEATURES; k++) v += d[f[k]!]!;
    out[i] = v;
  }
}

/** X^T r: each weight's sum of the values of the samples that use it. */
function gather(s: Samples, r: Float64Array, out: Float64Array): void {
  out.fill(0);
  const f = s.features;
  for (let i = 0, at = 0; i < s.count; i++, at += FEATURES) {
    const v = r[i]!;
    for (let k = at; k < at + FEATURES; k++) out[f[k]!]! += v;
  }
}

function rmsOf(s: Samples, pred: Float64Array, base: Float64Array | null): number {
  let e = 0;
  for (let i = 0; i < s.count; i++) {
    const r = s.labels[i]! - pred[i]! - (base ? base[i]! : 0);
    e += r * r;
  }
  return Math.sqrt(e / Math.max(1, s.count));
}

/**
 * Fits `size` weights to `samples` from `prior`, into a new array. A weight that fewer than
 * `minCount` samples use keeps its prior: too few to learn from, and the file stays small.
 */
export function fitStage(
  samples: Samples,
  prior: Float32Array,
  size: number,
  ridge: number,
  minCount = 0,
  maxSteps = 200,
): {
  weights: Float32Array;
  report: FitReport;
} {
  const n = samples.count;
  const w0 = Float64Array.from(prior);
  const base = new Float64Array(n);
  apply(samples, w0, base);
  const residual = new Float64Array(n);
  for (let i = 0; i < n; i++) residual[i] = samples.labels[i]! - base[i]!;
  // Solve (X^T X + ridge I) d = X^T (y - X w0).
  const d = new Float64Array(size);
  const r = new Float64Array(size);
  gather(samples, residual, r);
  const p = Float64Array.from(r);
  const xp = new Float64Array(n);
  const ap = new Float64Array(size);
  let rr = r.reduce((a, v) => a + v * v, 0);
  const stop = rr * 1e-10;
  let steps = 0;
  for (; steps < maxSteps && rr > stop; steps++) {
    apply(samples, p, xp);
    gather(samples, xp, ap);
    let pap = 0;
    for (let j = 0; j < size; j++) {
      ap[j]! += ridge * p[j]!;
      pap += p[j]! * ap[j]!;
    }
    const a = rr / pap;
    let next = 0;
    for (let j = 0; j < size; j++) {
      d[j]! += a * p[j]!;
      r[j]! -= a * ap[j]!;
      next += r[j]! * r[j]!;
    }
    const b = next / rr;
    rr = next;
    for (let j = 0; j < size; j++) p[j] = r[j]! + b * p[j]!;
  }
  const counts = new Float64Array(size);
  gather(samples, new Float64Array(n).fill(1), counts);
  const weights = new Float32Array(size);
  for (let j = 0; j < size; j++) weights[j] = w0[j]! + (counts[j]! < minCount ? 0 : d[j]!);
  const fitted = new Float64Array(n);
  apply(samples, Float64Array.from(weights), fitted);
  return {
    weights,
    report: { rms: rmsOf(samples, fitted, null), priorRms: rmsOf(samples, base, null), steps },
  };
}

/** Root mean square error of `weights` (one stage's) on `samples`, in discs. */
export function rms(samples: Samples, weights: Float32Array): number {
  const pred = new Float64Array(samples.count);
  apply(samples, Float64Array.from(weights), pred);
  return rmsOf(samples, pred, null);
}
