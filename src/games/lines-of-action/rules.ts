/**
 * Lines of Action, on the standard 8x8 board or the studied 6x6 one. Black (`first`)
 * starts on the first and last rows without their corners, white on the first and last columns,
 * and black moves first. A piece moves in a straight line (across, up or diagonally) exactly as
 * many squares as there are pieces, of both colours, on that whole line. It may jump over its own
 * pieces but not over the opponent's, and it captures by landing on an opponent's piece.
 *
 * A side whose pieces form one group, connected across edges or corners, wins; a single piece
 * is a group. When one move connects both sides, the mover wins (the rule of the
 * computer olympiads); `simultaneous: 'draw'` follows the rule sets that call it a draw. A capture
 * can connect the opponent, who then wins. A side with no move passes (written `pass`). The
 * third time a position occurs with the same side to move, the game is drawn.
 *
 * Notation: the squares as on a chess board, a1 at the bottom left (`b1-d3`); a capture joins
 * them with `x` (`f8xh6`).
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

/** Who wins when one move connects both sides. */
export type Simultaneous = 'mover' | 'draw';

/** Options of a Lines of Action game. */
export interface LinesOfActionOptions {
  /** The board's side: 8 (the standard game, default) or 6. */
  size: number;
  /** When one move connects both sides: the mover wins (default), or the game is drawn. */
  simultaneous: Simultaneous;
  /**
   * A starting position instead of the standard start: `size * size` characters row by row from
   * the top (the last rank, as a diagram reads), `x` black, `o` white, `-` or `.` empty, then the
   * side to move (`x` or `o`); whitespace and `/` between rows are ignored.
   */
  position?: string;
}

/** A square: empty, a piece of `first` (black, 1) or of `second` (white, 2). */
export type Piece = 0 | 1 | 2;

/** A move: `from * 64 + to` (squares numbered `row * size + col`, a1 = 0), or `pass`. */
export type LinesOfActionMove = number | 'pass';

/** A Lines of Action position. */
export interface LinesOfActionState extends BaseState {
  /** The board's side. */
  readonly size: number;
  /** The rule for a move that connects both sides. */
  readonly simultaneous: Simultaneous;
  /** The squares row by row from a1 (row 0 is the first rank, shown at the bottom). */
  readonly cells: readonly Piece[];
  /** Pieces of each side on the board. */
  readonly pieces: Readonly<Record<Player, number>>;
  /** The moves played since the start, oldest first. */
  readonly history: readonly LinesOfActionMove[];
  /** The position (board and side to move) after each move and at the start, for the repetition rule. */
  readonly positions: readonly string[];
  /** Whether the side to move has a move (false means it must pass, or the game is over). */
  readonly canMove: boolean;
  /** How the game ended, or null while it goes on. */
  readonly outcome: Result | null;
}

/** The written pass. */
export const PASS = 'pass';

/**
 * The most moves a game may have (`maxPlies`): far above any real game, which ends in well under 200; a game that gets
 * there is drawn (`move-limit`).
 */
export const MAX_PLIES = 1000;

/** The sizes the game is played on. */
export const SIZES: readonly number[] = [6, 8];

/** The four lines through a square, as steps (row, column); a piece moves either way along each. */
export const LINES = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
] as const;

/** The move from square `from` to square `to`. */
export function moveOf(from: number, to: number): number {
  return from * 64 + to;
}

/** The square a move leaves. */
export function fromOf(move: number): number {
  return move >> 6;
}

/** The square a move reaches. */
export function toOf(move: number): number {
  return move & 63;
}

/** The piece of `player`. */
export function pieceOf(player: Player): Piece {
  return player === 'first' ? 1 : 2;
}

/** True for a board side the game is played on. */
export function isBoardSize(size: unknown): size is number {
  return typeof size === 'number' && SIZES.includes(size);
}

/** The standard start: black on the first and last rows, white on the first and last columns, corners empty. */
export function startCells(size: number): Piece[] {
  const cells = new Array<Piece>(size * size).fill(0);
  for (let k = 1; k < size - 1; k++) {
    cells[k] = 1;
    cells[(size - 1) * size + k] = 1;
    cells[k * size] = 2;
    cells[k * size + size - 1] = 2;
  }
  return cells;
}

