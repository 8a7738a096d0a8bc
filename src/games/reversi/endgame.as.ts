/**
 * The exact endgame solver's search in AssemblyScript, compiled to WebAssembly by `npm run
 * build` (`scripts/build-wasm.mjs`). It is the search of `solver.ts` (`BitSolver`) on 64-bit
 * boards, which WebAssembly has and JavaScript imitates with two 32-bit halves: the same
 * empties list, parity regions, enhanced transposition cutoffs and move ordering. It adds a
 * stability cutoff on 8x8 boards (from 4 empties on), a table of four-slot buckets that keeps the
 * positions whose search cost most, and counts the last move's turned discs from line tables;
 * its thresholds (`SHALLOW`, `ETC_FROM`) are tuned on its own speed, so its tree is not quite the
 * fallback's. `wasm-endgame.ts` loads it; `solver.ts` falls back to `BitSolver`.
 *
 * Square `row * 8 + col` of the 8x8 frame is bit `row * 8 + col`; boards of side 4 and 6 sit in
 * the frame's top left corner, their rays stopping at their own edge.
 */

import { BOARD_BYTES, NOT_A, NOT_H, around, bit, boardMask, flips, layBoard, movesOf, ray } from './board64.part.as';

import { midgameLayout } from './midgame.part.as';

export {
  midgameBest,
  midgameNewSearch,
  midgameNodes,
  midgameReset,
  midgameSearch,
  midgameSetPlacement,
  midgameSetProbCut,
  midgameSetSelectivity,
  midgameSetWeight,
} from './midgame.part.as';

/** Called every 4096 positions; it throws (through this module) to stop the solve. */
@external("env", "check")
declare function check(): void;

/** Below this many empties the search skips the table and the mobility ordering. */
const SHALLOW: i32 = 8;
/** From this many empties on, each child is looked up in the table before the search. */
const ETC_FROM: i32 = 13;
const CHECK_EVERY: i64 = 0xfff;
/**
 * Ordering weights of the deep search, as in the script engine (`solver.ts`): the opponent's replies first, the discs
 * held for good next, the opponent's room last; the table's move before all.
 */
const MOBILITY: i32 = 1 << 15;
const CORNER_STABLE: i32 = 1 << 11;
const ROOM: i32 = 1 << 5;
const TABLE_MOVE: i32 = 1 << 29;
/** The linked list's sentinel: `next[HEAD]` is the first empty square. */
const HEAD: i32 = 64;
/**
 * A table slot: mover's discs, opponent's discs (8 bytes each), lower and upper bound (+65; 0 =
 * empty), best square + 1, the position's empties and the solve that stored it.
 */
const SLOT: usize = 24;
/** Slots per bucket, as a power of two: a position may sit in any slot of its bucket. */
const WAY_BITS: i32 = 2;
const WAYS: usize = 1 << WAY_BITS;

let size: i32 = 8;
let cornerMask: u64 = 0;
let nodes: i64 = 0;
let parity: i32 = 0;
let rootSquare: i32 = -1;

// Memory laid out once by `init`: rays (64 squares x 8 directions), neighbours, the empties list, regions,
// per-depth scratch for the ordered moves, the edges' stable discs, and the table.
let nextAt: usize = 0;
let prevAt: usize = 0;
let regionAt: usize = 0;
let moveAt: usize = 0;
let keyAt: usize = 0;
let childAt: usize = 0;
let edgeAt: usize = 0;
let countAt: usize = 0;
let diagonalsAt: usize = 0;
let tableAt: usize = 0;
let tableSlots: u64 = 0;
let tableShift: u64 = 64;
/** The solve under way, stored with each slot so that positions of earlier solves make room first. */
let generation: i32 = 1;

@inline function nextOf(sq: i32): i32 {
  return <i32>load<u8>(nextAt + sq);
}

@inline function regionOf(sq: i32): i32 {
  return <i32>load<u8>(regionAt + sq);
}

@inline function remove(sq: i32): void {
  const p = <i32>load<u8>(prevAt + sq);
  const n = nextOf(sq);
  store<u8>(nextAt + p, n);
  store<u8>(prevAt + n, p);
  parity ^= 1 << regionOf(sq);
}

@inline function restore(sq: i32): void {
  store<u8>(nextAt + <i32>load<u8>(prevAt + sq), sq);
  store<u8>(prevAt + nextOf(sq), sq);
  parity ^= 1 << regionOf(sq);
}

