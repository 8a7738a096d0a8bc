/**
 * Checked by the type checker only (`npm test`'s typecheck), never run: the boards' events are typed on the boards,
 * and on no other element of the page.
 */
import type { ConnectFourBoard } from '../../src/games/connect-four/connect-four-board.js';
import type { BoardEventDetails } from '../../src/element/base/events.js';

declare const board: ConnectFourBoard;
declare const div: HTMLDivElement;

board.addEventListener('move', (e) => {
  const move: string = e.detail.move;
  const source: BoardEventDetails['move']['source'] = e.detail.source;
  void [move, source];
});
board.addEventListener('online-status', (e) => {
  const away: boolean = e.detail.state === 'away';
  void away;
});
// The element's own events keep their types, and any other name is still an `Event`.
board.addEventListener('click', (e) => void e.clientX);
board.addEventListener('my-own-event', (e) => void e.type);
board.removeEventListener('game-over', (e) => void e.detail.winner);
// The tag gives the board's class, and with it the events.
document.querySelector('connect-four-board')?.addEventListener('hint', (e) => void e.detail.move);

div.addEventListener('move', (e) => {
  // @ts-expect-error a <div> has no `move` event with a board's detail
  void e.detail;
});
