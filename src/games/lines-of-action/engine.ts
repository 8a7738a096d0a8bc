/**
 * The search's Lines of Action position, with make/unmake. Squares live in an 8x8 frame
 * (`row * 8 + col`; the 6x6 board uses its corner) as a mailbox for the paths of moves, as
 * two-word bitboards per side for connectivity (a flood fill by whole-board dilation), and
 * with the pieces on every row, column and diagonal counted, so a move's length is one lookup.
 * Each side's quads (the 2x2 windows of the board) are counted as squares change: they give the
 * Euler number (groups minus holes), which rules out a connected side without a flood fill.
 */
import { createRng } from '../../core/rng.js';
import type { SearchPosition } from '../../core/search.js';
import { type LinesOfActionMove, type LinesOfActionState, MAX_PLIES, PASS, fromOf, moveOf, toOf } from './rules.js';

/** The frame's side. */
const FRAME = 8;
/** Quad windows per side: anchored from (-1, -1) to (7, 7). */
const WINDOWS = (FRAME + 1) * (FRAME + 1);
const NOT_FILE_A = 0xfefefefe | 0;
const NOT_FILE_H = 0x7f7f7f7f;

/** The eight directions as (row, column) steps. */
const DIRS = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, -1],
  [1, -1],
  [-1, 1],
] as const;

/** Slots per (square, direction): a line holds at most 8 pieces. */
const DISTANCES = 9;

/**
 * The squares strictly between a frame square and the square `n` steps away in direction `d`, as
 * two words, at `(square * 8 + d) * DISTANCES + n`: a move is blocked when the opponent has a piece
 * there, which one AND tells.
 */
const PATH_LO = new Int32Array(64 * 8 * DISTANCES);
const PATH_HI = new Int32Array(64 * 8 * DISTANCES);
for (let f = 0; f < 64; f++) {
  for (let d = 0; d < 8; d++) {
    const [dr, dc] = DIRS[d]!;
    let lo = 0;
    let hi = 0;
    for (let n = 1; n < DISTANCES; n++) {
      const i = (f * 8 + d) * DISTANCES + n;
      PATH_LO[i] = lo;
      PATH_HI[i] = hi;
      const r = (f >> 3) + n * dr;
      const c = (f & 7) + n * dc;
      if (r < 0 || r > 7 || c < 0 || c > 7) break;
      // Square n becomes part of the path of every longer move.
      const sq = r * FRAME + c;
      if (sq < 32) lo |= 1 << sq;
      else hi |= 1 << (sq - 32);
    }
  }
}

const targetTables = new Map<number, Int8Array>();

/** Where a move of each length lands from each frame square and direction on a board of `size` (-1 off the board). */
function targetsOf(size: number): Int8Array {
  let t = targetTables.get(size);
  if (t) return t;
  t = new Int8Array(64 * 8 * DISTANCES).fill(-1);
  for (let f = 0; f < 64; f++) {
    for (let d = 0; d < 8; d++) {
      for (let n = 1; n < DISTANCES; n++) {
        const r = (f >> 3) + n * DIRS[d]![0];
        const c = (f & 7) + n * DIRS[d]![1];
        if (r >= 0 && r < size && c >= 0 && c < size) t[(f * 8 + d) * DISTANCES + n] = r * FRAME + c;
      }
    }
  }
  targetTables.set(size, t);
  return t;
}

/** Quad kinds by the 4-bit occupancy of a window (bit 0 the anchor, 1 right of it, 2 above it, 3 diagonal). */
const Q1 = Uint8Array.from({ length: 16 }, (_, m) => (m === 1 || m === 2 || m === 4 || m === 8 ? 1 : 0));
const Q3 = Uint8Array.from({ length: 16 }, (_, m) => (m === 7 || m === 11 || m === 13 || m === 14 ? 1 : 0));
const QD = Uint8Array.from({ length: 16 }, (_, m) => (m === 6 || m === 9 ? 1 : 0));

