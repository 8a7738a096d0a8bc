/** How Reversi's board looks, after the styles every board shares. */
import { css } from 'lit';
import { darkTheme } from '../../element/base/styles.js';

/** The styles of `<reversi-board>` of its own: its colours (in both themes), its cells and its pieces. */
export const reversiStyles = [
  css`
    :host {
      --bge-first-color: #1d1d1d;
      --bge-second-color: #f7f5ef;
      --bge-board-face: #2f7d4f;
      --bge-legal-color: rgb(0 0 0 / 0.28);
    }
  `,
  // Black stays black and white white in the dark; a light rim keeps black discs apart from the board.
  darkTheme(css`
    --bge-first-color: #101010;
    --bge-second-color: #ecebe6;
    --bge-board-face: #24603d;
    --bge-legal-color: rgb(0 0 0 / 0.4);
    --bge-dark-piece-rim: rgb(255 255 255 / 0.7);
  `),
  css`
    .board {
      display: grid;
      grid-template-columns: repeat(var(--size), 1fr);
      gap: 1px;
      padding: 1px;
      aspect-ratio: 1;
      background: #123d25;
      border-radius: 0.4em;
      font-size: calc(9rem / var(--size));
    }
    .cell {
      min-width: 16px;
      min-height: 16px;
      background: var(--bge-board-face);
      cursor: pointer;
      touch-action: manipulation;
      perspective: 300px;
    }
    .cell[aria-disabled='true'] {
      cursor: default;
    }
    .disc {
      width: 82%;
      height: 82%;
      border-radius: 50%;
      box-shadow: 0 2px 2px rgb(0 0 0 / 0.35);
    }
    .disc.black {
      background: radial-gradient(circle at 35% 30%, #555, var(--bge-first-color) 60%);
      box-shadow:
        0 0 0 0.06em var(--bge-dark-piece-rim, transparent),
        0 2px 2px rgb(0 0 0 / 0.35);
    }
    .disc.white {
      background: radial-gradient(circle at 35% 30%, #fff, var(--bge-second-color) 60%);
    }
    .dot {
      width: 24%;
      height: 24%;
      border-radius: 50%;
      background: var(--bge-legal-color);
    }
    .cell.last::after {
      content: '';
      position: absolute;
      width: 16%;
      height: 16%;
      border-radius: 50%;
      background: #e8433a;
    }
    .cell.hint {
      box-shadow: inset 0 0 0 3px var(--bge-hint-color);
    }
    .cell:focus-visible {
      outline: 3px solid var(--bge-focus-color);
      outline-offset: -3px;
      z-index: 1;
    }
    .value {
      position: absolute;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
      color: #fff;
      text-shadow: 0 1px 2px rgb(0 0 0 / 0.7);
      line-height: 1;
    }
    .value.estimate {
      font-weight: 500;
      font-style: italic;
      opacity: 0.85;
    }
    .value.best {
      color: #ffe36e;
    }
    .player .disc {
      display: inline-block;
      width: 1em;
      height: 1em;
      vertical-align: -0.15em;
    }
    @media (prefers-reduced-motion: no-preference) {
      .disc.turned {
        animation: turn 0.4s ease-in-out;
      }
      .disc.placed {
        animation: place 0.18s ease-out;
      }
    }
    @keyframes turn {
      0% {
        transform: rotateY(0deg);
        background: var(--from);
      }
      49% {
        background: var(--from);
      }
      50% {
        transform: rotateY(90deg);
      }
      100% {
        transform: rotateY(0deg);
      }
    }
    @keyframes place {
      from {
        transform: scale(0.4);
        opacity: 0.4;
      }
    }
  `,
];
