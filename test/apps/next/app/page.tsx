/**
 * A server component page (no 'use client' here) that renders the board's React wrapper: the
 * wrapper is a client module, so Next.js prerenders the tag and the browser hydrates and plays it.
 */
import { ReversiBoard } from 'board-game-elements/react/reversi-board';
import { MoveList } from './move-list';

export default function Page() {
  return (
    <main>
      <ReversiBoard id="board" aiDelay={0} aiTime={200} showMoves />
      <MoveList board="board" />
    </main>
  );
}
