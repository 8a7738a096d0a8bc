/**
 * The tic-tac-toe opponent: the shared search over a mutable board with incremental line counts.
 * At the maximum depth the search reaches the end of the game, so play is perfect wherever it
 * finishes within the time budget (always on 3x3 and 4x4); on larger boards the last completed
 * iteration answers, judged by a line-counting evaluation.
 */
import {
  type AiOptions,
  type Analysis,
  type GameAi,
  type Thought,
  DEFAULT_TIME_MS,
  clampDepth,
} from '../../core/ai.js';
import { analyseBySearch } from '../../core/search-analysis.js';
import { createRng, randomSeed } from '../../core/rng.js';
import { search, type SearchPosition, type SearchResult, sessionTable } from '../../core/search.js';
import { type TicTacToeMove, type TicTacToeState, lineWindows, rules } from './rules.js';
import { maxDepth, reviewDepth, reviewScale } from './ai-scale.js';

/** Value of a line holding `k` marks of one side and none of the other, by `k`. */
const LINE_WEIGHT = [0, 1, 6, 40, 250, 1500, 9000, 50000];

/** A mutable board for the shared search. */
export class TicTacToePosition implements SearchPosition<TicTacToeMove> {
  private readonly cells: Int8Array;
  private readonly windows: readonly (readonly number[])[];
  private readonly windowsOf: number[][];
  /** Marks of each side in each window: index `2 * w` for X, `2 * w + 1` for O. */
  private readonly counts: Int8Array;
  private readonly zobrist: Int32Array;
  private readonly locks: Int32Array;
  /** `sym[g * n + cell]`: where `cell` goes under the board symmetry `g` (8 of them). */
  private readonly sym: Int16Array;
  /** `inverse[g * n + cell]`: the cell that symmetry `g` maps onto `cell`. */
  private readonly inverse: Int16Array;
  /** The hash and lock of the board seen through each symmetry. */
  private readonly keys = new Int32Array(8);
  private readonly lockKeys = new Int32Array(8);
  private readonly winLength: number;
  private readonly history: number[] = [];
  private empties: number;
  /** Windows that can still become a line (they hold marks of at most one side). */
  private live: number;
  private won = false;
  private toMove: 0 | 1;

  constructor(state: TicTacToeState) {
    const n = state.size * state.size;
    const windows = lineWindows(state.size, state.winLength);
    this.winLength = state.winLength;
    this.windows = windows;
    this.cells = new Int8Array(n);
    this.counts = new Int8Array(windows.length * 2);
    this.windowsOf = Array.from({ length: n }, () => []);
    windows.forEach((w, wi) => w.forEach((cell) => this.windowsOf[cell]!.push(wi)));
    const rng = createRng(0x7474);
    this.zobrist = Int32Array.from({ length: 2 * n }, () => rng.uint32() | 0);
    this.locks = Int32Array.from({ length: 2 * n }, () => rng.uint32() | 0);
    this.sym = new Int16Array(8 * n);
    this.inverse = new Int16Array(8 * n);
    const size = state.size;
    for (let g = 0; g < 8; g++) {
      for (let cell = 0; cell < n; cell++) {
        let r = Math.floor(cell / size);
        let c = cell % size;
        if (g & 1) c = size - 1 - c;
        if (g & 2) r = size - 1 - r;
        if (g & 4) [r, c] = [c, r];
        this.sym[g * n + cell] = r * size + c;
        this.inverse[g * n + r * size + c] = cell;
      }
    }
    this.empties = n;
    this.live = windows.length;
    this.toMove = 0;
    state.cells.forEach((mark, cell) => {
      if (mark !== 0) {
        this.toMove = mark === 1 ? 0 : 1;
        this.make(cell);
      }
    });
    this.toMove = state.turn === 'first' ? 0 : 1;
    this.won = rules.result(state)?.reason === 'line';
  }

