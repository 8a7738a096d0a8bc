/**
 * Mutable Reversi positions for the shared search: on bitboards up to 8x8, on a plain board
 * (a "mailbox") beyond, where 100 to 256 squares do not fit two 32-bit halves. Both count the
 * same features for the shared evaluation and make and unmake moves in place.
 */
import type { SearchPosition } from '../../core/search.js';
import { createRng } from '../../core/rng.js';
import {
  type Geometry,
  OUT,
  around,
  flips,
  geometry,
  hashOf,
  lockOf,
  lowestBit,
  moves,
  popcount32,
} from './bitboard.js';
import { type Features, evaluate } from './evaluation.js';
import { learnedEvaluation } from './learned-evaluation.js';
import { type Disc, PASS, type ReversiMove, type ReversiState, discOf } from './rules.js';

/** A search position that also reports its evaluation features and the discs left to place. */
export interface ReversiSearchPosition extends SearchPosition<ReversiMove> {
  /** The board's side. */
  readonly size: number;
  /** Empty squares. */
  empties(): number;
  /** The evaluation's inputs, from the side to move's view. */
  features(): Features;
}

/** The search position for `state`: bitboards up to 8x8, the mailbox beyond. */
export function searchPosition(state: ReversiState): ReversiSearchPosition {
  return state.size <= 8 ? new BitSearchPosition(state) : new MailboxSearchPosition(state);
}

/**
 * Corners, the squares that give them away, and edge runs anchored at a held corner, read
 * through `at(row, col)` (0 empty, 1 the side to move, 2 the opponent).
 */
function boardFeatures(size: number, at: (r: number, c: number) => number, f: Features): void {
  const e = size - 1;
  f.myCorners = f.oppCorners = f.myXSquares = f.oppXSquares = f.myStable = f.oppStable = 0;
  for (const [r, c, dr, dc] of [
    [0, 0, 1, 1],
    [0, e, 1, -1],
    [e, 0, -1, 1],
    [e, e, -1, -1],
  ] as const) {
    const owner = at(r, c);
    if (owner === 0) {
      const x = at(r + dr, c + dc);
      if (x === 1) f.myXSquares++;
      else if (x === 2) f.oppXSquares++;
      continue;
    }
    if (owner === 1) f.myCorners++;
    else f.oppCorners++;
    // Along both edges from the corner, the owner's unbroken run cannot be turned.
    let run = 0;
    for (let k = 1; k < size && at(r + dr * k, c) === owner; k++) run++;
    for (let k = 1; k < size && at(r, c + dc * k) === owner; k++) run++;
    if (owner === 1) f.myStable += run;
    else f.oppStable += run;
  }
}

function emptyFeatures(): Features {
  return {
    myMoves: 0,
    oppMoves: 0,
    myRoom: 0,
    oppRoom: 0,
    myCorners: 0,
    oppCorners: 0,
    myXSquares: 0,
    oppXSquares: 0,
    myStable: 0,
    oppStable: 0,
    myDiscs: 0,
    oppDiscs: 0,
    empties: 0,
  };
}

/** Ordering hints by square: corners first, the squares next to them last. */
function squareHint(size: number, square: number): number {
  const e = size - 1;
  const r = Math.floor(square / size);
  const c = square % size;
  const dr = Math.min(r, e - r);
  const dc = Math.min(c, e - c);
  if (dr === 0 && dc === 0) return 40;
  if (dr <= 1 && dc <= 1) return dr === 1 && dc === 1 ? -40 : -20;
  if (dr === 0 || dc === 0) return 10;
  return 0;
}

/**
 * What both engines share: the evaluation over their features, move ids, the corner-first hint, the game's length
 * bound.
 */
abstract class ReversiPositionBase implements ReversiSearchPosition {
  /** The board's side. */
  readonly size: number;

  /** The features object each call of `features` refills (no allocation per node). */
  protected readonly f = emptyFeatures();

  constructor(size: number) {
    this.size = size;
  }

  abstract moves(): ReversiMove[];
  abstract make(move: ReversiMove): void;
  abstract unmake(move: ReversiMove): void;
  abstract hash(): number;
  abstract lock(): number;
  abstract outcome(): 1 | 0 | -1 | null;
  abstract empties(): number;
  abstract features(): Features;

  evaluate(): number {
    return evaluate(this.features(), this.size * this.size);
  }

  moveId(move: ReversiMove): number {
    return move === PASS ? this.size * this.size : move;
  }