/** The corners of `p`, and its discs on the edge squares next to them: discs the opponent can never take. */
@inline function cornerStable(p: u64): u64 {
  const c = p & cornerMask;
  return (c | ((c << 1) & NOT_A) | ((c >> 1) & NOT_H) | (c << 8) | (c >> 8)) & p;
}


// The last empty square: every other square holds a disc, so the discs a move there turns over
// along each line follow from the mover's discs on that line alone. A line is read as eight bits
// (its squares by column, or by row for a column) and the count looked up.

/**
 * Fills the counts: byte `x * 256 + bits` is what a player holding `bits` of a line of eight, the opponent all the
 * rest, turns over by playing at `x`.
 */
function initLastCounts(): void {
  for (let x = 0; x < 8; x++) {
    for (let bits = 0; bits < 256; bits++) {
      let n = 0;
      let y = x - 1;
      while (y >= 0 && ((bits >> y) & 1) == 0) y--;
      if (y >= 0) n += x - 1 - y;
      y = x + 1;
      while (y < 8 && ((bits >> y) & 1) == 0) y++;
      if (y < 8) n += y - x - 1;
      store<u8>(countAt + <usize>((x << 8) | bits), n);
    }
  }
  // Each square's two diagonals (within the board), whose squares all have different columns.
  for (let sq = 0; sq < 64; sq++) {
    // Rays 1 and 5 run along one diagonal, 3 and 7 along the other (see `layBoard`).
    store<u64>(diagonalsAt + (<usize>sq << 4), ray(sq, 1) | ray(sq, 5));
    store<u64>(diagonalsAt + (<usize>sq << 4), ray(sq, 3) | ray(sq, 7), 8);
  }
}

/** How many discs `p` turns over by playing on `sq`, the last empty square (all the others hold discs). */
@inline function lastFlips(sq: i32, p: u64): i32 {
  const r = sq >> 3;
  const c = sq & 7;
  const byColumn = countAt + (<usize>c << 8);
  const diagonals = diagonalsAt + (<usize>sq << 4);
  let n = <i32>load<u8>(byColumn + <usize>((p >> <u64>(r << 3)) & 0xff));
  const column = (((p >> <u64>c) & 0x0101010101010101) * 0x0102040810204080) >> 56;
  n += <i32>load<u8>(countAt + (<usize>r << 8) + <usize>column);
  n += <i32>load<u8>(byColumn + <usize>(((p & load<u64>(diagonals)) * 0x0101010101010101) >> 56));
  n += <i32>load<u8>(byColumn + <usize>(((p & load<u64>(diagonals, 8)) * 0x0101010101010101) >> 56));
  return n;
}

/** The final difference for `p` when nobody can move: empties go to the winner. */
@inline function finalScore(p: u64, o: u64, empties: i32): i32 {
  const d = <i32>popcnt(p) - <i32>popcnt(o);
  return d > 0 ? d + empties : d < 0 ? d - empties : 0;
}

@inline function tick(): void {
  nodes++;
  if ((nodes & CHECK_EVERY) == 0) check();
}

@inline function bucketOf(p: u64, o: u64): usize {
  const h = (p ^ (o * 0x9e3779b97f4a7c15)) * 0xbf58476d1ce4e5b9;
  return tableAt + <usize>(h >> tableShift) * (SLOT * WAYS);
}

/** Whether the slot at `at` holds this position (with bounds: an empty slot holds nothing). */
@inline function holds(at: usize, p: u64, o: u64): bool {
  return load<u64>(at) == p && load<u64>(at, 8) == o && load<u8>(at, 17) != 0;
}

/** The slot holding this position, or 0. */
@inline function find(p: u64, o: u64): usize {
  const b = bucketOf(p, o);
  for (let at = b; at < b + SLOT * WAYS; at += SLOT) if (holds(at, p, o)) return at;
  return 0;
}

/**
 * Stores bounds and a best square, merged with what the table already proves of the position.
 * Otherwise the bucket's slot of least value makes room: an empty one, one of an earlier solve,
 * else the one with the fewest empties, whose search was the cheapest to repeat.
 */
