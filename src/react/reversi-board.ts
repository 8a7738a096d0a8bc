// This file is written by `npm run games` from src/games/registry.ts.
/**
 * `<reversi-board>` as a React component (`board-game-elements/react/reversi-board`):
 * importing it registers that element only.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { ReversiBoard as Element } from '../reversi-board.js';
import { boardEvents } from './events.js';

/**
 * `<reversi-board>` as a React component: props are the element's properties, and `on…` props take
 * its events.
 */
export const ReversiBoard = createComponent({
  react: React,
  tagName: 'reversi-board',
  elementClass: Element,
  events: boardEvents,
  displayName: 'ReversiBoard',
});
