/** Mistakes the types catch: tsc fails the app if any of these is not reported (`npm run check:apps`). */
import { ReversiBoard } from 'board-game-elements/react/reversi-board';
import type {} from 'board-game-elements/types/react';

export const mistakes = [
  // @ts-expect-error a number, given as a word
  <ReversiBoard key="1" aiDepth="strong" />,
  // @ts-expect-error not a mode
  <ReversiBoard key="2" mode="solo" />,
  // @ts-expect-error the move event's detail has no square
  <ReversiBoard key="3" onMove={(e) => e.detail.square} />,
  // @ts-expect-error the raw tag: a number, given as a word
  <reversi-board key="4" ai-depth="strong" />,
  // @ts-expect-error the raw tag: the move event's detail has no square
  <reversi-board key="5" onmove={(e) => e.detail.square} />,
  // @ts-expect-error no such element
  <reversi-bord key="6" />,
];
