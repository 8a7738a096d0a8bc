/** The native reference engines, run for same-run comparisons (see bench/README.md). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/**
 * One pass of Pons' solver (`C4_NATIVE`, the harness of bench/native) over `<moves> <score>` lines, from an empty
 * table: ms and nodes per position, wrong scores.
 */
export function c4NativePass(command: string, lines: string[]): { ms: number; nodes: number; wrong: number } {
  const [micros, nodes, wrong] = nativeRun(command, [], `${lines.join('\n')}\n`)
    .trim()
    .split(/\s+/)
    .map(Number);
  if (![micros, nodes, wrong].every((v) => Number.isFinite(v)))
    throw new Error(`C4_NATIVE printed no figures for ${lines.length} positions`);
  return { ms: micros! / 1000, nodes: nodes!, wrong: wrong! };
}

/**
 * Edax's time (ms), score and positions visited for one obf line, on one thread (`EDAX_BIN` run in `EDAX_DIR`, so it
 * finds its `data/eval.dat`).
 */
export function edaxSolve(bin: string, dir: string, line: string): { ms: number; score: number; nodes: number } {
  const work = mkdtempSync(join(tmpdir(), 'bge-edax-'));
  try {
    const file = join(work, 'position.obf');
    writeFileSync(file, `${line}\n`);
    const out = nativeRun(bin, ['-solve', file, '-n-tasks', '1', '-level', '60'], '', dir);
    // A result row: "  1|   20   +38        0:00.450      21000788 ..."
    const row = /^\s*1\|\s*\d+\s+([+-]\d+)\s+(?:(\d+):)?(\d+):(\d+\.\d+)\s+(\d+)/m.exec(out);
    if (!row) throw new Error(`EDAX_BIN printed no result row:\n${out.slice(0, 400)}`);
    const [, score, hours, minutes, seconds, nodes] = row;
    return {
      ms: ((Number(hours ?? 0) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000,
      score: Number(score),
      nodes: Number(nodes),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The FFO positions to solve: `FFO=40-49` (default 40-44), within #40-#59. */
export function ffoRange(): [number, number] {
  const m = /^(\d+)-(\d+)$/.exec(process.env.FFO ?? '40-44');
  const [from, to] = m ? [Number(m[1]), Number(m[2])] : [40, 44];
  if (from < 40 || to > 59 || from > to) throw new RangeError('FFO: a range within 40-59, such as 40-49');
  return [from, to];
}

/** The median of `values`. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Pons' value of every column (1 to 7) after `line` (columns from 1), from his `c4solver -a` (`C4_SOLVER`); null where
 * a column is full.
 */
export function ponsValues(command: string, line: string): (number | null)[] {
  const out = nativeRun(command, ['-a'], `${line}\n`).trim().split(/\s+/);
  // An empty line prints only the seven values.
  return out
    .slice(line === '' ? 0 : 1)
    .map(Number)
    .map((v) => (v === -1000 ? null : v));
}

/** A Reversi position as the exact value needs it: its text for Edax, or the game's end. */
export interface EdaxPosition {
  /** The position text (`positionText`): 64 squares and the side to move. */
  text: string;
  /** Once the game is over: the final margin of the side to move, empty squares to the winner. */
  final: number | null;
}

/** The exact value of a Reversi position for the side to move: Edax's, or the final margin once the game is over. */
export function edaxValue(edax: { bin: string; dir: string }, p: EdaxPosition): number {
  return p.final ?? edaxSolve(edax.bin, edax.dir, `${p.text};`).score;
}