/** The least sum of distances from the centre of mass for n pieces packed as tightly as possible. */
const MIN_SPREAD = [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 18, 20, 22];

/** Zobrist keys per side and frame square, two independent sets, the same in every thread. */
const KEYS = (() => {
  const rng = createRng(0x10a);
  return [
    Int32Array.from({ length: 128 }, () => rng.uint32() | 0),
    Int32Array.from({ length: 128 }, () => rng.uint32() | 0),
  ] as const;
})();
const SIDE_KEY = 0x5bd1e995 | 0;

/** Whether the pieces in bitboard (`lo`, `hi`) form one group (true for none or one). */
export function connectedBits(lo: number, hi: number): boolean {
  // Start from the lowest piece and dilate in the eight directions, within the pieces, until nothing grows.
  let gLo = lo & -lo;
  let gHi = gLo === 0 ? hi & -hi : 0;
  for (;;) {
    const rowLo = gLo | ((gLo << 1) & NOT_FILE_A) | ((gLo >>> 1) & NOT_FILE_H);
    const rowHi = gHi | ((gHi << 1) & NOT_FILE_A) | ((gHi >>> 1) & NOT_FILE_H);
    const nLo = (rowLo | (rowLo << 8) | (rowLo >>> 8) | (rowHi << 24)) & lo;
    const nHi = (rowHi | (rowHi << 8) | (rowHi >>> 8) | (rowLo >>> 24)) & hi;
    if (nLo === gLo && nHi === gHi) return gLo === lo && gHi === hi;
    gLo = nLo;
    gHi = nHi;
  }
}

/** Weights of the evaluation, in hundredths of a point for the side to move. */
export const WEIGHTS = {
  /** Per square of average distance from the centre of mass beyond the tightest packing. */
  concentration: -120,
  /** Per point of average centrality (0 on the edge to 3 in the centre). */
  centralisation: 35,
  /** Per group (Euler number) beyond one. */
  quads: -40,
  /** Per legal move. */
  mobility: 3,
  /** Per own piece standing on an edge square that an opponent's piece walls off from the centre. */
  walls: -8,
  /** For having the move. */
  tempo: 10,
} as const;

/** A mutable Lines of Action position for the shared search. */
export class LinesOfActionPosition implements SearchPosition<LinesOfActionMove> {
  readonly size: number;
  /** Pieces by frame square: 0 empty, 1 black, 2 white. */
  private readonly cells = new Int8Array(FRAME * FRAME);
  /** Pieces on each row, column, diagonal (`row - col + 7`) and anti-diagonal (`row + col`). */
  private readonly rowCount = new Int8Array(FRAME);
  private readonly colCount = new Int8Array(FRAME);
  private readonly diagCount = new Int8Array(2 * FRAME - 1);
  private readonly antiCount = new Int8Array(2 * FRAME - 1);
  /** Bitboards: black's low and high words, then white's. */
  private readonly bits = new Int32Array(4);
  /** Pieces, and sums of their rows and columns, per side (index 0 black, 1 white). */
  private readonly count = new Int32Array(2);
  private readonly sumRow = new Int32Array(2);
  private readonly sumCol = new Int32Array(2);
  /** Window occupancy per side and the quad counts it gives. */
  private readonly quads = new Uint8Array(2 * WINDOWS);
  private readonly q1 = new Int32Array(2);
  private readonly q3 = new Int32Array(2);
  private readonly qd = new Int32Array(2);
  /** Centrality of each frame square: 0 on the edge, rising by one per ring inwards. */
  private readonly centrality = new Int8Array(FRAME * FRAME);
  /** The square `n` steps from a frame square in a direction (indexed as the paths), or -1 off this board. */
  private readonly targets: Int8Array;
  private readonly frameOf: Int8Array;
  private readonly squareOf: Int8Array;
  private readonly simultaneousDraw: boolean;
  /** The side to move: 0 black, 1 white. */
  private side = 0;
  private hashValue = 0;
  private lockValue = 0;
  /** Per ply made: the captured piece (0 or the opponent's) and the outcome for the side then to move. */
  private readonly captured: number[] = [];
  private readonly outcomes: (1 | 0 | -1 | null)[] = [];
  /** The game's ply at the root, for the move limit. */
  private readonly rootPly: number;
  /** Moves written by `generate`: at most 12 pieces times 8 directions. */
  private readonly scratch = new Int32Array(128);