  orderHint(move: ReversiMove): number {
    return move === PASS ? 0 : squareHint(this.size, move);
  }

  /** Every move fills a square and passes never follow each other. */
  maxRemainingPlies(): number {
    return 2 * this.empties() + 1;
  }
}

/** The bitboard position (boards of side 4, 6 and 8). */
export class BitSearchPosition extends ReversiPositionBase {
  private readonly g: Geometry;
  private pl: number;
  private ph: number;
  private ol: number;
  private oh: number;
  /** Earlier positions, four halves each, for unmake. */
  private readonly stack: Int32Array;
  private top = 0;
  /**
   * Both sides' moves in the current position (`known` false until computed): the search asks for them up to three
   * times a node.
   */
  private known = false;
  private myLo = 0;
  private myHi = 0;
  private oppLo = 0;
  private oppHi = 0;

  constructor(state: ReversiState) {
    super(state.size);
    this.g = geometry(state.size);
    const me = discOf(state.turn);
    [this.pl, this.ph] = this.g.halves(state.cells, me);
    [this.ol, this.oh] = this.g.halves(state.cells, 3 - me);
    // Every move fills a square and passes never follow each other: 2 * squares + 1 plies at most.
    this.stack = new Int32Array(4 * (2 * state.size * state.size + 2));
  }

  /** Computes both sides' move masks once per position. */
  private mobilities(): void {
    if (this.known) return;
    moves(this.g, this.pl, this.ph, this.ol, this.oh);
    this.myLo = OUT[0]!;
    this.myHi = OUT[1]!;
    moves(this.g, this.ol, this.oh, this.pl, this.ph);
    this.oppLo = OUT[0]!;
    this.oppHi = OUT[1]!;
    this.known = true;
  }

  moves(): ReversiMove[] {
    this.mobilities();
    let ml = this.myLo;
    let mh = this.myHi;
    if ((ml | mh) === 0) return (this.oppLo | this.oppHi) !== 0 ? [PASS] : [];
    const list: ReversiMove[] = [];
    for (; ml !== 0; ml &= ml - 1) list.push(this.g.fromFrame(lowestBit(ml)));
    for (; mh !== 0; mh &= mh - 1) list.push(this.g.fromFrame(lowestBit(mh) + 32));
    return list;
  }

  make(move: ReversiMove): void {
    const s = this.stack;
    const t = this.top;
    s[t] = this.pl;
    s[t + 1] = this.ph;
    s[t + 2] = this.ol;
    s[t + 3] = this.oh;
    this.top = t + 4;
    this.known = false;
    let pl = this.pl;
    let ph = this.ph;
    if (move !== PASS) {
      const sq = this.g.toFrame(move);
      flips(this.g.rays, sq, pl, ph, this.ol, this.oh);
      const fl = OUT[0]!;
      const fh = OUT[1]!;
      pl |= fl | (sq < 32 ? 1 << sq : 0);
      ph |= fh | (sq < 32 ? 0 : 1 << (sq - 32));
      this.ol &= ~fl;
      this.oh &= ~fh;
    }
    this.pl = this.ol;
    this.ph = this.oh;
    this.ol = pl;
    this.oh = ph;
  }

  unmake(_move: ReversiMove): void {
    const s = this.stack;
    const t = (this.top -= 4);
    this.known = false;
    this.pl = s[t]!;
    this.ph = s[t + 1]!;
    this.ol = s[t + 2]!;
    this.oh = s[t + 3]!;
  }

  hash(): number {
    return hashOf(this.pl, this.ph, this.ol, this.oh);
  }

  lock(): number {
    return lockOf(this.pl, this.ph, this.ol, this.oh);
  }

  empties(): number {
    return popcount32(this.g.regionLo & ~(this.pl | this.ol)) + popcount32(this.g.regionHi & ~(this.ph | this.oh));
  }

  outcome(): 1 | 0 | -1 | null {
    this.mobilities();
    if ((this.myLo | this.myHi | this.oppLo | this.oppHi) !== 0) return null;
    const d = popcount32(this.pl) + popcount32(this.ph) - popcount32(this.ol) - popcount32(this.oh);
    return d > 0 ? 1 : d < 0 ? -1 : 0;
  }

