/**
 * The reference of one board, drawn from `custom-elements.json` (made from the boards' doc comments by
 * `npm run analyze`, checked by `npm run check:manifest`): its attributes, properties, methods,
 * events, parts and custom properties. The Reference pages render it, so they never go stale.
 */
import { createElement as h, type ReactNode } from 'react';
import manifest from '../../custom-elements.json';

interface Item {
  name: string;
  kind?: string;
  privacy?: string;
  static?: boolean;
  attribute?: string;
  fieldName?: string;
  description?: string;
  default?: string;
  type?: { text: string };
  return?: { type?: { text: string } };
  parameters?: { name: string; type?: { text: string } }[];
}
interface Declaration {
  tagName?: string;
  summary?: string;
  description?: string;
  attributes?: Item[];
  members?: Item[];
  events?: Item[];
  cssParts?: Item[];
  cssProperties?: Item[];
}

/** Every board's declaration in the manifest. */
const boards: Declaration[] = (manifest.modules as { declarations?: Declaration[] }[])
  .flatMap((m) => m.declarations ?? [])
  .filter((d) => d.tagName);

const code = (text?: string): ReactNode => (text ? h('code', null, text) : null);
function table(title: string, head: string[], rows: ReactNode[][]): ReactNode {
  if (rows.length === 0) return null;
  return [
    h('h2', { key: `${title}-h` }, title),
    h(
      'table',
      { key: title },
      h('thead', null, h('tr', null, ...head.map((c) => h('th', { key: c }, c)))),
      h('tbody', null, ...rows.map((r, i) => h('tr', { key: i }, ...r.map((c, j) => h('td', { key: j }, c))))),
    ),
  ];
}

/** The whole reference of `<tag>`. */
export function ElementReference({ tag }: { tag: string }): ReactNode {
  const d = boards.find((b) => b.tagName === tag);
  if (!d) throw new Error(`No <${tag}> in custom-elements.json: run npm run analyze.`);
  const pub = (d.members ?? []).filter((m) => (!m.privacy || m.privacy === 'public') && !m.static);
  const field = (name?: string) => pub.find((m) => m.name === name);
  return h(
    'div',
    null,
    h('p', null, d.summary),
    h('p', null, d.description),
    table(
      'Attributes',
      ['attribute', 'property', 'type', 'default', 'description'],
      (d.attributes ?? []).map((a) => [
        code(a.name),
        code(a.fieldName),
        code(a.type?.text ?? field(a.fieldName)?.type?.text),
        code(a.default ?? field(a.fieldName)?.default),
        a.description ?? field(a.fieldName)?.description,
      ]),
    ),
    table(
      'Properties',
      ['property', 'type', 'description'],
      pub
        .filter((m) => m.kind === 'field' && !m.attribute)
        .map((m) => [code(m.name), code(m.type?.text), m.description]),
    ),
    table(
      'Methods',
      ['method', 'returns', 'description'],
      pub
        .filter((m) => m.kind === 'method')
        .map((m) => [
          code(`${m.name}(${(m.parameters ?? []).map((p) => `${p.name}: ${p.type?.text ?? 'unknown'}`).join(', ')})`),
          code(m.return?.type?.text),
          m.description,
        ]),
    ),
    table(
      'Events',
      ['event', 'description'],
      (d.events ?? []).map((e) => [code(e.name), e.description]),
    ),
    table(
      'CSS parts',
      ['part', 'description'],
      (d.cssParts ?? []).map((p) => [code(p.name), p.description]),
    ),
    table(
      'CSS custom properties',
      ['property', 'description'],
      (d.cssProperties ?? []).map((p) => [code(p.name), p.description]),
    ),
  );
}
