import type { ReactiveElement } from 'lit';
import { readText } from './framework-props.js';
import type { TableProperty } from './attribute-table.js';

/**
 * The properties an element declares from attribute tables (`litProperties`), its base's and then its own, in order.
 */
function tableProperties(element: ReactiveElement): [string, TableProperty][] {
  const properties = [...(element.constructor as typeof ReactiveElement).elementProperties];
  return properties.filter((p): p is [string, TableProperty] => 'spec' in p[1]);
}

/**
 * The values an element plays with, next to the properties a page set: each property as set where it is valid, else
 * its default, after one console warning (`warn`). The properties keep what the page set, as a native element keeps an
 * unknown attribute. Checked again, lazily, after any property changes (`invalidate`).
 */
export class AttributeSettings<T extends object> {
  /** The values played with, one getter per declared property. */
  readonly values: Readonly<T>;
  /** Where a value played with differs from its property: the defaults of invalid ones. */
  private readonly played = new Map<PropertyKey, unknown>();
  private checked = false;

  private more: () => void = () => {};

  /** Also runs `more` in each check, for what the tables cannot check (a game of one's own's `validateAttributes`). */
  checkAlso(more: () => void): void {
    this.more = more;
  }

  constructor(
    private readonly element: ReactiveElement,
    private readonly warn: (key: string, message: string) => void,
  ) {
    const values = {};
    const props = element as unknown as Record<string, unknown>;
    for (const [name, { spec }] of tableProperties(element)) {
      if (spec.fallback !== undefined) props[name] = spec.fallback;
      Object.defineProperty(values, name, { enumerable: true, get: () => this.get(name) });
    }
    this.values = values as T;
  }

  /** The value played with for `prop`. */
  get(prop: PropertyKey): unknown {
    if (!this.checked) this.checkAll();
    return this.played.has(prop)
      ? this.played.get(prop)
      : (this.element as unknown as Record<PropertyKey, unknown>)[prop];
  }

  /**
   * A property was set (by the page or the board): the values are checked again before they are next read, and a text
   * set on a number, boolean or JSON property is read as its attribute's would be, as a native element converts what
   * is set (Vue and Svelte give a template's plain attribute, `size="6"`, to an upgraded element as a property).
   */
  changed(name: PropertyKey): void {
    this.checked = false;
    const props = this.element as unknown as Record<PropertyKey, unknown>;
    const value = props[name];
    const read = readText(this.element.constructor as typeof ReactiveElement, name, value);
    if (!Object.is(read, value)) props[name] = read;
  }

  /** Checks every property against its attribute's rules, warning once about each invalid value. */
  checkAll(): void {
    this.played.clear();
    this.checked = true;
    for (const [name, { spec }] of tableProperties(this.element)) {
      if (!spec.valid) continue;
      const value = this.get(name);
      const ok = value === undefined || value === null || spec.valid(value, this.values);
      const expected = typeof spec.expected === 'function' ? spec.expected(this.values) : (spec.expected ?? '');
      this.check(name, spec.attribute || name, ok, spec.fallback, expected);
    }
    this.more();
  }

  /**
   * Plays with `fallback` while `prop` is invalid (`ok` false), with one console warning per bad value; unset (null or
   * undefined) asks for the default, which is no mistake.
   */
  check(prop: PropertyKey, attribute: string, ok: boolean, fallback: unknown, expected: string): void {
    const value = this.get(prop);
    if (value === null || value === undefined) {
      this.played.set(prop, fallback);
      return;
    }
    if (ok) return;
    const using = fallback === undefined ? 'the default' : `"${String(fallback)}"`;
    this.warn(
      `${attribute}=${String(value)}`,
      `invalid ${attribute}="${String(value)}" (expected ${expected}); using ${using}.`,
    );
    this.played.set(prop, fallback);
  }
}
