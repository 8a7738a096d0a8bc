// This file is written by `npm run games` from src/games/registry.ts.
/**
 * `<connect-four-board>` as a React component (`board-game-elements/react/connect-four-board`):
 * importing it registers that element only.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { ConnectFourBoard as Element } from '../connect-four-board.js';
import { boardEvents } from './events.js';

/**
 * `<connect-four-board>` as a React component: props are the element's properties, and `on…` props take
 * its events.
 */
export const ConnectFourBoard = createComponent({
  react: React,
  tagName: 'connect-four-board',
  elementClass: Element,
  events: boardEvents,
  displayName: 'ConnectFourBoard',
});
