/**
 * The lesson's panel (`lesson`): where the course stands, what the last move came to, the step's buttons and the list of
 * lessons, in place of the row of game buttons.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { LessonWords } from './lesson-words.js';

/** What the panel shows, and what it does. */
export interface LessonPanelView {
  /** "Lesson 2 of 7: Flips". */
  title: string;
  /** "Step 1 of 3", or '' in a lesson of one step. */
  step: string;
  /** Why a move was refused or a wrong move's words; '' for none. */
  feedback: string;
  kind: 'note' | 'wrong' | 'done';
  /** Whether the step is done. */
  done: boolean;
  /** While a move is judged or the defence answers. */
  busy: boolean;
  /** Each lesson's entry in the list. */
  lessons: string[];
  /** The lesson open, in the list. */
  index: number;
  /** Each button's action, or null where it is not offered now. */
  hint: (() => void) | null;
  show: (() => void) | null;
  restart: (() => void) | null;
  previous: (() => void) | null;
  next: (() => void) | null;
  /** Once the course is done: a game against the computer. */
  play: (() => void) | null;
  leave: () => void;
  /** The pass the player must play now, or null. */
  pass: (() => void) | null;
  choose: (index: number) => void;
}

/** The panel's styles, adopted when the lesson loads. */
export const lessonStyles = css`
  .lesson {
    margin-top: 0.75em;
  }
  .lesson-title {
    margin: 0 0 0.4em;
    font-size: 0.9em;
    opacity: 0.85;
  }
  .lesson-feedback {
    margin: 0 0 0.5em;
    padding: 0.4em 0.6em;
    border-inline-start: 3px solid currentColor;
    max-width: 40em;
  }
  .lesson-feedback[data-kind='wrong'] {
    border-color: var(--bge-lesson-wrong, #c0392b);
  }
  .lesson-feedback[data-kind='done'] {
    border-color: var(--bge-lesson-done, #2e8b57);
  }
  .lesson-list {
    display: inline-flex;
    gap: 0.4em;
    align-items: center;
    margin-top: 0.5em;
    font-size: 0.9em;
  }
  .lesson-list select {
    font: inherit;
    max-width: 100%;
  }
`;

/** The lesson panel, in place of the row of buttons while a lesson is on the board. */
export function renderLessonPanel(m: LessonWords & { pass: string }, v: LessonPanelView): TemplateResult {
  const b = m.lessonButtons;
  const button = (part: string, label: string, action: (() => void) | null) =>
    html`<button type="button" part="button ${part}" ?disabled=${!action} @click=${() => action?.()}>${label}</button>`;
  return html`<div
    class="lesson"
    part="lesson"
    role="group"
    aria-label=${v.title}
    aria-busy=${v.busy ? 'true' : 'false'}
    ?data-done=${v.done}
  >
    <p class="lesson-title" part="lesson-title">${v.title}${v.step ? html` · ${v.step}` : nothing}</p>
    ${
      v.feedback
        ? html`<p class="lesson-feedback" part="lesson-feedback" data-kind=${v.kind}>${v.feedback}</p>`
        : nothing
    }
    <div class="controls" part="controls">
      ${v.pass ? button('pass-button', m.pass, v.pass) : nothing} ${button('lesson-hint', b.hint, v.hint)} ${button('lesson-show', b.show, v.show)}
      ${button('lesson-restart', b.restart, v.restart)} ${button('lesson-previous', b.previous, v.previous)}
      ${v.play ? button('lesson-play', b.play, v.play) : button('lesson-next', b.next, v.next)}
      ${button('lesson-leave', b.leave, v.leave)}
    </div>
    ${
      v.lessons.length > 1
        ? html`<label class="lesson-list" part="lesson-list"
          >${m.lessonList}
          <select
            part="lesson-select"
            @change=${(e: Event) => v.choose(Number((e.target as HTMLSelectElement).value))}
            .value=${String(v.index)}
          >
            ${v.lessons.map((entry, i) => html`<option value=${i} ?selected=${i === v.index}>${entry}</option>`)}
          </select></label
        >`
        : nothing
    }
  </div>`;
}
