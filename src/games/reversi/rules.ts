/**
 * Reversi (Othello) on any even board from 4x4 to 16x16. Black (`first`)
 * moves first from the four crossed discs in the centre. A move places a disc so that it
 * brackets a straight line of the opponent's discs (across, up or diagonally) against another
 * of the mover's discs; every bracketed disc turns over. A side without a move passes (a real
 * move, written `pass`); the game ends when neither side can move, and the side with more
 * discs wins.
 *
 * Notation: the column letter and the row number, `a1` at the top left as on Othello diagrams
 * (`d3`, `p16`); `pass`.
 */
import { SharedLine, lineOf, withLines } from '../../core/shared-line.js';
import {
  type BaseState,
  type Game,
  IllegalMoveError,
  type Player,
  type Result,
  assertValidOptions,
  opponent,
} from '../../core/game.js';

/** Options of a Reversi game. */
export interface ReversiOptions {
  /** The board's side: an even number from 4 to 16 (default 8). */
  size: number;
  /**
   * A starting position instead of the standard start: `size * size` characters (`X` black,
   * `O` white, `-` empty; a1 first, row by row) and the side to move (`X` or `O`), as in the
   * FFO test files.
   */
  position?: string;
}

/** A square: empty, a disc of `first` (black, 1) or of `second` (white, 2). */
export type Disc = 0 | 1 | 2;

/** A move: the index of the square (`row * size + col`, a1 = 0), or `pass`. */
export type ReversiMove = number | 'pass';

/** A Reversi position. */
export interface ReversiState extends BaseState {
  /** The board's side. */
  readonly size: number;
  /** The squares row by row from a1 (top left): 0 empty, 1 black, 2 white. */
  readonly cells: readonly Disc[];
  /** Discs of each side on the board. */
  readonly discs: Readonly<Record<Player, number>>;
  /** The last move, or null at the start. */
  readonly lastMove: ReversiMove | null;
  /** The squares the last move turned over. */
  readonly flipped: readonly number[];
  /** The moves played since the start (or the given position), oldest first. */
  readonly history: readonly ReversiMove[];
  /** Whether the side to move has a move (false means it must pass, or the game is over). */
  readonly canMove: boolean;
  /** How the game ended, or null while it goes on (kept so `result` costs nothing). */
  readonly outcome: Result | null;
}

/** Smallest and largest board side. */
export const MIN_SIZE = 4;
export const MAX_SIZE = 16;

/** The written pass. */
export const PASS = 'pass';

const DIRECTIONS = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
] as const;

/** True for the sizes Reversi is played on. */
export function isBoardSize(size: unknown): size is number {
  return typeof size === 'number' && Number.isInteger(size) && size >= MIN_SIZE && size <= MAX_SIZE && size % 2 === 0;
}

/** The squares a disc of `disc` placed on `square` would turn over (empty when the move is illegal). */
export function flipsOf(cells: readonly Disc[], size: number, square: number, disc: Disc): number[] {
  if (cells[square] !== 0) return [];
  const other = (3 - disc) as Disc;
  const row = Math.floor(square / size);
  const col = square % size;
  const flips: number[] = [];
  for (const [dr, dc] of DIRECTIONS) {
    let r = row + dr;
    let c = col + dc;
    let run = 0;
    while (r >= 0 && r < size && c >= 0 && c < size && cells[r * size + c] === other) {
      r += dr;
      c += dc;
      run++;
    }
    if (run === 0 || r < 0 || r >= size || c < 0 || c >= size || cells[r * size + c] !== disc) continue;
    for (let k = 1; k <= run; k++) flips.push((row + dr * k) * size + col + dc * k);
  }
  return flips;
}

/** The squares where `disc` may play, in square order. */
export function placements(cells: readonly Disc[], size: number, disc: Disc): number[] {
  const moves: number[] = [];
  for (let sq = 0; sq < cells.length; sq++)
    if (cells[sq] === 0 && flipsOf(cells, size, sq, disc).length > 0) moves.push(sq);
  return moves;
}

/**
 * The final disc difference for the side holding `mine` discs against `theirs`, empty squares
 * going to the winner (the convention of the FFO files and of `solve`).
 */
export function finalMargin(mine: number, theirs: number, empties: number): number {
  const d = mine - theirs;
  return d > 0 ? d + empties : d < 0 ? d - empties : 0;
}

/** The disc of `player`. */
export function discOf(player: Player): Disc {
  return player === 'first' ? 1 : 2;
}

/** The standard start: four discs crossed in the centre, white on d4 and e5 (on 8x8). */
export function startCells(size: number): Disc[] {
  const cells = new Array<Disc>(size * size).fill(0);
  const h = size / 2;
  cells[(h - 1) * size + h - 1] = 2;
  cells[h * size + h] = 2;
  cells[(h - 1) * size + h] = 1;
  cells[h * size + h - 1] = 1;
  return cells;
}

/**
 * Reads a position text (`size * size` board characters, then the side to move), as in the FFO
 * files; whitespace is ignored, and anything after the side (an FFO line's solutions) too.
 * Throws `RangeError` with the reason when the text is not one.
 */
export function parsePosition(text: string, size: number): { cells: Disc[]; turn: Player } {
  const compact = text.replace(/\s+/g, '');
  const n = size * size;
  const board = compact.slice(0, n);
  if (board.length < n || !/^[XO\-.*]+$/i.test(board)) {
    throw new RangeError(
      `position: expected ${n} characters of X, O or - for a ${size}x${size} board, then X or O for the side to move.`,
    );
  }
  const side = compact[n]?.toUpperCase();
  if (side !== 'X' && side !== 'O')
    throw new RangeError(`position: expected X or O (the side to move) after the ${n} squares.`);
  const cells = [...board].map((ch) => (/[X*]/i.test(ch) ? 1 : /O/i.test(ch) ? 2 : 0) as Disc);
  return { cells, turn: side === 'X' ? 'first' : 'second' };
}

