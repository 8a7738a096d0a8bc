// The registry of games (`src/games/registry.ts`) for the build scripts, which run in Node
// without a TypeScript loader: esbuild strips its types and the result is imported from memory.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const source = readFileSync(new URL('../../src/games/registry.ts', import.meta.url), 'utf8');
const { code } = transformSync(source, { loader: 'ts', format: 'esm' });

/** Every game, as `src/games/registry.ts` lists them. */
export const { GAMES } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
