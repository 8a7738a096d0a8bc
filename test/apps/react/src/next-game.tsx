'use client';
// In Next.js (app router), a board lives in a client component; a server component page renders <Game />.
// Type-checked with the React app by `npm run check:apps`.
import { useState } from 'react';
import { ReversiBoard } from 'board-game-elements/react/reversi-board';

export function Game() {
  const [winner, setWinner] = useState<string | null>(null);
  return (
    <>
      <ReversiBoard size={8} aiDepth={6} onGameOver={(e) => setWinner(e.detail.winner ?? 'nobody')} onNewGame={() => setWinner(null)} />
      {winner && <p>Winner: {winner}</p>}
    </>
  );
}
