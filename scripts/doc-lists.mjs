// `npm run docs:lists` writes the lists in the documentation that repeat another file: the README's
// list of pages from the Storybook sidebar (its pages, its order: `storySort` in
// .storybook/preview.ts and each page's title), and the Modes page's table of the attributes every
// board shares from custom-elements.json (their doc comments). `--check` (in `npm test`) writes
// nothing and fails when either differs, when the Introduction leaves out a page of the groups it
// guides to (or the Play pages' order), or when a page links a Storybook address that does not exist.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildIndex } from 'storybook/internal/core-server';
import {
  ATTRIBUTES_MARKS,
  README_MARKS,
  attributesTable,
  between,
  deadLinks,
  linkedInOrder,
  pageListProblems,
  parsePageList,
  rawImports,
  sharedAttributes,
  sidebarPages,
  unlinkedPages,
  writePageList,
} from './lib/doc-lists.mjs';

const check = process.argv.includes('--check');
const README = 'README.md';
const MODES = 'stories/guide/play-modes.mdx';
const INTRODUCTION = 'stories/guide/start-introduction.mdx';
/** The groups whose every page the Introduction's "Where to go next" links. */
const GUIDED = ['Start', 'Embed', 'Frameworks', 'Play'];

// The same index `storybook build` makes: its indexers, `storySort` and titles (a few seconds, no bundling).
const index = await buildIndex({ configDir: '.storybook' });
const pages = sidebarPages(index);
const read = (path) => readFileSync(path, 'utf8');
/** The Markdown files a page shows (its README link may point at them, where GitHub renders them). */
const rawOf = (page) => (page.file.endsWith('.mdx') ? rawImports(page.file, read(page.file)) : []);

const problems = [];
const outputs = [];

// The README's list of pages.
const readme = read(README);
const block = between(readme, README_MARKS, README);
const parsed = parsePageList(block.inner);
const listed = pageListProblems(parsed, pages, rawOf);
const written = writePageList(pages, parsed, (page, old) =>
  [page.file, ...rawOf(page)].includes(old) ? old : page.file,
);
if (check) problems.push(...listed.map((p) => `${README}'s list of pages differs from the sidebar: ${p}.`));
outputs.push([README, block.before + written + block.after]);

// The Modes page's table of shared attributes.
const modes = read(MODES);
const table = between(modes, ATTRIBUTES_MARKS, MODES);
const manifest = JSON.parse(read('custom-elements.json'));
// Blank lines around the table: MDX reads it as a table only as a block of its own.
outputs.push([MODES, `${table.before}\n${attributesTable(sharedAttributes(manifest))}\n${table.after}`]);

for (const [path, text] of outputs) {
  if (read(path) === text) continue;
  if (check) {
    if (path !== README || listed.length === 0)
      problems.push(
        `${path} is not what the ${path === README ? 'sidebar' : 'manifest'} makes: run \`npm run docs:lists\`.`,
      );
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}

// The Introduction guides to every page of its groups, the Play pages in the sidebar's order.
const intro = read(INTRODUCTION);
const self = pages.find((p) => p.file === INTRODUCTION);
const missing = unlinkedPages(intro, pages, GUIDED, self?.id);
if (missing.length > 0) problems.push(`${INTRODUCTION} does not link ${missing.join(', ')}.`);
else if (
  !linkedInOrder(
    intro,
    pages.filter((p) => p.group === 'Play'),
  )
)
  problems.push(`${INTRODUCTION} links the Play pages out of the sidebar's order.`);

// No page links an address the site does not have.
for (const page of pages) {
  for (const path of [page.file, ...rawOf(page)]) {
    const dead = deadLinks(read(path), index);
    if (dead.length > 0) problems.push(`${path} links pages that do not exist: ${dead.join(', ')}.`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  check
    ? `the lists in the docs are the sidebar's (${pages.length} pages) and the manifest's`
    : 'the lists in the docs are written',
);
