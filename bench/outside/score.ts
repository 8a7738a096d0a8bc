/**
 * A match's score with its 95% confidence interval, and the Elo difference it implies. The
 * interval is the normal one over the games' own points (1, 0.5, 0), so draws narrow it as they
 * should; with fewer than two distinct results it is as wide as one game either way can make it.
 */

/** Wins, draws and losses of one side. */
export interface Tally {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

/** The score (0 to 1), its 95% interval, and the Elo differences of the three. */
export interface Score {
  readonly games: number;
  readonly score: number;
  readonly low: number;
  readonly high: number;
  readonly elo: number;
  readonly eloLow: number;
  readonly eloHigh: number;
}

/** The Elo difference a score means; a score of 0 or 1 gives ±Infinity, which tables print as such. */
export function eloOf(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  // `+ 0` turns the -0 of an even score into 0.
  return -400 * Math.log10(1 / score - 1) + 0;
}

/** The score of `t` with its 95% interval. */
export function scoreOf(t: Tally): Score {
  const games = t.wins + t.draws + t.losses;
  if (games === 0) throw new RangeError('No game was played.');
  const score = (t.wins + t.draws / 2) / games;
  const variance = (t.wins * (1 - score) ** 2 + t.draws * (0.5 - score) ** 2 + t.losses * score ** 2) / games;
  // A clean sweep has no spread of its own: widen it by one game's point either way.
  const half = variance > 0 ? (1.96 * Math.sqrt(variance)) / Math.sqrt(games) : 1 / games;
  const low = Math.max(0, score - half);
  const high = Math.min(1, score + half);
  return { games, score, low, high, elo: eloOf(score), eloLow: eloOf(low), eloHigh: eloOf(high) };
}

/** `+123` or `-45`, `+∞` for a sweep. */
export function eloText(elo: number): string {
  if (!Number.isFinite(elo)) return elo > 0 ? '+∞' : '−∞';
  const rounded = Math.round(elo);
  return rounded > 0 ? `+${rounded}` : String(rounded);
}

/** "62.5% (45.1–79.9%), Elo +89 (+36 … +240)". */
export function scoreText(s: Score): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  return `${pct(s.score)} (${pct(s.low)}–${pct(s.high)}), Elo ${eloText(s.elo)} (${eloText(s.eloLow)} … ${eloText(s.eloHigh)})`;
}
