import { css } from 'lit';

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
    --bge-text-color: inherit;
    display: block;
    box-sizing: border-box;
    min-width: 280px;
    max-width: 32rem;
    font: inherit;
    color: var(--bge-text-color);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --bge-board-color: #2a2723;
      --bge-line-color: #b9ab98;
      --bge-cell-color: #37332e;
      --bge-first-color: #ff7b6b;
      --bge-second-color: #6fb7ef;
      --bge-piece-color: #d9a066;
      --bge-mark-color: #ffc83d;
      --bge-highlight-color: #5fd18e;
      --bge-focus-color: #8ab4ff;
    }
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .board {
    color: var(--bge-board-text-color, inherit);
  }
  .status {
    min-height: 1.5em;
    margin: 0.5em 0;
    font-weight: 600;
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
    background: var(--bge-cell-color);
    color: inherit;
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
