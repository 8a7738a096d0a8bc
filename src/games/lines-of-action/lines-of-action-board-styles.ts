/** How Lines of Action's board looks, after the styles every board shares. */
import { css } from 'lit';
import { darkTheme, squareBoardStyles } from '../../element/base/styles.js';

/** The styles of `<lines-of-action-board>` of its own: its colours (in both themes), its cells and its pieces. */
export const linesOfActionStyles = [
  squareBoardStyles,
  css`
    .dragged {
      --drag-inset: 12%;
    }
    :host {
      --bge-first-color: #1d1d1d;
      --bge-second-color: #f7f5ef;
      --bge-light-square: #ecd9b9;
      --bge-dark-square: #b58863;
    }
  `,
  // Black stays black and white white in the dark; a light rim keeps black pieces apart from the squares.
  darkTheme(css`
    --bge-first-color: #101010;
    --bge-second-color: #ecebe6;
    --bge-light-square: #a98f6c;
    --bge-dark-square: #6f5034;
    --bge-dark-piece-rim: rgb(255 255 255 / 0.7);
  `),
  css`
    .cell {
      min-width: 16px;
      min-height: 16px;
    }
    .cell.dark {
      background: var(--bge-dark-square);
    }
    .disc {
      width: 76%;
      height: 76%;
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
    .disc.grouped {
      outline: 0.18em solid hsl(var(--hue) 75% 50%);
      outline-offset: 0.06em;
    }
    .dot {
      width: 28%;
      height: 28%;
      border-radius: 50%;
      background: rgb(0 0 0 / 0.3);
    }
    .cell.target.capture::after {
      content: '';
      position: absolute;
      inset: 6%;
      border-radius: 50%;
      border: 0.16em solid rgb(0 0 0 / 0.35);
    }
    .arrow {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      pointer-events: none;
      z-index: 1;
    }
    .player .disc {
      display: inline-block;
      width: 1em;
      height: 1em;
      vertical-align: -0.15em;
    }
    @media (prefers-reduced-motion: no-preference) {
      .disc.arrived {
        animation: arrive 0.2s ease-out;
      }
    }
    @keyframes arrive {
      from {
        transform: scale(0.6);
      }
    }
  `,
];
