// The lists in the documentation that repeat what another file already says, made from it or checked
// against it (`scripts/doc-lists.mjs`): the README's list of pages and the Introduction's links from
// the Storybook sidebar, and the Modes page's table of shared attributes from custom-elements.json.
// Pure functions of texts, so the test can feed them hostile ones.

/** The README's list of pages lies between these two lines. */
export const README_MARKS = [
  '<!-- pages: written by `npm run docs:lists` from the Storybook sidebar -->',
  '<!-- pages: end -->',
];

/** The Modes page's table of shared attributes lies between these two lines (MDX comments). */
export const ATTRIBUTES_MARKS = [
  '{/* attributes: written by `npm run docs:lists` from custom-elements.json */}',
  '{/* attributes: end */}',
];

/** The README's lines are wrapped at this width, as the rest of it. */
const WIDTH = 100;

/**
 * The sidebar's docs pages in its order, from a Storybook index (`storybook index` or `buildIndex`):
 * `group` and `name` split from the title, and the file that makes the page.
 */
export function sidebarPages(index) {
  return Object.values(index.entries)
    .filter((e) => e.type === 'docs')
    .map((e) => {
      const at = e.title.indexOf('/');
      if (at < 0) throw new Error(`The docs page "${e.title}" (${e.importPath}) is in no group of the sidebar.`);
      return {
        id: e.id,
        title: e.title,
        group: e.title.slice(0, at),
        name: e.title.slice(at + 1),
        file: e.importPath.replace(/^\.\//, ''),
      };
    });
}

/**
 * The files a page's MDX shows as raw Markdown (`import x from '../../docs/a.md?raw'`), as paths from the repository's
 * root.
 */
export function rawImports(mdxPath, mdxText) {
  const dir = mdxPath.split('/').slice(0, -1);
  return [...mdxText.matchAll(/^import\s+\w+\s+from\s+['"]([^'"]+\.md)\?raw['"]/gm)].map(([, rel]) => {
    const parts = [...dir];
    for (const seg of rel.split('/')) {
      if (seg === '..') parts.pop();
      else if (seg !== '.') parts.push(seg);
    }
    return parts.join('/');
  });
}

/** The text between a file's two marks, and the text around it; throws when a mark is missing or out of order. */
export function between(text, [begin, end], path) {
  const b = text.indexOf(begin);
  const e = b < 0 ? -1 : text.indexOf(end, b + begin.length);
  if (b < 0 || e < 0)
    throw new Error(`${path}: the marks of its generated list are missing ("${begin}" ... "${end}").`);
  const from = text.indexOf('\n', b) + 1;
  return { before: text.slice(0, from), inner: text.slice(from, e), after: text.slice(e) };
}

/** `text` split at ` · ` outside brackets and parentheses. */
function splitItems(text) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '[' || c === '(') depth++;
    else if ((c === ']' || c === ')') && depth > 0) depth--;
    else if (depth === 0 && text.startsWith(' · ', i)) {
      out.push(text.slice(start, i));
      start = i + 3;
      i += 2;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** Where the first sentence of `text` ends (its full stop outside parentheses, before a capital or the end), or -1. */
function sentenceEnd(text) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && depth > 0) depth--;
    else if (depth === 0 && text[i] === '.' && /^(\s+[A-Z]|\s*$)/.test(text.slice(i + 1))) return i;
  }
  return -1;
}

/**
 * The README's list of pages, parsed: one group per bullet (`- **Group**: ...`, continued on
 * indented lines), each with the prose before its first link, its links (text, target and the words
 * after each), and the sentences after its last one. Throws on a line that is neither.
 */
export function parsePageList(inner) {
  const groups = [];
  for (const line of inner.split('\n')) {
    if (line.trim() === '') continue;
    const bullet = line.match(/^- \*\*([^*]+)\*\*:\s*(.*)$/);
    if (bullet) groups.push({ group: bullet[1], text: bullet[2] });
    else if (/^\s+\S/.test(line) && groups.length > 0) groups.at(-1).text += ` ${line.trim()}`;
    else throw new Error(`The list of pages has a line that is no group of pages: "${line}"`);
  }
  return groups.map(({ group, text }) => {
    const first = text.search(/\[[^\]]*\]\([^)]*\)/);
    const intro = first < 0 ? text : text.slice(0, first);
    const items = [];
    let outro = '';
    if (first >= 0) {
      for (const part of splitItems(text.slice(first))) {
        const link = part.match(/^\[([^\]]*)\]\(([^)]*)\)(.*)$/);
        if (!link) throw new Error(`The group "${group}" has an item that is not a link to a page: "${part}"`);
        items.push({ text: link[1], target: link[2], rest: link[3] });
      }
      // From the first full stop outside parentheses on, the words after the last link are the
      // group's sentence, not that page's: they stay at the end when pages are added.
      const last = items.at(-1);
      const stop = sentenceEnd(last.rest);
      if (stop >= 0) {
        outro = last.rest.slice(stop);
        last.rest = last.rest.slice(0, stop);
      }
    }
    return { group, intro, items, outro };
  });
}

