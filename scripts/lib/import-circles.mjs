// The import circles among a tree's TypeScript modules, for `scripts/check-circles.mjs`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';

/**
 * The circles of modules under `dir` that import each other at run time (static imports,
 * re-exports and dynamic `import()`), each as a list of paths relative to `dir`, smallest first.
 * Type-only imports are erased by the compiler and do not count. esbuild resolves the imports
 * exactly as the builds do; `external` lists the packages left out.
 */
export async function importCircles(dir, { skip = (file) => file.endsWith('.as.ts'), external = [] } = {}) {
  const entries = readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !skip(f));
  const { metafile } = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: 'out',
    platform: 'neutral',
    external,
    logLevel: 'silent',
  });
  const inside = (f) => !relative(dir, f).startsWith('..');
  const graph = new Map(
    Object.entries(metafile.inputs)
      .filter(([f]) => inside(f))
      .map(([f, info]) => [f, info.imports.map((i) => i.path).filter(inside)]),
  );
  return strongComponents(graph).map((c) => c.map((f) => relative(dir, f)).sort());
}

/**
 * The circles of modules under `dir` counting every import, type-only ones included (`import type`,
 * `export type ... from`): read with TypeScript's own scanner, relative imports only. A type that
 * two modules need of each other belongs in a module of its own.
 */
export function typeImportCircles(dir, { skip = (file) => file.endsWith('.as.ts') } = {}) {
  const entries = readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !skip(f));
  const graph = new Map(
    entries.map((f) => [
      f,
      ts
        .preProcessFile(readFileSync(f, 'utf8'), true, true)
        .importedFiles.filter((i) => i.fileName.startsWith('.'))
        .map((i) => resolve(dirname(f), i.fileName.replace(/\.js$/, '.ts')))
        .filter((p) => existsSync(p))
        .map((p) => relative(process.cwd(), p)),
    ]),
  );
  return strongComponents(graph).map((c) => c.map((f) => relative(dir, f)).sort());
}

/**
 * Tarjan's strongly connected components of `graph` (node -> its successors) with more than one node, or a node that
 * reaches itself.
 */
function strongComponents(graph) {
  let next = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    order.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
    }
    if (low.get(v) !== order.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component);
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found.sort((a, b) => a.length - b.length);
}
