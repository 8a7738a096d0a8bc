// This file is written by `npm run games` from src/games/registry.ts.
/**
 * `<tictactoe-board>` as a React component (`board-game-elements/react/tictactoe-board`):
 * importing it registers that element only.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { TicTacToeBoard as Element } from '../tictactoe-board.js';
import { boardEvents } from './events.js';

/**
 * `<tictactoe-board>` as a React component: props are the element's properties, and `on…` props take
 * its events.
 */
export const TicTacToeBoard = createComponent({
  react: React,
  tagName: 'tictactoe-board',
  elementClass: Element,
  events: boardEvents,
  displayName: 'TicTacToeBoard',
});
