/** How Connect Four's board looks, after the styles every board shares. */
import { css } from 'lit';
import { darkTheme } from '../../element/base/styles.js';

/** The styles of `<connect-four-board>` of its own: its colours (in both themes), its cells and its pieces. */
export const connectFourStyles = [
  css`
    :host {
      --bge-first-color: #d62f2f;
      --bge-second-color: #f2c318;
      --bge-board-face: #1f4fa8;
      --bge-win-text: #17693a;
      --bge-loss-text: #a61b1b;
      --bge-draw-text: #3a3631;
    }
  `,
  // Through darkTheme, so theme="dark" on a light page (and theme="light" on a dark one) takes these too.
  darkTheme(css`
    --bge-first-color: #ff6b5e;
    --bge-second-color: #ffd84a;
    --bge-board-face: #2c5fbf;
    --bge-win-text: #8be3ad;
    --bge-loss-text: #ff9a90;
    --bge-draw-text: #ece6dc;
  `),
  css`
    .board {
      display: grid;
      grid-template-columns: repeat(var(--columns), 1fr);
      gap: 0;
      padding: 4px;
      border-radius: 0.6em;
      background: var(--bge-board-face);
    }
    .cell {
      aspect-ratio: 1;
      min-width: 24px;
      cursor: pointer;
      touch-action: manipulation;
    }
    .cell[aria-disabled='true'] {
      cursor: default;
    }
    .hole {
      width: 80%;
      height: 80%;
      border-radius: 50%;
      background: var(--bge-cell-color);
      box-shadow: inset 0 2px 4px rgb(0 0 0 / 0.35);
    }
    .disc {
      position: absolute;
      width: 80%;
      height: 80%;
      border-radius: 50%;
      box-shadow: inset 0 -3px 0 rgb(0 0 0 / 0.2);
    }
    .disc.red {
      background: var(--bge-first-color);
    }
    .disc.yellow {
      background: var(--bge-second-color);
    }
    .disc.preview {
      opacity: 0;
      box-shadow: none;
    }
    .column-hover .disc.preview,
    .board:focus-within .column-focus .disc.preview {
      opacity: 0.35;
    }
    .cell.last .disc::after {
      content: '';
      position: absolute;
      inset: 35%;
      border-radius: 50%;
      background: rgb(255 255 255 / 0.6);
    }
    .cell.win .disc {
      outline: 4px solid var(--bge-highlight-color);
      outline-offset: 1px;
    }
    .cell.hint .hole {
      box-shadow: 0 0 0 4px var(--bge-hint-color);
    }
    .cell:focus-visible {
      outline: 3px solid var(--bge-focus-color);
      outline-offset: -3px;
      border-radius: 0.4em;
    }
    .analysis {
      grid-column: 1 / -1;
      display: grid;
      grid-template-columns: repeat(var(--columns), 1fr);
      gap: 2px;
      margin-bottom: 4px;
      font-variant-numeric: tabular-nums;
      text-align: center;
      font-weight: 600;
    }
    .value {
      min-height: 1.4em;
      border-radius: 0.4em;
      background: var(--bge-control-color);
      color: var(--bge-draw-text);
    }
    .value.win {
      color: var(--bge-win-text);
    }
    .value.loss {
      color: var(--bge-loss-text);
    }
    .value.pending,
    .value.none {
      font-weight: 400;
    }
    .player .disc {
      position: static;
      display: inline-block;
      width: 1em;
      height: 1em;
      vertical-align: -0.15em;
    }
    @media (prefers-reduced-motion: no-preference) {
      .disc.drop {
        animation: drop calc(0.12s + 0.05s * var(--fall)) cubic-bezier(0.5, 0, 1, 1);
      }
    }
    @keyframes drop {
      from {
        transform: translateY(calc(var(--fall) * -125%));
      }
    }
  `,
];
