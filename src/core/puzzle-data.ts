/**
 * A puzzle as data: what a shipped set, an attribute or a link holds (see `puzzle.ts`, which
 * plays and proves them). Apart, so that a game's `AiLink` can name its set without the code.
 */

/**
 * What the side to move must do: `win` (keep a forced win; in peg solitaire, end with one peg in
 * the starting hole), `draw` (keep at least a draw), `best` (play a move of the best exact value
 * each time, as in a Reversi endgame for the best score), or `finish` (a game of one player: end
 * with one peg anywhere).
 */
export type PuzzleGoal = 'win' | 'draw' | 'best' | 'finish';

/** Every goal. */
export const PUZZLE_GOALS: readonly PuzzleGoal[] = ['win', 'draw', 'best', 'finish'];

/** The id of a puzzle given without one (a page's own): its panel names it by no id. */
export const UNNAMED_PUZZLE_ID = 'puzzle';

/** A puzzle as plain JSON data (an attribute, a link, a shipped set). */
export interface Puzzle<O = object> {
  /** Its name in its set (`c4-0012`), used to remember it solved. */
  readonly id: string;
  /** The game's id (`connect-four`). */
  readonly game: string;
  /** The options of the game's start (a size, a Reversi `position`). */
  readonly options: Partial<O>;
  /** The moves from the start to the puzzle's position, in notation. */
  readonly moves: readonly string[];
  readonly goal: PuzzleGoal;
  /** With `win`: the most moves of the side to move it takes, its last one included. */
  readonly winIn?: number;
  /**
   * The proven line from the position, the player's moves and the defence's in turn, to the goal.
   * Where it is given, each of the player's moves in it was the only one to keep the goal.
   */
  readonly solution?: readonly string[];
  /** From 1 (easy) to 5 (hard): its depth and how many plausible moves fail. */
  readonly difficulty?: number;
}

/**
 * A shipped puzzle as a set's module keeps it, small: `[id, options, moves, goal, solution,
 * difficulty, winIn]`, the moves and the solution each one text of moves separated by spaces.
 */
export type PackedPuzzle = readonly [
  id: string,
  options: object,
  moves: string,
  goal: PuzzleGoal,
  solution: string,
  difficulty: number,
  winIn?: number,
];

/** The puzzles of `game`'s set from their packed form. */
export function unpackPuzzles(game: string, packed: readonly PackedPuzzle[]): Puzzle[] {
  const list = (text: string) => (text === '' ? [] : text.split(' '));
  return packed.map(([id, options, moves, goal, solution, difficulty, winIn]) => ({
    id,
    game,
    options,
    moves: list(moves),
    goal,
    solution: list(solution),
    difficulty,
    ...(winIn === undefined ? {} : { winIn }),
  }));
}

/** A puzzle in its packed form (for `npm run puzzles`). */
export function packPuzzle(p: Puzzle): PackedPuzzle {
  const head = [p.id, p.options, p.moves.join(' '), p.goal, (p.solution ?? []).join(' '), p.difficulty ?? 1] as const;
  return p.winIn === undefined ? head : [...head, p.winIn];
}
