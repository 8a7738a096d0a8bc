/** The raw tags in Preact JSX, typed by `board-game-elements/types/preact` (checked by `npm run check:types`). */
import type {} from '../../dist/types/preact.js';

export const fine = <lines-of-action-board mode="ai-vs-ai" ai-time={500} />;
export const review = <tictactoe-board moves={["b2", "a1", "c3"]} review={true} onreview-ready={(e) => e.detail.moves.length} />;
export const events = <reversi-board onmove={(e) => e.detail.move} ongame-over={(e) => e.detail.winner} />;
// @ts-expect-error the move event's detail has no square
export const wrongDetail = <reversi-board onmove={(e) => e.detail.square} />;
// @ts-expect-error ai-time is a number
export const textTime = <lines-of-action-board ai-time="fast" />;
// @ts-expect-error theme is auto, light or dark
export const badTheme = <peg-solitaire-board theme="sepia" />;
// @ts-expect-error no such element
export const unknownTag = <reversi-bord />;
