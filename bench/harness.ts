/** A tiny benchmark harness: each game file exports figures; `run.ts` prints and records them. */

/** One measured figure. */
export interface Figure {
  /** What was measured, e.g. `tictactoe 4x4 solve from the empty board`. */
  name: string;
  /** The value. */
  value: number;
  /** Its unit, e.g. `ms`, `nodes`, `knodes/s`. */
  unit: string;
}

/** A benchmark returns one or more figures. */
export type Benchmark = () => Figure[] | Promise<Figure[]>;

/** Wall time of `fn` in milliseconds, taking the median of `runs` runs after one warm-up. */
export function timeMedian(fn: () => void, runs = 5): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
