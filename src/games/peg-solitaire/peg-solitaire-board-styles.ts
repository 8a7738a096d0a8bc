/** How Peg solitaire's board looks, after the styles every board shares. */
import { css } from 'lit';
import { darkTheme } from '../../element/base/styles.js';

/** The styles of `<peg-solitaire-board>` of its own: its colours (in both themes), its cells and its pieces. */
export const pegSolitaireStyles = [
  css`
    .dragged {
      --drag-inset: 15%;
    }
    :host {
      --bge-peg-color: #b5651d;
      --bge-hole-color: rgb(0 0 0 / 0.28);
      --bge-warning-color: #d64545;
    }
  `,
  darkTheme(css`
    --bge-peg-color: #e0a060;
    --bge-hole-color: rgb(0 0 0 / 0.5);
    --bge-warning-color: #ff7b7b;
  `),
  css`
    .framed {
      /* The board's padding below, in its own font size. */
      --bge-coordinate-inset: calc(0.6 * 9rem / var(--rows));
    }
    .board {
      display: grid;
      grid-template-columns: repeat(var(--cols), 1fr);
      gap: 2px;
      padding: 0.6em;
      background: var(--bge-board-color);
      border-radius: 1.2em;
      font-size: calc(9rem / var(--rows));
    }
    .cell {
      aspect-ratio: 1;
      min-width: 24px;
      border-radius: 50%;
      cursor: pointer;
    }
    .cell:focus-visible {
      outline: 3px solid var(--bge-focus-color);
      outline-offset: -2px;
    }
    .hole {
      width: 34%;
      height: 34%;
      border-radius: 50%;
      background: var(--bge-hole-color);
      box-shadow: inset 0 2px 2px rgb(0 0 0 / 0.35);
    }
    .cell.start-hole::before {
      content: '';
      position: absolute;
      inset: 14%;
      border-radius: 50%;
      border: 2px dashed var(--bge-highlight-color);
    }
    .peg {
      width: 70%;
      height: 70%;
      border-radius: 50%;
      background: radial-gradient(circle at 35% 30%, #fff6, var(--bge-peg-color) 60%);
      box-shadow: 0 2px 3px rgb(0 0 0 / 0.4);
    }
    .cell.selected .peg {
      outline: 3px solid var(--bge-mark-color);
      outline-offset: 1px;
    }
    .cell.target .hole {
      width: 44%;
      height: 44%;
      background: var(--bge-highlight-color);
    }
    .cell.target.warning .hole {
      background: var(--bge-warning-color);
    }
    .cell.warning .peg {
      box-shadow: 0 0 0 3px var(--bge-warning-color);
    }
    .cell.last-to .peg {
      outline: 2px solid var(--bge-highlight-color);
      outline-offset: 1px;
    }
    .cell.hint {
      box-shadow: inset 0 0 0 3px var(--bge-hint-color);
    }
    @media (prefers-reduced-motion: no-preference) {
      .cell.last-to .peg {
        animation: land 0.25s ease-out;
      }
    }
    @keyframes land {
      from {
        transform: scale(1.25);
      }
    }
  `,
];
