// Types of import-circles.mjs, for its test.
/** The circles of modules under `dir` that import each other at run time, as paths relative to `dir`, smallest first. */
export function importCircles(
  dir: string,
  options?: { skip?: (file: string) => boolean; external?: string[] },
): Promise<string[][]>;
