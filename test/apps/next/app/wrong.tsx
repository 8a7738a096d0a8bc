/**
 * Mistakes the types catch: Next's TypeScript step fails the build if any of these is not reported (`npm run
 * check:apps`).
 */
import { ReversiBoard } from 'board-game-elements/react/reversi-board';

export const mistakes = [
  // @ts-expect-error a number, given as a word
  <ReversiBoard key="1" aiDepth="strong" />,
  // @ts-expect-error the move event's detail has no square
  <ReversiBoard key="2" onMove={(e) => e.detail.square} />,
];
