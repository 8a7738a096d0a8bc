import { html, type TemplateResult } from 'lit';

/** The list of keys (`help`), hidden until the Keys button or `?` opens it. */
export function renderHelp(title: string, keys: readonly string[], open: boolean): TemplateResult {
  return html`<div id="help" class="help" part="help" role="group" aria-label=${title} ?hidden=${!open}>
    <h2 class="help-title">${title}</h2>
    <ul>
      ${keys.map((k) => html`<li>${k}</li>`)}
    </ul>
  </div>`;
}
