// The figures the documentation shows, written by the command that measures them (docs/figures/).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * With `--write` on the command line, writes `figures` to `file` as JSON; otherwise compares them with
 * the file and prints each figure that drifted. Returns whether the file holds these figures.
 */
export function checkFigures(file, figures, writeCommand) {
  const text = `${JSON.stringify(figures, null, 2)}\n`;
  if (process.argv.includes('--write')) {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
    return true;
  }
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (old === text) {
    console.log(`ok   ${file} holds these figures`);
    return true;
  }
  const before = old ? flatten(JSON.parse(old)) : {};
  const now = flatten(figures);
  const drift = Object.keys({ ...before, ...now }).filter((k) => before[k] !== now[k]);
  console.error(
    `${file} is stale (the documentation shows its figures): ${drift.map((k) => `${k} ${before[k] ?? '-'} -> ${now[k] ?? '-'}`).join(', ')}. Run \`${writeCommand}\` and commit it.`,
  );
  return false;
}

/** `{a: {b: 1}}` as `{'a.b': 1}`. */
function flatten(value, prefix = '', out = {}) {
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out[prefix] = value;
  return out;
}