  constructor(state: LinesOfActionState) {
    this.rootPly = state.ply;
    const size = (this.size = state.size);
    this.simultaneousDraw = state.simultaneous === 'draw';
    this.frameOf = Int8Array.from({ length: size * size }, (_, sq) => Math.floor(sq / size) * FRAME + (sq % size));
    this.squareOf = new Int8Array(FRAME * FRAME).fill(-1);
    for (let sq = 0; sq < size * size; sq++) {
      const f = this.frameOf[sq]!;
      this.squareOf[f] = sq;
      const r = f >> 3;
      const c = f & 7;
      this.centrality[f] = Math.min(r, c, size - 1 - r, size - 1 - c);
    }
    this.targets = targetsOf(size);
    state.cells.forEach((p, sq) => {
      if (p !== 0) this.put(this.frameOf[sq]!, p);
    });
    this.side = state.turn === 'first' ? 0 : 1;
    if (this.side === 1) this.hashValue ^= SIDE_KEY;
    this.outcomes.push(
      state.outcome ? (state.outcome.winner === null ? 0 : state.outcome.winner === state.turn ? 1 : -1) : null,
    );
  }

  /** Puts a piece (1 black, 2 white) on empty frame square `f`, or takes it off (`toggle` either way). */
  private put(f: number, piece: number): void {
    this.cells[f] = piece;
    this.toggle(f, piece - 1, 1);
  }

  private remove(f: number, piece: number): void {
    this.cells[f] = 0;
    this.toggle(f, piece - 1, -1);
  }

  /** Updates every count for a piece of side `s` appearing (`d` = 1) or leaving (-1) frame square `f`. */
  private toggle(f: number, s: number, d: number): void {
    const r = f >> 3;
    const c = f & 7;
    this.rowCount[r]! += d;
    this.colCount[c]! += d;
    this.diagCount[r - c + 7]! += d;
    this.antiCount[r + c]! += d;
    if (f < 32) this.bits[2 * s]! ^= 1 << f;
    else this.bits[2 * s + 1]! ^= 1 << (f - 32);
    this.count[s]! += d;
    this.sumRow[s]! += d * r;
    this.sumCol[s]! += d * c;
    this.hashValue ^= KEYS[0][s * 64 + f]!;
    this.lockValue ^= KEYS[1][s * 64 + f]!;
    // The four windows holding the square: anchored at it, left of it, below it, diagonally below-left.
    const base = s * WINDOWS;
    const w = (r + 1) * (FRAME + 1) + c + 1;
    this.flipQuad(s, base + w, 1);
    this.flipQuad(s, base + w - 1, 2);
    this.flipQuad(s, base + w - (FRAME + 1), 4);
    this.flipQuad(s, base + w - (FRAME + 2), 8);
  }

  private flipQuad(s: number, i: number, bit: number): void {
    const old = this.quads[i]!;
    const now = old ^ bit;
    this.quads[i] = now;
    this.q1[s]! += Q1[now]! - Q1[old]!;
    this.q3[s]! += Q3[now]! - Q3[old]!;
    this.qd[s]! += QD[now]! - QD[old]!;
  }

  /**
   * The Euler number of side `s`'s pieces: groups minus enclosed holes, so at least the groups' count only when there
   * are no holes.
   */
  euler(s: number): number {
    return (this.q1[s]! - this.q3[s]! - 2 * this.qd[s]!) / 4;
  }

