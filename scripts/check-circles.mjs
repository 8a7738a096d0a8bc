// Part of `npm test`: fails when modules of `src/` import each other in a circle, at run time
// (static or dynamic imports, as esbuild resolves them) or through types only (`import type`). A
// circle ties modules that should stand alone: one cannot be read, tested or loaded without the
// other, and the order in which they run depends on which the page imports first; a circle of
// types alone says the same of the code's design.
import { importCircles, typeImportCircles } from './lib/import-circles.mjs';

const circles = [
  ...(await importCircles('src', { external: ['lit', 'lit/*', '@lit/*', 'react', 'peerjs'] })),
  ...typeImportCircles('src').map((c) => [...c, '(types)']),
];
if (circles.length > 0) {
  console.error(
    `Import circles in src/ (${circles.length}):\n${circles.map((c) => `  ${c.join(', ')}`).join('\n')}\nMove what both sides need into a module of its own that neither imports back.`,
  );
  process.exit(1);
}
console.log('no import circles in src/, type-only imports included');
