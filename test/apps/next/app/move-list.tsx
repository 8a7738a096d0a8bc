'use client';
/** The moves of the board with id `board`, kept by a client component: a server component passes no event handlers. */
import { useEffect, useState } from 'react';
import type {} from 'board-game-elements/types/react';
import type { ReversiBoard } from 'board-game-elements/reversi-board.js';

export function MoveList({ board }: { board: string }) {
  const [moves, setMoves] = useState<string[]>([]);
  useEffect(() => {
    // The board's events are typed on its class, not on every element of the page.
    const el = document.getElementById(board) as ReversiBoard | null;
    const onMove = (e: CustomEvent<{ move: string }>) => setMoves((m) => [...m, e.detail.move]);
    el?.addEventListener('move', onMove);
    return () => el?.removeEventListener('move', onMove);
  }, [board]);
  return <p id="moves">{moves.join(' ')}</p>;
}