  /** The learned evaluation on 8x8 once the AI has loaded it (`learned-evaluation.ts`), else the hand-written one. */
  override evaluate(): number {
    const learned = this.size === 8 ? learnedEvaluation() : null;
    if (!learned) return super.evaluate();
    this.mobilities();
    const { pl, ph, ol, oh } = this;
    return learned.evaluate(
      pl,
      ph,
      ol,
      oh,
      popcount32(this.myLo) + popcount32(this.myHi),
      popcount32(this.oppLo) + popcount32(this.oppHi),
      64 - popcount32(pl | ol) - popcount32(ph | oh),
    );
  }

  features(): Features {
    const f = this.f;
    const { pl, ph, ol, oh, g } = this;
    this.mobilities();
    f.myMoves = popcount32(this.myLo) + popcount32(this.myHi);
    f.oppMoves = popcount32(this.oppLo) + popcount32(this.oppHi);
    const el = g.regionLo & ~(pl | ol);
    const eh = g.regionHi & ~(ph | oh);
    f.myRoom = popcount32(around(ol, oh, el, eh)) + popcount32(OUT[1]!);
    f.oppRoom = popcount32(around(pl, ph, el, eh)) + popcount32(OUT[1]!);
    f.myDiscs = popcount32(pl) + popcount32(ph);
    f.oppDiscs = popcount32(ol) + popcount32(oh);
    f.empties = popcount32(el) + popcount32(eh);
    boardFeatures(
      this.size,
      (r, c) => {
        const sq = r * 8 + c;
        if (sq < 32) return (pl >>> sq) & 1 ? 1 : (ol >>> sq) & 1 ? 2 : 0;
        return (ph >>> (sq - 32)) & 1 ? 1 : (oh >>> (sq - 32)) & 1 ? 2 : 0;
      },
      f,
    );
    return f;
  }
}

/** Zobrist keys for the mailbox: two independent 32-bit keys per square and disc, and for the side to move. */
const zobrist = new Map<number, { hash: Int32Array; lock: Int32Array }>();
function keysFor(size: number): { hash: Int32Array; lock: Int32Array } {
  let z = zobrist.get(size);
  if (!z) {
    const rng = createRng(0x5eed + size);
    const make = () => Int32Array.from({ length: 2 * size * size + 1 }, () => Math.floor(rng.next() * 2 ** 32) | 0);
    zobrist.set(size, (z = { hash: make(), lock: make() }));
  }
  return z;
}

/**
 * The board as an array with a one-square border, so the eight neighbours of any square are
 * fixed offsets and a walk stops at the border without bounds checks.
 */
export class MailboxSearchPosition extends ReversiPositionBase {
  /** Squares of the padded board: 0 empty, 1 black, 2 white, 3 border. */
  private readonly cells: Int8Array;
  private readonly width: number;
  private readonly steps: number[];
  private turn: Disc;
  private h = 0;
  private l = 0;
  private readonly keys: { hash: Int32Array; lock: Int32Array };
  /** The squares each made move turned over, and how many, for unmake. */
  private readonly flipped: Int32Array;
  private readonly flipCounts: number[] = [];
  private top = 0;

  constructor(state: ReversiState) {
    super(state.size);
    const size = state.size;
    const w = (this.width = size + 2);
    this.steps = [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1];
    this.cells = new Int8Array(w * w).fill(3);
    this.keys = keysFor(size);
    for (let i = 0; i < size * size; i++) {
      const d = state.cells[i]!;
      this.cells[this.padded(i)] = d;
      if (d) this.toggle(i, d);
    }
    this.turn = discOf(state.turn);
    if (this.turn === 2) this.toggleSide();
    // Each move turns at most 4 * (size - 2) discs; a line of play has at most 2 * squares moves.
    this.flipped = new Int32Array(size * size * 8 * (size - 2) + 8);
  }

  private padded(square: number): number {
    return (Math.floor(square / this.size) + 1) * this.width + (square % this.size) + 1;
  }

  private unpadded(p: number): number {
    return (Math.floor(p / this.width) - 1) * this.size + (p % this.width) - 1;
  }

  private toggle(square: number, disc: number): void {
    const i = square * 2 + disc - 1;
    this.h ^= this.keys.hash[i]!;
    this.l ^= this.keys.lock[i]!;
  }

  private toggleSide(): void {
    const i = this.size * this.size * 2;
    this.h ^= this.keys.hash[i]!;
    this.l ^= this.keys.lock[i]!;
  }

