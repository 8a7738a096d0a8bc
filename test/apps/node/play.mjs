// A plain Node script using the packed package headless (`npm run check:apps`): the rules and the
// computer of tic-tac-toe play a whole game against themselves; perfect play is a draw.
import { rules } from 'board-game-elements/games/tictactoe/rules.js';
import { bestMove } from 'board-game-elements/games/tictactoe/ai.js';

let state = rules.newGame({});
const moves = [];
while (!rules.result(state)) {
  const move = bestMove(state, { timeMs: 1000 });
  moves.push(rules.moveToString(state, move));
  state = rules.play(state, move);
}
console.log(JSON.stringify({ moves, result: rules.result(state) }));
