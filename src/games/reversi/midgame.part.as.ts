/**
 * The 8x8 midgame search in WebAssembly: principal variation search on the learned evaluation
 * (`learned-evaluation.ts` hands its expanded tables over once), with a table of its own, the
 * table's move first and the other moves ordered by the evaluation of the position each leads to
 * (by the opponent's mobility near the leaves, where evaluating every child costs more than it
 * saves). Scores are the side to move's, in 1/32 disc of final margin, as the evaluation's; a
 * finished game scores its margin (empties to the winner) in the same units. `endgame.as.ts`
 * exports it: one engine, one memory, the board of `board64.part.as.ts`.
 */
import { bit, flips, movesOf } from './board64.part.as';

/** Called every 4096 positions; it throws (through the engine) to stop the search. */
@external("env", "check")
declare function check(): void;

const CHECK_EVERY: i64 = 0xfff;
/** A finished game's margin in the evaluation's units (1/32 disc). */
const UNITS: i32 = 32;
/** From this many plies left, moves are ordered by the evaluation of the position they lead to. */
const ORDER_BY_EVAL_FROM: i32 = 2;
/** Above any score: the window's open ends. */
export const MID_INFINITY: i32 = 30000;
/**
 * A table slot: mover's discs, opponent's discs (8 bytes each), lower and upper bound (i16 each),
 * best square + 1, the depth searched + 1 (0: empty), the search that stored it.
 */
const SLOT: usize = 24;

/** From this many plies left, a shallower search may cut the node (multi-ProbCut). */
const PROBCUT_FROM: i32 = 3;

let nodes: i64 = 0;
/** How sure a shallow search must be to cut, in hundredths of its error's deviation (0: no cuts). */
let selectivity: i32 = 0;
let rootSquare: i32 = -1;
let generation: i32 = 1;

// Laid out by `midgameLayout`: the weights (stages x tableSize, i16), each placement's shape,
// symmetry and table offset (i32 each), the base-3 digit tables, the board's eight images (both
// sides), the ordering scratch (64 plies x 64 moves x 8 bytes), and the table.
let weightsAt: usize = 0;
let placementsAt: usize = 0;
let base3At: usize = 0;
let imagesAt: usize = 0;
let probCutAt: usize = 0;
let scratchAt: usize = 0;
let tableAt: usize = 0;
let tableShift: u64 = 64;
let tableSlots: u64 = 0;
let stages: i32 = 0;
let stageWidth: i32 = 4;
let tableSize: i32 = 0;
let placements: i32 = 0;
let mobilityAt: i32 = 0;
let mobilityCap: i32 = 31;
let constantAt: i32 = 0;

/**
 * Lays the midgame's memory out from `at` (after the endgame's) for `count` placements,
 * `stageCount` stages of `size` weights each (`width` empties a stage), and a table of `2 ** bits`
 * positions; returns 0 when memory cannot grow. The weights and placements are set next
 * (`midgameSetWeight`, `midgameSetPlacement`).
 */
export function midgameLayout(
  at: usize,
  bits: i32,
  stageCount: i32,
  width: i32,
  size: i32,
  count: i32,
  mobility: i32,
  cap: i32,
  constant: i32,
): i32 {
  stages = stageCount;
  stageWidth = width;
  tableSize = size;
  placements = count;
  mobilityAt = mobility;
  mobilityCap = cap;
  constantAt = constant;
  weightsAt = (at + 15) & ~15;
  placementsAt = (weightsAt + <usize>(stageCount * size) * 2 + 15) & ~15;
  base3At = placementsAt + <usize>count * 12;
  imagesAt = (base3At + 9 * 256 * 2 + 15) & ~15;
  probCutAt = imagesAt + 16 * 8;
  scratchAt = probCutAt + <usize>(64 * stageCount) * 2;
  tableAt = scratchAt + 64 * 64 * 8;
  tableSlots = <u64>1 << <u64>bits;
  tableShift = <u64>(64 - bits);
  const need = <i32>((tableAt + <usize>tableSlots * SLOT + 0xffff) >>> 16) - memory.size();
  if (need > 0 && memory.grow(need) < 0) return 0;
  // Digits `k` bits wide, the lowest bit the most significant digit: byte `k * 256 + b`.
  for (let k = 1; k <= 8; k++) {
    for (let b = 0; b < 1 << k; b++) {
      let v = 0;
      for (let c = 0; c < k; c++) v = v * 3 + ((b >> c) & 1);
      store<u16>(base3At + (<usize>(k * 256 + b) << 1), <u16>v);
    }
  }
  memory.fill(probCutAt, 0, <usize>(64 * stageCount) * 2);
  midgameReset();
  return 1;
}

