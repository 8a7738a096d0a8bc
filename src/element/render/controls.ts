import { html, nothing, type TemplateResult } from 'lit';
import type { Messages } from '../base/messages.js';

/** What the row of buttons shows, and what each does. */
export interface ControlsView {
  /** The game's own buttons, placed first. */
  game: unknown;
  /** The Pass button's action while the user has no move but to pass, or null. */
  pass: (() => void) | null;
  /** The Hint button's action (`show-hint-button`), or null; `hintBlocked` greys it out. */
  hint: (() => void) | null;
  hintBlocked: boolean;
  /** New game, or null where this board starts none (a board that watches a game online). */
  newGame: (() => void) | null;
  /** Undo and Redo, absent where moves are not taken back (`remote`). */
  undo: { undo: () => void; redo: () => void; canUndo: boolean; canRedo: boolean } | null;
  keysOpen: boolean;
  toggleKeys: () => void;
  /** The Review button's action once the game is over (where the game's AI can value its moves), or null. */
  review: (() => void) | null;
  /** Buttons placed last (the music's mute button). */
  extra: unknown;
}

/** The row of buttons under the board (`controls`). */
export function renderControls(m: Messages, v: ControlsView): TemplateResult {
  return html`<div class="controls" part="controls">
    ${v.pass ? html`<button type="button" part="button pass-button" @click=${v.pass}>${m.pass}</button>` : nothing} ${v.game}
    ${v.hint ? html`<button type="button" part="button hint-button" ?disabled=${v.hintBlocked} @click=${v.hint}>${m.hint}</button>` : nothing}
    ${v.newGame ? html`<button type="button" part="button new-game" @click=${v.newGame}>${m.newGame}</button>` : nothing}
    ${
      v.undo
        ? html`<button type="button" part="button undo" ?disabled=${!v.undo.canUndo} @click=${v.undo.undo}>${m.undo}</button>
          <button type="button" part="button redo" ?disabled=${!v.undo.canRedo} @click=${v.undo.redo}>${m.redo}</button>`
        : nothing
    }
    ${v.review ? html`<button type="button" part="button review-button" @click=${v.review}>${m.review}</button>` : nothing}
    <button type="button" part="button keys-button" aria-expanded=${v.keysOpen ? 'true' : 'false'} aria-controls="help" @click=${v.toggleKeys}>${m.keys}</button> ${v.extra}
  </div>`;
}
