// Writes the element reference in README.md from custom-elements.json (`--check`: fail when stale).
import { readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- reference:start (generated from custom-elements.json by `npm run analyze`) -->';
const END = '<!-- reference:end -->';
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n+/g, ' ');
const code = (text) => (text ? `\`${cell(text)}\`` : '');
const table = (head, rows) => (rows.length === 0 ? '' : [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`), ''].join('\n'));

const sections = [];
for (const mod of [...manifest.modules].sort((a, b) => a.path.localeCompare(b.path))) {
  for (const d of mod.declarations ?? []) {
    if (!d.tagName) continue;
    const pub = (d.members ?? []).filter((m) => !m.privacy || m.privacy === 'public').filter((m) => !m.static);
    const attributes = (d.attributes ?? []).map((a) => {
      const field = pub.find((m) => m.name === a.fieldName);
      return [code(a.name), code(a.fieldName), code(a.type?.text ?? field?.type?.text), code(a.default ?? field?.default), cell(a.description ?? field?.description)];
    });
    const properties = pub.filter((m) => m.kind === 'field' && !m.attribute).map((m) => [code(m.name), code(m.type?.text), cell(m.description)]);
    const methods = pub.filter((m) => m.kind === 'method').map((m) => [code(`${m.name}(${(m.parameters ?? []).map((p) => `${p.name}: ${p.type?.text ?? 'unknown'}`).join(', ')})`), code(m.return?.type?.text), cell(m.description)]);
    sections.push(
      [
        `### \`<${d.tagName}>\``,
        '',
        d.summary ? `${d.summary}` : '',
        '',
        cell(d.description),
        '',
        '**Attributes**',
        '',
        table(['attribute', 'property', 'type', 'default', 'description'], attributes),
        '**Properties**',
        '',
        table(['property', 'type', 'description'], properties),
        '**Methods**',
        '',
        table(['method', 'returns', 'description'], methods),
        '**Events** (all bubble and are composed)',
        '',
        table(
          ['event', 'description'],
          (d.events ?? []).map((e) => [code(e.name), cell(e.description)]),
        ),
        '**CSS parts**',
        '',
        table(
          ['part', 'description'],
          (d.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
        ),
        '**CSS custom properties**',
        '',
        table(
          ['property', 'description'],
          (d.cssProperties ?? []).map((p) => [code(p.name), cell(p.description)]),
        ),
      ].join('\n'),
    );
  }
}
const reference = `${START}\n\n${sections.join('\n')}\n${END}`;
const readme = readFileSync('README.md', 'utf8');
const from = readme.indexOf(START);
const to = readme.indexOf(END);
if (from < 0 || to < 0) {
  console.error('README.md has no reference markers.');
  process.exit(1);
}
const next = readme.slice(0, from) + reference + readme.slice(to + END.length);
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('The README reference is stale: run `npm run analyze` and commit the result.');
    process.exit(1);
  }
  console.log('README reference is up to date.');
} else {
  writeFileSync('README.md', next);
}