function save(p: u64, o: u64, lower: i32, upper: i32, best: i32, empties: i32): void {
  const b = bucketOf(p, o);
  let at = b;
  let least = 1000;
  for (let s = b; s < b + SLOT * WAYS; s += SLOT) {
    if (holds(s, p, o)) {
      lower = max(lower, <i32>load<u8>(s, 16) - 65);
      upper = min(upper, <i32>load<u8>(s, 17) - 65);
      at = s;
      break;
    }
    const value = load<u8>(s, 17) == 0 || <i32>load<u8>(s, 20) != generation ? -1 : <i32>load<u8>(s, 19);
    if (value < least) {
      least = value;
      at = s;
    }
  }
  store<u64>(at, p);
  store<u64>(at, o, 8);
  store<u8>(at, lower + 65, 16);
  store<u8>(at, upper + 65, 17);
  store<u8>(at, best + 1, 18);
  store<u8>(at, empties, 19);
  store<u8>(at, generation, 20);
}

/**
 * Sets up boards of side `n` (4, 6 or 8) and a table of `2 ** bits` positions (24 bytes each).
 * Returns 0 when memory cannot grow.
 */
export function init(n: i32, bits: i32): i32 {
  size = n;
  const boardAt = (__heap_base + 15) & ~15;
  nextAt = boardAt + BOARD_BYTES;
  prevAt = nextAt + 72;
  regionAt = prevAt + 72;
  moveAt = regionAt + 64;
  keyAt = moveAt + 65 * 32;
  childAt = (keyAt + 65 * 32 * 4 + 15) & ~15;
  edgeAt = (childAt + 65 * 32 * 16 + 15) & ~15;
  countAt = edgeAt + 65536;
  diagonalsAt = countAt + 8 * 256;
  tableAt = (diagonalsAt + 64 * 16 + 15) & ~15;
  tableSlots = <u64>1 << <u64>bits;
  // The hash picks a bucket: `bits` less the bucket's own bits.
  tableShift = <u64>(64 - bits + WAY_BITS);
  const need = <i32>((tableAt + <usize>tableSlots * SLOT + 0xffff) >>> 16) - memory.size();
  if (need > 0 && memory.grow(need) < 0) return 0;
  layBoard(n, boardAt);
  cornerMask = 0;
  const h = n / 2;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const sq = r * 8 + c;
      if ((r == 0 || r == n - 1) && (c == 0 || c == n - 1)) cornerMask |= bit(sq);
      store<u8>(regionAt + sq, (r >= h ? 2 : 0) + (c >= h ? 1 : 0));
    }
  }
  if (n == 8) initEdges();
  initLastCounts();
  reset();
  return 1;
}

/**
 * Lays out the midgame search's memory after the table (`midgame.part.as.ts`, whose `midgameLayout`
 * names the arguments); call after `init`. Returns 0 when memory cannot grow.
 */
export function midgameInit(
  bits: i32,
  stageCount: i32,
  width: i32,
  size: i32,
  count: i32,
  mobility: i32,
  cap: i32,
  constant: i32,
): i32 {
  return midgameLayout(
    tableAt + <usize>tableSlots * SLOT,
    bits,
    stageCount,
    width,
    size,
    count,
    mobility,
    cap,
    constant,
  );
}

/** Forgets every stored position. */
export function reset(): void {
  memory.fill(tableAt, 0, <usize>tableSlots * SLOT);
}

/** Positions visited by the last solve, as a float (they can pass 2^32). */
export function nodeCount(): f64 {
  return <f64>nodes;
}

/** The best square of the last solve (-1: pass). */
export function bestSquare(): i32 {
  return rootSquare;
}

// Stability: discs that no sequence of moves can turn over. The side to move ends with at most 64
// minus twice the opponent's stable discs; when that cannot beat alpha, the search stops there
// (on 8x8 boards: the edges' table is for lines of eight).

/** The inner 6x6 squares, whose eight neighbours are all on the board. */
const INNER_SQUARES: u64 = 0x007e7e7e7e7e7e00;

/** The discs of `o` that `p` turns over on a line of eight by playing on `x`. */
function lineFlips(x: i32, p: i32, o: i32): i32 {
  let f = 0;
  let y = x - 1;
  while (y >= 0 && ((o >> y) & 1) != 0) y--;
  if (y >= 0 && y < x - 1 && ((p >> y) & 1) != 0) for (let z = y + 1; z < x; z++) f |= 1 << z;
  y = x + 1;
  while (y < 8 && ((o >> y) & 1) != 0) y++;
  if (y < 8 && y > x + 1 && ((p >> y) & 1) != 0) for (let z = x + 1; z < y; z++) f |= 1 << z;
  return f;
}

