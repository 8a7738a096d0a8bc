/** A React app with one board, bundled by `test/e2e/react.mjs` to check that it carries no other game. */
import { createRoot } from 'react-dom/client';
import { TicTacToeBoard } from '../../src/react/tictactoe-board.js';

createRoot(document.getElementById('root')!).render(<TicTacToeBoard mode="two-player" />);
