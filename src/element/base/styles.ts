import { css, type CSSResult } from 'lit';

/** The colours of the dark theme: taken when the page prefers dark (unless `theme="light"`), or with `theme="dark"`. */
const darkPalette = css`
  --bge-board-color: #2a2723;
  --bge-line-color: #b9ab98;
  --bge-cell-color: #37332e;
  --bge-first-color: #ff7b6b;
  --bge-second-color: #6fb7ef;
  --bge-piece-color: #d9a066;
  --bge-mark-color: #ffc83d;
  --bge-highlight-color: #5fd18e;
  --bge-focus-color: #8ab4ff;
  --bge-hint-color: #c6a4ff;
  --bge-surface-color: #1f1c19;
  --bge-text-color: #f1ece4;
`;

/**
 * `declarations` wherever the board is dark: `theme="dark"`, or `auto` on a reader's dark setting.
 * A game's own dark colours go through it, so they follow the same rule as the shared palette (and,
 * coming after it, win over it).
 */
export function darkTheme(declarations: CSSResult): CSSResult {
  return css`
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) {
        ${declarations}
      }
    }
    :host([theme='dark']) {
      ${declarations}
    }
  `;
}

/**
 * Styles shared by every board: layout, status line, controls, focus ring, colour scheme.
 * Colours are custom properties so a page can theme a board without touching its internals.
 */