/**
 * The discs of `p` on a line of eight that no sequence of moves on that line turns over (`stable`
 * narrows as the moves are tried): each empty square played by either side, with what it flips
 * along the line. An edge disc can only be flipped along its edge, so this is exact for edges.
 */
function edgeStable(p: i32, o: i32, stable: i32): i32 {
  stable &= p;
  const e = ~(p | o) & 0xff;
  if (stable == 0 || e == 0) return stable;
  for (let x = 0; x < 8; x++) {
    const b = 1 << x;
    if ((e & b) == 0) continue;
    let f = lineFlips(x, p, o);
    stable = edgeStable(p | b | f, o & ~f, stable);
    if (stable == 0) return 0;
    f = lineFlips(x, o, p);
    stable = edgeStable(p & ~f, o | b | f, stable);
    if (stable == 0) return 0;
  }
  return stable;
}

/** Fills the edges' table: byte `p * 256 + o` holds the stable discs of `p` on a line of eight. */
function initEdges(): void {
  for (let p = 0; p < 256; p++) {
    for (let o = 0; o < 256; o++) store<u8>(edgeAt + <usize>((p << 8) | o), (p & o) != 0 ? 0 : edgeStable(p, o, p));
  }
}

@inline function edgeTable(p: i32, o: i32): u64 {
  return <u64>load<u8>(edgeAt + <usize>((p << 8) | o));
}

/** The A file packed into eight bits, a1 lowest. */
@inline function packFileA(b: u64): i32 {
  return <i32>(((b & 0x0101010101010101) * 0x0102040810204080) >> 56);
}

/** Eight bits unpacked onto the A file (by halves, so no two bits ever meet: a multiply would carry). */
@inline function unpackFileA(x: u64): u64 {
  x = (x | (x << 28)) & 0x0000000f0000000f;
  x = (x | (x << 14)) & 0x0003000300030003;
  return (x | (x << 7)) & 0x0101010101010101;
}

/**
 * The squares whose diagonal of shift `s` (9: towards h8, 7: towards a8) is occupied all the way
 * to both edges; `up` marks the squares with a neighbour that way, `down` those with one the other way.
 */
@inline function fullDiagonals(full: u64, s: u64, up: u64, down: u64): u64 {
  let a = full & ~up;
  let b = full & ~down;
  for (let i = 0; i < 6; i++) {
    a |= full & up & (a >> s);
    b |= full & down & (b << s);
  }
  return a & b;
}

/** The discs of `p` that can never be turned over (a lower bound of them), on an 8x8 board. */
function stableDiscs(p: u64, o: u64): u64 {
  let stable = edgeTable(<i32>(p & 0xff), <i32>(o & 0xff));
  stable |= edgeTable(<i32>(p >> 56), <i32>(o >> 56)) << 56;
  stable |= unpackFileA(edgeTable(packFileA(p), packFileA(o)));
  stable |= unpackFileA(edgeTable(packFileA(p >> 7), packFileA(o >> 7))) << 7;
  // Lines with no empty square, in the four directions: nothing is ever played on them.
  const full = p | o;
  let h = full & (full >> 1);
  h &= h >> 2;
  h &= h >> 4;
  h = (h & 0x0101010101010101) * 0xff;
  let v = full;
  v &= (v >> 8) | (v << 56);
  v &= (v >> 16) | (v << 48);
  v &= (v >> 32) | (v << 32);
  const d9 = fullDiagonals(full, 9, 0x007f7f7f7f7f7f7f, 0xfefefefefefefe00);
  const d7 = fullDiagonals(full, 7, 0x00fefefefefefefe, 0x7f7f7f7f7f7f7f00);
  const inner = p & INNER_SQUARES;
  stable |= inner & h & v & d7 & d9;
  // A disc is stable when, along each of its four lines, the line is full or a stable disc of its own lies next to it.
  let before: u64;
  do {
    before = stable;
    const alongRows = h | (stable >> 1) | (stable << 1);
    const alongColumns = v | (stable >> 8) | (stable << 8);
    const alongDiagonals = (d7 | (stable >> 7) | (stable << 7)) & (d9 | (stable >> 9) | (stable << 9));
    stable |= inner & alongRows & alongColumns & alongDiagonals;
  } while (stable != before);
  return stable;
}

