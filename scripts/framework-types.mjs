// Writes the types that let frameworks check the raw tags (`npm run build`), from custom-elements.json:
// - dist/types/jsx.d.ts, every element's attributes, properties and events for JSX
//   (`@wc-toolkit/jsx-types`, the maintained generator for JSX), with each event handler typed by
//   its detail; react.d.ts and preact.d.ts add them to React 19's and Preact's `JSX.IntrinsicElements`;
// - dist/types/vue.d.ts, Vue's `GlobalComponents`, and dist/types/svelte.d.ts, Svelte's
//   `SvelteHTMLElements`, written here: each property under the name the framework checks it by
//   (Vue's checker camelizes every name; Svelte takes both), typed as the property or as the text an
//   attribute gives (the boards read both the same way), and each event handler typed by its detail.
// Each file imports the element classes by their paths in dist.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';

const OUT = 'dist/types';
const EVENTS = '../element/base/events.js';
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
/** Each tag's class module, as the manifest defines it. */
const moduleOf = new Map(
  manifest.modules.flatMap((m) =>
    (m.exports ?? []).filter((e) => e.kind === 'custom-element-definition').map((e) => [e.name, e.declaration.module]),
  ),
);
const relative = (module) => `../${String(module).replace(/^\/?dist\//, '')}`;
/** The element class's module, relative to dist/types (the generator passes the tag). */
const componentTypePath = (_name, tag, modulePath) => relative(moduleOf.get(tag) ?? modulePath);
mkdirSync(OUT, { recursive: true });

/** The boards: class, module, writable properties (with their attribute, type text and doc) and events. */
const boards = manifest.modules
  .flatMap((m) =>
    (m.declarations ?? []).filter((d) => d.tagName).map((d) => ({ d, module: moduleOf.get(d.tagName) ?? m.path })),
  )
  .sort((a, b) => a.d.tagName.localeCompare(b.d.tagName))
  .map(({ d, module }) => {
    const attributes = new Map((d.attributes ?? []).filter((a) => a.fieldName).map((a) => [a.fieldName, a]));
    const props = (d.members ?? [])
      .filter(
        (x) =>
          x.kind === 'field' &&
          !x.static &&
          !x.readonly &&
          (x.privacy ?? 'public') === 'public' &&
          !x.name.startsWith('_'),
      )
      .map((x) => ({
        name: x.name,
        attribute: attributes.get(x.name)?.name,
        type: attributes.get(x.name)?.type?.text ?? x.type?.text ?? '',
        doc: x.description ?? attributes.get(x.name)?.description ?? '',
      }));
    return {
      tag: d.tagName,
      name: d.name,
      module,
      props,
      events: (d.events ?? []).map((e) => ({ name: e.name, type: e.type?.text ?? '', doc: e.description ?? '' })),
    };
  });

/** What an attribute's text may also be, for a property of this type: the boards read a text the same either way. */
function textForms(type) {
  const forms = [];
  if (/\bnumber\b|(^|\|\s*)\d/.test(type)) forms.push('`${number}`');
  if (/\bboolean\b/.test(type)) forms.push("''");
  if (/\[\]/.test(type) && !/\bstring\b(?!\[)/.test(type)) forms.push('string');
  return forms;
}
const doc = (text, indent = '  ') =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, `\n${indent} * `)} */\n` : '';
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const propType = (board, p) => [`${board.name}['${p.name}']`, ...textForms(p.type)].join(' | ');
const handler = (event) => `(e: CustomEvent<BoardEventDetails['${event}']>) => void`;
const imports = (extra) =>
  [
    extra,
    `import type { BoardEventDetails } from '${EVENTS}';`,
    ...boards.map((b) => `import type { ${b.name} } from '${relative(b.module)}';`),
  ].join('\n');

// The manifest's events are `BoardEventDetails`, member for member (custom-elements-manifest.config.mjs): each
// handler is typed by its detail from there.
for (const b of boards)
  for (const e of b.events)
    if (!/^CustomEvent<.+>$/.test(e.type))
      throw new Error(`${b.tag} fires ${e.name} with no detail type in the manifest`);

// Vue: its checker camelizes every name of a component's template (`ai-depth`, `:ai-depth.prop`
// and `aiDepth` are all `aiDepth`, and `@game-over` is `onGameOver`), so each property is listed
// once, camelCase; fallthrough HTML attributes are Vue's own, `data-*` among them.
const vue = `/** The boards as Vue components for Vue's template checker: \`import type {} from 'board-game-elements/types/vue'\` once in an app. */
${imports("import type { DefineComponent, HTMLAttributes } from 'vue';")}

