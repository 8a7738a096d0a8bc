/**
 * The exact endgame solver: the final disc difference with perfect play from both sides
 * (empty squares going to the winner, as in the FFO test files) and a move that achieves it.
 *
 * Boards up to 8x8 use the two-half bitboards of `bitboard.ts`. The position travels down the
 * recursion as four integers, so nothing is made or unmade; the empty squares sit in a linked
 * list ordered by a static square value. Near the end (few empties) moves are tried in that
 * order, squares in regions with an odd number of empties first (the parity that decides who
 * plays last in each region); further from the end, moves are ordered fastest-first (fewest
 * replies for the opponent), and a table keeps the bounds proven for each position, stored with
 * the whole position so that a collision can never give a wrong score. Larger boards, where
 * only the last few empties can be solved, use a plain alpha-beta on the rules' board.
 */
import {
  type Disc,
  PASS,
  type ReversiMove,
  type ReversiState,
  discOf,
  finalMargin,
  flipsOf,
  placements,
} from './rules.js';
import { type Geometry, NOT_A, NOT_H, OUT, around, flips, geometry, hashOf, moves, popcount32 } from './bitboard.js';
import {
  type EndgameCore,
  type EngineCheck,
  type SolveLimits,
  type Solution,
  limitCheck,
  solveOn,
} from './endgame-core.js';
import { engineSolve } from './wasm-endgame.js';

export { type Solution, type SolveLimits, SolveStopped } from './endgame-core.js';
export { loadEndgameEngine } from './wasm-endgame.js';

/** Below this many empties the search skips the table and the mobility ordering: they cost more than they save. */
const SHALLOW = 7;
const CHECK_EVERY = 0xfff;
/**
 * From this many empties on, each child is looked up in the table before the search (enhanced transposition cutoffs).
 */
const ETC_FROM = 10;

/**
 * Ordering weights of the deep search: the opponent's replies first, the discs held for good next, the opponent's room
 * last; the table's move before all.
 */
const MOBILITY = 1 << 10;
const CORNER_STABLE = 1 << 6;
const TABLE_MOVE = 1 << 24;

/**
 * How many corners `p` holds, with its discs on the edge squares next to them (the halves of a board of geometry `g`).
 */
function cornerStable(g: Geometry, pl: number, ph: number): number {
  const cl = pl & g.cornersLo;
  const ch = ph & g.cornersHi;
  // A corner's neighbours on the board are in its own half; the shifts' other landings are off the board, where no disc
  // is.
  const lo = (cl | ((cl << 1) & NOT_A) | ((cl >>> 1) & NOT_H) | (cl << 8) | (cl >>> 8)) & pl;
  const hi = (ch | ((ch << 1) & NOT_A) | ((ch >>> 1) & NOT_H) | (ch << 8) | (ch >>> 8)) & ph;
  return popcount32(lo) + popcount32(hi);
}

/**
 * Static square values for the initial order of the empties (higher first): corners best,
 * the squares diagonally next to a corner worst, as every Othello program knows.
 */
function squareValue(size: number, r: number, c: number): number {
  const e = size - 1;
  const dr = Math.min(r, e - r);
  const dc = Math.min(c, e - c);
  if (dr === 0 && dc === 0) return 9;
  if (dr === 1 && dc === 1) return 0;
  if ((dr === 0 && dc === 1) || (dr === 1 && dc === 0)) return 2;
  if (dr === 0 || dc === 0) return dr + dc === 2 ? 7 : 6;
  if (dr === 1 || dc === 1) return 3;
  return dr + dc === 4 ? 5 : 4;
}

