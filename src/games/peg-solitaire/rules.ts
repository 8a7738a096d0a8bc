/**
 * Peg solitaire on the classic boards: English (33 holes), French (37), Wiegleb (45),
 * diamond (41) and the triangle (15). Every hole but one starts with a peg. A move jumps a peg
 * over a neighbouring peg into an empty hole two steps away in a straight line, and the jumped peg
 * is removed: across or up and down on the square boards, and also along the two diagonals of the
 * triangle's rows (six directions). The game ends when no jump remains; the goal is one peg, best of
 * all in the hole that was empty at the start (the "central game" on the English board).
 *
 * Notation: the column letter and the row number from the top (`d2-d4`); on the triangle, the
 * row from the apex and the hole within it from the left (`a1` is the apex).
 */
import { SharedLine, lineOf, withLines } from '../../core/shared-line.js';
import { type BaseState, type Game, IllegalMoveError, type Result, assertValidOptions } from '../../core/game.js';

/** The boards. */
export type Variant = 'english' | 'french' | 'wiegleb' | 'diamond' | 'triangle';

/** Options of a peg solitaire game. */
export interface PegSolitaireOptions {
  /** The board (default `english`). */
  variant: Variant;
  /** The hole that starts empty, in notation (default the centre; the apex of the triangle). */
  startHole?: string;
}

/** One board's shape: its holes and every jump on it (plain data, so a state can go to a worker). */
export interface Board {
  readonly variant: Variant;
  /** Rows and columns of the grid the board is drawn on. */
  readonly rows: number;
  readonly cols: number;
  /** The grid position of each hole, holes numbered row by row. */
  readonly holes: readonly { row: number; col: number }[];
  /** The hole at each grid position (`row * cols + col`), -1 where the board has none; see `holeAt`. */
  readonly grid: readonly number[];
  /** Every jump as [from, over, to] holes. */
  readonly jumps: readonly (readonly [number, number, number])[];
  /** The default empty hole: the centre, or the triangle's apex. */
  readonly centre: number;
}

/** A move: `from * 64 + to` (the jumped hole lies between them). */
export type PegSolitaireMove = number;

/** A peg solitaire position. */
export interface PegSolitaireState extends BaseState {
  readonly board: Board;
  /** Whether each hole holds a peg. */
  readonly pegs: readonly boolean[];
  /** Pegs on the board. */
  readonly count: number;
  /** The hole that was empty at the start: the target of the classic game. */
  readonly startHole: number;
  /** The moves played since the start, oldest first. */
  readonly history: readonly PegSolitaireMove[];
  /** How the game ended (no jump left), or null while it goes on. */
  readonly outcome: Result | null;
}

/** The boards' shapes, drawn as on paper (`o` a hole). */
const SHAPES: Record<Exclude<Variant, 'triangle'>, readonly string[]> = {
  english: ['  ooo  ', '  ooo  ', 'ooooooo', 'ooooooo', 'ooooooo', '  ooo  ', '  ooo  '],
  french: ['  ooo  ', ' ooooo ', 'ooooooo', 'ooooooo', 'ooooooo', ' ooooo ', '  ooo  '],
  wiegleb: [
    '   ooo   ',
    '   ooo   ',
    '   ooo   ',
    'ooooooooo',
    'ooooooooo',
    'ooooooooo',
    '   ooo   ',
    '   ooo   ',
    '   ooo   ',
  ],
  diamond: [
    '    o    ',
    '   ooo   ',
    '  ooooo  ',
    ' ooooooo ',
    'ooooooooo',
    ' ooooooo ',
    '  ooooo  ',
    '   ooo   ',
    '    o    ',
  ],
};

/** The variants, in the order the element lists them. */
export const VARIANTS: readonly Variant[] = ['english', 'french', 'wiegleb', 'diamond', 'triangle'];

/** True for a board this game knows. */
export function isVariant(v: unknown): v is Variant {
  return typeof v === 'string' && (VARIANTS as readonly string[]).includes(v);
}

