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
  /** The Learn button's action (`show-learn-button`, where the game has a course), or null. */
  learn: (() => void) | null;
  /** Buttons placed last (the music's mute button). */
  extra: unknown;
}

/** A button of the board: its part after `button`, its text and its action; `disabled` when it cannot act now. */
export function renderButton(part: string, text: string, click: () => void, disabled = false): TemplateResult {
  return html`<button type="button" part="button ${part}" ?disabled=${disabled} @click=${click}>${text}</button>`;
}

/** The row of buttons under the board (`controls`). */
export function renderControls(m: Messages, v: ControlsView): TemplateResult {
  const undo = v.undo;
  return html`<div class="controls" part="controls">
    ${v.pass ? renderButton('pass-button', m.pass, v.pass) : nothing} ${v.game}
    ${v.hint ? renderButton('hint-button', m.hint, v.hint, v.hintBlocked) : nothing}
    ${v.newGame ? renderButton('new-game', m.newGame, v.newGame) : nothing}
    ${undo ? renderButton('undo', m.undo, undo.undo, !undo.canUndo) : nothing}
    ${undo ? renderButton('redo', m.redo, undo.redo, !undo.canRedo) : nothing}
    ${v.review ? renderButton('review-button', m.review, v.review) : nothing}
    ${v.learn ? renderButton('learn-button', m.learn, v.learn) : nothing}
    <button
      type="button"
      part="button keys-button"
      aria-expanded=${v.keysOpen ? 'true' : 'false'}
      aria-controls="help"
      @click=${v.toggleKeys}
    >${m.keys}</button>
    ${v.extra}
  </div>`;
}