/** The discs of `p` that can never be turned over, from frame halves (for tests). */
export function stable(pl: u32, ph: u32, ol: u32, oh: u32): u64 {
  return stableDiscs((<u64>ph << 32) | <u64>pl, (<u64>oh << 32) | <u64>ol);
}

/**
 * The stability cutoff: an upper bound of the position for `p` below `alpha + 1` when the
 * opponent's stable discs already cap it there, else 65. Computed only where a cut is likely:
 * alpha high enough for the empties (`stabilityFrom`) and the opponent holding enough discs.
 */
@inline function stabilityCap(p: u64, o: u64, alpha: i32, empties: i32): i32 {
  if (size != 8 || alpha < stabilityFrom(empties) || 2 * <i32>popcnt(o) < 64 - alpha) return 65;
  const cap = 64 - 2 * <i32>popcnt(stableDiscs(o, p));
  return cap <= alpha ? cap : 65;
}

/**
 * The least alpha at which the stability cutoff is tried with `empties` empty squares: below it the cutoff is too rare
 * to pay (thresholds as Edax's).
 */
@inline function stabilityFrom(empties: i32): i32 {
  return empties < 10 ? 2 * empties - 2 : min(2 * empties, 64);
}

/** The square value ordering the empties list (higher first): corners best, the squares diagonal to a corner worst. */
function squareValue(r: i32, c: i32): i32 {
  const e = size - 1;
  const dr = min(r, e - r);
  const dc = min(c, e - c);
  if (dr == 0 && dc == 0) return 9;
  if (dr == 1 && dc == 1) return 0;
  if ((dr == 0 && dc == 1) || (dr == 1 && dc == 0)) return 2;
  if (dr == 0 || dc == 0) return dr + dc == 2 ? 7 : 6;
  if (dr == 1 || dc == 1) return 3;
  return dr + dc == 4 ? 5 : 4;
}

function setUpEmpties(taken: u64): void {
  parity = 0;
  let last = HEAD;
  // By value, higher first; within a value, in square order (as the JavaScript solver's stable sort).
  for (let v = 9; v >= 0; v--) {
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        const sq = r * 8 + c;
        if ((taken & bit(sq)) != 0 || squareValue(r, c) != v) continue;
        store<u8>(nextAt + last, sq);
        store<u8>(prevAt + sq, last);
        last = sq;
        parity ^= 1 << regionOf(sq);
      }
    }
  }
  store<u8>(nextAt + last, HEAD);
  store<u8>(prevAt + HEAD, last);
}

/**
 * Solves the position where `p` (to move; halves `pl`, `ph`) and `o` hold the given frame
 * squares. Returns the score; `bestSquare()` then gives a best square (-1 for a pass).
 */
export function solve(pl: u32, ph: u32, ol: u32, oh: u32): i32 {
  nodes = 0;
  rootSquare = -1;
  generation = generation == 255 ? 1 : generation + 1;
  const p = (<u64>ph << 32) | <u64>pl;
  const o = (<u64>oh << 32) | <u64>ol;
  setUpEmpties(p | o);
  const empties = <i32>popcnt(boardMask & ~(p | o));
  if (movesOf(p, o) == 0) {
    if (movesOf(o, p) == 0) return finalScore(p, o, empties);
    return -search(o, p, -64, 64, empties, false);
  }
  const score = search(p, o, -64, 64, empties, false);
  rootSquare = rootBest(p, o, score, empties);
  return score;
}

/** A move of the root that keeps `score`: the table's move, else the first that proves it. */
function rootBest(p: u64, o: u64, score: i32, empties: i32): i32 {
  const at = find(p, o);
  if (at != 0 && load<u8>(at, 18) > 0) return <i32>load<u8>(at, 18) - 1;
  for (let sq = nextOf(HEAD); sq != HEAD; sq = nextOf(sq)) {
    const f = flips(sq, p, o);
    if (f == 0) continue;
    remove(sq);
    const v = -search(o & ~f, p | f | bit(sq), -score - 1, -score + 1, empties - 1, false);
    restore(sq);
    if (v >= score) return sq;
  }
  return -1;
}

