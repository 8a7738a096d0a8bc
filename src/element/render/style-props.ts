import { noChange, type ElementPart } from 'lit';
import { Directive, directive, PartType, type PartInfo } from 'lit/directive.js';

/** CSS properties (custom ones such as `--size` included) and their values; null or undefined removes one. */
export type StyleProps = Readonly<Record<string, string | number | null | undefined>>;

/**
 * Sets an element's CSS properties through the CSSOM (`style.setProperty`), never through its
 * `style` attribute: a page whose Content-Security-Policy has no `'unsafe-inline'` in `style-src`
 * refuses style attributes, including the one Lit's `styleMap` writes on first render, but not the CSSOM.
 */
class StylePropsDirective extends Directive {
  private set = new Set<string>();

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT)
      throw new Error('styleProps() belongs on an element: <div ${styleProps({...})}>');
  }

  render(_props: StyleProps): typeof noChange {
    // Server rendering writes no style: the client sets it when it takes the element over.
    return noChange;
  }

  override update(part: ElementPart, [props]: [StyleProps]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    const next = new Set<string>();
    for (const [name, value] of Object.entries(props)) {
      if (value === null || value === undefined || value === '') continue;
      next.add(name);
      const text = String(value);
      if (style.getPropertyValue(name) !== text) style.setProperty(name, text);
    }
    for (const name of this.set) if (!next.has(name)) style.removeProperty(name);
    this.set = next;
    return noChange;
  }
}

/** Sets CSS properties on the element it is placed on, CSP-safe: `<div ${styleProps({ '--size': 8 })}>`. */
export const styleProps = directive(StylePropsDirective);
