/**
 * Hnefatafl, the Viking game of the king and his escape, in four rule sets. The
 * attackers (`first`, dark) start on the edges and move first; the defenders (`second`, light)
 * surround their king on the throne, the centre square. Every piece moves like a rook in chess,
 * never over another piece. A piece is captured when the mover closes a sandwich on it along a
 * row or column, between two enemies or an enemy and a hostile square; moving between two
 * enemies is safe.
 *
 * - `copenhagen` (11x11, the default; the rules of today's tournaments): only the king may stop
 *   on the throne and the corners, though anyone may pass over the empty throne; the corners are
 *   hostile to all, the throne to attackers always and to defenders when empty; the king is armed,
 *   is captured by attackers on all four sides (or three and the throne), never on the edge;
 *   shieldwall captures on the edge. The king wins in a corner or in an exit fort; the attackers
 *   win by capturing him or enclosing every defender. A side with no move loses, and the third
 *   occurrence of a position loses for the defenders, who must avoid repeating.
 * - `fetlar` (11x11): as Copenhagen without the shieldwall and the exit fort, and a repeated
 *   position is a draw.
 * - `tablut` (9x9): the king escapes to any edge square, is captured by two attackers like any
 *   man (four on the throne, three beside it); no piece passes over the throne.
 * - `brandubh` (7x7): corner escape, the king captured by two (four on or beside the throne).
 *
 * Options override single rules of a variant (see `TaflRules`), such as a king that
 * moves at most three squares (`kingRange: 3`). Notation: squares as on a chess board, a1 at the
 * bottom left, joined by `-` (`d1-d4`), or `x` when the move captures (`f4xf6`).
 */
import { SharedLine, lineOf, withLines } from '../../core/shared-line.js';
import {
  type BaseState,
  type Game,
  IllegalMoveError,
  type Player,
  type Result,
  assertValidOptions,
  isIntInRange,
} from '../../core/game.js';
import {
  ATTACKER,
  DEFENDER,
  EMPTY,
  KING,
  type Piece,
  type TaflRules,
  applyMove,
  encircled,
  escaped,
  exitFort,
  fromOf,
  generate,
  geometryOf,
  hasMove,
  movesFrom,
  moveOf,
  sideOf,
  toOf,
} from './mechanics.js';

export { ATTACKER, DEFENDER, EMPTY, KING, type Piece, type TaflRules, fromOf, moveOf, toOf };

/** The rule sets. */
export type Variant = 'copenhagen' | 'fetlar' | 'tablut' | 'brandubh';

/**
 * The most moves a game may have (`maxPlies`): far above any real game, which ends in a few hundred at most; a game
 * that gets there is drawn (`move-limit`).
 */
export const MAX_PLIES = 1000;

/** The variants, in the order the board offers them. */
export const VARIANTS: readonly Variant[] = ['copenhagen', 'fetlar', 'tablut', 'brandubh'];

/** The 11x11 start of Copenhagen and Fetlar, which differ in their rules only. */
const ELEVEN: readonly string[] = [
  '...aaaaa...',
  '.....a.....',
  '...........',
  'a....d....a',
  'a...ddd...a',
  'aa.ddkdd.aa',
  'a...ddd...a',
  'a....d....a',
  '...........',
  '.....a.....',
  '...aaaaa...',
];

/** Each variant's starting position (top row first: `a` attacker, `d` defender, `k` king) and rules. */
export const VARIANT_SETUP: Readonly<Record<Variant, { layout: readonly string[]; rules: Readonly<TaflRules> }>> = {
  copenhagen: {
    layout: ELEVEN,
    rules: {
      kingArmed: true,
      kingCapture: 4,
      escape: 'corner',
      kingRange: 0,
      passThrone: true,
      shieldwall: true,
      exitFort: true,
      encirclement: true,
      repetition: 'defenders-lose',
    },
  },
  fetlar: {
    layout: ELEVEN,
    rules: {
      kingArmed: true,
      kingCapture: 4,
      escape: 'corner',
      kingRange: 0,
      passThrone: true,
      shieldwall: false,
      exitFort: false,
      encirclement: true,
      repetition: 'draw',
    },
  },
  tablut: {
    layout: [
      '...aaa...',
      '....a....',
      '....d....',
      'a...d...a',
      'aaddkddaa',
      'a...d...a',
      '....d....',
      '....a....',
      '...aaa...',
    ],
    rules: {
      kingArmed: true,
      kingCapture: 2,
      escape: 'edge',
      kingRange: 0,
      passThrone: false,
      shieldwall: false,
      exitFort: false,
      encirclement: false,
      repetition: 'draw',
    },
  },
  brandubh: {
    layout: ['...a...', '...a...', '...d...', 'aadkdaa', '...d...', '...a...', '...a...'],
    rules: {
      kingArmed: true,
      kingCapture: 2,
      escape: 'corner',
      kingRange: 0,
      passThrone: true,
      shieldwall: false,
      exitFort: false,
      encirclement: false,
      repetition: 'draw',
    },
  },
};

