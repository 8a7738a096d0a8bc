import { type PropertyDeclaration, defaultConverter } from 'lit';
import { isIntInRange } from '../../core/game.js';

/** How one attribute is read, what it is when unset, and which values the board can play with. */
export interface AttributeSpec<T, A = object> {
  /** The attribute's name, or false for a property that has none. */
  attribute: string | false;
  /** How the attribute's text is read: as Lit's `type` (text when omitted; `Object` reads JSON). */
  type?: typeof Number | typeof Boolean | typeof Object;
  /** A reading of the attribute's text of its own (given the text, never null; what it reads is checked as set). */
  converter?: { fromAttribute(value: string): unknown };
  /** Whether the property is written back to its attribute (for CSS selectors on the board). */
  reflect?: true;
  /** The value while unset, and the one the board plays with while the value set is invalid. */
  fallback: T;
  /**
   * Whether a value set is one the board can play with (null and undefined ask for the fallback), given the values the
   * board plays with of the attributes listed before it.
   */
  valid?: (value: NonNullable<T>, settings: Readonly<A>) => boolean;
  /** The valid values in words, for the warning. */
  expected?: string | ((settings: Readonly<A>) => string);
}

/**
 * A spec for each attribute of `A`, none left out, in the order they are checked (an attribute's check may read those
 * before it).
 */
export type AttributeTable<A> = { [K in keyof A]-?: AttributeSpec<A[K], A> };

/** Lit's declaration of a property read from a table: Lit ignores `spec`, which the board checks values against. */
export interface TableProperty extends PropertyDeclaration {
  readonly spec: AttributeSpec<unknown>;
}

/** Reads a JSON attribute; text that is not JSON stays as it is, so that the check names it and falls back. */
function readJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** How an attribute's text of `type` is read: JSON for `Object`, else as Lit reads it. */
function readerOf(type: AttributeSpec<unknown>['type']): (text: string) => unknown {
  if (type === Object) return readJson;
  return (text) => defaultConverter.fromAttribute!(text, type);
}

/**
 * Lit's property declarations for a table of attributes (`static properties = litProperties(TABLE)`). A removed
 * attribute reads back as its default, as a native element's does.
 */
export function litProperties<A>(table: AttributeTable<A>): Record<string, TableProperty> {
  return Object.fromEntries(
    Object.entries(table).map(([name, value]) => {
      const spec = value as AttributeSpec<unknown>;
      const { attribute, type, reflect, fallback } = spec;
      const read = spec.converter?.fromAttribute ?? readerOf(type);
      const fromAttribute = (text: string | null) => (text === null ? fallback : read(text));
      const converter = { fromAttribute, toAttribute: defaultConverter.toAttribute };
      return [name, { attribute, type: type === Object ? undefined : type, reflect, converter, spec }];
    }),
  );
}

/** A check that a value is one of `values`, and their list for the warning. */
export function oneOf<T>(values: readonly T[]): Pick<AttributeSpec<T>, 'valid' | 'expected'> {
  return { valid: (v) => values.includes(v), expected: values.join(', ') };
}

/** A check that a value is a whole number from `min` to `max`, said in the warning as `what` (plain integers). */
export function integerIn(
  min: number,
  max: number,
  what = 'an integer',
): Pick<AttributeSpec<number>, 'valid' | 'expected'> {
  return { valid: (v) => isIntInRange(v, min, max), expected: `${what} from ${min} to ${max}` };
}