/**
 * Reads a position text (see `LinesOfActionOptions.position`). Throws `RangeError` with the
 * reason when the text is not one.
 */
export function parsePosition(text: string, size: number): { cells: Piece[]; turn: Player } {
  const compact = text.replace(/[\s/]+/g, '').toLowerCase();
  const n = size * size;
  if (compact.length !== n + 1 || !/^[xo.-]+$/.test(compact.slice(0, n)) || !/^[xo]$/.test(compact[n]!)) {
    throw new RangeError(
      `position: expected ${n} characters of x, o or - for a ${size}x${size} board, top row first, then x or o ` +
        `for the side to move.`,
    );
  }
  const cells = new Array<Piece>(n).fill(0);
  for (let i = 0; i < n; i++) {
    const row = size - 1 - Math.floor(i / size);
    cells[row * size + (i % size)] = compact[i] === 'x' ? 1 : compact[i] === 'o' ? 2 : 0;
  }
  if (!cells.includes(1) || !cells.includes(2)) throw new RangeError('position: each side needs at least one piece.');
  return { cells, turn: compact[n] === 'x' ? 'first' : 'second' };
}

/** The position text of `state` (see `parsePosition`). */
export function positionText(state: Pick<LinesOfActionState, 'cells' | 'size' | 'turn'>): string {
  const rows: string[] = [];
  for (let row = state.size - 1; row >= 0; row--) {
    rows.push(
      state.cells
        .slice(row * state.size, (row + 1) * state.size)
        .map((p) => '-xo'[p])
        .join(''),
    );
  }
  return `${rows.join('/')} ${state.turn === 'first' ? 'x' : 'o'}`;
}

/** The name of `square` (`d3`), a1 at the bottom left. */
export function squareName(size: number, square: number): string {
  return String.fromCharCode(97 + (square % size)) + String(Math.floor(square / size) + 1);
}

/** Pieces on the line through (`row`, `col`) with step (`dr`, `dc`), both ways, the square itself included. */
export function lineCount(
  cells: readonly Piece[],
  size: number,
  row: number,
  col: number,
  dr: number,
  dc: number,
): number {
  let n = cells[row * size + col] !== 0 ? 1 : 0;
  for (const sign of [1, -1]) {
    for (
      let r = row + sign * dr, c = col + sign * dc;
      r >= 0 && r < size && c >= 0 && c < size;
      r += sign * dr, c += sign * dc
    ) {
      if (cells[r * size + c] !== 0) n++;
    }
  }
  return n;
}

/** The legal moves of the piece on `from` (which must hold one), in the order of the lines. */
export function movesFrom(cells: readonly Piece[], size: number, from: number): number[] {
  const own = cells[from]!;
  const row = Math.floor(from / size);
  const col = from % size;
  const moves: number[] = [];
  for (const [dr, dc] of LINES) {
    const distance = lineCount(cells, size, row, col, dr, dc);
    for (const sign of [1, -1]) {
      const r = row + sign * dr * distance;
      const c = col + sign * dc * distance;
      if (r < 0 || r >= size || c < 0 || c >= size || cells[r * size + c] === own) continue;
      let blocked = false;
      for (let k = 1; k < distance && !blocked; k++) {
        const p = cells[(row + sign * dr * k) * size + col + sign * dc * k]!;
        blocked = p !== 0 && p !== own;
      }
      if (!blocked) moves.push(moveOf(from, r * size + c));
    }
  }
  return moves;
}

/** Every legal move of `piece`'s side (without passing), square by square. */
export function pieceMoves(cells: readonly Piece[], size: number, piece: Piece): number[] {
  const moves: number[] = [];
  for (let sq = 0; sq < cells.length; sq++) if (cells[sq] === piece) moves.push(...movesFrom(cells, size, sq));
  return moves;
}

