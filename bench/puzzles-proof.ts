/**
 * `npm run bench:puzzles`: the shipped puzzle sets checked again, move by move, by the native
 * solvers: the Connect Four set with Pascal Pons' `c4solver -a` (`C4_SOLVER`), the Reversi set with
 * Edax (`EDAX_BIN`, `EDAX_DIR`). At each of the player's turns the solution's move must be the only
 * one that keeps the goal (the only winning column; the only move of the best final margin), and at
 * each of the defence's its move must be of the best value for the defence. Exits non-zero on any
 * difference. See bench/README.md for building the native programs.
 */
import { rules as connectFour } from '../src/games/connect-four/rules.js';
import { puzzles as connectFourPuzzles } from '../src/games/connect-four/puzzles.js';
import { rules as reversi } from '../src/games/reversi/rules.js';
import { puzzles as reversiPuzzles } from '../src/games/reversi/puzzles.js';
import { edaxValue, ponsValues } from './native.js';
import { edaxPosition } from './reversi-position.js';

const c4Solver = process.env.C4_SOLVER;
const edax =
  process.env.EDAX_BIN && process.env.EDAX_DIR ? { bin: process.env.EDAX_BIN, dir: process.env.EDAX_DIR } : null;
if (!c4Solver && !edax) {
  console.error("Set C4_SOLVER (Pons' c4solver) and/or EDAX_BIN with EDAX_DIR: see bench/README.md.");
  process.exit(1);
}

let differences = 0;
const differ = (text: string) => {
  differences++;
  console.log(`  DIFFERENT: ${text}`);
};

if (c4Solver) {
  let turns = 0;
  const start = performance.now();
  for (const p of connectFourPuzzles) {
    const line = [...p.moves];
    let state = connectFour.newGame();
    for (const m of line) state = connectFour.play(state, connectFour.moveFromString(state, m));
    const side = state.turn;
    for (const move of p.solution!) {
      const values = ponsValues(c4Solver, line.join(''));
      const known = values.filter((v): v is number => v !== null);
      const mine = values[Number(move) - 1];
      if (state.turn === side) {
        turns++;
        const winning = values.flatMap((v, c) => (v !== null && v > 0 ? [c + 1] : []));
        if (winning.length !== 1 || winning[0] !== Number(move))
          differ(
            `${p.id} after ${line.join('')}: the solution plays ${move}, Pons' winning columns are ${winning.join(', ') || 'none'}`,
          );
      } else if (mine !== Math.max(...known)) {
        differ(
          `${p.id} after ${line.join('')}: the defence plays ${move} (${mine}), Pons' best is ${Math.max(...known)}`,
        );
      }
      line.push(move);
      state = connectFour.play(state, connectFour.moveFromString(state, move));
    }
    if (connectFour.result(state)?.winner !== side) differ(`${p.id}: the solution does not end in a win`);
  }
  console.log(
    `Connect Four: ${connectFourPuzzles.length} puzzles, ${turns} of the player's turns, each the only winning column by Pons' solver (${((performance.now() - start) / 1000).toFixed(1)} s)`,
  );
}

if (edax) {
  let turns = 0;
  let solves = 0;
  const start = performance.now();
  for (const p of reversiPuzzles) {
    let state = reversi.newGame(p.options);
    for (const m of p.moves) state = reversi.play(state, reversi.moveFromString(state, m));
    const side = state.turn;
    let playerTurns = 0;
    for (const move of p.solution!) {
      // Every legal move's value for the side to move: the position after it, from the other side (a pass is a move).
      const values = reversi.legalMoves(state).map((m) => {
        solves++;
        return { move: reversi.moveToString(state, m), value: -edaxValue(edax, edaxPosition(reversi.play(state, m))) };
      });
      const best = Math.max(...values.map((v) => v.value));
      const value = values.find((v) => v.move === move)!.value;
      if (state.turn === side) {
        turns++;
        playerTurns++;
        const top = values.filter((v) => v.value === best).map((v) => v.move);
        if (top.length !== 1 || top[0] !== move)
          differ(`${p.id}: the solution plays ${move} (${value}), Edax's best ${top.join(', ')} (${best})`);
      } else if (value !== best) {
        differ(`${p.id}: the defence plays ${move} (${value}), Edax's best is ${best}`);
      }
      state = reversi.play(state, reversi.moveFromString(state, move));
    }
    // A puzzle of more than twelve empty squares lasts three of the player's turns; the others to the end.
    if (!reversi.result(state) && playerTurns < 3)
      differ(`${p.id}: the solution stops after ${playerTurns} of the player's turns, before the end`);
  }
  console.log(
    `Reversi: ${reversiPuzzles.length} puzzles, ${turns} of the player's turns, each the only move of the best margin by Edax (${solves} solves, ${((performance.now() - start) / 1000).toFixed(1)} s)`,
  );
}

console.log(
  differences === 0 ? 'Every shipped puzzle agrees with the native solvers.' : `${differences} difference(s).`,
);
process.exit(differences === 0 ? 0 : 1);
