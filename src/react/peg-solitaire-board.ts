// This file is written by `npm run games` from src/games/registry.ts.
/**
 * `<peg-solitaire-board>` as a React component (`board-game-elements/react/peg-solitaire-board`):
 * importing it registers that element only.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { PegSolitaireBoard as Element } from '../peg-solitaire-board.js';
import { boardEvents } from './events.js';

/**
 * `<peg-solitaire-board>` as a React component: props are the element's properties, and `on…` props take
 * its events.
 */
export const PegSolitaireBoard = createComponent({
  react: React,
  tagName: 'peg-solitaire-board',
  elementClass: Element,
  events: boardEvents,
  displayName: 'PegSolitaireBoard',
});
