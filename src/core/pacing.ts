/**
 * How long a paced search deepens: after each iteration, the time used against the pace (more
 * while the best move keeps changing, less once it has settled) and the next iteration's expected
 * cost against the budget. Pure arithmetic on times, so the rule is tested on its own numbers.
 */

/** The pacing of one search, asked after each of its iterations. */
export class Pacing {
  private best = -1;
  private settled = 0;
  /** The last two iterations' times, the latest first. */
  private readonly times = [0, 0];

  /** A pacing for one search: its pace and its whole budget, in milliseconds. */
  constructor(
    private readonly paceMs: number,
    private readonly budgetMs: number,
  ) {}

  /**
   * Called after each completed iteration: until when (in ms from the start) the next one may run,
   * or 0 when none should start.
   */
  next(bestId: number, elapsedMs: number, iterationMs: number): number {
    this.settled = bestId === this.best ? this.settled + 1 : 0;
    this.best = bestId;
    // Each iteration costs a few times the last. Odd and even depths grow at different rates, so
    // the larger of the last two growths is the one to expect; clamped to a sane range.
    const [last, before] = this.times as [number, number];
    const growth = Math.min(8, Math.max(1.5, ratio(iterationMs, last), ratio(last, before)));
    this.times[1] = last;
    this.times[0] = iterationMs;
    // A move that just changed earns more time; one settled over three iterations, less.
    const scale = this.settled === 0 ? PACE_UNSETTLED : this.settled >= 2 ? PACE_SETTLED : 1;
    const soft = Math.min(this.budgetMs, this.paceMs * scale);
    if (elapsedMs >= soft) return 0;
    if (elapsedMs + iterationMs * growth <= this.budgetMs) return this.budgetMs;
    // An iteration that cannot end in time still searches the best move so far and then the
    // others, and takes one that proves better; it is worth starting while the pace leaves a
    // useful share of it.
    return soft - elapsedMs >= PARTIAL_SHARE * iterationMs * growth ? soft : 0;
  }
}

/** How many times `earlier` a time `later` took; 3 while the times are too short to tell. */
function ratio(later: number, earlier: number): number {
  return earlier > 0.5 ? later / earlier : 3;
}

/** How much of the pace a search may use while its best move keeps changing, and once it has settled. */
const PACE_UNSETTLED = 2;
const PACE_SETTLED = 0.5;
/** The least share of an iteration that the pace must leave for it to start when it cannot end in time. */
const PARTIAL_SHARE = 0.1;