  /** Whether side `s`'s pieces form one group. */
  connected(s: number): boolean {
    // Groups = Euler number + holes, so an Euler number above one rules out a single group.
    if (this.euler(s) > 1) return false;
    return connectedBits(this.bits[2 * s]!, this.bits[2 * s + 1]!);
  }

  /** Pieces on the line through frame square `f` in direction `d` (an index into the directions). */
  private lineCount(f: number, d: number): number {
    const r = f >> 3;
    const c = f & 7;
    return d < 2
      ? this.rowCount[r]!
      : d < 4
        ? this.colCount[c]!
        : d < 6
          ? this.diagCount[r - c + 7]!
          : this.antiCount[r + c]!;
  }

  /**
   * Writes the legal moves of side `s` into `this.scratch` as `from * 64 + to` (frame squares) and
   * returns how many there are. A buffer, not a callback: this runs twice per evaluation.
   */
  private generate(s: number): number {
    const out = this.scratch;
    const targets = this.targets;
    let count = 0;
    const own = s + 1;
    const oppLo = this.bits[2 * (1 - s)]!;
    const oppHi = this.bits[2 * (1 - s) + 1]!;
    for (let word = 0; word < 2; word++) {
      let b = this.bits[2 * s + word]!;
      while (b !== 0) {
        const low = b & -b;
        b ^= low;
        const f = 31 - Math.clz32(low) + 32 * word;
        for (let d = 0; d < 8; d++) {
          const i = (f * 8 + d) * DISTANCES + this.lineCount(f, d);
          const to = targets[i]!;
          if (to < 0 || this.cells[to] === own || ((oppLo & PATH_LO[i]!) | (oppHi & PATH_HI[i]!)) !== 0) continue;
          out[count++] = (f << 6) | to;
        }
      }
    }
    return count;
  }

  /** The legal moves of side `s`, in the rules' numbering. */
  private legal(s: number): number[] {
    const n = this.generate(s);
    const moves = new Array<number>(n);
    for (let i = 0; i < n; i++)
      moves[i] = moveOf(this.squareOf[this.scratch[i]! >> 6]!, this.squareOf[this.scratch[i]! & 63]!);
    return moves;
  }

  moves(): LinesOfActionMove[] {
    const moves = this.legal(this.side);
    return moves.length > 0 ? moves : [PASS];
  }

  make(move: LinesOfActionMove): void {
    const mover = this.side;
    let captured = 0;
    let outcome: 1 | 0 | -1 | null = null;
    if (move === PASS) {
      // Neither side can move: a draw (only on positions set up by hand).
      if (this.legal(1 - mover).length === 0) outcome = 0;
    } else {
      const from = this.frameOf[fromOf(move)]!;
      const to = this.frameOf[toOf(move)]!;
      captured = this.cells[to]!;
      if (captured !== 0) this.remove(to, captured);
      this.remove(from, mover + 1);
      this.put(to, mover + 1);
      const moverConnected = this.connected(mover);
      // Only a capture changes the opponent's pieces, and only then can it connect them.
      const otherConnected = captured !== 0 && this.connected(1 - mover);
      // Outcomes are for the side to move next, the mover's opponent.
      if (moverConnected && otherConnected) outcome = this.simultaneousDraw ? 0 : -1;
      else if (moverConnected) outcome = -1;
      else if (otherConnected) outcome = 1;
    }
    // The rules' last draw: a game that reaches its bound (`outcomes` holds the root and every ply made).
    if (outcome === null && this.rootPly + this.outcomes.length >= MAX_PLIES) outcome = 0;
    this.captured.push(captured);
    this.outcomes.push(outcome);
    this.side = 1 - mover;
    this.hashValue ^= SIDE_KEY;
  }