/** Options of a Hnefatafl game: the variant, and any of its rules to change. */
export interface HnefataflOptions extends Partial<TaflRules> {
  /** The rule set: `copenhagen` (default), `fetlar`, `tablut` or `brandubh`. */
  variant: Variant;
  /**
   * A starting position instead of the variant's: the rows from the top (`a` attacker, `d`
   * defender, `k` the king, `-` or `.` empty; whitespace or `/` between rows), then the side to
   * move, `a` or `d`.
   */
  position?: string;
}

/** A move: `from * 256 + to` (squares numbered `row * size + col`, a1 = 0). */
export type HnefataflMove = number;

/** A Hnefatafl position. */
export interface HnefataflState extends BaseState {
  /** The rule set it started from. */
  readonly variant: Variant;
  /** The rules in force (the variant's, with the options' changes). */
  readonly rules: Readonly<TaflRules>;
  /** Squares per side. */
  readonly size: number;
  /** The squares row by row from a1 (row 0, shown at the bottom). */
  readonly cells: readonly Piece[];
  /** The king's square. */
  readonly king: number;
  /** Pieces of each side on the board (the king counts for the defenders). */
  readonly pieces: Readonly<Record<Player, number>>;
  /** The squares whose pieces the last move captured. */
  readonly captured: readonly number[];
  /** The moves played since the start, oldest first. */
  readonly history: readonly HnefataflMove[];
  /**
   * The positions (board and side to move) since the last capture, for the repetition rule: a
   * capture makes every earlier position impossible to meet again.
   */
  readonly positions: readonly string[];
  /** How the game ended, or null while it goes on. */
  readonly outcome: Result | null;
}

/** The side a player commands: `first` the attackers, `second` the defenders and king. */
export function sideOfPlayer(player: Player): number {
  return player === 'first' ? ATTACKER : DEFENDER;
}

/** True for a variant name. */
export function isVariant(v: unknown): v is Variant {
  return typeof v === 'string' && (VARIANTS as readonly string[]).includes(v);
}

/** The variant's rules with the options' changes. */
export function rulesOf(options: Partial<HnefataflOptions>): TaflRules {
  const base = VARIANT_SETUP[options.variant ?? 'copenhagen'].rules;
  const pick = <K extends keyof TaflRules>(k: K): TaflRules[K] => (options[k] ?? base[k]) as TaflRules[K];
  return {
    kingArmed: pick('kingArmed'),
    kingCapture: pick('kingCapture'),
    escape: pick('escape'),
    kingRange: pick('kingRange'),
    passThrone: pick('passThrone'),
    shieldwall: pick('shieldwall'),
    exitFort: pick('exitFort'),
    encirclement: pick('encirclement'),
    repetition: pick('repetition'),
  };
}

/** The size of a variant's board. */
export function sizeOf(variant: Variant): number {
  return VARIANT_SETUP[variant].layout.length;
}

/** The name of `square` (`d4`), a1 at the bottom left. */
export function squareName(size: number, square: number): string {
  return String.fromCharCode(97 + (square % size)) + String(Math.floor(square / size) + 1);
}

/** The square named `name` (`d4`) on a board of `size`, or -1. */
export function squareNamed(size: number, name: string): number {
  const m = /^([a-z])(\d{1,2})$/.exec(name.trim().toLowerCase());
  if (!m) return -1;
  const col = m[1]!.charCodeAt(0) - 97;
  const row = Number(m[2]) - 1;
  return col < size && row >= 0 && row < size ? row * size + col : -1;
}

