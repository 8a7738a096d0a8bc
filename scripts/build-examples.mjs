// Part of `npm run build`: each package in examples/ compiled as its author would publish it,
// one JavaScript module per source file in its dist/, importing board-game-elements by name. The
// demo serves them (`npm start` resolves the package names), so a game of one's own is shown as a
// page that installed both packages would show it.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

for (const name of readdirSync('examples')) {
  const src = join('examples', name, 'src');
  const outdir = join('examples', name, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const entryPoints = readdirSync(src)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(src, f));
  await build({ entryPoints, outdir, format: 'esm', target: 'es2022', bundle: false, logLevel: 'warning' });
  console.log(`examples/${name}: ${entryPoints.length} modules in ${outdir}`);
}