/** The exact solver for boards of side 4, 6 or 8, in JavaScript. One instance keeps its table between solves. */
export class BitSolver implements EndgameCore {
  /** Positions visited by the last solve. */
  nodes = 0;
  private readonly mask: number;
  /** Per table slot: the position (four halves), lower and upper bounds, best move (+1, 0 = none). */
  private readonly keys: Int32Array;
  private readonly bounds: Uint8Array;
  private readonly best: Int8Array;
  private g: Geometry = geometry(8);
  private rays: Int32Array = this.g.rays;
  /** The linked list of empties: `next[sq]`, `prev[sq]`, head at index 64 (a sentinel). */
  private readonly next = new Int32Array(65);
  private readonly prev = new Int32Array(65);
  /** The region (quadrant) of each frame square, and the parity of its empties as bits. */
  private readonly region = new Int32Array(64);
  private parity = 0;
  /** The limit check of the solve under way. */
  private check: EngineCheck = () => {};
  /** Per depth of the deep search, scratch room for moves and their ordering keys. */
  private readonly moveBuf: Int32Array[] = [];
  private readonly keyBuf: Int32Array[] = [];
  /** The position after each listed move, four halves per move, kept from the ordering to the play. */
  private readonly childBuf: Int32Array[] = [];

  /** A solver whose table holds `2 ** tableBits` positions (about 23 bytes each). */
  constructor(tableBits = 20) {
    const n = 1 << tableBits;
    this.mask = n - 1;
    this.keys = new Int32Array(n * 4);
    this.bounds = new Uint8Array(n * 2);
    this.best = new Int8Array(n);
    for (let i = 0; i <= 64; i++) {
      this.moveBuf.push(new Int32Array(32));
      this.keyBuf.push(new Int32Array(32));
      this.childBuf.push(new Int32Array(128));
    }
  }

  /** Forgets every stored position. */
  reset(): void {
    this.keys.fill(0);
    this.bounds.fill(0);
    this.best.fill(0);
  }

  solveBits(
    size: number,
    pl: number,
    ph: number,
    ol: number,
    oh: number,
    check: EngineCheck,
  ): { score: number; square: number } {
    this.nodes = 0;
    this.g = geometry(size);
    this.rays = this.g.rays;
    this.check = check;
    this.setUpEmpties(size, pl | ol, ph | oh);
    const empties = popcount32(this.g.regionLo & ~(pl | ol)) + popcount32(this.g.regionHi & ~(ph | oh));
    moves(this.g, pl, ph, ol, oh);
    if (OUT[0] === 0 && OUT[1] === 0) {
      moves(this.g, ol, oh, pl, ph);
      if (OUT[0] === 0 && OUT[1] === 0) return { score: finalScore(pl, ph, ol, oh, empties), square: -1 };
      return { score: -this.search(ol, oh, pl, ph, -64, 64, empties, false), square: -1 };
    }
    const score = this.search(pl, ph, ol, oh, -64, 64, empties, false);
    return { score, square: this.rootBest(pl, ph, ol, oh, score, empties) };
  }

  /** A move of the root that keeps `score`: the table's move, else the first that proves it. */
  private rootBest(pl: number, ph: number, ol: number, oh: number, score: number, empties: number): number {
    const slot = this.slotOf(pl, ph, ol, oh);
    if (slot >= 0 && this.best[slot]! > 0) return this.best[slot]! - 1;
    for (let sq = this.next[64]!; sq !== 64; sq = this.next[sq]!) {
      flips(this.rays, sq, pl, ph, ol, oh);
      const fl = OUT[0]!;
      const fh = OUT[1]!;
      if ((fl | fh) === 0) continue;
      const bl = sq < 32 ? 1 << sq : 0;
      const bh = sq < 32 ? 0 : 1 << (sq - 32);
      this.remove(sq);
      const v = -this.search(
        ol & ~fl,
        oh & ~fh,
        pl | fl | bl,
        ph | fh | bh,
        -score - 1,
        -score + 1,
        empties - 1,
        false,
      );
      this.restore(sq);
      if (v >= score) return sq;
    }
    return -1;
  }

