/** A React 19 app with one board, built by Vite against the packed package (`npm run check:apps`). */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ReversiBoard } from 'board-game-elements/react/reversi-board';
import type {} from 'board-game-elements/types/react';

function App() {
  const [moves, setMoves] = useState<string[]>([]);
  return (
    <main>
      <ReversiBoard id="board" aiDelay={0} aiTime={200} onMove={(e) => setMoves((m) => [...m, e.detail.move])} onNewGame={() => setMoves([])} />
      <p id="moves">{moves.join(' ')}</p>
      {/* The raw tag, typed by board-game-elements/types/react. */}
      <reversi-board id="raw" size={6} mode="two-player" />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
