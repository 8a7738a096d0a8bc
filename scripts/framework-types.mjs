// Writes the types that let frameworks check the raw tags (`npm run build`), from custom-elements.json:
// - dist/types/jsx.d.ts, every element's attributes, properties and events for JSX
//   (`@wc-toolkit/jsx-types`, the maintained generator for JSX), and react.d.ts and preact.d.ts,
//   which add them to React 19's and Preact's `JSX.IntrinsicElements`;
// - dist/types/vue.d.ts, Vue's `GlobalComponents` (`custom-element-vuejs-integration`);
// - dist/types/svelte.d.ts, Svelte's element map (`custom-element-svelte-integration`).
// The last two come from the same author's toolkit as the first: wc-toolkit has no Vue or Svelte
// generator of its own. Each file imports the element classes by their paths in dist.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';
import { generateSvelteTypes } from 'custom-element-svelte-integration';

const OUT = 'dist/types';
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
/** Each tag's class module, as the manifest defines it. */
const moduleOf = new Map(manifest.modules.flatMap((m) => (m.exports ?? []).filter((e) => e.kind === 'custom-element-definition').map((e) => [e.name, e.declaration.module])));
/** The element class's module, relative to dist/types (the generators differ in what they pass: the tag is in all). */
const componentTypePath = (_name, tag, modulePath) => `../${String(moduleOf.get(tag) ?? modulePath).replace(/^\/?dist\//, '')}`;
mkdirSync(OUT, { recursive: true });
const quiet = console.log;
console.log = () => {};
// Each prop keeps its own doc comment; the long per-element summaries (every part, custom property
// and method again) would triple the files, and the documentation's Reference pages have them.
const componentDescriptionOptions = { hideSlotDocs: true, hideEventDocs: true, hideCssPropertiesDocs: true, hideCssPartsDocs: true, hideMethodDocs: true };
const common = { outdir: OUT, componentTypePath, componentDescriptionOptions, hideLogs: true };
try {
  generateJsxTypes(manifest, { ...common, fileName: 'jsx.d.ts', excludeCssCustomProperties: true });
  generateVuejsTypes(manifest, { ...common, fileName: 'vue.d.ts' });
  generateSvelteTypes(manifest, { ...common, fileName: 'svelte.d.ts' });
} finally {
  console.log = quiet;
}
// The Svelte generator names React's global JSX namespace for children and style, which a Svelte
// project without React types lacks: Svelte's own types take their place.
const svelte = `${OUT}/svelte.d.ts`;
// Its element map is declared inside the module (the file imports the classes), where Svelte
// never sees it: it goes into the global scope.
writeFileSync(
  svelte,
  readFileSync(svelte, 'utf8')
    .replace('children?: JSX.Element;', "children?: import('svelte').Snippet;")
    .replace('style?: JSX.CSSProperties;', 'style?: string;')
    .replace(/declare namespace svelteHTML \{([\s\S]*?)\n\}/, 'declare global {\n  namespace svelteHTML {$1\n  }\n}'),
);
const jsxFor = (module) => `/** The boards as JSX elements of ${module}: \`import type {} from 'board-game-elements/types/${module}'\` once in an app. */
import type { CustomElements } from './jsx.js';

declare module '${module}' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}
`;
writeFileSync(`${OUT}/react.d.ts`, jsxFor('react'));
writeFileSync(`${OUT}/preact.d.ts`, jsxFor('preact'));
console.log(`framework types written to ${OUT}/: jsx, react, preact, vue, svelte`);
