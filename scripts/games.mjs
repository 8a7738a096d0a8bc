// `npm run games` writes every file that lists our games from the registry
// (`src/games/registry.ts`): each game's entry module and React component, the lists in the index,
// the autoloader, the frame, the worker and the React index, and the package's exports. These
// files stay static so bundlers see every import. `--check` (in `npm test`) writes nothing and
// fails when a file differs from what the registry makes, or when a file lists games without the
// registry (see `scripts/lib/game-lists.mjs`).
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { GAMES } from './lib/games.mjs';
import { fileLists } from './lib/game-lists.mjs';

const check = process.argv.includes('--check');
const MARK = 'games: written by `npm run games` from src/games/registry.ts';
const WHOLE = 'This file is written by `npm run games` from src/games/registry.ts.';

/** The files the registry makes whole: path and text. */
function wholeFiles() {
  const files = [];
  for (const g of GAMES) {
    files.push([
      `src/${g.tag}.ts`,
      `// ${WHOLE}
/** Registers \`<${g.tag}>\`; importing it twice is harmless. */
import { ${g.className} } from './games/${g.id}/${g.tag}.js';

if (typeof customElements !== 'undefined' && !customElements.get('${g.tag}')) customElements.define('${g.tag}', ${g.className});

export { ${g.className} };
`,
    ]);
    files.push([
      `src/react/${g.tag}.ts`,
      `// ${WHOLE}
/**
 * \`<${g.tag}>\` as a React component (\`board-game-elements/react/${g.tag}\`):
 * importing it registers that element only.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { ${g.className} as Element } from '../${g.tag}.js';
import { boardEvents } from './events.js';

/**
 * \`<${g.tag}>\` as a React component: props are the element's properties, and \`on…\` props take
 * its events.
 */
export const ${g.className} = createComponent({ react: React, tagName: '${g.tag}', elementClass: Element, events: boardEvents, displayName: '${g.className}' });
`,
    ]);
    files.push([
      `src/games/${g.id}/ai-worker.ts`,
      `// ${WHOLE}
/** ${g.title}'s AI worker: only this game's search, so a page's bundle ships no other game's AI. */
import { serveAiRequests } from '../../core/ai-protocol.js';
import { ai } from './ai.js';

serveAiRequests({ ${key(g.id)}: ai });
`,
    ]);
    files.push([
      `src/games/${g.id}/ai-worker-factory.ts`,
      `// ${WHOLE}
/**
 * Starts ${g.title}'s AI worker (\`AiLink.worker\`), written as \`new Worker(new URL(...))\` in one
 * expression so bundlers ship that worker, and only where a page imports this game. The CDN build
 * puts the shared CDN worker in its place (\`element/computer/ai-worker-factory-cdn.ts\`).
 */
import { startTrustedWorker } from '../../element/computer/trusted-worker.js';

/** A new worker running ${g.title}'s AI. */
export function createAiWorker(): Worker {
  return startTrustedWorker(() => new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' }));
}
`,
    ]);
  }
  return files;
}

/** An object key as Prettier writes it: quoted only when it must be. */
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** The lists inside hand-written files: path and the lines between the file's two marks. */
const blocks = [
  ['src/index.ts', GAMES.map((g) => `export { ${g.className} } from './${g.tag}.js';`)],
  ['src/react/index.ts', GAMES.map((g) => `export { ${g.className} } from './${g.tag}.js';`)],
  ['src/autoloader.ts', GAMES.map((g) => `  ${key(g.tag)}: () => import('./${g.tag}.js'),`)],
  ['src/frame/frame.ts', GAMES.map((g) => `  ${key(g.id)}: () => import('../${g.tag}.js'),`)],
  ['src/ai-worker.ts', GAMES.map((g) => `  ${key(g.id)}: () => import('./games/${g.id}/ai.js').then((m) => m.ai),`)],
];

/** `text` with the lines between its marks replaced by `lines`. */
function replaceBlock(path, text, lines) {
  const begin = text.indexOf(`// ${MARK}`);
  const end = text.indexOf('// games: end', begin);
  if (begin < 0 || end < 0)
    throw new Error(`${path}: the marks of the games' list are missing ("// ${MARK}" ... "// games: end").`);
  const from = text.indexOf('\n', begin) + 1;
  const to = text.lastIndexOf('\n', end) + 1;
  return text.slice(0, from) + lines.map((l) => `${l}\n`).join('') + text.slice(to);
}

/** package.json with one export per element, in the registry's order, after the autoloader's. */
function packageJson(text) {
  const pkg = JSON.parse(text);
  const exports = {};
  for (const [key, value] of Object.entries(pkg.exports)) {
    if (/^\.\/[a-z0-9-]+-board\.js$/.test(key)) continue;
    exports[key] = value;
    if (key === './autoloader.js')
      for (const g of GAMES)
        exports[`./${g.tag}.js`] = { types: `./dist/${g.tag}.d.ts`, default: `./dist/${g.tag}.js` };
  }
  pkg.exports = exports;
  // Each game's name is a keyword, in the registry's order after the general ones.
  const slugs = GAMES.map((g) => g.title.toLowerCase().replaceAll(' ', '-'));
  const others = pkg.keywords.filter((k) => !slugs.includes(k) && !GAMES.some((g) => g.id === k));
  const at = others.indexOf('board-game') + 1;
  pkg.keywords = [...others.slice(0, at), ...slugs, ...others.slice(at)];
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

// Through Prettier, with the project's settings, so that what the registry makes is what `npm run format` keeps.
const whole = await Promise.all(
  wholeFiles().map(async ([path, text]) => [
    path,
    /\.(ts|mjs|js)$/.test(path) ? await format(text, { ...(await resolveConfig(path)), filepath: path }) : text,
  ]),
);
const outputs = [...whole];
for (const [path, lines] of blocks) outputs.push([path, replaceBlock(path, readFileSync(path, 'utf8'), lines)]);
outputs.push(['package.json', packageJson(readFileSync('package.json', 'utf8'))]);

const stale = [];
for (const [path, text] of outputs) {
  let now = null;
  try {
    now = readFileSync(path, 'utf8');
  } catch {}
  if (now === text) continue;
  if (check) stale.push(path);
  else {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}
const problems = stale.map((p) => `${p} is not what the registry makes: run \`npm run games\`.`);
if (check) problems.push(...fileLists(whole.map(([p]) => p)));
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  check ? `every list of games is the registry's (${GAMES.length} games)` : "the registry's files are written",
);
