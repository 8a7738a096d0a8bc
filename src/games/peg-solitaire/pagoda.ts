/**
 * Pagoda functions, found by linear programming. A pagoda function gives each hole a weight with
 * `w(to) <= w(from) + w(over)` for every jump, so a jump never raises the total weight of the pegs.
 * If the pegs of a position weigh less than every goal hole, that goal can never be reached.
 *
 * Such a weighting exists exactly when a relaxation has no answer: no non-negative (fractional)
 * count of each jump turns the position into one peg on a goal hole. That is Farkas' lemma. So a
 * phase-one simplex run on the relaxation either finds jump counts (nothing is proven) or ends
 * with dual values, and those values are a pagoda function that proves the position dead. The
 * solver uses the proofs twice: on the position asked about, and on positions whose search was
 * long and found nothing, to cut every later position the same weights condemn.
 */

/** A pagoda function and the weight below which a position cannot reach the goal. */
export interface Pagoda {
  /** The weight of each hole. */
  readonly weights: Float64Array;
  /** Positions whose pegs weigh less than this cannot reach a goal hole (every goal hole weighs at least this). */
  readonly threshold: number;
}

const EPS = 1e-9;

/**
 * A pagoda function proving that `pegs` can never end as one peg on one of `goals`, or null when
 * the relaxation cannot prove it (the position may still be dead for other reasons).
 * `jumps` are [from, over, to] holes; `holes` is their count.
 */
export function pagodaProof(
  holes: number,
  jumps: readonly (readonly [number, number, number])[],
  pegs: ArrayLike<boolean | number>,
  goals: readonly number[],
): Pagoda | null {
  // Rows: one per hole (pegs there at the start, minus those removed or moved away, plus those
  // arriving, equals the final count), and one saying the final peg stands on exactly one goal.
  // Columns: each jump's count, each goal's share of the final peg, then one artificial per row.
  const rows = holes + 1;
  const jumpCols = jumps.length;
  const real = jumpCols + goals.length;
  const cols = real + rows;
  const width = cols + 1;
  const t = new Float64Array(rows * width);
  jumps.forEach(([from, over, to], j) => {
    t[from * width + j]! += 1;
    t[over * width + j]! += 1;
    t[to * width + j]! -= 1;
  });
  goals.forEach((g, k) => {
    t[g * width + jumpCols + k] = 1;
    t[holes * width + jumpCols + k] = 1;
  });
  for (let h = 0; h < holes; h++) t[h * width + cols] = pegs[h] ? 1 : 0;
  t[holes * width + cols] = 1;
  for (let r = 0; r < rows; r++) t[r * width + real + r] = 1;
  const basis = Int32Array.from({ length: rows }, (_, r) => real + r);
  // Reduced costs of "minimise the artificials' sum"; the last entry is minus that sum.
  const cost = new Float64Array(width);
  for (let c = 0; c < width; c++) {
    let sum = 0;
    for (let r = 0; r < rows; r++) sum += t[r * width + c]!;
    cost[c] = (c >= real && c < cols ? 1 : 0) - sum;
  }
  for (;;) {
    // Bland's rule (the first improving column, the lowest basic index on ties) cannot cycle, and
    // these problems are very degenerate.
    let enter = -1;
    for (let c = 0; c < cols; c++) {
      if (cost[c]! < -EPS) {
        enter = c;
        break;
      }
    }
    if (enter < 0) break;
    let leave = -1;
    let best = Infinity;
    for (let r = 0; r < rows; r++) {
      const a = t[r * width + enter]!;
      if (a <= EPS) continue;
      const ratio = t[r * width + cols]! / a;
      if (ratio < best - EPS || (ratio <= best + EPS && basis[r]! < basis[leave]!)) {
        best = ratio;
        leave = r;
      }
    }
    // The artificials' sum is bounded below by zero, so some row always limits the step.
    if (leave < 0) return null;
    pivot(t, width, rows, leave, enter, cost);
    basis[leave] = enter;
  }
  if (-cost[cols]! < 1e-7) return null;
  // The dual values are 1 minus the artificials' reduced costs; the pagoda weights are their negation.
  const weights = new Float64Array(holes);
  for (let h = 0; h < holes; h++) weights[h] = cost[real + h]! - 1;
  return { weights, threshold: 1 - cost[real + holes]! };
}

/** One simplex pivot on row `leave`, column `enter`, updating the reduced costs too. */
function pivot(t: Float64Array, width: number, rows: number, leave: number, enter: number, cost: Float64Array): void {
  const base = leave * width;
  const p = t[base + enter]!;
  for (let c = 0; c < width; c++) t[base + c]! /= p;
  for (let r = 0; r < rows; r++) {
    if (r === leave) continue;
    const f = t[r * width + enter]!;
    if (f === 0) continue;
    const row = r * width;
    for (let c = 0; c < width; c++) t[row + c]! -= f * t[base + c]!;
  }
  const f = cost[enter]!;
  for (let c = 0; c < width; c++) cost[c]! -= f * t[base + c]!;
}
