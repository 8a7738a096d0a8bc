/**
 * A React 19 app using the wrappers, bundled and run in Chromium by `test/e2e/react.mjs`;
 * `npm run typecheck` also checks that the props are typed.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ReversiBoard } from '../../src/react/reversi-board.js';
import { TicTacToeBoard } from '../../src/react/tictactoe-board.js';

declare global {
  interface Window {
    heard: string[];
  }
}
window.heard = [];

function App() {
  const [result, setResult] = useState('playing');
  const [newGames, setNewGames] = useState(0);
  return (
    <main>
      <TicTacToeBoard id="ttt" mode="two-player" showMoves onMove={(e) => window.heard.push(e.detail.move)} onGameOver={(e) => setResult(`${e.detail.winner ?? 'draw'} by ${e.detail.reason}`)} onNewGame={() => setNewGames((n) => n + 1)} />
      <ReversiBoard id="reversi" size={6} mode="two-player" theme="dark" />
      <p id="result">{result}</p>
      <p id="new-games">{newGames}</p>
    </main>
  );
}

// Types, checked by the compiler only: a prop of the wrong type and an unknown event are errors.
export const typed = [
  // @ts-expect-error size is a number
  <ReversiBoard size="big" />,
  // @ts-expect-error the move event's detail has no `column`
  <TicTacToeBoard onMove={(e) => e.detail.column} />,
  // @ts-expect-error the persist-error event's detail has no `move`
  <ReversiBoard onPersistError={(e) => e.detail.move} />,
];

createRoot(document.getElementById('root')!).render(<App />);
