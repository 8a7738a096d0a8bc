import type { CSSResult } from 'lit';

const adopted = new WeakMap<ShadowRoot, Set<CSSResult>>();

/**
 * Adds a style sheet to a shadow root once, for parts of a board that only some pages use (so the
 * others do not pay for it). A constructed sheet, not a `<style>` element in the template: a page
 * whose Content-Security-Policy has no `'unsafe-inline'` in `style-src` refuses inline style elements.
 */
export function adoptOnce(root: Node | null | undefined, styles: CSSResult): void {
  if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return;
  const done = adopted.get(root) ?? new Set();
  if (done.has(styles)) return;
  done.add(styles);
  adopted.set(root, done);
  const sheet = styles.styleSheet;
  if (sheet) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else {
    // Browsers without constructed sheets (Lit uses a style element there too).
    const style = document.createElement('style');
    style.textContent = styles.cssText;
    root.append(style);
  }
}
