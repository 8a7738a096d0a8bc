// Plain TypeScript with no framework: type-checked by tsc against the packed package, built by Vite
// and played in Chromium (`npm run check:apps`).
import 'board-game-elements/reversi-board.js';

// The tag name gives the element's own type: its properties are typed, numbers stay numbers.
const board = document.createElement('reversi-board');
board.id = 'board';
board.aiDelay = 0;
board.aiTime = 200;

// The board's events are typed by name, with their detail.
const moves = document.createElement('p');
moves.id = 'moves';
board.addEventListener('move', (e) => {
  moves.textContent = `${moves.textContent} ${e.detail.move}`.trim();
});
board.addEventListener('game-over', (e) => {
  moves.textContent += e.detail.winner ? ` (${e.detail.winner} won)` : ' (a draw)';
});
document.body.append(board, moves);