/** Whether `piece`'s side has a move, found without listing them all. */
function hasMove(cells: readonly Piece[], size: number, piece: Piece): boolean {
  for (let sq = 0; sq < cells.length; sq++)
    if (cells[sq] === piece && movesFrom(cells, size, sq).length > 0) return true;
  return false;
}

/** The groups of `piece`'s pieces, connected across edges and corners, each a list of squares. */
export function groupsOf(cells: readonly Piece[], size: number, piece: Piece): number[][] {
  const seen = new Uint8Array(cells.length);
  const groups: number[][] = [];
  for (let start = 0; start < cells.length; start++) {
    if (cells[start] !== piece || seen[start]) continue;
    const group = [start];
    seen[start] = 1;
    for (let i = 0; i < group.length; i++) {
      const sq = group[i]!;
      const row = Math.floor(sq / size);
      const col = sq % size;
      for (let r = Math.max(0, row - 1); r <= Math.min(size - 1, row + 1); r++) {
        for (let c = Math.max(0, col - 1); c <= Math.min(size - 1, col + 1); c++) {
          const n = r * size + c;
          if (cells[n] === piece && !seen[n]) {
            seen[n] = 1;
            group.push(n);
          }
        }
      }
    }
    groups.push(group);
  }
  return groups;
}

/** Whether all of `piece`'s pieces form one group. */
export function isConnected(cells: readonly Piece[], size: number, piece: Piece): boolean {
  return groupsOf(cells, size, piece).length <= 1;
}

/** The position text for the repetition rule: the board and the side to move. */
function positionKey(cells: readonly Piece[], turn: Player): string {
  return cells.join('') + (turn === 'first' ? 'b' : 'w');
}

/** The state with `turn` to move on `cells` after `mover`'s move (null at the start), its end worked out. */
function settle(
  base: Pick<LinesOfActionState, 'size' | 'simultaneous'>,
  cells: Piece[],
  turn: Player,
  ply: number,
  history: SharedLine<LinesOfActionMove>,
  earlier: SharedLine<string>,
  mover: Player | null,
): LinesOfActionState {
  const { size, simultaneous } = base;
  let first = 0;
  let second = 0;
  for (const p of cells) {
    if (p === 1) first++;
    else if (p === 2) second++;
  }
  const key = positionKey(cells, turn);
  const positions = earlier.with(key);
  let outcome: Result | null = null;
  if (mover) {
    const moverConnected = isConnected(cells, size, pieceOf(mover));
    const otherConnected = isConnected(cells, size, pieceOf(opponent(mover)));
    if (moverConnected && otherConnected)
      outcome = { winner: simultaneous === 'mover' ? mover : null, reason: 'both-connected' };
    else if (moverConnected) outcome = { winner: mover, reason: 'connected' };
    else if (otherConnected) outcome = { winner: opponent(mover), reason: 'connected' };
    else if (positions.count(key) >= 3) outcome = { winner: null, reason: 'repetition' };
  }
  // A game that no real play comes near ends drawn at its bound, so that every game played can be saved, replayed and
  // reviewed.
  if (!outcome && ply >= MAX_PLIES) outcome = { winner: null, reason: 'move-limit' };
  const canMove = !outcome && hasMove(cells, size, pieceOf(turn));
  // Neither side can move: only possible on positions set up by hand; nobody can make progress.
  if (!outcome && !canMove && !hasMove(cells, size, pieceOf(opponent(turn))))
    outcome = { winner: null, reason: 'no-moves' };
  return withLines(
    { size, simultaneous, cells, turn, ply, pieces: { first, second }, canMove, outcome },
    { history, positions },
  );
}

/** Why `move` is not legal in `state`, or null when it is: what `play` and `moveFromString` refuse. */
function refusal(state: LinesOfActionState, move: LinesOfActionMove): string | null {
  if (state.outcome) return 'The game is over.';
  if (move === PASS) return state.canMove ? 'A side may pass only when it has no move.' : null;
  const n = state.size * state.size;
  if (typeof move !== 'number' || !Number.isInteger(move) || move < 0 || fromOf(move) >= n || toOf(move) >= n)
    return `There is no move ${String(move)} on a ${state.size}x${state.size} board.`;
  const from = fromOf(move);
  if (state.cells[from] !== pieceOf(state.turn))
    return `${squareName(state.size, from)} holds no piece of the side to move.`;
  if (!movesFrom(state.cells, state.size, from).includes(move))
    return `The piece on ${squareName(state.size, from)} cannot move to ${squareName(state.size, toOf(move))}.`;
  return null;
}