const boards = new Map<Variant, Board>();

/** The board of `variant` (built once). */
export function boardOf(variant: Variant): Board {
  let board = boards.get(variant);
  if (board) return board;
  const triangle = variant === 'triangle';
  const rows = triangle ? 5 : SHAPES[variant].length;
  const cols = rows;
  const exists = (r: number, c: number) =>
    r >= 0 && r < rows && c >= 0 && c < cols && (triangle ? c <= r : SHAPES[variant][r]![c] === 'o');
  const holes: { row: number; col: number }[] = [];
  const grid = new Array<number>(rows * cols).fill(-1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!exists(r, c)) continue;
      grid[r * cols + c] = holes.length;
      holes.push({ row: r, col: c });
    }
  }
  const shape = { rows, cols, grid };
  const at = (r: number, c: number) => holeAt(shape, r, c);
  // The triangle's rows are drawn left-aligned: its third line runs down-right, (+1, +1).
  const steps = triangle
    ? [
        [0, 1],
        [1, 0],
        [1, 1],
      ]
    : [
        [0, 1],
        [1, 0],
      ];
  const jumps: [number, number, number][] = [];
  for (const { row, col } of holes) {
    for (const [dr, dc] of steps) {
      for (const sign of [1, -1]) {
        const over = at(row + sign * dr!, col + sign * dc!);
        const to = at(row + 2 * sign * dr!, col + 2 * sign * dc!);
        if (over >= 0 && to >= 0) jumps.push([at(row, col), over, to]);
      }
    }
  }
  const centre = triangle ? 0 : at((rows - 1) / 2, (cols - 1) / 2);
  board = { variant, rows, cols, holes, grid, jumps, centre };
  boards.set(variant, board);
  return board;
}

/** The hole at a grid position of `board`, or -1 where it has none. */
export function holeAt(board: Pick<Board, 'rows' | 'cols' | 'grid'>, row: number, col: number): number {
  return row >= 0 && row < board.rows && col >= 0 && col < board.cols ? board.grid[row * board.cols + col]! : -1;
}

/** The name of a hole: column letter and row number from the top (`d4`). */
export function holeName(board: Board, hole: number): string {
  const { row, col } = board.holes[hole]!;
  return String.fromCharCode(97 + col) + String(row + 1);
}

/** The hole named `name` on `board`, or -1. */
export function holeNamed(board: Board, name: string): number {
  const m = /^([a-i])([1-9])$/.exec(name.trim().toLowerCase());
  return m ? holeAt(board, Number(m[2]) - 1, m[1]!.charCodeAt(0) - 97) : -1;
}

/** The move from hole `from` to hole `to`. */
export function moveOf(from: number, to: number): PegSolitaireMove {
  return from * 64 + to;
}

/** The hole a move leaves. */
export function fromOf(move: PegSolitaireMove): number {
  return move >> 6;
}

/** The hole a move reaches. */
export function toOf(move: PegSolitaireMove): number {
  return move & 63;
}

/** The hole a move jumps over, or -1 when the two holes are not a jump apart on `board`. */
export function overOf(board: Board, move: PegSolitaireMove): number {
  const jump = board.jumps.find(([f, , t]) => f === fromOf(move) && t === toOf(move));
  return jump ? jump[1] : -1;
}

/** The jumps available with these pegs. */
export function jumpsOf(board: Board, pegs: readonly boolean[]): PegSolitaireMove[] {
  return board.jumps.filter(([f, o, t]) => pegs[f] && pegs[o] && !pegs[t]).map(([f, , t]) => moveOf(f, t));
}

