import { css, html, type TemplateResult } from 'lit';
import { withMark } from '../../languages/names.js';
import type { Player } from '../../core/game.js';
import type { Messages } from '../base/messages.js';

/** The form's own styles, adopted by the board when the form first loads (`ask-names`). */
export const namesFormStyles = css`
  .names {
    display: grid;
    gap: 0.75em;
    margin-top: 0.75em;
    padding: 0.5em 0.9em;
    border: 1px solid var(--bge-line-color);
    border-radius: 0.4em;
  }
  .names-title {
    font-size: 1em;
    margin: 0.25em 0 0.5em;
  }
  .names label {
    display: grid;
    gap: 0.25em;
  }
`;

/** One name field of the form. */
export interface NameField {
  side: Player;
  /** The name given so far (the field's value). */
  value: string;
  /** The default name, shown as the placeholder. */
  fallback: string;
  /** The side's symbol (X, Black...), or ''. */
  mark: string;
}

/** The form asking the players' names (`names`), one field per side at this board. */
export function renderNamesForm(
  m: Messages,
  fields: readonly NameField[],
  maxLength: number,
  onSubmit: (e: SubmitEvent) => void,
): TemplateResult {
  return html`<form class="names" part="names" @submit=${onSubmit}>
    <h2 class="names-title">${m.namesTitle}</h2>
    ${fields.map(
      (f) => html`<label>
        ${m.nameOf(withMark(f.fallback, f.mark))}
        <input name=${f.side} .value=${f.value} placeholder=${f.fallback} maxlength=${maxLength} autocomplete="off" />
      </label>`,
    )}
    <button type="submit" part="button start">${m.start}</button>
  </form>`;
}
