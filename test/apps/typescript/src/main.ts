// Plain TypeScript with no framework, type-checked by tsc against the packed package (`npm run check:apps`).
import 'board-game-elements/reversi-board.js';
import type { GameOverEventDetail, MoveEventDetail } from 'board-game-elements';

// The tag name gives the element's own type: its properties are typed, numbers stay numbers.
const board = document.createElement('reversi-board');
board.size = 6;
board.aiDepth = 4;
board.mode = 'vs-ai';

const status = document.createElement('p');
board.addEventListener('move', (e) => {
  const { move, player } = (e as CustomEvent<MoveEventDetail>).detail;
  status.textContent = `${player} played ${move}`;
});
board.addEventListener('game-over', (e) => {
  const { winner } = (e as CustomEvent<GameOverEventDetail>).detail;
  status.textContent = winner ? `${winner} won` : 'A draw';
});
document.body.append(board, status);
