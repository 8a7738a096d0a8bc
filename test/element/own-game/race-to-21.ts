/**
 * A tiny game written as a game of your own would be, through the public exports only
 * (`board-game-elements/core`, here `src/core/index.ts`): Race to 21. Players take turns adding
 * 1, 2 or 3 to a running total from 0; whoever reaches 21 wins. The first player wins with
 * perfect play: reach 1, then 5, 9, 13 and 17, whatever the other adds. This module is the rules and the AI; the worker
 * imports it by URL, as it would a game's AI module on any site.
 */
import {
  type AiOptions,
  type BaseState,
  type Game,
  type GameAi,
  type SearchPosition,
  type Thought,
  IllegalMoveError,
  InvalidOptionsError,
  opponent,
  thinkBySearch,
} from '../../../src/core/index.js';

/** A position: the total so far and the side to add next. */
export interface RaceState extends BaseState {
  readonly total: number;
  readonly target: number;
}

/** How much the mover adds: 1, 2 or 3. */
export type RaceMove = 1 | 2 | 3;

/** The total to reach (default 21). */
export interface RaceOptions {
  target: number;
}

const isMove = (n: unknown): n is RaceMove => n === 1 || n === 2 || n === 3;

/** The rules. */
export const rules: Game<RaceState, RaceMove, RaceOptions> = {
  id: 'race-to-21',
  defaults: { target: 21 },
  validateOptions: (o) =>
    o.target === undefined || (Number.isInteger(o.target) && o.target >= 4 && o.target <= 99)
      ? null
      : 'target: a whole number from 4 to 99',
  newGame(options = {}) {
    const problem = this.validateOptions(options);
    if (problem) throw new InvalidOptionsError(problem);
    return { turn: 'first', ply: 0, total: 0, target: options.target ?? 21 };
  },
  legalMoves: (s) => (s.total >= s.target ? [] : ([1, 2, 3] as RaceMove[]).filter((n) => s.total + n <= s.target)),
  play(s, move) {
    if (!isMove(move) || s.total >= s.target || s.total + move > s.target)
      throw new IllegalMoveError(`Cannot add ${String(move)} to ${s.total}.`);
    return { ...s, total: s.total + move, turn: opponent(s.turn), ply: s.ply + 1 };
  },
  // The side that reached the target moved last, so the side to move has lost.
  result: (s) => (s.total >= s.target ? { winner: opponent(s.turn), reason: 'target' } : null),
  moveToString: (_s, move) => `+${move}`,
  moveFromString(s, text) {
    const n = Number(text.replace(/^\+/, ''));
    if (!isMove(n) || !this.legalMoves(s).includes(n)) throw new IllegalMoveError(`"${text}" is not a legal move.`);
    return n;
  },
};

/** The position the shared search plays on, changed in place. */
class RacePosition implements SearchPosition<RaceMove> {
  constructor(
    private total: number,
    private readonly target: number,
    private side: 0 | 1,
  ) {}
  moves(): RaceMove[] {
    return ([1, 2, 3] as RaceMove[]).filter((n) => this.total + n <= this.target);
  }
  make(move: RaceMove): void {
    this.total += move;
    this.side ^= 1;
  }
  unmake(move: RaceMove): void {
    this.total -= move;
    this.side ^= 1;
  }
  hash(): number {
    return this.total * 2 + this.side;
  }
  outcome(): 1 | 0 | -1 | null {
    return this.total >= this.target ? -1 : null;
  }
  evaluate(): number {
    return 0;
  }
  moveId(move: RaceMove): number {
    return move;
  }
}

/** The computer: the shared search, which sees to the end of so short a game. */
export const ai: GameAi<RaceState, RaceMove> = {
  maxDepth: (s) => Math.max(1, s.target - s.total),
  think(s: RaceState, options: AiOptions = {}): Thought<RaceMove> {
    if (rules.result(s)) throw new RangeError('The game is over.');
    return thinkBySearch(
      new RacePosition(s.total, s.target, s.turn === 'first' ? 0 : 1),
      options,
      this.maxDepth(s),
      10,
    );
  },
};
