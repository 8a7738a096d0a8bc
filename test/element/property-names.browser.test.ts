/**
 * No name of a board is both a property and a method. Preact, Vue, Svelte and React set an
 * element's property whenever it has one by the name written in the template: an attribute whose
 * name is also a method (`review` and `review()`, once) has the framework overwrite the method with a
 * value, and the attribute is never read. Read from the real element classes, over every board.
 */
import { expect } from '@open-wc/testing';
import type { ReactiveElement } from 'lit';
import '../../src/index.js';
import '../../examples/kalah/src/index.js';
import { GAMES } from '../../src/games/registry.js';

/** Our seven boards and the Kalah example, the game of one's own made through the public API. */
const TAGS = [...GAMES.map((g) => g.tag), 'kalah-board'];

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Each class on the chain from `proto` up that defines `name` as a method (a function value, not an accessor). */
function methodOwners(proto: object, name: string): string[] {
  const owners: string[] = [];
  for (let p: object | null = proto; p; p = Object.getPrototypeOf(p) as object | null) {
    const d = Object.getOwnPropertyDescriptor(p, name);
    if (d && 'value' in d && typeof d.value === 'function')
      owners.push((p as { constructor: { name: string } }).constructor.name);
  }
  return owners;
}

/** Every reactive property of `tag`'s class, with the attribute it reads (null for none). */
function propertiesOf(tag: string): { name: string; attribute: string | null }[] {
  const ctor = customElements.get(tag) as typeof ReactiveElement | undefined;
  if (!ctor) throw new Error(`<${tag}> is not defined`);
  return [...ctor.elementProperties].map(([key, options]) => {
    const name = String(key);
    const attribute =
      options.attribute === false
        ? null
        : typeof options.attribute === 'string'
          ? options.attribute
          : name.toLowerCase();
    return { name, attribute };
  });
}

describe('the names of every board', () => {
  it('reads the classes of all eight boards, each with its review and puzzle attributes', () => {
    for (const tag of TAGS) {
      const attributes = propertiesOf(tag).map((p) => p.attribute);
      expect(attributes, tag).to.include.members(['review', 'review-time', 'puzzle', 'mode']);
    }
  });

  for (const tag of TAGS) {
    it(`<${tag}>: no property, attribute or camelCased attribute name is a method`, () => {
      const proto = (customElements.get(tag) as CustomElementConstructor).prototype as object;
      const clashes = propertiesOf(tag).flatMap(({ name, attribute }) =>
        [...new Set([name, ...(attribute ? [attribute, camel(attribute)] : [])])].flatMap((n) =>
          methodOwners(proto, n).map((owner) => `${n} (property ${name}) is a method of ${owner}`),
        ),
      );
      expect(clashes).to.deep.equal([]);
    });

    it(`<${tag}>: each attribute's property is its camelCased name, as Vue's checker and the JSX types name it`, () => {
      const renamed = propertiesOf(tag)
        .filter(({ name, attribute }) => attribute !== null && camel(attribute) !== name)
        .map(({ name, attribute }) => `${attribute} -> ${name}`);
      expect(renamed).to.deep.equal([]);
    });
  }

  it('finds a clash when there is one: a method named as an attribute', () => {
    class Clashing extends (customElements.get('nim-board') as typeof HTMLElement) {
      /** The old shape of the bug: a method by the name of the `puzzle` attribute. */
      puzzle(): void {}
    }
    expect(methodOwners(Clashing.prototype, 'puzzle')).to.deep.equal(['Clashing']);
    expect(methodOwners(Clashing.prototype, 'reset')).to.have.length.greaterThan(0);
    expect(methodOwners(Clashing.prototype, 'mode')).to.deep.equal([]);
  });
});
