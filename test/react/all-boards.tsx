/** The same app through the all-in-one entry, for the size comparison of `test/e2e/react.mjs`. */
import { createRoot } from 'react-dom/client';
import { TicTacToeBoard } from '../../src/react/index.js';

createRoot(document.getElementById('root')!).render(<TicTacToeBoard mode="two-player" />);
