/**
 * How much of a large sample a Node test checks: all of it in `npm run test:long` (which sets `BGE_LONG=1`; CI runs
 * it), a part in `npm test`, which must end within five minutes on a busy 2-core machine.
 */

/** Whether this is the long run. */
export const LONG = process.env.BGE_LONG === '1';

/** `everyday` in `npm test`, `full` in `npm run test:long`. */
export function sampleSize(everyday: number, full: number): number {
  return LONG ? full : everyday;
}
