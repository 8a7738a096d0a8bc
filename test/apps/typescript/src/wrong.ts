// Mistakes the types catch: tsc fails the app if any of these is not reported (`npm run check:apps`).
const board = document.createElement('reversi-board');
// @ts-expect-error a number, given as a word
board.aiDepth = 'strong';
// @ts-expect-error not a mode
board.mode = 'solo';
// @ts-expect-error the move event's detail has no square
board.addEventListener('move', (e) => e.detail.square);
export { board };
