// The import circles among a tree's TypeScript modules, for `scripts/check-circles.mjs`.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';

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
  const { metafile } = await build({ entryPoints: entries, bundle: true, write: false, metafile: true, format: 'esm', splitting: true, outdir: 'out', platform: 'neutral', external, logLevel: 'silent' });
  const inside = (f) => !relative(dir, f).startsWith('..');
  const graph = new Map(
    Object.entries(metafile.inputs)
      .filter(([f]) => inside(f))
      .map(([f, info]) => [f, info.imports.map((i) => i.path).filter(inside)]),
  );
  return strongComponents(graph).map((c) => c.map((f) => relative(dir, f)).sort());
}

/** Tarjan's strongly connected components of `graph` (node -> its successors) with more than one node, or a node that reaches itself. */
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