/**
 * Reads a position text (see `HnefataflOptions.position`) for a board of `size`. Throws
 * `RangeError` with the reason when the text is not one.
 */
export function parsePosition(text: string, size: number): { cells: Piece[]; turn: Player } {
  const compact = text.replace(/[\s/]+/g, '').toLowerCase();
  const n = size * size;
  if (compact.length !== n + 1 || !/^[adk.-]+$/.test(compact.slice(0, n)) || !/^[ad]$/.test(compact[n]!)) {
    throw new RangeError(
      `position: expected ${n} characters of a, d, k or - for a ${size}x${size} board, top row first, then a or ` +
        `d for the side to move.`,
    );
  }
  const cells = new Array<Piece>(n).fill(EMPTY);
  for (let i = 0; i < n; i++) {
    const row = size - 1 - Math.floor(i / size);
    const ch = compact[i];
    cells[row * size + (i % size)] = ch === 'a' ? ATTACKER : ch === 'd' ? DEFENDER : ch === 'k' ? KING : EMPTY;
  }
  if (cells.filter((p) => p === KING).length !== 1) throw new RangeError('position: expected exactly one king (k).');
  if (!cells.includes(ATTACKER)) throw new RangeError('position: the attackers need at least one piece.');
  const throne = geometryOf(size).throne;
  if (cells[throne] !== EMPTY && cells[throne] !== KING)
    throw new RangeError(`position: only the king may stand on the throne (${squareName(size, throne)}).`);
  return { cells, turn: compact[n] === 'a' ? 'first' : 'second' };
}

/** The position text of `state` (see `parsePosition`). */
export function positionText(state: Pick<HnefataflState, 'cells' | 'size' | 'turn'>): string {
  const rows: string[] = [];
  for (let row = state.size - 1; row >= 0; row--) {
    rows.push(
      state.cells
        .slice(row * state.size, (row + 1) * state.size)
        .map((p) => '-adk'[p])
        .join(''),
    );
  }
  return `${rows.join('/')} ${state.turn === 'first' ? 'a' : 'd'}`;
}

/** The variant's starting squares. */
export function startCells(variant: Variant): Piece[] {
  const layout = VARIANT_SETUP[variant].layout;
  return parsePosition(`${layout.join('/')} a`, layout.length).cells;
}

/** The position for the repetition rule, compactly: three squares per character, then the side to move. */
export function positionKey(cells: Int8Array, turn: Player): string {
  const codes: number[] = [];
  for (let i = 0; i < cells.length; i += 3)
    codes.push(65 + cells[i]! + 4 * (cells[i + 1] ?? 0) + 16 * (cells[i + 2] ?? 0));
  return String.fromCharCode(...codes) + (turn === 'first' ? 'a' : 'd');
}

/** The squares and side to move of a repetition key (see `positionKey`) on a board of `squares` squares. */
export function positionOfKey(key: string, squares: number): { cells: Int8Array; turn: Player } {
  const cells = new Int8Array(squares);
  for (let i = 0; i < squares; i++) cells[i] = ((key.charCodeAt(Math.floor(i / 3)) - 65) >> (2 * (i % 3))) & 3;
  return { cells, turn: key.endsWith('a') ? 'first' : 'second' };
}

/** Counts the pieces of each side. */
function countPieces(cells: ArrayLike<number>): Record<Player, number> {
  let first = 0;
  let second = 0;
  for (let i = 0; i < cells.length; i++) {
    const p = cells[i]!;
    if (p === ATTACKER) first++;
    else if (p !== EMPTY) second++;
  }
  return { first, second };
}

/** The outcome after `mover` reached `to` on `cells` (null while the game goes on, before the repetition rule). */
export function outcomeAfter(
  cells: Int8Array,
  size: number,
  rules: TaflRules,
  mover: Player,
  to: number,
  king: number,
  kingCaptured: boolean,
): Result | null {
  const g = geometryOf(size);
  if (mover === 'first') {
    if (kingCaptured) return { winner: 'first', reason: 'king-captured' };
    if (rules.encirclement && encircled(cells, g, king)) return { winner: 'first', reason: 'encircled' };
  } else {
    if (to === king && escaped(g, rules, king)) return { winner: 'second', reason: 'escaped' };
    if (rules.exitFort && exitFort(cells, g, rules, king)) return { winner: 'second', reason: 'exit-fort' };
  }
  return null;
}