  private setUpEmpties(size: number, takenLo: number, takenHi: number): void {
    const list: number[] = [];
    this.parity = 0;
    const h = size / 2;
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        const sq = r * 8 + c;
        this.region[sq] = (r >= h ? 2 : 0) + (c >= h ? 1 : 0);
        const taken = sq < 32 ? (takenLo >>> sq) & 1 : (takenHi >>> (sq - 32)) & 1;
        if (!taken) {
          list.push(sq);
          this.parity ^= 1 << this.region[sq]!;
        }
      }
    }
    list.sort((a, b) => squareValue(size, b >> 3, b & 7) - squareValue(size, a >> 3, a & 7));
    let last = 64;
    for (const sq of list) {
      this.next[last] = sq;
      this.prev[sq] = last;
      last = sq;
    }
    this.next[last] = 64;
    this.prev[64] = last;
  }

  private remove(sq: number): void {
    const p = this.prev[sq]!;
    const n = this.next[sq]!;
    this.next[p] = n;
    this.prev[n] = p;
    this.parity ^= 1 << this.region[sq]!;
  }

  private restore(sq: number): void {
    this.next[this.prev[sq]!] = sq;
    this.prev[this.next[sq]!] = sq;
    this.parity ^= 1 << this.region[sq]!;
  }

  private tick(): void {
    if ((++this.nodes & CHECK_EVERY) === 0) this.check();
  }

  /** Whether table slot `slot` holds this position (with bounds: an empty slot holds nothing). */
  private holds(slot: number, pl: number, ph: number, ol: number, oh: number): boolean {
    const k = this.keys;
    const i = slot * 4;
    return k[i] === pl && k[i + 1] === ph && k[i + 2] === ol && k[i + 3] === oh && this.bounds[slot * 2 + 1] !== 0;
  }

  /** The table slot holding this position, or -1. */
  private slotOf(pl: number, ph: number, ol: number, oh: number): number {
    const slot = hashOf(pl, ph, ol, oh) & this.mask;
    return this.holds(slot, pl, ph, ol, oh) ? slot : -1;
  }

  /** The value of the position for `p`, within the window: fail-soft alpha-beta. */
  private search(
    pl: number,
    ph: number,
    ol: number,
    oh: number,
    alpha: number,
    beta: number,
    empties: number,
    passed: boolean,
  ): number {
    if (empties < SHALLOW) return this.shallow(pl, ph, ol, oh, alpha, beta, empties, passed);
    this.tick();
    const slot = hashOf(pl, ph, ol, oh) & this.mask;
    const k = this.keys;
    const b = this.bounds;
    let ttMove = -1;
    if (this.holds(slot, pl, ph, ol, oh)) {
      // Bounds are stored plus 65 so that 0 means an empty slot.
      const lower = b[slot * 2]! - 65;
      const upper = b[slot * 2 + 1]! - 65;
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower === upper) return lower;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
      ttMove = this.best[slot]! - 1;
    }

    const g = this.g;
    const rays = this.rays;
    const mv = this.moveBuf[empties]!;
    const keys = this.keyBuf[empties]!;
    const cb = this.childBuf[empties]!;
    const mask = this.mask;
    const etc = empties >= ETC_FROM;
    const el = g.regionLo & ~(pl | ol);
    const eh = g.regionHi & ~(ph | oh);
    let n = 0;
    for (let sq = this.next[64]!; sq !== 64; sq = this.next[sq]!) {
      flips(rays, sq, pl, ph, ol, oh);
      const fl = OUT[0]!;
      const fh = OUT[1]!;
      if ((fl | fh) === 0) continue;
      const bl = sq < 32 ? 1 << sq : 0;
      const bh = sq < 32 ? 0 : 1 << (sq - 32);
      const npl = ol & ~fl;
      const nph = oh & ~fh;
      const nol = pl | fl | bl;
      const noh = ph | fh | bh;
      if (etc) {
        // Enhanced transposition cutoff: a child already proven bad enough for the opponent ends the search here.
        const cs = hashOf(npl, nph, nol, noh) & mask;
        if (this.holds(cs, npl, nph, nol, noh)) {
          const v = 65 - b[cs * 2 + 1]!;
          if (v >= beta) return v;
        }
      }
      // Fastest first: the fewer replies the opponent keeps (a corner counting twice), the sooner the
      // move is tried; then the corners and edges it holds for good, then the opponent's room.
      moves(g, npl, nph, nol, noh);
      let key =
        -(
          popcount32(OUT[0]!) +
          popcount32(OUT[1]!) +
          popcount32(OUT[0]! & g.cornersLo) +
          popcount32(OUT[1]! & g.cornersHi)
        ) * MOBILITY;
      key += cornerStable(g, nol, noh) * CORNER_STABLE;
      const al = around(nol, noh, el & ~bl, eh & ~bh);
      key -= popcount32(al) + popcount32(OUT[1]!);
      if (sq === ttMove) key += TABLE_MOVE;
      // Insertion into the sorted prefix.
      let j = n++;
      while (j > 0 && keys[j - 1]! < key) {
        keys[j] = keys[j - 1]!;
        mv[j] = mv[j - 1]!;
        cb.copyWithin(4 * j, 4 * j - 4, 4 * j);
        j--;
      }
      keys[j] = key;
      mv[j] = sq;
      cb[4 * j] = npl;
      cb[4 * j + 1] = nph;
      cb[4 * j + 2] = nol;
      cb[4 * j + 3] = noh;
    }

    if (n === 0) {
      if (passed) return finalScore(pl, ph, ol, oh, empties);
      return -this.search(ol, oh, pl, ph, -beta, -alpha, empties, true);
    }

    const alpha0 = alpha;
    let bestScore = -65;
    let bestSq = -1;
    for (let i = 0; i < n; i++) {
      const sq = mv[i]!;
      const npl = cb[4 * i]!;
      const nph = cb[4 * i + 1]!;
      const nol = cb[4 * i + 2]!;
      const noh = cb[4 * i + 3]!;
      this.remove(sq);
      let v: number;
      if (i === 0) v = -this.search(npl, nph, nol, noh, -beta, -alpha, empties - 1, false);
      else {
        // Principal variation search: prove the others worse with a null window first.
        v = -this.search(npl, nph, nol, noh, -alpha - 1, -alpha, empties - 1, false);
        if (v > alpha && v < beta) v = -this.search(npl, nph, nol, noh, -beta, -v, empties - 1, false);
      }
      this.restore(sq);
      if (v > bestScore) {
        bestScore = v;
        bestSq = sq;
        if (v > alpha) {
          alpha = v;
          if (v >= beta) break;
        }
      }
    }

    // Store: a fail-high is a lower bound, a fail-low an upper bound, otherwise exact.
    let lower = -64;
    let upper = 64;
    if (bestScore >= beta) lower = bestScore;
    else if (bestScore <= alpha0) upper = bestScore;
    else lower = upper = bestScore;
    // Deeper positions may have taken the slot meanwhile: merge only with this position's own bounds.
    if (this.holds(slot, pl, ph, ol, oh)) {
      lower = Math.max(lower, b[slot * 2]! - 65);
      upper = Math.min(upper, b[slot * 2 + 1]! - 65);
    }
    k[slot * 4] = pl;
    k[slot * 4 + 1] = ph;
    k[slot * 4 + 2] = ol;
    k[slot * 4 + 3] = oh;
    b[slot * 2] = lower + 65;
    b[slot * 2 + 1] = upper + 65;
    this.best[slot] = bestSq + 1;
    return bestScore;
  }

  /** Few empties: no table, moves in list order, odd regions first. */
  private shallow(
    pl: number,
    ph: number,
    ol: number,
    oh: number,
    alpha: number,
    beta: number,
    empties: number,
    passed: boolean,
  ): number {
    this.tick();
    if (empties <= 3) {
      // No empty square left happens only below the root's last move (`rootBest`).
      if (empties === 0) return finalScore(pl, ph, ol, oh, 0);
      const x1 = this.next[64]!;
      if (empties === 1) return this.last(pl, ph, ol, oh, x1);
      const x2 = this.next[x1]!;
      if (empties === 2) return this.two(pl, ph, ol, oh, alpha, beta, x1, x2, passed);
      const x3 = this.next[x2]!;
      // The square alone in its region first: it is the one a side most wants to play last.
      const r = this.region;
      if (r[x1] === r[x2]) return this.three(pl, ph, ol, oh, alpha, beta, x3, x1, x2, passed);
      if (r[x1] === r[x3]) return this.three(pl, ph, ol, oh, alpha, beta, x2, x1, x3, passed);
      return this.three(pl, ph, ol, oh, alpha, beta, x1, x2, x3, passed);
    }
    const rays = this.rays;
    let bestScore = -65;
    let any = false;
    for (let pass = 0; pass < 2; pass++) {
      const par = this.parity;
      for (let sq = this.next[64]!; sq !== 64; sq = this.next[sq]!) {
        // First the squares of odd regions, then the others.
        if ((((par >>> this.region[sq]!) & 1) === 1) !== (pass === 0)) continue;
        flips(rays, sq, pl, ph, ol, oh);
        const fl = OUT[0]!;
        const fh = OUT[1]!;
        if ((fl | fh) === 0) continue;
        any = true;
        const bl = sq < 32 ? 1 << sq : 0;
        const bh = sq < 32 ? 0 : 1 << (sq - 32);
        this.remove(sq);
        const v = -this.shallow(ol & ~fl, oh & ~fh, pl | fl | bl, ph | fh | bh, -beta, -alpha, empties - 1, false);
        this.restore(sq);
        if (v > bestScore) {
          bestScore = v;
          if (v > alpha) {
            alpha = v;
            if (v >= beta) return v;
          }
        }
      }
    }
    if (any) return bestScore;
    if (passed) return finalScore(pl, ph, ol, oh, empties);
    return -this.shallow(ol, oh, pl, ph, -beta, -alpha, empties, true);
  }

  /** Three empty squares left, tried in the order given. */
  private three(
    pl: number,
    ph: number,
    ol: number,
    oh: number,
    alpha: number,
    beta: number,
    x1: number,
    x2: number,
    x3: number,
    passed: boolean,
  ): number {
    const rays = this.rays;
    let best = -65;
    for (let i = 0; i < 3; i++) {
      const x = i === 0 ? x1 : i === 1 ? x2 : x3;
      flips(rays, x, pl, ph, ol, oh);
      const fl = OUT[0]!;
      const fh = OUT[1]!;
      if ((fl | fh) === 0) continue;
      const a = i === 0 ? x2 : x1;
      const b = i === 2 ? x2 : x3;
      const v = -this.two(
        ol & ~fl,
        oh & ~fh,
        pl | fl | (x < 32 ? 1 << x : 0),
        ph | fh | (x < 32 ? 0 : 1 << (x - 32)),
        -beta,
        -(alpha > best ? alpha : best),
        a,
        b,
        false,
      );
      if (v > best) {
        best = v;
        if (v >= beta) return v;
      }
    }
    if (best > -65) return best;
    if (passed) return finalScore(pl, ph, ol, oh, 3);
    return -this.three(ol, oh, pl, ph, -beta, -alpha, x1, x2, x3, true);
  }

  /** Two empty squares left, `x1` and `x2`: no list, no parity, straight to the last square. */
  private two(
    pl: number,
    ph: number,
    ol: number,
    oh: number,
    alpha: number,
    beta: number,
    x1: number,
    x2: number,
    passed: boolean,
  ): number {
    const rays = this.rays;
    let best = -65;
    flips(rays, x1, pl, ph, ol, oh);
    let fl = OUT[0]!;
    let fh = OUT[1]!;
    if ((fl | fh) !== 0) {
      best = -this.last(
        ol & ~fl,
        oh & ~fh,
        pl | fl | (x1 < 32 ? 1 << x1 : 0),
        ph | fh | (x1 < 32 ? 0 : 1 << (x1 - 32)),
        x2,
      );
      if (best >= beta) return best;
    }
    flips(rays, x2, pl, ph, ol, oh);
    fl = OUT[0]!;
    fh = OUT[1]!;
    if ((fl | fh) !== 0) {
      const v = -this.last(
        ol & ~fl,
        oh & ~fh,
        pl | fl | (x2 < 32 ? 1 << x2 : 0),
        ph | fh | (x2 < 32 ? 0 : 1 << (x2 - 32)),
        x1,
      );
      return v > best ? v : best;
    }
    if (best > -65) return best;
    if (passed) return finalScore(pl, ph, ol, oh, 2);
    return -this.two(ol, oh, pl, ph, -beta, -alpha, x1, x2, true);
  }

  /** One empty square left: play it (or let the opponent), then count. */
  private last(pl: number, ph: number, ol: number, oh: number, sq: number): number {
    const rays = this.rays;
    flips(rays, sq, pl, ph, ol, oh);
    let fl = OUT[0]!;
    let fh = OUT[1]!;
    if ((fl | fh) !== 0) {
      const n = popcount32(fl) + popcount32(fh);
      // The mover gains the square and the flipped discs; the opponent loses those.
      return popcount32(pl) + popcount32(ph) - popcount32(ol) - popcount32(oh) + 2 * n + 1;
    }
    flips(rays, sq, ol, oh, pl, ph);
    fl = OUT[0]!;
    fh = OUT[1]!;
    if ((fl | fh) !== 0) {
      const n = popcount32(fl) + popcount32(fh);
      return popcount32(pl) + popcount32(ph) - popcount32(ol) - popcount32(oh) - 2 * n - 1;
    }
    return finalScore(pl, ph, ol, oh, 1);
  }
}

