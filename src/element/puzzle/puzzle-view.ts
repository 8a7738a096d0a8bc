/**
 * The puzzle's panel (`puzzle`): its name and difficulty, the daily streak, and its buttons, in place of the row of
 * game buttons.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { type PuzzleWords, puzzleTitleOf } from './puzzle-words.js';

/** What the panel shows, and what it does. */
export interface PuzzlePanelView {
  id: string;
  difficulty: number | null;
  /** Days in a row the daily puzzle was solved, for the daily puzzle. */
  streak: number | null;
  solved: boolean;
  /** While a move is judged or the defence answers. */
  busy: boolean;
  /** Each button's action, or null where it is not offered now. */
  hint: (() => void) | null;
  solution: (() => void) | null;
  restart: () => void;
  next: (() => void) | null;
  /** The pass the player must play now, or null. */
  pass: (() => void) | null;
}

/** The panel's styles, adopted when the puzzle loads. */
export const puzzleStyles = css`
  .puzzle {
    margin-top: 0.75em;
  }
  .puzzle-title {
    margin: 0 0 0.4em;
    font-size: 0.9em;
    opacity: 0.85;
  }
  .puzzle[data-solved] .puzzle-title {
    opacity: 1;
    font-weight: 600;
  }
`;

/** The puzzle panel, in place of the row of buttons while a puzzle is on the board. */
export function renderPuzzlePanel(m: PuzzleWords & { pass: string }, v: PuzzlePanelView): TemplateResult {
  const b = m.puzzleButtons;
  const title = puzzleTitleOf(m, v.id, v.difficulty);
  const streak = v.streak ? html` · <span part="puzzle-streak">${m.puzzleStreak(v.streak)}</span>` : nothing;
  return html`<div
    class="puzzle"
    part="puzzle"
    role="group"
    aria-label=${title}
    aria-busy=${v.busy ? 'true' : 'false'}
    ?data-solved=${v.solved}
  >
    <p class="puzzle-title" part="puzzle-title">${title}${streak}</p>
    <div class="controls" part="controls">
      ${v.pass ? html`<button type="button" part="button pass-button" @click=${v.pass}>${m.pass}</button>` : nothing}
      <button type="button" part="button puzzle-hint" ?disabled=${!v.hint} @click=${() => v.hint?.()}>${b.hint}</button>
      <button
        type="button"
        part="button puzzle-solution"
        ?disabled=${!v.solution}
        @click=${() => v.solution?.()}
      >${b.solution}</button>
      <button type="button" part="button puzzle-restart" @click=${v.restart}>${b.restart}</button>
      ${v.next ? html`<button type="button" part="button puzzle-next" @click=${v.next}>${b.next}</button>` : nothing}
    </div>
  </div>`;
}
