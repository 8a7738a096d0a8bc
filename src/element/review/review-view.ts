/**
 * The review's panel (`review`): the progress, the evaluation graph, the steps through the game and the move's line.
 */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import type { ReviewScale } from '../../core/ai.js';
import { type MoveMark, type ReviewPoint, searchOutcome } from '../../core/review.js';
import { PROVEN } from '../../core/search.js';
import type { ReviewWords } from './review-words.js';
import { renderButton } from '../render/controls.js';
import { signedNum } from '../../languages/intl.js';

/** What the panel shows, and what it does. */
export interface ReviewPanelView {
  /** The position shown, after `step` moves of `total`. */
  step: number;
  total: number;
  /** Positions valued so far, while `busy`. */
  done: number;
  busy: boolean;
  failure: string | null;
  /** The shown position's line ("Move 14, e6: blunder..."), the graph's value text with the position's value. */
  line: string;
  /** The review's state in words: its progress while it runs, its summary once done; null after a failure. */
  summary: string | null;
  /** Each position's value from the first player's view, and each move's mark, where known. */
  points: readonly (ReviewPoint | null)[];
  marks: readonly (MoveMark | null)[];
  /** The line of each position's move, for the graph's points (never the better move's). */
  describe(step: number): string;
  scale: ReviewScale | undefined;
  /** The tag the values' numbers follow (the board's language). */
  locale: string;
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
  // Right to left, the graph runs from the right (see the styles): the arrows move the way the screen shows.
  const back = getComputedStyle(e.currentTarget as Element).direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const to = {
    [back]: v.step - 1,
    ArrowDown: v.step - 1,
    [back === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft']: v.step + 1,
    ArrowUp: v.step + 1,
    Home: 0,
    End: v.total,
  }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  e.stopPropagation();
  v.go(to);
}

/**
 * A value as the graph's text gives it: signed, to a tenth; none for a search's proven win or loss, whose number is its
 * distance from the win, no margin.
 */
function signed(value: number, locale: string): string | null {
  if (Math.abs(value) >= PROVEN) return null;
  return signedNum(locale, value);
}

/**
 * The value of the position after `step` moves in words: exact or estimated, and the outcome where certain; or why it
 * has none.
 */
function valueText(m: ReviewWords, v: ReviewPanelView, step: number): string {
  const p = v.points[step];
  if (!p) return v.busy ? m.positionNotValuedYet : m.positionNotValued;
  return m.positionValue(signed(p.value, v.locale), p.exact, (v.scale?.outcome ?? searchOutcome)(p.value, p.exact));
}

/** Runs of positions not valued, first and last, in order. */
function gapRuns(points: readonly (ReviewPoint | null)[]): [number, number][] {
  const runs: [number, number][] = [];
  points.forEach((p, i) => {
    if (p) return;
    const last = runs.at(-1);
    if (last && last[1] === i - 1) last[1] = i;
    else runs.push([i, i]);
  });
  return runs;
}

/**
 * One valued position's point: a square where its value is exact, a circle where it is an estimate, bigger for a
 * blunder.
 */
function point(
  m: ReviewWords,
  v: ReviewPanelView,
  i: number,
  p: ReviewPoint,
  x: number,
  y: number,
  clickable: boolean,
): TemplateResult {
  const mark = v.marks[i - 1] ?? '';
  const size = mark === 'blunder' ? 5 : 3.5;
  const title = svg`<title>${m.sentences([v.describe(i), valueText(m, v, i)])}</title>`;
  const go = clickable ? () => v.go(i) : nothing;
  // A square of the same area as the circle: neither reads as the bigger value.
  const half = size * 0.886;
  if (!p.exact)
    return svg`<circle class="point estimate ${mark}" part="review-point" cx=${x} cy=${y} r=${size} @click=${go}
      >${title}</circle
    >`;
  return svg`<rect
    class="point exact ${mark}"
    part="review-point review-exact"
    x=${x - half}
    y=${y - half}
    width=${2 * half}
    height=${2 * half}
    @click=${go}
  >${title}</rect>`;
}

/**
 * The marks of positions a finished review could not value: a cross on the axis for each, or, on
 * a dense graph, a band over each run of them (one element a run, however long the game). A
 * running review draws none: its positions not valued yet are no gaps.
 */
function gaps(m: ReviewWords, v: ReviewPanelView, dx: number, dense: boolean): unknown[] {
  if (v.busy) return [];
  const runs = gapRuns(v.points);
  const mid = HEIGHT / 2;
  if (dense) {
    return runs.map(([from, to]) => {
      const moves = from === to ? from : `${from}–${to}`;
      const title = m.sentences([`${m.reviewKey.notValued}: ${moves}`, m.positionNotValued]);
      return svg`<rect class="gap-band" part="review-gap" x=${(from - 0.5) * dx} y="0" width=${(to - from + 1) * dx}
          height=${HEIGHT}><title>${title}</title></rect
        >`;
    });
  }
  return runs.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, k) => {
      const i = from + k;
      const cross = `M${i * dx - 3},${mid - 3} l6,6 m0,-6 l-6,6`;
      return svg`<path class="gap" part="review-gap" d=${cross} @click=${() => v.go(i)}
        ><title>${m.sentences([v.describe(i), m.positionNotValued])}</title></path
      >`;
    }),
  );
}

