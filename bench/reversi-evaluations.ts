/**
 * `npx tsx bench/reversi-evaluations.ts`: two set-ups of Reversi's strongest level against each
 * other in one process, everything else the same (the exact endgame, the time): random four-ply
 * openings, each played twice with the colours swapped. Prints A's score with its 95% interval,
 * the mean final margin and each side's mean midgame depth.
 * Env: A and B, each `written` (the hand-written evaluation in the shared search, as before the
 * learned one) or `learned` (the learned evaluation in the WebAssembly midgame search), `learned:0`
 * for it without multi-ProbCut, `learned:<t>` with cuts at t hundredths of a deviation; A defaults to
 * `learned`, B to `written`. GAMES (20, even), TIME_MS (a move's time, 300).
 */
import { prepare, think } from '../src/games/reversi/ai.js';
import { learnedEvaluation, useLearnedEvaluation } from '../src/games/reversi/learned-evaluation.js';
import { type ReversiState, rules } from '../src/games/reversi/rules.js';
import { endgameEngine } from '../src/games/reversi/wasm-endgame.js';
import { SELECTIVITY, wasmMidgame } from '../src/games/reversi/wasm-midgame.js';
import { scoreOf, scoreText } from './outside/score.js';
import { opening } from './reversi.bench.js';

const games = Number(process.env['GAMES'] ?? 20);
const timeMs = Number(process.env['TIME_MS'] ?? 300);
if (!Number.isInteger(games) || games < 2 || games % 2) throw new Error('GAMES: an even number.');
const specA = process.env['A'] ?? 'learned';
const specB = process.env['B'] ?? 'written';

await prepare(rules.newGame());
const learned = learnedEvaluation();
const midgame = learned && endgameEngine(8) ? wasmMidgame(endgameEngine(8)!, learned) : null;
if (!midgame) throw new Error('The learned evaluation or the WebAssembly engine did not load.');

/** Sets the engine up as `spec` says. */
function use(spec: string): void {
  const m = /^(written|learned)(?::(\d+))?$/.exec(spec);
  if (!m) throw new Error(`A and B: written, learned or learned:<selectivity>, not ${spec}.`);
  useLearnedEvaluation(m[1] === 'learned');
  if (m[1] === 'learned') midgame!.setSelectivity(m[2] === undefined ? SELECTIVITY : Number(m[2]));
}

const tally = { wins: 0, draws: 0, losses: 0 };
const depths = { a: [] as number[], b: [] as number[] };
const margins: number[] = [];
for (let g = 0; g < games; g++) {
  let s: ReversiState = opening(4, 9100 + (g >> 1));
  const aSide = g % 2 === 0 ? 'first' : 'second';
  while (!rules.result(s)) {
    const isA = s.turn === aSide;
    use(isA ? specA : specB);
    const t = think(s, { timeMs, seed: g * 1000 + s.ply });
    // The midgame's depths: the exact endgame's moves are complete.
    if (!t.complete) (isA ? depths.a : depths.b).push(t.depth ?? 0);
    s = rules.play(s, t.move);
  }
  const { winner } = rules.result(s)!;
  const mine = s.discs[aSide];
  const theirs = s.discs[aSide === 'first' ? 'second' : 'first'];
  margins.push(mine - theirs);
  if (winner === aSide) tally.wins++;
  else if (winner) tally.losses++;
  else tally.draws++;
  console.log(
    `game ${g + 1}: A (${specA}) ${aSide === 'first' ? 'black' : 'white'}, ${mine}-${theirs}; so far +${tally.wins} =${tally.draws} -${tally.losses}`,
  );
}
use('learned');
const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(1);
console.log(
  `A (${specA}) against B (${specB}), ${games} games at ${timeMs} ms a move: +${tally.wins} =${tally.draws} -${tally.losses}, ` +
    `${scoreText(scoreOf(tally))}; mean disc margin ${mean(margins)}; mean depth A ${mean(depths.a)}, B ${mean(depths.b)}`,
);