  unmake(move: LinesOfActionMove): void {
    this.side = 1 - this.side;
    this.hashValue ^= SIDE_KEY;
    const mover = this.side;
    const captured = this.captured.pop()!;
    this.outcomes.pop();
    if (move === PASS) return;
    const from = this.frameOf[fromOf(move)]!;
    const to = this.frameOf[toOf(move)]!;
    this.remove(to, mover + 1);
    this.put(from, mover + 1);
    if (captured !== 0) this.put(to, captured);
  }

  hash(): number {
    return this.hashValue;
  }

  lock(): number {
    return this.lockValue;
  }

  outcome(): 1 | 0 | -1 | null {
    return this.outcomes[this.outcomes.length - 1]!;
  }

  moveId(move: LinesOfActionMove): number {
    return move === PASS ? 4096 : move;
  }

  /** Captures first, then moves towards the mover's centre of mass. */
  orderHint(move: LinesOfActionMove): number {
    if (move === PASS) return 0;
    const s = this.side;
    const from = this.frameOf[fromOf(move)]!;
    const to = this.frameOf[toOf(move)]!;
    return (
      (this.cells[to] !== 0 ? 20 : 0) +
      4 * (this.fromCentre(s, from) - this.fromCentre(s, to)) +
      this.centrality[to]! -
      this.centrality[from]!
    );
  }

  /** Not a capture: the search may look at it a ply shallower when it comes late in the order. */
  quiet(move: LinesOfActionMove): boolean {
    return move === PASS || this.cells[this.frameOf[toOf(move)]!] === 0;
  }

  /** The distance (in king steps) from frame square `f` to side `s`'s centre of mass. */
  private fromCentre(s: number, f: number): number {
    const n = this.count[s]!;
    return Math.max(Math.abs((f >> 3) - this.sumRow[s]! / n), Math.abs((f & 7) - this.sumCol[s]! / n));
  }

  /** The side's terms of the evaluation, in hundredths of a point. */
  private sideValue(s: number): number {
    const n = this.count[s]!;
    const cr = this.sumRow[s]! / n;
    const cc = this.sumCol[s]! / n;
    let spread = 0;
    let central = 0;
    let walled = 0;
    const size = this.size;
    const opponent = 2 - s;
    for (let word = 0; word < 2; word++) {
      let b = this.bits[2 * s + word]!;
      while (b !== 0) {
        const low = b & -b;
        b ^= low;
        const f = 31 - Math.clz32(low) + 32 * word;
        const r = f >> 3;
        const c = f & 7;
        spread += Math.max(Math.abs(r - cr), Math.abs(c - cc));
        central += this.centrality[f]!;
        // An edge piece with an opponent's piece right in front of it, towards the centre.
        if (this.centrality[f] === 0) {
          const ir = r === 0 ? 1 : r === size - 1 ? -1 : 0;
          const ic = c === 0 ? 1 : c === size - 1 ? -1 : 0;
          if (this.cells[(r + ir) * FRAME + c + ic] === opponent) walled++;
        }
      }
    }
    const excess = Math.max(0, spread - (MIN_SPREAD[n] ?? 2 * n - 10)) / n;
    let mobility = 0;
    const moves = this.generate(s);
    for (let i = 0; i < moves; i++) {
      const to = this.scratch[i]! & 63;
      // Moves to the edge are worth less; captures more.
      mobility += this.centrality[to] === 0 ? 1 : this.cells[to] !== 0 ? 3 : 2;
    }
    return (
      WEIGHTS.concentration * excess +
      (WEIGHTS.centralisation * central) / n +
      WEIGHTS.quads * Math.max(0, this.euler(s) - 1) +
      (WEIGHTS.mobility * mobility) / 2 +
      WEIGHTS.walls * walled
    );
  }

  evaluate(): number {
    return Math.round(this.sideValue(this.side) - this.sideValue(1 - this.side)) + WEIGHTS.tempo;
  }
}
