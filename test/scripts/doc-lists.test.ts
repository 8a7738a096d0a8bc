/**
 * The lists `scripts/doc-lists.mjs` writes and checks, on small sidebars, READMEs and manifests written for the test.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  attributesTable,
  between,
  cellText,
  deadLinks,
  linkedInOrder,
  pageListProblems,
  parsePageList,
  rawImports,
  README_MARKS,
  sharedAttributes,
  sidebarPages,
  unlinkedPages,
  writePageList,
} from '../../scripts/lib/doc-lists.mjs';

/** A Storybook index of docs pages (title and file each), in the sidebar's order, with one story that is no page. */
function index(pages: [string, string][]) {
  const entries: Record<string, { id: string; type: string; title: string; importPath: string }> = {};
  for (const [title, file] of pages) {
    const id = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--docs`;
    entries[id] = { id, type: 'docs', title, importPath: `./${file}` };
  }
  entries['games-nim--first'] = {
    id: 'games-nim--first',
    type: 'story',
    title: 'Games/Nim',
    importPath: './stories/nim-board.stories.ts',
  };
  return { entries };
}

const SIDEBAR = index([
  ['Start/Introduction', 'stories/guide/start-introduction.mdx'],
  ['Start/Install and load', 'stories/guide/start-install.mdx'],
  ['Play/Modes', 'stories/guide/play-modes.mdx'],
  ['Play/Puzzles', 'stories/guide/play-puzzles.mdx'],
  ['Development/Architecture', 'stories/guide/dev-architecture.mdx'],
]);
const PAGES = sidebarPages(SIDEBAR);
/** Architecture's page shows docs/architecture.md, which the README may link instead. */
const rawOf = (p: { file: string }) => (p.file.endsWith('dev-architecture.mdx') ? ['docs/architecture.md'] : []);

const LIST = `- **Start**: [Introduction](stories/guide/start-introduction.mdx) ·
  [Install and load](stories/guide/start-install.mdx) (npm, the CDN files)
- **Play**: [Modes](stories/guide/play-modes.mdx) (and every attribute) ·
  [Puzzles](stories/guide/play-puzzles.mdx). Every puzzle is proven.
- **Development**: [Architecture](docs/architecture.md) of the core
`;

describe('the README list of pages against the sidebar', () => {
  it('reads the sidebar: docs pages only, in its order, split into group and name', () => {
    assert.deepEqual(
      PAGES.map((p) => [p.group, p.name, p.file]),
      [
        ['Start', 'Introduction', 'stories/guide/start-introduction.mdx'],
        ['Start', 'Install and load', 'stories/guide/start-install.mdx'],
        ['Play', 'Modes', 'stories/guide/play-modes.mdx'],
        ['Play', 'Puzzles', 'stories/guide/play-puzzles.mdx'],
        ['Development', 'Architecture', 'stories/guide/dev-architecture.mdx'],
      ],
    );
    assert.throws(() => sidebarPages(index([['Loose page', 'stories/loose.mdx']])), /in no group of the sidebar/);
  });

  it('finds nothing wrong in a list that names every page in order, a page linked by the Markdown it shows', () => {
    const groups = parsePageList(LIST);
    assert.deepEqual(pageListProblems(groups, PAGES, rawOf), []);
    assert.equal(groups[0]?.items[1]?.rest, ' (npm, the CDN files)');
    assert.equal(groups[1]?.outro, '. Every puzzle is proven.');
    assert.equal(groups[2]?.items[0]?.rest, ' of the core');
  });

  it('names a page left out, two pages swapped, a group missing or out of order, and a link to the wrong file', () => {
    const without = LIST.replace(' ·\n  [Puzzles](stories/guide/play-puzzles.mdx)', '');
    assert.deepEqual(pageListProblems(parsePageList(without), PAGES, rawOf), [
      'Play: it lists Modes; the sidebar shows Modes, Puzzles',
    ]);
    const swapped = LIST.replace(
      '[Modes](stories/guide/play-modes.mdx) (and every attribute) ·\n  [Puzzles](stories/guide/play-puzzles.mdx)',
      '[Puzzles](stories/guide/play-puzzles.mdx) · [Modes](stories/guide/play-modes.mdx)',
    );
    assert.match(
      pageListProblems(parsePageList(swapped), PAGES, rawOf).join('\n'),
      /Play: it lists Puzzles, Modes; the sidebar shows Modes, Puzzles/,
    );
    const noGroup = LIST.split('\n').slice(0, 2).concat(LIST.split('\n').slice(4)).join('\n');
    assert.match(
      pageListProblems(parsePageList(noGroup), PAGES, rawOf).join('\n'),
      /its groups are Start, Development; the sidebar's are Start, Play, Development/,
    );
    const wrongFile = LIST.replace('docs/architecture.md', 'docs/online.md');
    assert.deepEqual(pageListProblems(parsePageList(wrongFile), PAGES, rawOf), [
      'Development/Architecture: it links docs/online.md, not stories/guide/dev-architecture.mdx or docs/architecture.md',
    ]);
  });

  it('refuses a list it cannot read, and a file without its marks', () => {
    assert.throws(() => parsePageList('Some prose\n'), /no group of pages/);
    assert.throws(() => parsePageList('- **Play**: [Modes](a.mdx) · Puzzles\n'), /not a link to a page: "Puzzles"/);
    assert.throws(() => between('# README\n', README_MARKS, 'README.md'), /README.md: the marks/);
    assert.throws(() => between(`${README_MARKS[1]}\n${README_MARKS[0]}\n`, README_MARKS, 'README.md'), /the marks/);
  });

  it('writes the sidebar pages in order, keeping the words around them, and reads back what it wrote', () => {
    const old = parsePageList(LIST.replace(' ·\n  [Puzzles](stories/guide/play-puzzles.mdx)', ''));
    const written = writePageList(PAGES, old, (p, before) =>
      before && [p.file, ...rawOf(p)].includes(before) ? before : p.file,
    );
    assert.equal(
      written,
      `- **Start**: [Introduction](stories/guide/start-introduction.mdx) ·
  [Install and load](stories/guide/start-install.mdx) (npm, the CDN files)
- **Play**: [Modes](stories/guide/play-modes.mdx) (and every attribute) ·
  [Puzzles](stories/guide/play-puzzles.mdx). Every puzzle is proven.
- **Development**: [Architecture](docs/architecture.md) of the core
`,
    );
    assert.deepEqual(pageListProblems(parsePageList(written), PAGES, rawOf), []);
    for (const line of written.split('\n')) assert.ok(line.length <= 100, line);
  });

  it('reads the Markdown files a page shows from its imports, relative to the page', () => {
    const mdx =
      "import { Meta, Markdown } from '@storybook/addon-docs/blocks';\nimport guide from '../../docs/your-own-game.md?raw';\nimport readme from './README.md?raw';\nimport data from '../figures.json';\n";
    assert.deepEqual(rawImports('stories/guide/own-game-api.mdx', mdx), [
      'docs/your-own-game.md',
      'stories/guide/README.md',
    ]);
  });
});

describe('links between the pages', () => {
  it('finds a Storybook address the index does not have, and no other', () => {
    const text =
      'See [modes](?path=/docs/play-modes--docs), [gone](?path=/docs/play-gone--docs) and [a story](?path=/story/games-nim--first).';
    assert.deepEqual(deadLinks(text, SIDEBAR), ['play-gone--docs']);
  });

  it('names the pages of the guided groups a text leaves out, and sees their order', () => {
    const text =
      '[install](?path=/docs/start-install-and-load--docs), [puzzles](?path=/docs/play-puzzles--docs), [modes](?path=/docs/play-modes--docs)';
    assert.deepEqual(unlinkedPages(text, PAGES, ['Start', 'Play'], 'start-introduction--docs'), []);
    assert.deepEqual(
      unlinkedPages(text.replace('puzzles--', 'x--'), PAGES, ['Start', 'Play'], 'start-introduction--docs'),
      ['Play/Puzzles'],
    );
    const play = PAGES.filter((p) => p.group === 'Play');
    assert.equal(linkedInOrder(text, play), false);
    assert.equal(linkedInOrder('?path=/docs/play-modes--docs ?path=/docs/play-puzzles--docs', play), true);
  });
});

describe('the table of shared attributes', () => {
  const element = (tagName: string, names: string[]) => ({
    customElement: true,
    tagName,
    attributes: names.map((name) => ({
      name,
      description: `About ${name}.`,
      type: { text: name === 'sound' ? 'boolean' : 'string' },
      default: name === 'sound' ? 'false' : name === 'mode' ? "'vs-ai'" : undefined,
    })),
  });

  it('keeps the attributes every element has, in the first element order, and none another lacks', () => {
    const manifest = {
      modules: [
        { declarations: [element('a-board', ['mode', 'size', 'sound', 'seed']), { name: 'helper' }] },
        { declarations: [element('b-board', ['sound', 'mode', 'seed'])] },
        { declarations: [element('c-board', ['seed', 'mode', 'sound', 'rules'])] },
      ],
    };
    assert.deepEqual(
      sharedAttributes(manifest).map((a) => a.name),
      ['mode', 'sound', 'seed'],
    );
    assert.throws(() => sharedAttributes({ modules: [] }), /no custom element/);
  });

  it('gives each default as a reader sets it: a string without quotes, a number; none for a boolean off or no default', () => {
    const table = attributesTable(
      sharedAttributes({ modules: [{ declarations: [element('a-board', ['mode', 'sound', 'seed'])] }] }),
    );
    assert.equal(
      table,
      [
        '| attribute | what it does |',
        '| --- | --- |',
        '| `mode` | About mode. Default: `vs-ai`. |',
        '| `sound` | About sound. |',
        '| `seed` | About seed. |',
        '',
      ].join('\n'),
    );
    assert.match(
      attributesTable([{ name: 'ai-time', description: 'Time.', default: '2000', type: { text: 'number' } }]),
      /\| `ai-time` \| Time\. Default: `2000`\. \|/,
    );
  });

  it('keeps a hostile description inside its cell and out of MDX: pipes, braces, tags and line breaks', () => {
    assert.equal(
      cellText('One | two {three}\n  <script>alert(1)</script>'),
      'One \\| two \\{three\\} &lt;script>alert(1)&lt;/script>',
    );
    // In code the braces stay (MDX leaves code alone), the pipe is still escaped (GFM splits cells first).
    assert.equal(cellText('JSON: `{"a": "b|c"}` and {x}'), 'JSON: `{"a": "b\\|c"}` and \\{x\\}');
    assert.equal(cellText(undefined), '');
    assert.match(attributesTable([{ name: 'bare' }]), /\| `bare` \| \(no description\) \|/);
  });
});
