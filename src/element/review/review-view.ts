/** The review's panel (`review`): the progress, the evaluation graph, the steps through the game and the move's line. */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import type { ReviewScale } from '../../core/ai.js';
import { type MoveMark, type ReviewPoint, searchOutcome } from '../../core/review.js';
import type { ReviewWords } from './review-words.js';

/** What the panel shows, and what it does. */
export interface ReviewPanelView {
  /** The position shown, after `step` moves of `total`. */
  step: number;
  total: number;
  /** Positions valued so far, while `busy`. */
  done: number;
  busy: boolean;
  failure: string | null;
  /** The shown position's line ("Move 14, e6: blunder..."), the graph's value text. */
  line: string;
  /** Each position's value from the first player's view, and each move's mark, where known. */
  points: readonly (ReviewPoint | null)[];
  marks: readonly (MoveMark | null)[];
  /** The text of each position, for the graph's points. */
  describe(step: number): string;
  scale: ReviewScale | undefined;
  go(step: number): void;
  /** The better move's toggle, where the shown move was not the best. */
  better: { on: boolean; toggle: () => void } | null;
  close(): void;
}

const WIDTH = 300;
const HEIGHT = 80;
/** The least distance between the graph's points, in its units, for each to be drawn (a point is 7 wide). */
const POINT_SPACING = 7;
/** The marks whose points a dense graph still draws. */
const FOUND: ReadonlySet<string> = new Set(['inaccuracy', 'mistake', 'blunder']);

/** The position nearest a click on the graph, whose positions are `dx` apart. */
function nearest(e: MouseEvent, dx: number): number {
  const graph = e.currentTarget as SVGSVGElement;
  const at = new DOMPoint(e.clientX, e.clientY).matrixTransform(graph.getScreenCTM()?.inverse());
  return Math.round(at.x / dx);
}

/**
 * A value drawn between -1 and 1, from the first player's view: a certain win or loss in the outer
 * bands (a bigger margin, a quicker win, further out), a certain draw on the axis, an estimate
 * between, squeezed by the game's blunder threshold.
 */
function drawn(p: ReviewPoint, scale: ReviewScale | undefined): number {
  const squeezed = Math.tanh(Math.abs(p.value) / (2 * (scale?.blunder ?? 400)));
  const certain = (scale?.outcome ?? searchOutcome)(p.value, p.exact);
  if (certain === null) return Math.sign(p.value) * 0.6 * squeezed;
  return certain === 'draw' ? 0 : Math.sign(p.value) * (0.65 + 0.35 * squeezed);
}

/** The steps' keys on the graph: arrows, Home and End. */
function onKey(v: ReviewPanelView, e: KeyboardEvent): void {
  if (e.key === 'b' && v.better) {
    e.preventDefault();
    e.stopPropagation();
    return v.better.toggle();
  }
  const to = { ArrowLeft: v.step - 1, ArrowDown: v.step - 1, ArrowRight: v.step + 1, ArrowUp: v.step + 1, Home: 0, End: v.total }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  e.stopPropagation();
  v.go(to);
}

function graph(m: ReviewWords, v: ReviewPanelView): TemplateResult {
  const dx = WIDTH / Math.max(1, v.total);
  const y = (p: ReviewPoint) => HEIGHT / 2 - (HEIGHT / 2 - 6) * drawn(p, v.scale);
  const known = v.points.flatMap((p, i) => (p ? [{ i, p }] : []));
  const path = known.map(({ i, p }) => `${(i * dx).toFixed(1)},${y(p).toFixed(1)}`).join(' ');
  // Points closer than a point's width can be neither told apart nor clicked one by one, and a
  // long game's thousand points would hold the page as they are drawn: a dense graph draws the
  // points worth finding (a move marked below good, the position shown), and a click anywhere
  // on it goes to the nearest position.
  const dense = dx < POINT_SPACING;
  const points = dense ? known.filter(({ i }) => i === v.step || FOUND.has(v.marks[i - 1] ?? 'best')) : known;
  return html`<svg
    class="review-graph"
    part="review-graph"
    viewBox="-6 0 ${WIDTH + 12} ${HEIGHT}"
    role="slider"
    tabindex="0"
    aria-label=${m.reviewGraph}
    aria-valuemin="0"
    aria-valuemax=${v.total}
    aria-valuenow=${v.step}
    aria-valuetext=${v.line}
    @keydown=${(e: KeyboardEvent) => onKey(v, e)}
    @click=${dense ? (e: MouseEvent) => v.go(nearest(e, dx)) : nothing}
  >
    <line class="axis" x1="0" x2=${WIDTH} y1=${HEIGHT / 2} y2=${HEIGHT / 2}></line>
    <line class="now" x1=${v.step * dx} x2=${v.step * dx} y1="0" y2=${HEIGHT}></line>
    ${known.length > 1 ? svg`<polyline class="line" points=${path}></polyline>` : nothing}
    ${points.map(
      ({ i, p }) =>
        svg`<circle class="point ${p.exact ? 'exact' : 'estimate'} ${v.marks[i - 1] ?? ''}" part="review-point${p.exact ? ' review-exact' : ''}" cx=${i * dx} cy=${y(p)} r="3.5" @click=${dense ? nothing : () => v.go(i)}><title>${v.describe(i)}</title></circle>`,
    )}
  </svg>`;
}