  /** Whether `disc` placed on padded square `p` turns anything over. */
  private legalAt(p: number, disc: number): boolean {
    const cells = this.cells;
    const other = 3 - disc;
    for (const s of this.steps) {
      let q = p + s;
      if (cells[q] !== other) continue;
      do q += s;
      while (cells[q] === other);
      if (cells[q] === disc) return true;
    }
    return false;
  }

  /** Legal moves of each side in the current position, counted once (`known` false until then). */
  private known = false;
  private myCount = 0;
  private oppCount = 0;

  private counts(): void {
    if (this.known) return;
    let mine = 0;
    let theirs = 0;
    for (let p = this.width; p < this.cells.length - this.width; p++) {
      if (this.cells[p] !== 0) continue;
      if (this.legalAt(p, this.turn)) mine++;
      if (this.legalAt(p, 3 - this.turn)) theirs++;
    }
    this.myCount = mine;
    this.oppCount = theirs;
    this.known = true;
  }

  moves(): ReversiMove[] {
    const list: ReversiMove[] = [];
    for (let p = this.width; p < this.cells.length - this.width; p++)
      if (this.cells[p] === 0 && this.legalAt(p, this.turn)) list.push(this.unpadded(p));
    if (list.length === 0) {
      this.counts();
      if (this.oppCount > 0) list.push(PASS);
    }
    return list;
  }

  make(move: ReversiMove): void {
    this.known = false;
    let n = 0;
    if (move !== PASS) {
      const cells = this.cells;
      const disc = this.turn;
      const other = 3 - disc;
      const p = this.padded(move);
      cells[p] = disc;
      this.toggle(move, disc);
      const base = this.top;
      for (const s of this.steps) {
        let q = p + s;
        if (cells[q] !== other) continue;
        do q += s;
        while (cells[q] === other);
        if (cells[q] !== disc) continue;
        for (q -= s; q !== p; q -= s) {
          cells[q] = disc;
          const sq = this.unpadded(q);
          this.toggle(sq, other);
          this.toggle(sq, disc);
          this.flipped[base + n++] = q;
        }
      }
      this.top = base + n;
    }
    this.flipCounts.push(n);
    this.turn = (3 - this.turn) as Disc;
    this.toggleSide();
  }

  unmake(move: ReversiMove): void {
    this.known = false;
    const n = this.flipCounts.pop()!;
    this.turn = (3 - this.turn) as Disc;
    this.toggleSide();
    if (move === PASS) return;
    const disc = this.turn;
    const other = 3 - disc;
    for (let i = this.top - n; i < this.top; i++) {
      const q = this.flipped[i]!;
      this.cells[q] = other;
      const sq = this.unpadded(q);
      this.toggle(sq, disc);
      this.toggle(sq, other);
    }
    this.top -= n;
    this.cells[this.padded(move)] = 0;
    this.toggle(move, disc);
  }

  hash(): number {
    return this.h;
  }

  lock(): number {
    return this.l;
  }

  empties(): number {
    let n = 0;
    for (const c of this.cells) if (c === 0) n++;
    return n;
  }

  outcome(): 1 | 0 | -1 | null {
    this.counts();
    if (this.myCount > 0 || this.oppCount > 0) return null;
    let d = 0;
    for (const c of this.cells) d += c === this.turn ? 1 : c === 3 - this.turn ? -1 : 0;
    return d > 0 ? 1 : d < 0 ? -1 : 0;
  }

  features(): Features {
    const f = this.f;
    const cells = this.cells;
    const me = this.turn;
    this.counts();
    f.myMoves = this.myCount;
    f.oppMoves = this.oppCount;
    f.myRoom = f.oppRoom = f.myDiscs = f.oppDiscs = f.empties = 0;
    for (let p = this.width; p < cells.length - this.width; p++) {
      const c = cells[p];
      if (c === 3) continue;
      if (c === me) f.myDiscs++;
      else if (c !== 0) f.oppDiscs++;
      else {
        f.empties++;
        let mine = false;
        let theirs = false;
        for (const s of this.steps) {
          if (cells[p + s] === me) mine = true;
          else if (cells[p + s] === 3 - me) theirs = true;
        }
        if (theirs) f.myRoom++;
        if (mine) f.oppRoom++;
      }
    }
    const w = this.width;
    boardFeatures(
      this.size,
      (r, c) => {
        const d = cells[(r + 1) * w + c + 1]!;
        return d === 0 ? 0 : d === me ? 1 : 2;
      },
      f,
    );
    return f;
  }
}