/** The state after a move, its end worked out. */
function settle(
  board: Board,
  pegs: boolean[],
  startHole: number,
  ply: number,
  history: SharedLine<PegSolitaireMove>,
): PegSolitaireState {
  const count = pegs.filter(Boolean).length;
  let outcome: Result | null = null;
  if (jumpsOf(board, pegs).length === 0) {
    const reason = count === 1 ? (pegs[startHole] ? 'one-peg-in-start-hole' : 'one-peg') : 'no-jumps';
    // A one-player game: "won" means one peg left.
    outcome = { winner: count === 1 ? 'first' : null, reason, score: { first: count, second: 0 } };
  }
  return withLines({ board, pegs, count, startHole, turn: 'first' as const, ply, outcome }, { history });
}

/** The rules of peg solitaire. */
export const rules: Game<PegSolitaireState, PegSolitaireMove, PegSolitaireOptions> = {
  id: 'peg-solitaire',
  defaults: { variant: 'english' },

  validateOptions(options) {
    if (options.variant !== undefined && !isVariant(options.variant))
      return `variant: expected one of ${VARIANTS.join(', ')}`;
    if (options.startHole !== undefined) {
      const board = boardOf(options.variant ?? 'english');
      if (typeof options.startHole !== 'string' || holeNamed(board, options.startHole) < 0)
        return `start-hole: expected a hole of the ${board.variant} board, like ${holeName(board, board.centre)}`;
    }
    return null;
  },

  newGame(options = {}) {
    assertValidOptions(rules, options);
    const board = boardOf(options.variant ?? rules.defaults.variant);
    const start = options.startHole === undefined ? board.centre : holeNamed(board, options.startHole);
    const pegs = board.holes.map((_, h) => h !== start);
    return settle(board, pegs, start, 0, SharedLine.from<PegSolitaireMove>([]));
  },

  legalMoves(state) {
    return state.outcome ? [] : jumpsOf(state.board, state.pegs);
  },

  play(state, move) {
    if (state.outcome) throw new IllegalMoveError('No jump is left: the game is over.', move);
    const board = state.board;
    const n = board.holes.length;
    if (typeof move !== 'number' || !Number.isInteger(move) || move < 0 || fromOf(move) >= n || toOf(move) >= n) {
      throw new IllegalMoveError(`There is no move ${String(move)} on the ${board.variant} board.`, move);
    }
    const from = fromOf(move);
    const to = toOf(move);
    const over = overOf(board, move);
    const name = `${holeName(board, from)}-${holeName(board, to)}`;
    if (over < 0) throw new IllegalMoveError(`${name} is not a jump: the holes must be two apart in a line.`, move);
    if (!state.pegs[from]) throw new IllegalMoveError(`${name}: there is no peg on ${holeName(board, from)}.`, move);
    if (!state.pegs[over])
      throw new IllegalMoveError(`${name}: there is no peg on ${holeName(board, over)} to jump over.`, move);
    if (state.pegs[to]) throw new IllegalMoveError(`${name}: ${holeName(board, to)} is not empty.`, move);
    const pegs = state.pegs.slice();
    pegs[from] = false;
    pegs[over] = false;
    pegs[to] = true;
    return settle(board, pegs, state.startHole, state.ply + 1, lineOf<PegSolitaireMove>(state, 'history').with(move));
  },

  /** One player: nobody else can win, so running out of time is no loss to another side. */
  canWin(_state, player) {
    return player === 'first';
  },

  // Every jump takes one peg off, and one peg at least stays.
  maxPlies(start) {
    return Math.max(0, start.count - 1);
  },

  result(state) {
    return state.outcome;
  },

  moveToString(state, move) {
    return `${holeName(state.board, fromOf(move))}-${holeName(state.board, toOf(move))}`;
  },

  moveFromString(state, text) {
    const m = /^\s*([a-i][1-9])\s*[-x:]?\s*([a-i][1-9])\s*$/i.exec(text);
    const from = m ? holeNamed(state.board, m[1]!) : -1;
    const to = m ? holeNamed(state.board, m[2]!) : -1;
    if (from < 0 || to < 0)
      throw new IllegalMoveError(`"${text}" is not a jump between two holes of this board (like d2-d4).`, text);
    const move = moveOf(from, to);
    rules.play(state, move);
    return move;
  },
};
