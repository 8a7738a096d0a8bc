import { type ReactiveElement, defaultConverter } from 'lit';

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
 * Reads a text given to a number, boolean or JSON property as its attribute's text would be read:
 * a template's plain attribute (`size="6"`) reaches an upgraded element as a property in Vue and
 * Svelte, so `size` would otherwise hold the text "6".
 */
export function readTexts(element: ReactiveElement): void {
  const fields = element as unknown as Fields;
  for (const [name, options] of (element.constructor as typeof ReactiveElement).elementProperties) {
    if (options.attribute === false || options.noAccessor) continue;
    const { converter, type } = options;
    // Lit gives every property its default converter: that one reads text as text unless typed.
    const read =
      typeof converter === 'function'
        ? converter
        : converter && converter !== defaultConverter
          ? converter.fromAttribute
          : type === Number || type === Boolean
            ? defaultConverter.fromAttribute
            : undefined;
    const value = fields[name];
    if (read && typeof value === 'string') fields[name] = read(value, type);
  }
}
