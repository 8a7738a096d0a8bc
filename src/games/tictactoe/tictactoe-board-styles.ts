/** How Tic-tac-toe's board looks, after the styles every board shares. */
import { css } from 'lit';

/** The styles of `<tictactoe-board>` of its own: its colours (in both themes), its cells and its pieces. */
export const tictactoeStyles = [
  css`
    .board {
      display: grid;
      grid-template-columns: repeat(var(--size), 1fr);
      gap: 4px;
      aspect-ratio: 1;
      padding: 4px;
      border-radius: 0.6em;
      background: var(--bge-line-color);
    }
    .cell {
      min-width: 24px;
      min-height: 24px;
      border-radius: 0.3em;
      background: var(--bge-cell-color);
      cursor: pointer;
      touch-action: manipulation;
    }
    .cell[aria-disabled='true'] {
      cursor: default;
    }
    .cell.last {
      box-shadow: inset 0 0 0 3px color-mix(in srgb, var(--bge-highlight-color) 55%, transparent);
    }
    .cell.hint {
      box-shadow: inset 0 0 0 4px var(--bge-hint-color);
    }
    .cell.win {
      background: color-mix(in srgb, var(--bge-highlight-color) 30%, var(--bge-cell-color));
    }
    .cell:focus-visible {
      outline: 3px solid var(--bge-focus-color);
      outline-offset: -3px;
    }
    .cell svg {
      width: 72%;
      height: 72%;
      overflow: visible;
      stroke-linecap: round;
      fill: none;
      stroke-width: 14;
    }
    .player svg {
      width: 1.1em;
      height: 1.1em;
      fill: none;
      stroke-width: 16;
      stroke-linecap: round;
      overflow: visible;
    }
    .x {
      stroke: var(--bge-first-color);
    }
    .o {
      stroke: var(--bge-second-color);
    }
    .cell:not(.filled):hover svg.preview,
    .cell:not(.filled):focus-visible svg.preview {
      opacity: 0.25;
    }
    svg.preview {
      opacity: 0;
    }
    @media (prefers-reduced-motion: no-preference) {
      .filled svg {
        animation: appear 0.18s ease-out;
      }
    }
    @keyframes appear {
      from {
        transform: scale(0.4);
        opacity: 0;
      }
    }
  `,
];
