/** How Nim's board looks, after the styles every board shares. */
import { css } from 'lit';

/** The styles of `<nim-board>` of its own: its colours (in both themes), its cells and its pieces. */
export const nimStyles = [
  css`
    .board {
      display: grid;
      gap: 0.6em;
      padding: 0.9em;
      border-radius: 0.6em;
      background: var(--bge-board-color);
    }
    .heap {
      display: flex;
      align-items: center;
      gap: 0.4em;
      min-height: 2.75rem;
    }
    .heap-label {
      flex: 0 0 auto;
      width: 1.6em;
      font-variant-numeric: tabular-nums;
      opacity: 0.8;
    }
    .pieces {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3em;
    }
    .piece {
      width: clamp(24px, 2.4rem, 2.75rem);
      aspect-ratio: 1;
      border-radius: 50%;
      border: 2px solid color-mix(in srgb, var(--bge-piece-color) 70%, black);
      background: radial-gradient(
        circle at 35% 30%,
        color-mix(in srgb, var(--bge-piece-color) 55%, white),
        var(--bge-piece-color)
      );
      cursor: pointer;
      /* A double-tap takes pieces instead of zooming the page. */
      touch-action: manipulation;
      transition: transform 0.15s;
    }
    .piece[aria-selected='true'] {
      outline: 3px solid var(--bge-mark-color);
      outline-offset: 1px;
      transform: translateY(-3px) scale(0.92);
      opacity: 0.75;
    }
    .piece:focus-visible {
      outline: 3px solid var(--bge-focus-color);
      outline-offset: 3px;
    }
    .piece.hint {
      outline: 3px dashed var(--bge-hint-color);
      outline-offset: 2px;
    }
    /* Taken pieces shrink away where they stood, then keep their place so nothing jumps. */
    .piece.gone {
      cursor: default;
      visibility: hidden;
      pointer-events: none;
    }
    @media (prefers-reduced-motion: no-preference) {
      .piece.gone {
        animation: taken 0.35s ease-in;
      }
    }
    @keyframes taken {
      from {
        visibility: visible;
        transform: scale(1);
        opacity: 1;
      }
      to {
        visibility: visible;
        transform: translateY(-0.6em) scale(0.3);
        opacity: 0;
      }
    }
    /* A hover hint of the double-click take: this piece and every piece after it. */
    :host(:not([hide-hints]):not([disabled])) .piece:not(.gone):hover,
    :host(:not([hide-hints]):not([disabled])) .piece:not(.gone):hover ~ .piece:not(.gone) {
      transform: translateY(-2px);
      box-shadow: 0 3px 0 color-mix(in srgb, var(--bge-mark-color) 70%, transparent);
    }
    .empty {
      /* Softer than the other texts, and still 4.5:1 on the board in either theme. */
      opacity: 0.75;
      font-style: italic;
    }
    :host([disabled]) .piece {
      cursor: default;
    }
  `,
];
