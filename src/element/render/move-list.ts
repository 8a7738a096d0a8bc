import { html, nothing, type TemplateResult } from 'lit';

/**
 * The move list (`show-moves`): the moves in pairs, one numbered line per turn of both sides. A group,
 * not a landmark: a page may show many boards, and its landmarks must each be unique.
 */
export function renderMoveList(moves: readonly string[], label: string, empty: string): TemplateResult {
  const pairs: [string, string | undefined][] = [];
  for (let i = 0; i < moves.length; i += 2) pairs.push([moves[i]!, moves[i + 1]]);
  return html`<div class="moves" part="moves" role="group" aria-label=${label}>
    ${
      pairs.length === 0
        ? html`<p class="no-moves">${empty}</p>`
        : // A long list scrolls: a tab stop lets the keyboard scroll it too.
          html`<ol tabindex="0">
          ${pairs.map(([a, b]) => html`<li><span part="move">${a}</span>${b === undefined ? nothing : html` <span part="move">${b}</span>`}</li>`)}
        </ol>`
    }
  </div>`;
}