${boards
  .map(
    (b) => `/** What \`<${b.tag}>\` takes in a Vue template. */
export type ${b.name}VueProps = {
${b.props.map((p) => `${doc(p.doc)}  ${p.name}?: ${propType(b, p)};`).join('\n')}
${b.events.map((e) => `${doc(e.doc)}  ${key(`on${camel(`-${e.name}`)}`)}?: ${handler(e.name)};`).join('\n')}
  /** Any \`data-*\` attribute, camelized by the checker. */
  [data: \`data\${Capitalize<string>}\`]: unknown;
};
`,
  )
  .join('\n')}
declare module 'vue' {
  interface GlobalComponents {
${boards.map((b) => `    '${b.tag}': DefineComponent<${b.name}VueProps & Omit<HTMLAttributes, keyof ${b.name}VueProps>>;`).join('\n')}
  }
}
`;

// Svelte 5 sets a registered element's property when one has the name written, else the attribute;
// the boards answer to both names, so both are listed. Events: Svelte 5's \`onmove\` and Svelte 4's \`on:move\`.
const svelte = `/** The boards as elements for svelte-check: \`import type {} from 'board-game-elements/types/svelte'\` once in an app. */
${imports("import type { HTMLAttributes } from 'svelte/elements';")}

${boards
  .map(
    (b) => `/** What \`<${b.tag}>\` takes in Svelte markup. */
export type ${b.name}SvelteProps = {
${b.props.flatMap((p) => [`${doc(p.doc)}  ${p.name}?: ${propType(b, p)};`, ...(p.attribute && p.attribute !== p.name ? [`${doc(`The attribute of \`${p.name}\`. ${p.doc}`)}  ${key(p.attribute)}?: ${propType(b, p)};`] : [])]).join('\n')}
${b.events.flatMap((e) => [`${doc(e.doc)}  ${key(`on${e.name}`)}?: ${handler(e.name)};`, `${doc(`Svelte 4's form of \`on${e.name}\`.`)}  ${key(`on:${e.name}`)}?: ${handler(e.name)};`]).join('\n')}
};
`,
  )
  .join('\n')}
declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${boards.map((b) => `    '${b.tag}': ${b.name}SvelteProps & HTMLAttributes<${b.name}>;`).join('\n')}
  }
}
`;

const quiet = console.log;
console.log = () => {};
// Each prop keeps its own doc comment; the per-element summaries (every part, custom property
// and method again) would triple the file, and the documentation's Reference pages have them.
const componentDescriptionOptions = {
  hideSlotDocs: true,
  hideEventDocs: true,
  hideCssPropertiesDocs: true,
  hideCssPartsDocs: true,
  hideMethodDocs: true,
};
try {
  // The generator would import each event's detail type from the element's module, which does not export it: it gets
  // the events untyped, and the handlers are typed below from `BoardEventDetails`, as Vue's and Svelte's are.
  const untyped = structuredClone(manifest);
  for (const m of untyped.modules) for (const d of m.declarations ?? []) for (const e of d.events ?? []) delete e.type;
  generateJsxTypes(untyped, {
    outdir: OUT,
    componentTypePath,
    componentDescriptionOptions,
    hideLogs: true,
    fileName: 'jsx.d.ts',
    excludeCssCustomProperties: true,
  });
} finally {
  console.log = quiet;
}
// JSX handlers come typed as taking an Event: each board event's takes its detail.
const jsxPath = `${OUT}/jsx.d.ts`;
// The generator's summary of every attribute, which no option leaves out, is dropped too: each
// attribute has its own doc comment, and the summary came twice per element (React's list and Solid's).
let jsx = readFileSync(jsxPath, 'utf8').replace(/\n\s*\*\n\s*\* ## Attributes & Properties[\s\S]*?(?=\n\s*\*\/)/g, '');
let typed = 0;
for (const name of new Set(boards.flatMap((b) => b.events.map((e) => e.name)))) {
  for (const form of [`on${name}`, `on:${name}`]) {
    jsx = jsx.replaceAll(`${key(form).replace(/'/g, '"')}?: ((e: Event) => void) | undefined;`, () => {
      typed++;
      return `${key(form).replace(/'/g, '"')}?: (${handler(name)}) | undefined;`;
    });
  }
}
if (typed < boards.length * 11)
  throw new Error(`jsx.d.ts: only ${typed} event handlers found to type; has the generator's output changed?`);
writeFileSync(jsxPath, `import type { BoardEventDetails } from '${EVENTS}';\n${jsx}`);
writeFileSync(`${OUT}/vue.d.ts`, vue);
writeFileSync(`${OUT}/svelte.d.ts`, svelte);
const jsxFor = (
  module,
) => `/** The boards as JSX elements of ${module}: \`import type {} from 'board-game-elements/types/${module}'\` once in an app. */
import type { CustomElements } from './jsx.js';

declare module '${module}' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}
`;
writeFileSync(`${OUT}/react.d.ts`, jsxFor('react'));
writeFileSync(`${OUT}/preact.d.ts`, jsxFor('preact'));
console.log(`framework types written to ${OUT}/: jsx (${typed} event handlers typed), react, preact, vue, svelte`);
