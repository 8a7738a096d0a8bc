'use client';
/** The moves of the board with id `board`, kept by a client component: a server component passes no event handlers. */
import { useEffect, useState } from 'react';
import type {} from 'board-game-elements/types/react';

export function MoveList({ board }: { board: string }) {
  const [moves, setMoves] = useState<string[]>([]);
  useEffect(() => {
    const el = document.getElementById(board);
    const onMove = (e: HTMLElementEventMap['move']) => setMoves((m) => [...m, e.detail.move]);
    el?.addEventListener('move', onMove);
    return () => el?.removeEventListener('move', onMove);
  }, [board]);
  return <p id="moves">{moves.join(' ')}</p>;
}
