// Part of `npm test`: fails when modules of `src/` (or of an example's `src/`) import each other in a circle, at run time
// (static or dynamic imports, as esbuild resolves them) or through types only (`import type`). A
// circle ties modules that should stand alone: one cannot be read, tested or loaded without the
// other, and the order in which they run depends on which the page imports first; a circle of
// types alone says the same of the code's design.
// The one check of circles: ESLint's rule for them read every module again for each file (two thirds of its time).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { importCircles, typeImportCircles } from './lib/import-circles.mjs';

/** The library's sources and each example's: an example imports the package by name, so its circles are its own. */
const dirs = ['src', ...readdirSync('examples').map((e) => join('examples', e, 'src'))];
const circles = [];
for (const dir of dirs) {
  // The package is external to an example: a circle through it would be the library's, checked above.
  const external = ['lit', 'lit/*', '@lit/*', 'react', 'peerjs', 'board-game-elements', 'board-game-elements/*'];
  for (const c of await importCircles(dir, { external })) circles.push([dir, ...c]);
  for (const c of typeImportCircles(dir)) circles.push([dir, ...c, '(types)']);
}
if (circles.length > 0) {
  console.error(
    `Import circles (${circles.length}):\n${circles.map((c) => `  ${c.join(', ')}`).join('\n')}\nMove what both sides need into a module of its own that neither imports back.`,
  );
  process.exit(1);
}
console.log(`no import circles in ${dirs.join(', ')}, type-only imports included`);
