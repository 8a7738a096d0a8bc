/**
 * `npm run bench:review-budgets` (`npx tsx bench/review-budgets.ts [game...]`): how long a whole
 * game's review takes in Node at each game's fixed budget (`AiOptions.fixed`), on a seeded game of
 * the computer at a low depth against a stronger one, and whether a second review of it gives the
 * same values. Prints one line a game: moves, marked, exact, seconds, same.
 */
import type { GameAi } from '../src/core/ai.js';
import type { BaseState, Game } from '../src/core/game.js';
import { reviewGame } from '../src/core/review.js';
import { GAMES } from '../src/games/registry.js';
import { ai as connectFourAi } from '../src/games/connect-four/ai.js';
import { rules as connectFour } from '../src/games/connect-four/rules.js';
import { ai as hnefataflAi } from '../src/games/hnefatafl/ai.js';
import { rules as hnefatafl } from '../src/games/hnefatafl/rules.js';
import { ai as linesOfActionAi } from '../src/games/lines-of-action/ai.js';
import { rules as linesOfAction } from '../src/games/lines-of-action/rules.js';
import { ai as nimAi } from '../src/games/nim/ai.js';
import { rules as nim } from '../src/games/nim/rules.js';
import { ai as pegSolitaireAi } from '../src/games/peg-solitaire/ai.js';
import { rules as pegSolitaire } from '../src/games/peg-solitaire/rules.js';
import { ai as reversiAi } from '../src/games/reversi/ai.js';
import { rules as reversi } from '../src/games/reversi/rules.js';
import { ai as ticTacToeAi } from '../src/games/tictactoe/ai.js';
import { rules as ticTacToe } from '../src/games/tictactoe/rules.js';
import { seededGame } from '../test/core/seeded-game.js';

interface Case {
  name: string;
  rules: Game<BaseState, unknown, object>;
  ai: GameAi<BaseState, unknown>;
  options?: object;
  depths: [number, number];
}

const CASES: Case[] = [
  { name: 'reversi', rules: reversi as never, ai: reversiAi as never, depths: [1, 5] },
  { name: 'lines-of-action', rules: linesOfAction as never, ai: linesOfActionAi as never, depths: [1, 3] },
  { name: 'hnefatafl', rules: hnefatafl as never, ai: hnefataflAi as never, depths: [1, 3] },
  { name: 'tictactoe', rules: ticTacToe as never, ai: ticTacToeAi as never, depths: [1, 9] },
  { name: 'tictactoe 4x4', rules: ticTacToe as never, ai: ticTacToeAi as never, options: { size: 4 }, depths: [1, 3] },
  { name: 'nim', rules: nim as never, ai: nimAi as never, depths: [1, 6] },
  { name: 'peg-solitaire', rules: pegSolitaire as never, ai: pegSolitaireAi as never, depths: [1, 1] },
  // Close games, the hardest to solve: the computer at depth 9 against itself, and against perfect play.
  { name: 'connect-four', rules: connectFour as never, ai: connectFourAi as never, depths: [9, 9] },
  { name: 'connect-four', rules: connectFour as never, ai: connectFourAi as never, depths: [9, 42] },
];

// Every game, each with a fixed review budget.
const missing = GAMES.map((g) => g.id).filter((id) => !CASES.some((c) => c.name === id));
if (missing.length > 0) throw new Error(`review-budgets: no case for ${missing.join(', ')}`);

const only = process.argv.slice(2);
for (const c of CASES.filter((c) => only.length === 0 || only.includes(c.name))) {
  const moves = await seededGame(c.rules, c.ai, c.depths, 7, c.options);
  const t = performance.now();
  const first = await reviewGame(c.rules, c.ai, moves, { gameOptions: c.options ?? {} });
  const seconds = (performance.now() - t) / 1000;
  const again = await reviewGame(c.rules, c.ai, moves, { gameOptions: c.options ?? {}, timeMs: 5 });
  const values = (r: typeof first) => JSON.stringify(r.moves.map((m) => m && [m.value, m.exact, m.bestValue, m.mark]));
  const marked = first.moves.filter((m) => m !== null).length;
  const exact = first.moves.filter((m) => m?.exact && m.bestExact).length;
  console.log(
    `${c.name}: ${moves.length} moves, ${marked} marked, ${exact} exact, ${seconds.toFixed(1)} s, same again: ${values(first) === values(again)}`,
  );
}