/** The state with `turn` to move on `cells` after `mover`'s move to `to` (null at the start), its end worked out. */
function settle(
  base: Pick<HnefataflState, 'variant' | 'rules' | 'size'>,
  cells: Int8Array,
  turn: Player,
  ply: number,
  history: SharedLine<HnefataflMove>,
  earlier: SharedLine<string>,
  captured: readonly number[],
  last: { mover: Player; to: number; kingCaptured: boolean } | null,
): HnefataflState {
  const { variant, rules, size } = base;
  const g = geometryOf(size);
  const king = cells.indexOf(KING);
  const key = positionKey(cells, turn);
  const positions = captured.length > 0 ? SharedLine.from([key], true) : earlier.with(key);
  let outcome = last ? outcomeAfter(cells, size, rules, last.mover, last.to, king, last.kingCaptured) : null;
  if (!outcome && !hasMove(cells, g, rules, sideOfPlayer(turn))) {
    outcome = { winner: turn === 'first' ? 'second' : 'first', reason: 'no-moves' };
  }
  if (!outcome && last && positions.count(key) >= 3) {
    outcome =
      rules.repetition === 'draw' ? { winner: null, reason: 'repetition' } : { winner: 'first', reason: 'repetition' };
  }
  // A game that no real play comes near ends drawn at its bound, so that every game played can be saved, replayed and
  // reviewed.
  if (!outcome && ply >= MAX_PLIES) outcome = { winner: null, reason: 'move-limit' };
  const pieces = countPieces(cells);
  const state = withLines(
    {
      variant,
      rules,
      size,
      cells: Array.from(cells) as Piece[],
      king,
      turn,
      ply,
      pieces,
      captured,
      outcome: outcome ? { ...outcome, score: pieces } : null,
    },
    { history, positions },
  );
  // The caller made `cells` for this state alone and writes it no more.
  typedCells.set(state, cells);
  return state;
}

/**
 * Each state's board as the mechanics' typed cells, made once (a state never changes): the moves,
 * their notation and their checks read it for every legal move, and copying 121 cells each time
 * was most of a random game's cost. Read only; `scratchOf` gives a copy to play on.
 */
const typedCells = new WeakMap<HnefataflState, Int8Array>();

/** `state`'s board as typed cells, not to be written. */
function cellsOf(state: HnefataflState): Int8Array {
  let cells = typedCells.get(state);
  if (!cells) {
    cells = Int8Array.from(state.cells);
    typedCells.set(state, cells);
  }
  return cells;
}

let scratch = new Int8Array(0);

/** A copy of `state`'s board to play a move on, in one buffer used again and again (valid until the next call). */
function scratchOf(state: HnefataflState): Int8Array {
  const cells = cellsOf(state);
  if (scratch.length !== cells.length) scratch = new Int8Array(cells.length);
  scratch.set(cells);
  return scratch;
}

/** Why `move` is not legal in `state`, or null when it is: what `play` and `moveFromString` refuse. */
function refusal(state: HnefataflState, move: HnefataflMove): string | null {
  if (state.outcome) return 'The game is over.';
  const n = state.size * state.size;
  if (typeof move !== 'number' || !Number.isInteger(move) || move < 0 || fromOf(move) >= n || toOf(move) >= n)
    return `There is no move ${String(move)} on a ${state.size}x${state.size} board.`;
  const from = fromOf(move);
  const piece = state.cells[from]!;
  if (piece === EMPTY || sideOf(piece) !== sideOfPlayer(state.turn))
    return `${squareName(state.size, from)} holds no piece of the side to move.`;
  const legal: number[] = [];
  movesFrom(cellsOf(state), geometryOf(state.size), state.rules, from, legal);
  return legal.includes(move)
    ? null
    : `The piece on ${squareName(state.size, from)} cannot move to ${squareName(state.size, toOf(move))}.`;
}

