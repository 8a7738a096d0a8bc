/** Runs a native reference engine given by an environment variable, for same-run comparisons. */
import { spawnSync } from 'node:child_process';

/**
 * Runs `command` (a path, optionally followed by arguments, as the environment variable gives it)
 * with `args`, feeding `input` on stdin; returns its stdout, or throws with its stderr.
 */
export function nativeRun(command: string, args: string[], input: string, cwd?: string): string {
  const [file, ...given] = command.trim().split(/\s+/);
  const r = spawnSync(file!, [...given, ...args], { input, cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw new Error(`${file}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${file} exited with ${r.status}: ${r.stderr.slice(0, 500)}`);
  return r.stdout;
}
