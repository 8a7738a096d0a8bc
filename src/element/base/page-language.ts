/**
 * The language and direction a board takes from its page: its own `lang` and `dir`, else the nearest ancestor's
 * (across shadow roots), else the document's; followed as they change, as the page's own text would.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { onRegister } from './language-registry.js';

/** The nearest value of `attribute` on `el` or an ancestor, across shadow roots; null where none sets it. */
function nearest(el: Element, attribute: string, accept: (value: string) => boolean): string | null {
  let node: Node | null = el;
  while (node) {
    if (node instanceof Element && node.hasAttribute(attribute)) {
      const value = (node.getAttribute(attribute) ?? '').trim().toLowerCase();
      // `lang=""` says "unknown language" and stops the search; `dir="auto"` or a typo does not decide.
      if (accept(value)) return value;
    }
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return null;
}

/** The language tag in effect for `el`: its own `lang` or the nearest ancestor's, across shadow roots. */
export function langOf(el: Element): string {
  return nearest(el, 'lang', () => true) ?? '';
}

/** The direction `el`'s page sets for it by `dir` (on it or an ancestor), or null where none does. */
export function dirOf(el: Element): 'ltr' | 'rtl' | null {
  return nearest(el, 'dir', (v) => v === 'ltr' || v === 'rtl') as 'ltr' | 'rtl' | null;
}

const hosts = new Set<ReactiveControllerHost>();
let pageWatch: { observer: MutationObserver; stop: () => void } | null = null;

function updateAll(): void {
  for (const host of hosts) host.requestUpdate();
}

/**
 * Updates its board when a `lang` or `dir` changes anywhere in the document or on the board itself (a board inside
 * another component's shadow root sees its own attributes change), or when the page registers a language; and before
 * each update, lays the board out in its direction (the custom state `rtl`, which the shared styles read: the page's
 * `dir` attribute stays the page's). One observer serves every board of the page.
 */
export class LanguageWatch implements ReactiveController {
  private own: MutationObserver | undefined;
  private readonly states: Set<string> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly direction: () => 'ltr' | 'rtl',
  ) {
    host.addController(this);
    try {
      this.states = host.attachInternals().states;
    } catch {
      // A subclass took the internals first: the board then follows the page's `dir` alone, which CSS inherits.
    }
  }

  hostUpdate(): void {
    const states = this.states;
    if (!states) return;
    if (this.direction() === 'rtl') states.add('rtl');
    else states.delete('rtl');
  }

  hostConnected(): void {
    hosts.add(this.host);
    if (!pageWatch && typeof MutationObserver !== 'undefined') {
      const observer = new MutationObserver(updateAll);
      observer.observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ['lang', 'dir'] });
      pageWatch = { observer, stop: onRegister(updateAll) };
    }
    if (this.host.getRootNode() !== document) {
      this.own = new MutationObserver(() => this.host.requestUpdate());
      this.own.observe(this.host, { attributes: true, attributeFilter: ['lang', 'dir'] });
    }
  }

  hostDisconnected(): void {
    hosts.delete(this.host);
    this.own?.disconnect();
    this.own = undefined;
    if (hosts.size === 0 && pageWatch) {
      pageWatch.observer.disconnect();
      pageWatch.stop();
      pageWatch = null;
    }
  }
}
