/**
 * The computer's levels in words (`ai-level`): each game says how deep each level below the
 * strongest searches; the strongest is its full depth. A game of one's own that gives no table gets
 * depths spread between 1 and its maximum.
 */

/** The levels, weakest first. */
export const AI_LEVELS = ['beginner', 'casual', 'intermediate', 'advanced', 'strongest'] as const;

/** A level's name. */
export type AiLevel = (typeof AI_LEVELS)[number];

/** The depths of the four levels below the strongest, weakest first. */
export type LevelDepths = readonly [number, number, number, number];

/** True for a level's name. */
export function isAiLevel(value: unknown): value is AiLevel {
  return typeof value === 'string' && (AI_LEVELS as readonly string[]).includes(value);
}

/**
 * Depths spread evenly on a log scale from 1 towards `max` (1, 2, 5, 13 for 30), rising by one at least where `max`
 * allows.
 */
export function spreadDepths(max: number): LevelDepths {
  const depths: number[] = [];
  for (let i = 0; i < 4; i++)
    depths.push(Math.min(max, Math.max(Math.round(max ** (i / 4)), (depths[i - 1] ?? 0) + 1)));
  return depths as unknown as LevelDepths;
}

/**
 * The depth `level` searches at: undefined for the strongest (the game's full depth), else the game's table or the
 * spread one.
 */
export function levelDepth(level: AiLevel, max: number, depths: LevelDepths = spreadDepths(max)): number | undefined {
  const i = AI_LEVELS.indexOf(level);
  return i === AI_LEVELS.length - 1 ? undefined : Math.min(max, depths[i]!);
}