/** The final difference for `p` when nobody can move: empties go to the winner. */
function finalScore(pl: number, ph: number, ol: number, oh: number, empties: number): number {
  return finalMargin(popcount32(pl) + popcount32(ph), popcount32(ol) + popcount32(oh), empties);
}

/** One solver for the life of the thread, so its table carries over from move to move. */
let shared: BitSolver | undefined;
/** The thread's shared solver (a 2^20-position table, about 23 MB). */
export function sharedSolver(): BitSolver {
  return (shared ??= new BitSolver(20));
}

/**
 * Solves `state` exactly: its final disc difference for the side to move with perfect play
 * (empties to the winner) and a move that achieves it. Throws `SolveStopped` when the limits
 * run out, and `RangeError` when the game is over.
 */
export function solve(state: ReversiState, limits: SolveLimits = {}): Solution {
  if (state.outcome) throw new RangeError('The game is over: there is nothing to solve.');
  if (state.size <= 8) {
    // The WebAssembly engine where `loadEndgameEngine` has loaded it, else the same search in JavaScript.
    return engineSolve(state, limits) ?? solveOn(sharedSolver(), state, limits);
  }
  return solveLarge(state, limits);
}

/** Alpha-beta on the rules' own board, for boards larger than the bitboards hold. */
function solveLarge(state: ReversiState, limits: SolveLimits): Solution {
  const check = limitCheck(limits);
  const cells = state.cells.slice() as Disc[];
  const size = state.size;
  let nodes = 0;
  const value = (me: Disc, alpha: number, beta: number, passed: boolean): number => {
    if ((++nodes & CHECK_EVERY) === 0) check();
    const options = placements(cells, size, me);
    const other = (3 - me) as Disc;
    if (options.length === 0) {
      if (passed) {
        let mine = 0;
        let theirs = 0;
        for (const c of cells) {
          if (c === me) mine++;
          else if (c === other) theirs++;
        }
        return finalMargin(mine, theirs, cells.length - mine - theirs);
      }
      return -value(other, -beta, -alpha, true);
    }
    let best = -Infinity;
    for (const sq of options) {
      const turned = flipsOf(cells, size, sq, me);
      cells[sq] = me;
      for (const t of turned) cells[t] = me;
      const v = -value(other, -beta, -alpha, false);
      cells[sq] = 0;
      for (const t of turned) cells[t] = other;
      if (v > best) {
        best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
      }
    }
    return best;
  };
  const me = discOf(state.turn);
  const options = placements(cells, size, me);
  if (options.length === 0) return { score: value(me, -Infinity, Infinity, false) + 0, move: PASS, nodes };
  let best = -Infinity;
  let move: ReversiMove = options[0]!;
  for (const sq of options) {
    const turned = flipsOf(cells, size, sq, me);
    cells[sq] = me;
    for (const t of turned) cells[t] = me;
    const v = -value((3 - me) as Disc, -Infinity, -best, false);
    cells[sq] = 0;
    for (const t of turned) cells[t] = (3 - me) as Disc;
    if (v > best) {
      best = v;
      move = sq;
    }
  }
  return { score: best + 0, move, nodes };
}