/** The position text of `state` (board and side to move), the inverse of `parsePosition`. */
export function positionText(state: Pick<ReversiState, 'cells' | 'turn'>): string {
  return (
    state.cells.map((d) => (d === 1 ? 'X' : d === 2 ? 'O' : '-')).join('') + ' ' + (state.turn === 'first' ? 'X' : 'O')
  );
}

/** The name of `square` (`d3`) on a board of side `size`. */
export function squareName(size: number, square: number): string {
  return String.fromCharCode(97 + (square % size)) + String(Math.floor(square / size) + 1);
}

function count(cells: readonly Disc[]): Record<Player, number> {
  let first = 0;
  let second = 0;
  for (const d of cells) {
    if (d === 1) first++;
    else if (d === 2) second++;
  }
  return { first, second };
}

/** The state with `turn` to move on `cells`, its pass or end worked out. */
function settle(
  size: number,
  cells: Disc[],
  turn: Player,
  ply: number,
  lastMove: ReversiMove | null,
  flipped: number[],
  history: SharedLine<ReversiMove>,
): ReversiState {
  const discs = count(cells);
  const canMove = placements(cells, size, discOf(turn)).length > 0;
  let outcome: Result | null = null;
  if (!canMove && placements(cells, size, discOf(opponent(turn))).length === 0) {
    const winner = discs.first > discs.second ? 'first' : discs.second > discs.first ? 'second' : null;
    outcome = { winner, reason: discs.first + discs.second === cells.length ? 'full-board' : 'no-moves', score: discs };
  }
  return withLines({ size, cells, turn, ply, discs, lastMove, flipped, canMove, outcome }, { history });
}

/** The rules of Reversi. */
export const rules: Game<ReversiState, ReversiMove, ReversiOptions> = {
  id: 'reversi',
  defaults: { size: 8 },

  validateOptions(options) {
    if (options.size !== undefined && !isBoardSize(options.size))
      return `size: expected an even integer from ${MIN_SIZE} to ${MAX_SIZE}`;
    if (options.position !== undefined) {
      if (typeof options.position !== 'string') return 'position: expected a text';
      try {
        parsePosition(options.position, options.size ?? rules.defaults.size);
      } catch (e) {
        return (e as Error).message;
      }
    }
    return null;
  },

  newGame(options = {}) {
    assertValidOptions(rules, options);
    const size = options.size ?? rules.defaults.size;
    const start = options.position
      ? parsePosition(options.position, size)
      : { cells: startCells(size), turn: 'first' as Player };
    return settle(size, start.cells, start.turn, 0, null, [], SharedLine.from<ReversiMove>([]));
  },

  legalMoves(state) {
    if (state.outcome) return [];
    if (!state.canMove) return [PASS];
    return placements(state.cells, state.size, discOf(state.turn));
  },

  play(state, move) {
    if (state.outcome) throw new IllegalMoveError('The game is over.', move);
    const next = opponent(state.turn);
    if (move === PASS) {
      if (state.canMove) throw new IllegalMoveError('A side may pass only when it has no move.', move);
      return settle(
        state.size,
        state.cells.slice(),
        next,
        state.ply + 1,
        PASS,
        [],
        lineOf<ReversiMove>(state, 'history').with(PASS),
      );
    }
    const n = state.size * state.size;
    if (typeof move !== 'number' || !Number.isInteger(move) || move < 0 || move >= n) {
      throw new IllegalMoveError(`There is no square ${String(move)} on a ${state.size}x${state.size} board.`, move);
    }
    const disc = discOf(state.turn);
    const flipped = flipsOf(state.cells, state.size, move, disc);
    if (flipped.length === 0) {
      const why = state.cells[move] !== 0 ? 'is taken' : 'turns no disc over';
      throw new IllegalMoveError(`${squareName(state.size, move)} ${why}.`, move);
    }
    const cells = state.cells.slice();
    cells[move] = disc;
    for (const sq of flipped) cells[sq] = disc;
    return settle(
      state.size,
      cells,
      next,
      state.ply + 1,
      move,
      flipped,
      lineOf<ReversiMove>(state, 'history').with(move),
    );
  },

  // Every placement fills an empty square, and a pass is always followed by a placement (two in a row end the game).
  maxPlies(start) {
    return 2 * start.cells.filter((c) => c === 0).length;
  },

  result(state) {
    return state.outcome;
  },

  moveToString(state, move) {
    return move === PASS ? PASS : squareName(state.size, move);
  },

  moveFromString(state, text) {
    const t = String(text).trim().toLowerCase();
    let move: ReversiMove;
    if (t === PASS) move = PASS;
    else {
      const m = /^([a-p])(\d{1,2})$/.exec(t);
      const col = m ? m[1]!.charCodeAt(0) - 97 : -1;
      const row = m ? Number(m[2]) - 1 : -1;
      if (!m || col >= state.size || row < 0 || row >= state.size) {
        throw new IllegalMoveError(
          `"${text}" is not a square of this board (a1 to ` +
            `${squareName(state.size, state.size * state.size - 1)}) or "pass".`,
          text,
        );
      }
      move = row * state.size + col;
    }
    rules.play(state, move);
    return move;
  },
};