export const baseStyles = css`
  :host {
    --bge-board-color: #f4efe4;
    --bge-line-color: #5b5046;
    --bge-cell-color: #fffdf8;
    --bge-first-color: #c0392b;
    --bge-second-color: #1f5f8b;
    --bge-piece-color: #8a5a2b;
    --bge-mark-color: #e0a100;
    --bge-highlight-color: #2e9d5b;
    --bge-focus-color: #1a56db;
    --bge-hint-color: #7b3fe4;
    /* A board brings its own ground and ink, so its texts read in either theme on any page. */
    --bge-surface-color: #fffdf8;
    --bge-text-color: #1f1b16;
    /* Controls take the board's own ground and ink, never a cell colour a page chose for one scheme. */
    --bge-control-color: color-mix(in srgb, var(--bge-text-color) 6%, var(--bge-surface-color));
    display: block;
    /* A move lays out its own board only: fifty boards on a page spent half the main thread on each other's layout
       without it. */
    contain: layout style;
    box-sizing: border-box;
    min-width: 280px;
    max-width: var(--bge-max-width, 32rem);
    /* No padding at the narrowest (280 px), where the squares need every pixel. */
    padding: clamp(0px, calc((100% - 280px) / 8), 0.6em);
    border-radius: 0.6em;
    font: inherit;
    color: var(--bge-text-color);
    background: var(--bge-surface-color);
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${darkPalette}
    }
  }
  :host([theme='dark']) {
    ${darkPalette}
  }
  :host([hidden]) {
    display: none;
  }
  /* Right to left where the page's dir says so (inherited) or, without one, the board's language does (LanguageWatch). */
  :host(:state(rtl)) {
    direction: rtl;
  }
  /* A board keeps its game's own orientation in every direction: files run a to h from the left, a1 stays put. */
  .board,
  .framed {
    direction: ltr;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .board {
    color: var(--bge-board-text-color, inherit);
  }
  /* Boards drawn as a CSS grid of cells: rows only group cells for assistive technology. */
  .row {
    display: contents;
  }
  .cell {
    position: relative;
    display: grid;
    place-items: center;
  }
  .status {
    min-height: 1.5em;
    margin: 0.5em 0;
    font-weight: 600;
  }
  .persist-note {
    margin: -0.25em 0 0.5em;
    font-size: 0.85em;
    opacity: 0.8;
  }
  .players {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5em;
    margin: 0 0 0.5em;
  }
  .player {
    display: flex;
    align-items: center;
    gap: 0.4em;
    min-width: 0;
    padding: 0.15em 0.5em;
    border-radius: 0.4em;
    border: 2px solid transparent;
  }
  .player.to-move {
    border-color: var(--bge-highlight-color);
    font-weight: 600;
  }
  .player-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .score {
    font-variant-numeric: tabular-nums;
    opacity: 0.8;
    white-space: nowrap;
  }
  .clock {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    padding: 0 0.35em;
    border: 1px solid var(--bge-line-color);
    border-radius: 0.3em;
    white-space: nowrap;
  }
  .clock.running {
    border-color: var(--bge-highlight-color);
  }
  /* Low time is told by weight and a thicker edge too, not by colour alone. */
  .clock.low {
    border-width: 2px;
    font-weight: 800;
  }
  .solo-clock {
    margin: 0 0 0.5em;
  }
  input {
    font: inherit;
    min-height: 2.75em;
    padding: 0.25em 0.6em;
    border-radius: 0.4em;
    border: 1px solid var(--bge-line-color);
    background: var(--bge-control-color);
    color: var(--bge-text-color);
  }
  [hidden] {
    display: none !important;
  }
  .framed {
    display: grid;
    grid-template: 'ranks board' 'x files' / auto minmax(0, 1fr);
    container-type: inline-size;
    color: var(--bge-board-text-color, inherit);
  }
  .files-top {
    grid-template: 'x files' 'ranks board' / auto minmax(0, 1fr);
  }
  .framed > .board {
    grid-area: board;
  }
  .files,
  .ranks {
    display: flex;
    font-size: clamp(0.6rem, 2.8cqi, 0.95rem);
    line-height: 1;
    opacity: 0.8;
  }
  .files {
    grid-area: files;
    padding: 0.3em var(--bge-coordinate-inset, 2px);
  }
  .ranks {
    grid-area: ranks;
    flex-direction: column;
    padding: var(--bge-coordinate-inset, 2px) 0.4em;
  }
  .files > *,
  .ranks > * {
    flex: 1;
    display: grid;
    place-items: center;
  }
  /* Below 300px the strips would shrink an 11x11 board's squares under 24px targets. */
  @container (width < 300px) {
    .files,
    .ranks {
      display: none;
    }
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    margin-top: 0.75em;
  }
  button {
    font: inherit;
    min-height: 2.75em;
    min-width: 2.75em;
    padding: 0.25em 0.9em;
    border-radius: 0.4em;
    border: 1px solid var(--bge-line-color);
    background: var(--bge-control-color);
    color: var(--bge-text-color);
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  :focus-visible {
    outline: 3px solid var(--bge-focus-color);
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    :focus-visible {
      outline-color: Highlight;
    }
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      animation: none !important;
      transition: none !important;
    }
  }
`;

/**
 * A square board of `--size` columns where pieces move from square to square (Lines of Action,
 * Hnefatafl): the grid, and the marks of the last move, the picked-up piece, the hint and focus.
 */
export const squareBoardStyles = css`
  .board {
    display: grid;
    grid-template-columns: repeat(var(--size), 1fr);
    grid-template-rows: repeat(var(--size), 1fr);
    aspect-ratio: 1;
    border: 2px solid var(--bge-line-color);
    border-radius: 0.3em;
    overflow: hidden;
    font-size: calc(9rem / var(--size));
  }
  .cell {
    background: var(--bge-light-square);
    cursor: pointer;
  }
  .cell.last-from,
  .cell.last-to {
    box-shadow: inset 0 0 0 100vmax rgb(255 214 0 / 0.28);
  }
  .cell.selected {
    box-shadow: inset 0 0 0 100vmax rgb(46 157 91 / 0.45);
  }
  .cell.hint {
    box-shadow: inset 0 0 0 3px var(--bge-hint-color);
  }
  .cell:focus-visible {
    outline: 3px solid var(--bge-focus-color);
    outline-offset: -3px;
    z-index: 1;
  }
`;