/** The value of the position for `p` within the window: fail-soft alpha-beta. */
function search(p: u64, o: u64, alpha: i32, beta: i32, empties: i32, passed: bool): i32 {
  if (empties < SHALLOW) return shallow(p, o, alpha, beta, empties, passed);
  tick();
  const cap = stabilityCap(p, o, alpha, empties);
  if (cap <= 64) return cap;
  const at = find(p, o);
  let ttMove = -1;
  if (at != 0) {
    // Bounds are stored plus 65 so that 0 means an empty slot.
    const lower = <i32>load<u8>(at, 16) - 65;
    const upper = <i32>load<u8>(at, 17) - 65;
    if (lower >= beta) return lower;
    if (upper <= alpha) return upper;
    if (lower == upper) return lower;
    if (lower > alpha) alpha = lower;
    if (upper < beta) beta = upper;
    ttMove = <i32>load<u8>(at, 18) - 1;
  }

  const mv = moveAt + <usize>(empties << 5);
  const keys = keyAt + <usize>(empties << 7);
  const kids = childAt + <usize>(empties << 9);
  const etc = empties >= ETC_FROM;
  const e = boardMask & ~(p | o);
  let n = 0;
  for (let sq = nextOf(HEAD); sq != HEAD; sq = nextOf(sq)) {
    const f = flips(sq, p, o);
    if (f == 0) continue;
    const b = bit(sq);
    const np = o & ~f;
    const no = p | f | b;
    if (etc) {
      // Enhanced transposition cutoff: a child already proven bad enough for the opponent ends the search here.
      const cs = find(np, no);
      if (cs != 0) {
        const v = 65 - <i32>load<u8>(cs, 17);
        if (v >= beta) return v;
      }
    }
    // Fastest first: the fewer replies the opponent keeps (a corner counting twice), the sooner the
    // move is tried; then the corners and edges it holds for good, then the opponent's room.
    const m = movesOf(np, no);
    let key = -(<i32>popcnt(m) + <i32>popcnt(m & cornerMask)) * MOBILITY;
    key += <i32>popcnt(cornerStable(no)) * CORNER_STABLE;
    key -= <i32>popcnt(around(no, e & ~b)) * ROOM;
    if (sq == ttMove) key += TABLE_MOVE;
    let j = n++;
    while (j > 0 && load<i32>(keys + ((j - 1) << 2)) < key) {
      store<i32>(keys + (j << 2), load<i32>(keys + ((j - 1) << 2)));
      store<u8>(mv + j, load<u8>(mv + j - 1));
      store<u64>(kids + (j << 4), load<u64>(kids + ((j - 1) << 4)));
      store<u64>(kids + (j << 4), load<u64>(kids + ((j - 1) << 4), 8), 8);
      j--;
    }
    store<i32>(keys + (j << 2), key);
    store<u8>(mv + j, sq);
    store<u64>(kids + (j << 4), np);
    store<u64>(kids + (j << 4), no, 8);
  }

  if (n == 0) {
    if (passed) return finalScore(p, o, empties);
    return -search(o, p, -beta, -alpha, empties, true);
  }

  const alpha0 = alpha;
  let bestScore = -65;
  let bestSq = -1;
  for (let i = 0; i < n; i++) {
    const sq = <i32>load<u8>(mv + i);
    const np = load<u64>(kids + (i << 4));
    const no = load<u64>(kids + (i << 4), 8);
    remove(sq);
    let v: i32;
    if (i == 0) v = -search(np, no, -beta, -alpha, empties - 1, false);
    else {
      // Principal variation search: prove the others worse with a null window first.
      v = -search(np, no, -alpha - 1, -alpha, empties - 1, false);
      if (v > alpha && v < beta) v = -search(np, no, -beta, -v, empties - 1, false);
    }
    restore(sq);
    if (v > bestScore) {
      bestScore = v;
      bestSq = sq;
      if (v > alpha) {
        alpha = v;
        if (v >= beta) break;
      }
    }
  }

  // A fail-high is a lower bound, a fail-low an upper bound, otherwise exact.
  let lower = -64;
  let upper = 64;
  if (bestScore >= beta) lower = bestScore;
  else if (bestScore <= alpha0) upper = bestScore;
  else lower = upper = bestScore;
  save(p, o, lower, upper, bestSq, empties);
  return bestScore;
}