/** Checks the rule options; returns the first problem or null. */
function validateRuleOptions(o: Partial<HnefataflOptions>): string | null {
  const bool = (v: unknown) => v === undefined || typeof v === 'boolean';
  if (!bool(o.kingArmed)) return 'kingArmed: expected true or false';
  if (o.kingCapture !== undefined && o.kingCapture !== 2 && o.kingCapture !== 3 && o.kingCapture !== 4)
    return 'kingCapture: expected 2, 3 or 4';
  if (o.escape !== undefined && o.escape !== 'corner' && o.escape !== 'edge') return 'escape: expected corner or edge';
  if (o.kingRange !== undefined && !isIntInRange(o.kingRange, 0, 20))
    return 'kingRange: expected 0 (any distance) to 20 squares';
  if (!bool(o.passThrone)) return 'passThrone: expected true or false';
  if (!bool(o.shieldwall)) return 'shieldwall: expected true or false';
  if (!bool(o.exitFort)) return 'exitFort: expected true or false';
  if (!bool(o.encirclement)) return 'encirclement: expected true or false';
  if (o.repetition !== undefined && o.repetition !== 'draw' && o.repetition !== 'defenders-lose')
    return 'repetition: expected draw or defenders-lose';
  return null;
}

/** The rules of Hnefatafl. */
export const rules: Game<HnefataflState, HnefataflMove, HnefataflOptions> = {
  id: 'hnefatafl',
  defaults: { variant: 'copenhagen' },

  validateOptions(options) {
    if (options.variant !== undefined && !isVariant(options.variant))
      return `variant: expected one of ${VARIANTS.join(', ')}`;
    const problem = validateRuleOptions(options);
    if (problem) return problem;
    if (options.position !== undefined) {
      if (typeof options.position !== 'string') return 'position: expected a text';
      try {
        parsePosition(options.position, sizeOf(options.variant ?? 'copenhagen'));
      } catch (e) {
        return (e as Error).message;
      }
    }
    return null;
  },

  newGame(options = {}) {
    assertValidOptions(rules, options);
    const variant = options.variant ?? 'copenhagen';
    const size = sizeOf(variant);
    const start = options.position
      ? parsePosition(options.position, size)
      : { cells: startCells(variant), turn: 'first' as Player };
    return settle(
      { variant, rules: rulesOf(options), size },
      Int8Array.from(start.cells),
      start.turn,
      0,
      SharedLine.from<HnefataflMove>([]),
      SharedLine.from<string>([], true),
      [],
      null,
    );
  },

  legalMoves(state) {
    if (state.outcome) return [];
    const out: number[] = [];
    generate(cellsOf(state), geometryOf(state.size), state.rules, sideOfPlayer(state.turn), out);
    return out;
  },

  play(state, move) {
    const why = refusal(state, move);
    if (why) throw new IllegalMoveError(why, move);
    const from = fromOf(move);
    const to = toOf(move);
    const cells = cellsOf(state).slice();
    const g = geometryOf(state.size);
    const captured: number[] = [];
    const kingCaptured = applyMove(cells, g, state.rules, from, to, captured);
    const next: Player = state.turn === 'first' ? 'second' : 'first';
    return settle(
      state,
      cells,
      next,
      state.ply + 1,
      lineOf<HnefataflMove>(state, 'history').with(move),
      lineOf(state, 'positions', true),
      captured,
      { mover: state.turn, to, kingCaptured },
    );
  },

  // Nothing in the rules bounds a game that avoids repeating positions, so the bound is a figure
  // far above any real game (long games on 11x11 boards run to a few hundred moves).
  maxPlies() {
    return MAX_PLIES;
  },

  result(state) {
    return state.outcome;
  },

  moveToString(state, move) {
    const cells = scratchOf(state);
    const captured: number[] = [];
    const kingCaptured = applyMove(cells, geometryOf(state.size), state.rules, fromOf(move), toOf(move), captured);
    const sep = captured.length > 0 || kingCaptured ? 'x' : '-';
    return squareName(state.size, fromOf(move)) + sep + squareName(state.size, toOf(move));
  },

  moveFromString(state, text) {
    const m = /^\s*([a-z]\d{1,2})\s*[-x:]?\s*([a-z]\d{1,2})\s*$/i.exec(String(text));
    const from = m ? squareNamed(state.size, m[1]!) : -1;
    const to = m ? squareNamed(state.size, m[2]!) : -1;
    if (from < 0 || to < 0) {
      const last = squareName(state.size, state.size * state.size - 1);
      throw new IllegalMoveError(
        `"${text}" is not a move between two squares of this board (like d1-d4, a1 to ${last}).`,
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
