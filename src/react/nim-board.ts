// This file is written by `npm run games` from src/games/registry.ts.
/**
 * `<nim-board>` as a React component (`board-game-elements/react/nim-board`):
 * importing it registers that element only.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { NimBoard as Element } from '../nim-board.js';
import { boardEvents } from './events.js';

/**
 * `<nim-board>` as a React component: props are the element's properties, and `on…` props take
 * its events.
 */
export const NimBoard = createComponent({
  react: React,
  tagName: 'nim-board',
  elementClass: Element,
  events: boardEvents,
  displayName: 'NimBoard',
});
