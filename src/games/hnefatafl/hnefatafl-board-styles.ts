/** How Hnefatafl's board looks, after the styles every board shares. */
import { css } from 'lit';
import { darkTheme, squareBoardStyles } from '../../element/base/styles.js';

/** The styles of `<hnefatafl-board>` of its own: its colours (in both themes), its cells and its pieces. */
export const hnefataflStyles = [
  squareBoardStyles,
  css`
    :host {
      --bge-first-color: #2b2420;
      --bge-second-color: #f4eee0;
      --bge-light-square: #e4cfa4;
      --bge-dark-square: #9c6b3f;
      --bge-danger-color: rgb(214 40 40);
    }
  `,
  // The attackers stay dark and the defenders light in the dark; a light rim keeps the attackers apart from the
  // squares.
  darkTheme(css`
    --bge-first-color: #1f1a17;
    --bge-second-color: #f0eadc;
    --bge-light-square: #9b8461;
    --bge-dark-square: #5e3d22;
    --bge-dark-piece-rim: rgb(255 255 255 / 0.7);
  `),
  css`
    .board {
      gap: 1px;
      background: rgb(0 0 0 / 0.25);
    }
    .cell {
      min-width: 14px;
      min-height: 14px;
    }
    .cell.restricted {
      background:
        repeating-linear-gradient(45deg, rgb(0 0 0 / 0.12) 0 2px, transparent 2px 7px),
        var(--bge-dark-square);
    }
    .cell.open-line {
      background-image: linear-gradient(
        color-mix(in srgb, var(--bge-danger-color) 30%, transparent),
        color-mix(in srgb, var(--bge-danger-color) 30%, transparent)
      );
    }
    .cell.escape-target::after {
      content: '';
      position: absolute;
      inset: 10%;
      border: 0.14em dashed var(--bge-danger-color);
      border-radius: 50%;
    }
    .piece {
      position: relative;
      width: 74%;
      aspect-ratio: 1;
      border-radius: 50%;
      box-shadow: 0 2px 2px rgb(0 0 0 / 0.35);
      display: grid;
      place-items: center;
    }
    .piece.attacker {
      background: radial-gradient(circle at 35% 30%, #6a5a50, var(--bge-first-color) 60%);
      box-shadow:
        0 0 0 0.06em var(--bge-dark-piece-rim, transparent),
        0 2px 2px rgb(0 0 0 / 0.35);
    }
    .piece.defender,
    .piece.king {
      background: radial-gradient(circle at 35% 30%, #fff, var(--bge-second-color) 60%);
    }
    .piece.king {
      width: 84%;
      outline: 0.1em solid #b8860b;
      outline-offset: -0.18em;
    }
    .piece.king svg {
      display: block;
      width: 62%;
    }
    .piece.king.taken {
      outline: 0.2em solid var(--bge-danger-color);
    }
    .ghost {
      position: absolute;
      inset: 13%;
      border-radius: 50%;
      opacity: 0;
      pointer-events: none;
    }
    .ghost.attacker {
      background: var(--bge-first-color);
    }
    .ghost.defender {
      background: var(--bge-second-color);
    }
    .dot {
      width: 26%;
      height: 26%;
      border-radius: 50%;
      background: rgb(0 0 0 / 0.3);
    }
    .cell.target.capture .dot {
      width: 44%;
      height: 44%;
      background: none;
      border: 0.16em solid rgb(0 0 0 / 0.4);
    }
    .player .piece {
      display: inline-grid;
      width: 1em;
      vertical-align: -0.15em;
    }
    @media (prefers-reduced-motion: no-preference) {
      .piece.arrived {
        animation: arrive 0.2s ease-out;
      }
      .ghost {
        animation: taken 0.7s ease-in;
      }
    }
    @keyframes arrive {
      from {
        transform: scale(0.6);
      }
    }
    @keyframes taken {
      from {
        opacity: 0.9;
        transform: scale(1);
      }
      to {
        opacity: 0;
        transform: scale(0.3) rotate(25deg);
      }
    }
  `,
];
