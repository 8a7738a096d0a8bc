/**
 * Puts a manifest's modules in path order, in place: the analyzer lists them in no fixed order from one run to the
 * next, so `npm run analyze` writes them sorted and `check:manifest` compares them sorted.
 */
export function inPathOrder(manifest) {
  manifest.modules.sort((a, b) => a.path.localeCompare(b.path));
  return manifest;
}