/** What differs between the parsed list and the sidebar's pages: groups, pages, their order and the files linked. */
export function pageListProblems(groups, pages, rawOf = () => []) {
  const problems = [];
  const sidebarGroups = [...new Set(pages.map((p) => p.group))];
  const listed = groups.map((g) => g.group);
  if (sidebarGroups.join('\n') !== listed.join('\n'))
    problems.push(`its groups are ${listed.join(', ')}; the sidebar's are ${sidebarGroups.join(', ')}`);
  for (const group of sidebarGroups) {
    const want = pages.filter((p) => p.group === group);
    const have = groups.find((g) => g.group === group)?.items ?? [];
    const names = have.map((i) => i.text);
    if (names.join('\n') !== want.map((p) => p.name).join('\n')) {
      problems.push(
        `${group}: it lists ${names.join(', ') || 'nothing'}; the sidebar shows ${want.map((p) => p.name).join(', ')}`,
      );
      continue;
    }
    want.forEach((page, i) => {
      const allowed = [page.file, ...rawOf(page)];
      if (!allowed.includes(have[i].target))
        problems.push(`${page.title}: it links ${have[i].target}, not ${allowed.join(' or ')}`);
    });
  }
  return problems;
}

/** Words of `text` that never break: a link, with the words stuck to it, stays on one line. */
function tokens(text) {
  return text.match(/(?:\[[^\]]*\]\([^)]*\)|[^\s[])+|\[[^\s]*/g) ?? [];
}

/** `- first line` and its continuation lines, indented by two, at most WIDTH wide where words allow. */
function wrap(text) {
  const lines = [];
  let line = '-';
  for (const word of tokens(text)) {
    if (line.length + 1 + word.length > WIDTH && line.trim() !== '-') {
      lines.push(line);
      line = ` ${word}`;
    } else line += ` ${word}`;
  }
  lines.push(line);
  return lines.map((l, i) => (i === 0 ? l : ` ${l}`)).join('\n');
}

/**
 * The README's list as the sidebar makes it: each page linked by its name to the file that
 * `targetOf(page, the target the old list had)` gives, keeping the words the old list had after each page and around
 * each group's links.
 */
export function writePageList(pages, old, targetOf = (p) => p.file) {
  const out = [];
  for (const group of [...new Set(pages.map((p) => p.group))]) {
    const before = old.find((g) => g.group === group);
    const items = pages
      .filter((p) => p.group === group)
      .map((p) => {
        const kept = before?.items.find((i) => i.text === p.name);
        return `[${p.name}](${targetOf(p, kept?.target)})${kept?.rest ?? ''}`;
      });
    // Prose before the links ends with a colon; a group that had no links yet gets one.
    const intro = (before?.intro ?? '').replace(/[\s:]*$/, (end) => (end === '' && before?.intro ? ': ' : end));
    out.push(wrap(`**${group}**: ${intro}${items.join(' · ')}${before?.outro ?? ''}`));
  }
  return `${out.join('\n')}\n`;
}

/** The attributes every element of the manifest has, in the first element's order, with its description and default. */
export function sharedAttributes(manifest) {
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);
  if (elements.length === 0) throw new Error('custom-elements.json has no custom element.');
  const byName = elements.map((e) => new Map((e.attributes ?? []).map((a) => [a.name, a])));
  return [...byName[0].values()].filter((a) => byName.every((m) => m.has(a.name)));
}

/**
 * Markdown text made safe for a table cell of an MDX page: pipes escaped, and braces and `<` outside code kept as text.
 */
export function cellText(text) {
  return String(text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;')))
    .join('')
    .replace(/\|/g, '\\|');
}

/**
 * An attribute's default as a reader sets it (a string without its quotes), or null where it needs no saying: none, or
 * a boolean's `false` (an attribute left out is off).
 */
function defaultText(attribute) {
  const d = attribute.default;
  if (d === undefined || d === '' || d === 'undefined' || (d === 'false' && attribute.type?.text === 'boolean'))
    return null;
  const unquoted = d.match(/^'(.*)'$|^"(.*)"$/);
  return unquoted ? (unquoted[1] ?? unquoted[2]) : d;
}

/**
 * The Modes page's table: one row per shared attribute, its description from its doc comment and
 * its default after it. Two columns, so the description has the room on a phone's screen.
 */
export function attributesTable(attributes) {
  const rows = attributes.map((a) => {
    const value = defaultText(a);
    const text = [
      cellText(a.description) || '(no description)',
      ...(value === null ? [] : [`Default: ${cellText(`\`${value}\``)}.`]),
    ].join(' ');
    return `| \`${cellText(a.name)}\` | ${text} |`;
  });
  return ['| attribute | what it does |', '| --- | --- |', ...rows, ''].join('\n');
}

/**
 * The docs pages a text links by Storybook address (`?path=/docs/<id>`, `?path=/story/<id>`) that the index does not
 * have.
 */
export function deadLinks(text, index) {
  const ids = new Set(Object.keys(index.entries));
  return [...new Set([...text.matchAll(/\?path=\/(?:docs|story)\/([\w-]+)/g)].map(([, id]) => id))].filter(
    (id) => !ids.has(id),
  );
}

/** The pages of `groups` (all of the sidebar's but `self`) that `text` does not link by their address. */
export function unlinkedPages(text, pages, groups, self) {
  return pages
    .filter((p) => groups.includes(p.group) && p.id !== self && !text.includes(`?path=/docs/${p.id}`))
    .map((p) => p.title);
}

/** Whether `text` links the given pages in their order (by their first link each). */
export function linkedInOrder(text, pages) {
  const at = pages.map((p) => text.indexOf(`?path=/docs/${p.id}`));
  return at.every((x, i) => x >= 0 && (i === 0 || x > at[i - 1]));
}
