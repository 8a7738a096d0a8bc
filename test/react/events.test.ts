import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { boardEvents } from '../../src/react/events.js';

interface Declaration {
  tagName?: string;
  customElement?: boolean;
  events?: { name: string; description?: string; type?: { text: string } }[];
}
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
  modules: { declarations?: Declaration[] }[];
};
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);

describe('React wrappers', () => {
  it('map every event of every element in the manifest to a prop, and no other', () => {
    assert.equal(elements.length, 7);
    const props = Object.values(boardEvents).map(String).sort();
    for (const el of elements)
      assert.deepEqual(props, [...new Set((el.events ?? []).map((e) => e.name))].sort(), el.tagName);
    for (const [prop, type] of Object.entries(boardEvents)) {
      const expected = `on${String(type).replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`;
      assert.equal(prop, expected, 'props are named after their events');
    }
  });

  it('take the events of the manifest, which are the list of BoardEventDetails, each with its detail type', () => {
    const table = readFileSync('src/element/base/events.ts', 'utf8').match(
      /interface BoardEventDetails \{([\s\S]*?)\n\}/,
    )![1]!;
    const listed = [...table.matchAll(/^ {2}'?([a-z-]+)'?: (\w+(?:<[^;]*>)?);$/gm)].map((m) => [m[1]!, m[2]!]);
    assert.equal(listed.length, Object.keys(boardEvents).length);
    for (const el of elements) {
      const events = el.events ?? [];
      assert.deepEqual(
        events.map((e) => [e.name, e.type?.text]),
        listed.map(([name, detail]) => [name, `CustomEvent<${detail}>`]),
        el.tagName,
      );
      for (const e of events) assert.ok((e.description ?? '').length > 20, `${el.tagName} ${e.name} is described`);
      assert.match(events.find((e) => e.name === 'online-status')!.description!, /`away`/);
    }
  });

  it('one module per board, each importing only its own element', () => {
    const tags = elements.map((e) => e.tagName!).sort();
    const modules = readdirSync('src/react')
      .filter((f) => f.endsWith('-board.ts'))
      .map((f) => f.replace('.ts', ''))
      .sort();
    assert.deepEqual(modules, tags);
    for (const tag of tags) {
      const text = readFileSync(`src/react/${tag}.ts`, 'utf8');
      const imports = [...text.matchAll(/from '\.\.\/([^']+)'/g)].map((m) => m[1]);
      assert.deepEqual(imports, [`${tag}.js`], tag);
    }
  });
});