/** The rules of Lines of Action. */
export const rules: Game<LinesOfActionState, LinesOfActionMove, LinesOfActionOptions> = {
  id: 'lines-of-action',
  defaults: { size: 8, simultaneous: 'mover' },

  validateOptions(options) {
    if (options.size !== undefined && !isBoardSize(options.size)) return 'size: expected 8 (the standard board) or 6';
    if (options.simultaneous !== undefined && options.simultaneous !== 'mover' && options.simultaneous !== 'draw')
      return 'simultaneous: expected mover or draw';
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
    const simultaneous = options.simultaneous ?? rules.defaults.simultaneous;
    const start = options.position
      ? parsePosition(options.position, size)
      : { cells: startCells(size), turn: 'first' as Player };
    return settle(
      { size, simultaneous },
      start.cells,
      start.turn,
      0,
      SharedLine.from<LinesOfActionMove>([]),
      SharedLine.from<string>([], true),
      null,
    );
  },

  legalMoves(state) {
    if (state.outcome) return [];
    if (!state.canMove) return [PASS];
    return pieceMoves(state.cells, state.size, pieceOf(state.turn));
  },

  play(state, move) {
    const why = refusal(state, move);
    if (why) throw new IllegalMoveError(why, move);
    const next = opponent(state.turn);
    if (move === PASS)
      return settle(
        state,
        state.cells.slice(),
        next,
        state.ply + 1,
        lineOf<LinesOfActionMove>(state, 'history').with(PASS),
        lineOf(state, 'positions', true),
        state.turn,
      );
    const own = pieceOf(state.turn);
    const cells = state.cells.slice();
    cells[toOf(move)] = own;
    cells[fromOf(move)] = 0;
    return settle(
      state,
      cells,
      next,
      state.ply + 1,
      lineOf<LinesOfActionMove>(state, 'history').with(move),
      lineOf(state, 'positions', true),
      state.turn,
    );
  },

  // Nothing in the rules ends a game that wanders without repeating, so the bound is a figure far
  // above any real game (the computer olympiads' longest run to a few hundred moves): what a
  // replay, a puzzle or a saved game may hold.
  maxPlies() {
    return MAX_PLIES;
  },

  result(state) {
    return state.outcome;
  },

  moveToString(state, move) {
    if (move === PASS) return PASS;
    const to = toOf(move);
    return squareName(state.size, fromOf(move)) + (state.cells[to] !== 0 ? 'x' : '-') + squareName(state.size, to);
  },

  moveFromString(state, text) {
    const t = String(text).trim().toLowerCase();
    if (t === PASS) {
      const why = refusal(state, PASS);
      if (why) throw new IllegalMoveError(why, PASS);
      return PASS;
    }
    const m = /^([a-h])([1-8])\s*[-x:]?\s*([a-h])([1-8])$/.exec(t);
    const square = (col: string, row: string) => {
      const c = col.charCodeAt(0) - 97;
      const r = Number(row) - 1;
      return c < state.size && r < state.size ? r * state.size + c : -1;
    };
    const from = m ? square(m[1]!, m[2]!) : -1;
    const to = m ? square(m[3]!, m[4]!) : -1;
    if (from < 0 || to < 0) {
      const last = squareName(state.size, state.size * state.size - 1);
      throw new IllegalMoveError(
        `"${text}" is not a move between two squares of this board (like b1-d3, a1 to ${last}) or "pass".`,
        text,
      );
    }
    const move = moveOf(from, to);
    // Checked, not played: a replay plays each move once.
    const why = refusal(state, move);
    if (why) throw new IllegalMoveError(why, move);
    return move;
  },
};