/**
 * The deviation of a `depth`-ply search's score from its shallow search's (`shallowDepth`) at
 * `stage`, in 1/32 disc (0: no cuts there), measured by `npm run train:reversi`.
 */
export function midgameSetProbCut(depth: i32, stage: i32, sigma: i32): void {
  store<u16>(probCutAt + (<usize>(depth * stages + stage) << 1), <u16>sigma);
}

/** How sure a cut must be, in hundredths of the deviation (0 turns multi-ProbCut off). */
export function midgameSetSelectivity(t: i32): void {
  selectivity = t;
}

/** The depth of the shallow search that may cut a `depth`-ply one: about half, of the same parity. */
@inline export function shallowDepth(depth: i32): i32 {
  return max(1, (depth >> 2) * 2 + (depth & 1));
}

/** Sets weight `i` (of all stages' tables, one after another). */
export function midgameSetWeight(i: i32, v: i32): void {
  store<i16>(weightsAt + (<usize>i << 1), <i16>v);
}

/**
 * Placement `p` is shape `shape` (`patterns.ts`' order) carried by symmetry `k` (`mapSquare`'s),
 * its fillings at `offset` in a stage's table.
 */
export function midgameSetPlacement(p: i32, shape: i32, k: i32, offset: i32): void {
  const at = placementsAt + <usize>p * 12;
  store<i32>(at, shape);
  store<i32>(at, k, 4);
  store<i32>(at, offset, 8);
}

/** Forgets every stored position. */
export function midgameReset(): void {
  memory.fill(tableAt, 0, <usize>tableSlots * SLOT);
}

/** Positions visited by the last search, as a float. */
export function midgameNodes(): f64 {
  return <f64>nodes;
}

/** The best square of the last search (-1: pass). */
export function midgameBest(): i32 {
  return rootSquare;
}

@inline function tick(): void {
  nodes++;
  if ((nodes & CHECK_EVERY) == 0) check();
}

/** The final margin for `p` when nobody can move, empties to the winner, in the evaluation's units. */
@inline function finalScore(p: u64, o: u64): i32 {
  const mine = <i32>popcnt(p);
  const theirs = <i32>popcnt(o);
  const empties = 64 - mine - theirs;
  return UNITS * (mine > theirs ? mine - theirs + empties : mine < theirs ? mine - theirs - empties : 0);
}

// A placement is read as its shape's first placement on the board's image under its symmetry:
// image `k` holds at square x what the board holds at `mapSquare(x, k)`. The first placements lie
// along rows and diagonals, so a shape's index comes from a row's byte or a diagonal gathered into
// one, through the base-3 digit tables.

/** Each byte's bits in reverse order (the board mirrored left to right). */
@inline function mirror(b: u64): u64 {
  b = ((b >> 1) & 0x5555555555555555) | ((b & 0x5555555555555555) << 1);
  b = ((b >> 2) & 0x3333333333333333) | ((b & 0x3333333333333333) << 2);
  return ((b >> 4) & 0x0f0f0f0f0f0f0f0f) | ((b & 0x0f0f0f0f0f0f0f0f) << 4);
}

/** The board flipped about its a1-h8 diagonal: square (r, c) holds what (c, r) held. */
@inline function transpose(b: u64): u64 {
  let t = 0x0f0f0f0f00000000 & (b ^ (b << 28));
  b ^= t ^ (t >> 28);
  t = 0x3333000033330000 & (b ^ (b << 14));
  b ^= t ^ (t >> 14);
  t = 0x5500550055005500 & (b ^ (b << 7));
  return b ^ t ^ (t >> 7);
}

/** The eight images of `b` at `at`: the images `mapSquare`'s symmetries 0 to 7 give. */
@inline function images(b: u64, at: usize): void {
  const x = transpose(b);
  const m = mirror(b);
  const mx = mirror(x);
  store<u64>(at, b);
  store<u64>(at, bswap<u64>(x), 8);
  store<u64>(at, bswap<u64>(m), 16);
  store<u64>(at, mx, 24);
  store<u64>(at, m, 32);
  store<u64>(at, bswap<u64>(b), 40);
  store<u64>(at, x, 48);
  store<u64>(at, bswap<u64>(mx), 56);
}

/** The base-3 value of the low `k` bits of `p` (digits 1) and `o` (digits 2), the lowest bit first. */
@inline function digits(k: i32, p: u64, o: u64): i32 {
  const mask: u64 = (<u64>1 << <u64>k) - 1;
  const t = base3At + (<usize>(k << 8) << 1);
  return <i32>load<u16>(t + (<usize>(p & mask) << 1)) + 2 * <i32>load<u16>(t + (<usize>(o & mask) << 1));
}