function graph(m: ReviewWords, v: ReviewPanelView): TemplateResult {
  const dx = WIDTH / Math.max(1, v.total);
  const y = (p: ReviewPoint) => HEIGHT / 2 - (HEIGHT / 2 - 6) * drawn(p, v.scale);
  const known = v.points.flatMap((p, i) => (p ? [{ i, p }] : []));
  // The line breaks where a position is not valued (a line across it would hide the gap), and
  // is drawn bolder between exact values: on a dense graph, where most points are left out, the
  // line itself tells exact from estimated.
  const lines: { exact: boolean; at: string[] }[] = [];
  let previous: string | null = null;
  v.points.forEach((p, i) => {
    const at = p ? `${(i * dx).toFixed(1)},${y(p).toFixed(1)}` : null;
    const before = v.points[i - 1];
    if (p && before && previous !== null) {
      const exact = p.exact && before.exact;
      const last = lines.at(-1);
      if (last && last.exact === exact && last.at.at(-1) === previous) last.at.push(at!);
      else lines.push({ exact, at: [previous, at!] });
    }
    previous = at;
  });
  // Points closer than a point's width can be neither told apart nor clicked one by one, and a
  // long game's thousand points would hold the page as they are drawn: a dense graph draws the
  // points worth finding (a move marked below good, the position shown), and a click anywhere
  // on it goes to the nearest position; every position's value is read in the slider's text.
  const dense = dx < POINT_SPACING;
  // A dense graph draws a point alone between gaps too: it has no line to show it.
  const alone = (i: number) => !v.points[i - 1] && !v.points[i + 1];
  const points = dense
    ? known.filter(({ i }) => i === v.step || FOUND.has(v.marks[i - 1] ?? 'best') || alone(i))
    : known;
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
    aria-valuetext=${m.sentences([v.line, valueText(m, v, v.step)])}
    @keydown=${(e: KeyboardEvent) => onKey(v, e)}
    @click=${dense ? (e: MouseEvent) => v.go(nearest(e, dx)) : nothing}
  >
    <line class="axis" x1="0" x2=${WIDTH} y1=${HEIGHT / 2} y2=${HEIGHT / 2}></line>
    ${gaps(m, v, dx, dense)}
    <line class="now" x1=${v.step * dx} x2=${v.step * dx} y1="0" y2=${HEIGHT}></line>
    ${lines.map((l) => svg`<polyline class="line ${l.exact ? 'exact-line' : ''}" points=${l.at.join(' ')}></polyline>`)}
    ${points.map(({ i, p }) => point(m, v, i, p, i * dx, y(p), !dense))}
  </svg>`;
}

/** The graph's key: the shapes of an exact value, an estimate and a position not valued. */
function key(m: ReviewWords): TemplateResult {
  const exact = m.reviewKey.exact;
  const shape = (drawing: TemplateResult) =>
    html`<svg class="key-shape" viewBox="-5 -5 10 10" aria-hidden="true">${drawing}</svg>`;
  return html`<p class="review-key" part="review-key">
    <span>${shape(svg`<rect class="point exact" x="-3.1" y="-3.1" width="6.2" height="6.2"></rect>`)} ${exact}</span>
    <span>${shape(svg`<circle class="point estimate" r="3.5"></circle>`)} ${m.reviewKey.estimate}</span>
    <span>${shape(svg`<path class="gap" d="M-3,-3 l6,6 m0,-6 l-6,6"></path>`)} ${m.reviewKey.notValued}</span>
  </p>`;
}

/** The review panel, in place of the row of buttons while a review is open. */
export function renderReviewPanel(m: ReviewWords, v: ReviewPanelView): TemplateResult {
  const step = (label: string, to: number, disabled: boolean, sign: string) =>
    html`<button
      type="button"
      part="button review-step"
      aria-label=${label}
      title=${label}
      ?disabled=${disabled}
      @click=${() => v.go(to)}
    >${sign}</button>`;
  const progress = html`<progress part="review-progress" max=${v.total} value=${v.done}
    aria-label=${m.reviewing(v.done, v.total)}></progress>`;
  const better = v.better;
  return html`<div class="review" part="review" role="group" aria-label=${m.review}>
    ${v.busy ? progress : nothing}
    ${v.summary ? html`<p class="review-summary" part="review-summary">${v.summary}</p>` : nothing}
    ${v.failure ? html`<p class="review-failure" role="status">${v.failure}</p>` : nothing} ${graph(m, v)} ${key(m)}
    <div class="controls" part="controls">
      ${step(m.reviewSteps.first, 0, v.step === 0, '«')} ${step(m.reviewSteps.previous, v.step - 1, v.step === 0, '‹')}
      ${step(m.reviewSteps.next, v.step + 1, v.step === v.total, '›')}
      ${step(m.reviewSteps.last, v.total, v.step === v.total, '»')}
      ${better ? betterButton(m.betterButton, better) : nothing} ${renderButton('close-review', m.closeReview, v.close)}
    </div>
  </div>`;
}

/** The toggle that shows the better move on the position it was missed in. */
function betterButton(text: string, better: { on: boolean; toggle: () => void }): TemplateResult {
  const pressed = better.on ? 'true' : 'false';
  return html`<button type="button" part="button better-move" aria-pressed=${pressed} @click=${better.toggle}>
    ${text}
  </button>`;
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
  /* Time runs the way the reader reads: from the right in Arabic and Hebrew. */
  :host(:state(rtl)) .review-graph {
    transform: scaleX(-1);
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
    stroke-width: 1;
  }
  .review-graph .exact-line {
    stroke-width: 2.5;
  }
  .review-summary,
  .review-key {
    margin: 0.3em 0;
    font-size: 0.9em;
  }
  .review-key {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4em 1em;
  }
  .review-key .key-shape {
    width: 0.9em;
    height: 0.9em;
    vertical-align: -0.1em;
  }
  .review .point {
    cursor: pointer;
    stroke: var(--bge-text-color);
    stroke-width: 1.5;
  }
  /* Exact values filled squares, estimates hollow circles: told apart by shape as well as by fill, a mark's colour or
     none. */
  .review .exact {
    fill: var(--bge-text-color);
  }
  .review .estimate {
    fill: var(--bge-board-color);
  }
  .review .gap {
    cursor: pointer;
    fill: none;
    stroke: var(--bge-text-color);
    opacity: 0.6;
    stroke-width: 1.5;
    pointer-events: bounding-box;
  }
  .review .gap-band {
    fill: var(--bge-line-color);
    opacity: 0.35;
  }
  .review-graph .mistake,
  .review-graph .inaccuracy {
    stroke: var(--bge-mistake-color, #d98c00);
  }
  .review-graph .exact.mistake,
  .review-graph .exact.inaccuracy {
    fill: var(--bge-mistake-color, #d98c00);
  }
  .review-graph .blunder {
    stroke: var(--bge-blunder-color, #d13b2f);
  }
  .review-graph .exact.blunder {
    fill: var(--bge-blunder-color, #d13b2f);
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
