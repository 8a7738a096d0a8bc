/** The raw tags in React 19 JSX, typed by `board-game-elements/types/react` (checked by `npm run check:types`). */
import type {} from '../../dist/types/react.js';

export const fine = [
  <reversi-board key="r" size={6} mode="two-player" first-player="Ann" clock="5+3" show-moves />,
  <tictactoe-board key="t" size={4} ai-side="first" />,
  <connect-four-board key="c" columns={8} ongame-over={(e) => console.log(e.detail.winner)} />,
  <reversi-board key="m" aiDepth={2} onmove={(e) => console.log(e.detail.move, e.detail.source)} />,
  <hnefatafl-board key="h" variant="brandubh" />,
  <hnefatafl-board key="l" ai-level="casual" />,
  <tictactoe-board key="v" moves={["b2", "a1", "c3"]} review review-time={300} />,
  <tictactoe-board key="w" review={false} />,
];

// @ts-expect-error size is a number
export const textSize = <reversi-board size="big" />;
// @ts-expect-error mode is one of the modes
export const badMode = <nim-board mode="solo" />;
// @ts-expect-error the levels are words of a list
export const badLevel = <reversi-board ai-level="grandmaster" />;
// @ts-expect-error no such element
export const unknownTag = <reversi-bord />;
// @ts-expect-error the move event's detail has no square
export const wrongDetail = <reversi-board onmove={(e) => e.detail.square} />;