/** Row `r`'s byte. */
@inline function row(b: u64, r: u64): u64 {
  return (b >> (r << 3)) & 0xff;
}

/** The diagonal of squares (i, i + s) gathered into a byte, square (0, s) lowest. */
@inline function diagonal(b: u64, s: u64): u64 {
  const mask: u64 = 0x8040201008040201 << s;
  // Keep the diagonal's squares within the board's right-hand columns (no wrap to the next row).
  const within: u64 = s == 0 ? mask : mask & (0xffffffffffffffff >> (s << 3));
  return (((b & within) * 0x0101010101010101) >> 56) >> s;
}

/** The index of shape `shape`'s first placement on `p` and `o` (the side to move's, the opponent's). */
function shapeIndex(shape: i32, p: u64, o: u64): i32 {
  switch (shape) {
    case 0: // corner 3x3
      return (digits(3, p, o) * 27 + digits(3, row(p, 1), row(o, 1))) * 27 + digits(3, row(p, 2), row(o, 2));
    case 1: // corner 2x5
      return digits(5, p, o) * 243 + digits(5, row(p, 1), row(o, 1));
    case 2: {
      // edge and X-squares: b2, a1 to h1, g2
      const b2 = <i32>((p >> 9) & 1) + 2 * <i32>((o >> 9) & 1);
      const g2 = <i32>((p >> 14) & 1) + 2 * <i32>((o >> 14) & 1);
      return (b2 * 6561 + digits(8, p, o)) * 3 + g2;
    }
    case 3: // edge
      return digits(8, p, o);
    case 4: // line 2
      return digits(8, row(p, 1), row(o, 1));
    case 5: // line 3
      return digits(8, row(p, 2), row(o, 2));
    case 6: // line 4
      return digits(8, row(p, 3), row(o, 3));
    case 7: // diagonal 8
      return digits(8, diagonal(p, 0), diagonal(o, 0));
    default: {
      // diagonals of 7 to 4 squares: (i, i + s)
      const s = <u64>(shape - 7);
      return digits(8 - <i32>s, diagonal(p, s), diagonal(o, s));
    }
  }
}

/** The learned evaluation of the position for `p`, to move, in 1/32 disc; a finished game's margin. */
function evaluate(p: u64, o: u64): i32 {
  const mine = <i32>popcnt(movesOf(p, o));
  const theirs = <i32>popcnt(movesOf(o, p));
  if ((mine | theirs) == 0) return finalScore(p, o);
  const empties = 64 - <i32>popcnt(p | o);
  const stage = min(stages - 1, max(0, (empties - 1) / stageWidth));
  const t = weightsAt + <usize>(stage * tableSize) * 2;
  let v = <i32>load<i16>(t + (<usize>constantAt << 1));
  v += <i32>load<i16>(t + (<usize>(mobilityAt + min(mobilityCap, mine)) << 1));
  v += <i32>load<i16>(t + (<usize>(mobilityAt + mobilityCap + 1 + min(mobilityCap, theirs)) << 1));
  images(p, imagesAt);
  images(o, imagesAt + 64);
  for (let k = 0; k < placements; k++) {
    const at = placementsAt + <usize>k * 12;
    const image = <usize>load<i32>(at, 4) << 3;
    const index = shapeIndex(load<i32>(at), load<u64>(imagesAt + image), load<u64>(imagesAt + 64 + image));
    v += <i32>load<i16>(t + (<usize>(load<i32>(at, 8) + index) << 1));
  }
  return v;
}

@inline function bucketOf(p: u64, o: u64): usize {
  const h = (p ^ (o * 0x9e3779b97f4a7c15)) * 0xbf58476d1ce4e5b9;
  return tableAt + <usize>(h >> tableShift) * SLOT;
}

