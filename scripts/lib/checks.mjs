// Shared by the check scripts: a tally of named checks, and the guard for a missing build.
import { existsSync } from 'node:fs';

/** Exits with a hint when `file` (a build output) is missing. */
export function requireBuild(file, command = 'npm run build') {
  if (existsSync(file)) return;
  console.error(`No build (${file} is missing): run \`${command}\` first.`);
  process.exit(1);
}

/**
 * A tally: `check(ok, what)` prints one line per check; `finish()` prints the totals and exits, failing on any failure
 * (or on no check at all).
 */
export function checks() {
  let passed = 0;
  let failed = 0;
  return {
    check(ok, what) {
      console.log(`${ok ? 'ok    ' : 'FAILED'}  ${what}`);
      if (ok) passed++;
      else failed++;
    },
    finish() {
      console.log(`${passed} passed, ${failed} failed`);
      process.exit(failed === 0 && passed > 0 ? 0 : 1);
    },
  };
}