  /**
   * Legal moves, pruned to the forced ones: a win in one when there is one, else the cells that
   * block the opponent's wins in one. Every other move wins later or loses sooner, so the pruning
   * keeps the fastest win and the slowest loss.
   */
  moves(): TicTacToeMove[] {
    const side = this.toMove;
    const need = this.winLength - 1;
    let blocks: number[] | null = null;
    for (let w = 0; w < this.counts.length; w += 2) {
      const mine = this.counts[w + side]!;
      const theirs = this.counts[w + 1 - side]!;
      if (mine === need && theirs === 0) return [this.emptyIn(w >> 1)];
      if (theirs === need && mine === 0) {
        const cell = this.emptyIn(w >> 1);
        blocks ??= [];
        if (!blocks.includes(cell)) blocks.push(cell);
      }
    }
    if (blocks) return blocks;
    const out: number[] = [];
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] === 0) out.push(i);
    return out;
  }

  private emptyIn(window: number): number {
    for (const cell of this.windows[window]!) if (this.cells[cell] === 0) return cell;
    throw new Error('no empty cell in a window one short of a line');
  }

  make(cell: TicTacToeMove): void {
    const side = this.toMove;
    this.cells[cell] = side + 1;
    this.toggleKeys(cell, side);
    for (const w of this.windowsOf[cell]!) {
      const mine = ++this.counts[2 * w + side]!;
      if (mine === this.winLength) this.won = true;
      else if (mine === 1 && this.counts[2 * w + 1 - side]! > 0) this.live--;
    }
    this.history.push(cell);
    this.empties--;
    this.toMove = (1 - side) as 0 | 1;
  }

  unmake(cell: TicTacToeMove): void {
    const side = (1 - this.toMove) as 0 | 1;
    this.cells[cell] = 0;
    this.toggleKeys(cell, side);
    for (const w of this.windowsOf[cell]!) {
      if (--this.counts[2 * w + side]! === 0 && this.counts[2 * w + 1 - side]! > 0) this.live++;
    }
    this.history.pop();
    this.empties++;
    this.toMove = side;
    // Play stops at the first line, so undoing any move leaves a position without one.
    this.won = false;
  }

  private toggleKeys(cell: number, side: number): void {
    const n = this.cells.length;
    for (let g = 0; g < 8; g++) {
      const image = this.sym[g * n + cell]!;
      this.keys[g]! ^= this.zobrist[2 * image + side]!;
      this.lockKeys[g]! ^= this.locks[2 * image + side]!;
    }
  }

  /** The symmetry under which this board's hash is smallest: the frame the table sees. */
  private canonical(): number {
    let best = 0;
    for (let g = 1; g < 8; g++) {
      const a = this.keys[g]!;
      const b = this.keys[best]!;
      if (a < b || (a === b && this.lockKeys[g]! < this.lockKeys[best]!)) best = g;
    }
    return best;
  }

  /** Hashed up to symmetry, so the eight images of a position share one table entry. */
  hash(): number {
    return this.keys[this.canonical()]!;
  }

  lock(): number {
    return this.lockKeys[this.canonical()]!;
  }

  toTableMove(cell: number): number {
    return this.sym[this.canonical() * this.cells.length + cell]!;
  }

  fromTableMove(cell: number): number {
    return this.inverse[this.canonical() * this.cells.length + cell]!;
  }

  outcome(): 1 | 0 | -1 | null {
    if (this.won) return -1;
    // No line can be completed any more: the game is a draw, however long it goes on.
    return this.empties === 0 || this.live === 0 ? 0 : null;
  }

  evaluate(): number {
    let score = 0;
    for (let w = 0; w < this.counts.length; w += 2) {
      const x = this.counts[w]!;
      const o = this.counts[w + 1]!;
      if (o === 0) score += LINE_WEIGHT[x]!;
      else if (x === 0) score -= LINE_WEIGHT[o]!;
    }
    return this.toMove === 0 ? score : -score;
  }

  moveId(cell: TicTacToeMove): number {
    return cell;
  }

  /** Cells on many lines (the centre) are searched first. */
  orderHint(cell: TicTacToeMove): number {
    return this.windowsOf[cell]!.length;
  }

  maxRemainingPlies(): number {
    return this.empties;
  }
}

/** Sized to the board: small boards need few slots, and every slot costs about 20 bytes. */
function tableBits(state: TicTacToeState): number {
  return Math.min(20, 10 + Math.ceil(state.cells.length / 2));
}

/** Runs the shared search and returns its full report (score, depth, principal variation). */
export function searchReport(state: TicTacToeState, options: AiOptions = {}): SearchResult<TicTacToeMove> {
  if (rules.result(state)) throw new RangeError('The game is over: there is no move to find.');
  return search(new TicTacToePosition(state), {
    depth: clampDepth(options.depth, maxDepth(state)),
    timeMs: options.timeMs ?? DEFAULT_TIME_MS,
    seed: options.seed ?? randomSeed(),
    signal: options.signal,
    table: sessionTable(options, tableBits(state)),
    tableBits: tableBits(state),
  });
}

/** Decides a move and reports whether a forced result has been seen. */
export function think(state: TicTacToeState, options: AiOptions = {}): Thought<TicTacToeMove> {
  const r = searchReport(state, options);
  return { move: r.move, proven: r.proven, depth: r.depth, complete: r.complete };
}

/** The move the AI plays in `state`. */
export function bestMove(state: TicTacToeState, options: AiOptions = {}): TicTacToeMove {
  return think(state, options).move;
}

/**
 * Every legal move's value for the side to move, by the shared search of the position it leads to (exact on the small
 * boards).
 */
export function analyse(state: TicTacToeState, options: AiOptions = {}): Analysis<TicTacToeMove> {
  return analyseBySearch<TicTacToeState, TicTacToeMove>(
    { rules, position: (s) => new TicTacToePosition(s), maxDepth, tableBits: tableBits(state), reviewDepth },
    state,
    options,
  );
}

/** The tic-tac-toe AI in the shape shared by every game. */
export const ai: GameAi<TicTacToeState, TicTacToeMove> = { maxDepth, think, analyse, reviewScale };

export { maxDepth };
