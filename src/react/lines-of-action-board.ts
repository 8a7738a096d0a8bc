// This file is written by `npm run games` from src/games/registry.ts.
/**
 * `<lines-of-action-board>` as a React component (`board-game-elements/react/lines-of-action-board`):
 * importing it registers that element only.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { LinesOfActionBoard as Element } from '../lines-of-action-board.js';
import { boardEvents } from './events.js';

/**
 * `<lines-of-action-board>` as a React component: props are the element's properties, and `on…` props take
 * its events.
 */
export const LinesOfActionBoard = createComponent({
  react: React,
  tagName: 'lines-of-action-board',
  elementClass: Element,
  events: boardEvents,
  displayName: 'LinesOfActionBoard',
});