/** The review panel, in place of the row of buttons while a review is open. */
export function renderReviewPanel(m: ReviewWords, v: ReviewPanelView): TemplateResult {
  const step = (label: string, to: number, disabled: boolean, sign: string) => html`<button type="button" part="button review-step" aria-label=${label} title=${label} ?disabled=${disabled} @click=${() => v.go(to)}>${sign}</button>`;
  return html`<div class="review" part="review" role="group" aria-label=${m.review}>
    ${v.busy ? html`<progress part="review-progress" max=${v.total} value=${v.done} aria-label=${m.reviewing(v.done, v.total)}></progress>` : nothing}
    ${v.failure ? html`<p class="review-failure" role="status">${v.failure}</p>` : nothing} ${graph(m, v)}
    <div class="controls" part="controls">
      ${step(m.reviewSteps.first, 0, v.step === 0, '«')} ${step(m.reviewSteps.previous, v.step - 1, v.step === 0, '‹')}
      ${step(m.reviewSteps.next, v.step + 1, v.step === v.total, '›')} ${step(m.reviewSteps.last, v.total, v.step === v.total, '»')}
      ${v.better ? html`<button type="button" part="button better-move" aria-pressed=${v.better.on ? 'true' : 'false'} @click=${v.better.toggle}>${m.betterButton}</button>` : nothing}
      <button type="button" part="button close-review" @click=${v.close}>${m.closeReview}</button>
    </div>
  </div>`;
}

/** The panel's styles, adopted by a board when its review first opens. */
export const reviewStyles = css`
  .review {
    margin-top: 0.75em;
  }
  .review progress {
    width: 100%;
  }
  .review-graph {
    display: block;
    width: 100%;
    height: auto;
    border: 1px solid var(--bge-line-color);
    border-radius: 0.4em;
    background: var(--bge-board-color);
  }
  .review-graph:focus-visible {
    outline: 3px solid var(--bge-focus-color);
    outline-offset: 2px;
  }
  .review-graph .axis {
    stroke: var(--bge-line-color);
    stroke-dasharray: 3 3;
  }
  .review-graph .now {
    stroke: var(--bge-focus-color);
    stroke-width: 2;
  }
  .review-graph .line {
    fill: none;
    stroke: var(--bge-text-color);
    stroke-width: 1.5;
  }
  .review-graph .point {
    cursor: pointer;
    stroke: var(--bge-text-color);
    stroke-width: 1.5;
  }
  .review-graph .exact {
    fill: var(--bge-text-color);
  }
  .review-graph .estimate {
    fill: var(--bge-board-color);
  }
  .review-graph .mistake,
  .review-graph .inaccuracy {
    stroke: var(--bge-mistake-color, #d98c00);
    fill: var(--bge-mistake-color, #d98c00);
  }
  .review-graph .blunder {
    stroke: var(--bge-blunder-color, #d13b2f);
    fill: var(--bge-blunder-color, #d13b2f);
    r: 5;
  }
  .moves [part~='mark-blunder'] {
    color: var(--bge-blunder-color, #d13b2f);
  }
  .moves [part~='mark-mistake'],
  .moves [part~='mark-inaccuracy'] {
    color: var(--bge-mistake-color, #d98c00);
  }
  .moves button[part~='move'] {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    padding: 0 0.15em;
    cursor: pointer;
  }
  .moves [part~='current'] {
    outline: 2px solid var(--bge-focus-color);
    border-radius: 0.2em;
  }
`;
