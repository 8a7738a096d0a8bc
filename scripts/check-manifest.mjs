// Fails when custom-elements.json no longer matches what the analyzer makes of the source.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'cem-'));
try {
  execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--outdir', out], { stdio: 'pipe' });
  const fresh = readFileSync(join(out, 'custom-elements.json'), 'utf8');
  let committed = '';
  try {
    committed = readFileSync('custom-elements.json', 'utf8');
  } catch {
    // Missing counts as stale.
  }
  if (JSON.stringify(JSON.parse(fresh)) !== (committed && JSON.stringify(JSON.parse(committed)))) {
    console.error('custom-elements.json is stale: run `npm run analyze` and commit the result.');
    process.exit(1);
  }
  console.log('custom-elements.json is up to date.');
} finally {
  rmSync(out, { recursive: true, force: true });
}
