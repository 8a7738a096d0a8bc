// How the CDN build's files import each other, read from Rollup's minified ES output: static
// imports read `import{..}from"./x.js"`, `import"./x.js"` or `export{..}from"./x.js"`; dynamic
// ones `import("./x.js")`. Shared by `check:size` and `check:first-paint` (test/e2e/first-paint.mjs).
import { readFileSync } from 'node:fs';

/** The import graph of the files in `dir` (each read once). */
export function cdnImports(dir) {
  const texts = new Map();
  const code = (f) => {
    if (!texts.has(f)) texts.set(f, readFileSync(`${dir}/${f}`, 'utf8'));
    return texts.get(f);
  };
  const staticImports = (f) =>
    [...code(f).matchAll(/(?:import|export)\s*(?:[\w$*{},\s]*from\s*)?"\.\/([^"]+)"/g)].map((m) => m[1]);
  const dynamicImports = (f) => [...code(f).matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => m[1]);
  /** `entries` and everything they import statically. */
  const closure = (entries) => {
    const seen = new Set();
    const visit = (f) => {
      if (seen.has(f)) return;
      seen.add(f);
      staticImports(f).forEach(visit);
    };
    entries.forEach(visit);
    return seen;
  };
  return { code, staticImports, dynamicImports, closure };
}
