/**
 * Kalah's board as the searches keep it: 14 counts from the mover's side (its pits 0-5 and store 6,
 * the other side's pits 7-12 and store 13), many boards side by side in one array, so that a
 * position reached by either player is the same position and a sowing is a copy and a loop.
 */

/** Counts on a board: twelve pits and two stores. */
export const SLOTS = 14;
/** The mover's store. */
export const STORE = 6;
/** The other side's store, which the mover's seeds pass by. */
export const THEIR_STORE = 13;

/**
 * Sows the mover's `pit` (0-5) of the board at `a` into the board at `b`: captures made, and turned to
 * the next mover's side unless the last seed fell in the mover's store. Returns whether it did: the
 * mover goes again.
 */
export function sowTurned(s: Uint8Array, a: number, b: number, pit: number): boolean {
  for (let k = 0; k < SLOTS; k++) s[b + k] = s[a + k]!;
  let seeds = s[b + pit]!;
  s[b + pit] = 0;
  if (seeds >= THEIR_STORE) {
    // Whole laps pass every slot but the other side's store once, the emptied pit included.
    const laps = (seeds / THEIR_STORE) | 0;
    for (let k = 0; k < THEIR_STORE; k++) s[b + k]! += laps;
    seeds -= laps * THEIR_STORE;
  }
  let at = pit;
  while (seeds > 0) {
    at = at === 12 ? 0 : at + 1;
    s[b + at]!++;
    seeds--;
  }
  if (at === STORE) return true;
  if (at < STORE && s[b + at] === 1 && s[b + 12 - at]! > 0) {
    s[b + STORE]! += 1 + s[b + 12 - at]!;
    s[b + at] = 0;
    s[b + 12 - at] = 0;
  }
  for (let k = 0; k < 7; k++) {
    const t = s[b + k]!;
    s[b + k] = s[b + k + 7]!;
    s[b + k + 7] = t;
  }
  return false;
}

/** Seeds in the mover's pits of the board at `a`. */
export function sumMine(s: Uint8Array, a: number): number {
  return s[a]! + s[a + 1]! + s[a + 2]! + s[a + 3]! + s[a + 4]! + s[a + 5]!;
}

/** Seeds in the other side's pits of the board at `a`. */
export function sumTheirs(s: Uint8Array, a: number): number {
  return s[a + 7]! + s[a + 8]! + s[a + 9]! + s[a + 10]! + s[a + 11]! + s[a + 12]!;
}
