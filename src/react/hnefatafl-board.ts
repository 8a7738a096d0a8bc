// This file is written by `npm run games` from src/games/registry.ts.
/**
 * `<hnefatafl-board>` as a React component (`board-game-elements/react/hnefatafl-board`):
 * importing it registers that element only.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { HnefataflBoard as Element } from '../hnefatafl-board.js';
import { boardEvents } from './events.js';

/**
 * `<hnefatafl-board>` as a React component: props are the element's properties, and `on…` props take
 * its events.
 */
export const HnefataflBoard = createComponent({
  react: React,
  tagName: 'hnefatafl-board',
  elementClass: Element,
  events: boardEvents,
  displayName: 'HnefataflBoard',
});