/** Few empties: no table, moves in list order, odd regions first. */
function shallow(p: u64, o: u64, alpha: i32, beta: i32, empties: i32, passed: bool): i32 {
  tick();
  if (empties <= 3) {
    // No empty square left happens only below the root's last move.
    if (empties == 0) return finalScore(p, o, 0);
    const x1 = nextOf(HEAD);
    if (empties == 1) return last(p, o, x1);
    const x2 = nextOf(x1);
    if (empties == 2) return two(p, o, alpha, beta, x1, x2, passed);
    const x3 = nextOf(x2);
    // The square alone in its region first: it is the one a side most wants to play last.
    if (regionOf(x1) == regionOf(x2)) return three(p, o, alpha, beta, x3, x1, x2, passed);
    if (regionOf(x1) == regionOf(x3)) return three(p, o, alpha, beta, x2, x1, x3, passed);
    return three(p, o, alpha, beta, x1, x2, x3, passed);
  }
  const cap = stabilityCap(p, o, alpha, empties);
  if (cap <= 64) return cap;
  let bestScore = -65;
  let any = false;
  for (let round = 0; round < 2; round++) {
    const par = parity;
    for (let sq = nextOf(HEAD); sq != HEAD; sq = nextOf(sq)) {
      // First the squares of odd regions, then the others.
      if ((((par >>> regionOf(sq)) & 1) == 1) != (round == 0)) continue;
      const f = flips(sq, p, o);
      if (f == 0) continue;
      any = true;
      remove(sq);
      const v = -shallow(o & ~f, p | f | bit(sq), -beta, -alpha, empties - 1, false);
      restore(sq);
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
  if (passed) return finalScore(p, o, empties);
  return -shallow(o, p, -beta, -alpha, empties, true);
}

/** Three empty squares left, tried in the order given. */
function three(p: u64, o: u64, alpha: i32, beta: i32, x1: i32, x2: i32, x3: i32, passed: bool): i32 {
  let best = -65;
  let f = flips(x1, p, o);
  if (f != 0) {
    best = -two(o & ~f, p | f | bit(x1), -beta, -alpha, x2, x3, false);
    if (best >= beta) return best;
  }
  f = flips(x2, p, o);
  if (f != 0) {
    const v = -two(o & ~f, p | f | bit(x2), -beta, -(alpha > best ? alpha : best), x1, x3, false);
    if (v > best) {
      best = v;
      if (v >= beta) return v;
    }
  }
  f = flips(x3, p, o);
  if (f != 0) {
    const v = -two(o & ~f, p | f | bit(x3), -beta, -(alpha > best ? alpha : best), x1, x2, false);
    if (v > best) best = v;
  }
  if (best > -65) return best;
  if (passed) return finalScore(p, o, 3);
  return -three(o, p, -beta, -alpha, x1, x2, x3, true);
}

/** Two empty squares left: straight to the last square. */
function two(p: u64, o: u64, alpha: i32, beta: i32, x1: i32, x2: i32, passed: bool): i32 {
  let best = -65;
  let f = flips(x1, p, o);
  if (f != 0) {
    best = -last(o & ~f, p | f | bit(x1), x2);
    if (best >= beta) return best;
  }
  f = flips(x2, p, o);
  if (f != 0) {
    const v = -last(o & ~f, p | f | bit(x2), x1);
    return v > best ? v : best;
  }
  if (best > -65) return best;
  if (passed) return finalScore(p, o, 2);
  return -two(o, p, -beta, -alpha, x1, x2, true);
}

/** One empty square left: play it (or let the opponent), then count. */
@inline function last(p: u64, o: u64, sq: i32): i32 {
  const d = <i32>popcnt(p) - <i32>popcnt(o);
  // The mover gains the square and the turned discs; the opponent loses those.
  let n = lastFlips(sq, p);
  if (n != 0) return d + 2 * n + 1;
  n = lastFlips(sq, o);
  if (n != 0) return d - 2 * n - 1;
  return d > 0 ? d + 1 : d < 0 ? d - 1 : 0;
}

/** For tests: the discs `p` turns over by playing on `sq`, the last empty square, as the line tables count them. */
export function lastCount(sq: i32, pl: u32, ph: u32): i32 {
  return lastFlips(sq, (<u64>ph << 32) | <u64>pl);
}
