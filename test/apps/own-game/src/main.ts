/**
 * An app whose only board is a game of its own (`kalah-board`, the example made with the public
 * game API, installed as a package beside board-game-elements), built by Vite (`npm run check:apps`):
 * it must ship none of the package's own games or their AI.
 */
import 'kalah-board';
import type { MoveEventDetail } from 'board-game-elements';

const moves = document.getElementById('moves')!;
document.getElementById('board')!.addEventListener('move', (e) => {
  moves.textContent = `${moves.textContent} ${(e as CustomEvent<MoveEventDetail>).detail.move}`.trim();
});