/** Search `p` (to move) against `o` `depth` plies deep (a pass is no ply) within `alpha`, `beta`. */
function pvs(p: u64, o: u64, alpha: i32, beta: i32, depth: i32, ply: i32): i32 {
  if (depth <= 0) return evaluate(p, o);
  tick();
  let moves = movesOf(p, o);
  if (moves == 0) {
    if (movesOf(o, p) == 0) return finalScore(p, o);
    // A pass is no ply of depth, but a level of the scratch lists (and never the root's move).
    return -pvs(o, p, -beta, -alpha, depth, ply + 1);
  }
  // The table: a bound from a search as deep ends the search; its move goes first.
  const slot = bucketOf(p, o);
  let tableSquare = -1;
  if (load<u64>(slot) == p && load<u64>(slot, 8) == o && load<u8>(slot, 21) != 0) {
    tableSquare = <i32>load<u8>(slot, 20) - 1;
    // Never at the root, whose search is asked for its move.
    if (ply > 0 && <i32>load<u8>(slot, 21) - 1 >= depth) {
      const lower = <i32>load<i16>(slot, 16);
      const upper = <i32>load<i16>(slot, 18);
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower == upper) return lower;
    }
  }
  // Multi-ProbCut: a shallow search far enough beyond a bound foretells the deep one's.
  if (selectivity > 0 && depth >= PROBCUT_FROM && ply > 0) {
    const empties = 64 - <i32>popcnt(p | o);
    const stage = min(stages - 1, max(0, (empties - 1) / stageWidth));
    const sigma = <i32>load<u16>(probCutAt + (<usize>(depth * stages + stage) << 1));
    if (sigma > 0) {
      const margin = (selectivity * sigma) / 100;
      const shallow = shallowDepth(depth);
      const up = beta + margin;
      if (up < MID_INFINITY && pvs(p, o, up - 1, up, shallow, ply) >= up) return beta;
      const down = alpha - margin;
      if (down > -MID_INFINITY && pvs(p, o, down, down + 1, shallow, ply) <= down) return alpha;
    }
  }
  // Each move and its ordering key, best first by insertion.
  const list = scratchAt + (<usize>(ply & 63) << 9);
  let n = 0;
  for (; moves != 0; moves &= moves - 1) {
    const sq = <i32>ctz(moves);
    const f = flips(sq, p, o);
    let key: i32;
    if (sq == tableSquare) key = 1 << 30;
    else if (depth >= ORDER_BY_EVAL_FROM) key = -evaluate(o & ~f, p | f | bit(sq));
    else key = -(<i32>popcnt(movesOf(o & ~f, p | f | bit(sq)))) << 8;
    let i = n++;
    while (i > 0 && load<i32>(list + (<usize>(i - 1) << 3), 4) < key) {
      store<u64>(list + (<usize>i << 3), load<u64>(list + (<usize>(i - 1) << 3)));
      i--;
    }
    store<i32>(list + (<usize>i << 3), sq);
    store<i32>(list + (<usize>i << 3), key, 4);
  }
  const alpha0 = alpha;
  let best = -MID_INFINITY;
  let bestSquare = -1;
  for (let i = 0; i < n; i++) {
    const sq = load<i32>(list + (<usize>i << 3));
    const f = flips(sq, p, o);
    const np = o & ~f;
    const no = p | f | bit(sq);
    let v: i32;
    if (i == 0) v = -pvs(np, no, -beta, -alpha, depth - 1, ply + 1);
    else {
      v = -pvs(np, no, -alpha - 1, -alpha, depth - 1, ply + 1);
      if (v > alpha && v < beta) v = -pvs(np, no, -beta, -alpha, depth - 1, ply + 1);
    }
    if (v > best) {
      best = v;
      bestSquare = sq;
      // At the root each better move is a finished search's: a search stopped later still has it.
      if (ply == 0) rootSquare = sq;
      if (v > alpha) {
        alpha = v;
        if (alpha >= beta) break;
      }
    }
  }
  // Keep the deeper search of the two (or any from an earlier search).
  const stored = <i32>load<u8>(slot, 21);
  if (stored == 0 || stored - 1 <= depth || <i32>load<u8>(slot, 22) != generation) {
    store<u64>(slot, p);
    store<u64>(slot, o, 8);
    store<i16>(slot, <i16>(best >= beta ? best : best > alpha0 ? best : -MID_INFINITY), 16);
    store<i16>(slot, <i16>(best <= alpha0 ? best : best < beta ? best : MID_INFINITY), 18);
    store<u8>(slot, <u8>(bestSquare + 1), 20);
    store<u8>(slot, <u8>(depth + 1), 21);
    store<u8>(slot, <u8>generation, 22);
  }
  return best;
}

/**
 * Searches the 8x8 position where `p` (to move) and `o` hold the given halves `depth` plies deep
 * within `alpha`, `beta`: the score, the best square in `midgameBest` (-1 when the side to move
 * must pass). Throws through `check` when stopped; the table keeps what it found.
 */
export function midgameSearch(pl: u32, ph: u32, ol: u32, oh: u32, depth: i32, alpha: i32, beta: i32): i32 {
  const p = (<u64>ph << 32) | <u64>pl;
  const o = (<u64>oh << 32) | <u64>ol;
  nodes = 0;
  rootSquare = -1;
  return pvs(p, o, alpha, beta, depth, 0);
}

/** A new move's search: the table's older entries make room first. */
export function midgameNewSearch(): void {
  generation = (generation % 255) + 1;
}
