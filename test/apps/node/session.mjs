// A plain Node script using the packed package headless (`npm run check:apps`): Connect Four's
// solver and opening book, then a whole game kept by GameSession with undo and a saved game.
import { rules } from 'board-game-elements/games/connect-four/rules.js';
import { bestMove, prepare } from 'board-game-elements/games/connect-four/ai.js';
import { GameSession } from 'board-game-elements/core/session.js';

const start = rules.newGame({});
await prepare(start); // loads the exact solver for 7x6 and the opening book, once per board size
const first = bestMove(start); // the centre column: a proven win, from the book

const game = new GameSession(rules, {});
game.commit(first, 'user');
game.commit(rules.moveFromString(game.state, '4'), 'user');
game.undo(); // takes the last move back; redo() plays it again
const saved = game.export(); // JSON-ready: game.adopt(game.check(saved)) reads it back
const again = new GameSession(rules, {});
again.adopt(again.check(JSON.parse(JSON.stringify(saved))));

console.log(JSON.stringify({ first: rules.moveToString(start, first), moves: again.moves }));
