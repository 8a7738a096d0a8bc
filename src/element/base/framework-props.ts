import { type PropertyDeclaration, type ReactiveElement, defaultConverter } from 'lit';

type Fields = Record<PropertyKey, unknown>;

/**
 * Lets each property be set under its attribute's name too (`board['ai-depth'] = 2`). Vue, Svelte
 * and React set an element's property whenever it has one by the name written in the template, and
 * an attribute otherwise: with these, `ai-depth={2}`, `aiDepth={2}` and Vue's `:ai-depth.prop` all
 * reach `aiDepth`, and a list or an object given under a dashed name is not turned into text.
 */
export function nameByAttributes(ctor: typeof ReactiveElement): void {
  for (const [name, options] of ctor.elementProperties) {
    const attribute = options.attribute;
    if (typeof attribute !== 'string' || attribute === name || attribute in ctor.prototype) continue;
    Object.defineProperty(ctor.prototype, attribute, {
      configurable: true,
      get(this: Fields) {
        return this[name];
      },
      set(this: Fields, value: unknown) {
        this[name] = value;
      },
    });
  }
}

/**
 * A text given to a number, boolean or JSON property, read as its attribute's text would be: a
 * template's plain attribute (`size="6"`) reaches an upgraded element as a property in Vue and
 * Svelte, so `size` would otherwise hold the text "6".
 */
export function readText(ctor: typeof ReactiveElement, name: PropertyKey, value: unknown): unknown {
  const options = ctor.elementProperties.get(name);
  if (typeof value !== 'string' || !options || options.attribute === false || options.noAccessor) return value;
  const read = readerOf(options);
  return read ? read(value, options.type) : value;
}

/**
 * How a property's attribute text is read: Lit gives every property its default converter, which reads text as text
 * unless typed.
 */
function readerOf({
  converter,
  type,
}: PropertyDeclaration): ((value: string | null, type?: unknown) => unknown) | undefined {
  if (typeof converter === 'function') return converter;
  if (converter && converter !== defaultConverter) return converter.fromAttribute;
  return type === Number || type === Boolean ? defaultConverter.fromAttribute : undefined;
}
