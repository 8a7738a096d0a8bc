/**
 * The Connect Four solver's search in AssemblyScript, compiled to WebAssembly by `npm run build`
 * (`scripts/build-wasm.mjs`). It is the negamax of `solver.ts` with Pascal Pons' layout in one
 * 64-bit word, which WebAssembly has and JavaScript lacks: column after column, each with an
 * always-empty sentinel bit on top; the stones of the side to move and all stones. `solver.ts`
 * keeps the window narrowing, the best moves and the analysis; this module answers one
 * null-window search at a time.
 *
 * Table entries are exact: a slot holds the whole position key (at most 49 bits: boards with
 * `width * (height + 1) <= 49`, 7x6 included), so a collision can never give a wrong score.
 */

/** Called every 4096 positions; it throws (through this module) to stop the search. */
@external("env", "check")
declare function check(): void;

const CHECK_EVERY: i64 = 4095;
/** Bits of a slot above the key: the stones played (6 bits) and the stored value (8 bits). */
const KEY_SHIFT: u64 = 15;

let width: i32 = 7;
let height: i32 = 6;
let step: i32 = 7;
let cells: i32 = 42;
let minScore: i32 = -18;
let maxScore: i32 = 18;
/** The bottom square of every column, and every square of the board. */
let bottom: u64 = 0;
let board: u64 = 0;
let tableShift: u64 = 64;
let tableBase: usize = 0;
let tableBytes: usize = 0;
/** Columns from the centre outwards (one byte each), then the ordering scratch (16 slots per ply). */
let orderBase: usize = 0;
let colBase: usize = 0;
let keyBase: usize = 0;

/** The stones of the side to move and all stones, and both seen in a mirror. */
let cur: u64 = 0;
let mask: u64 = 0;
let mirCur: u64 = 0;
let mirMask: u64 = 0;
let played: i32 = 0;
let nodes: i64 = 0;
let ply: i32 = 0;

@inline function columnMask(col: i32): u64 {
  return ((<u64>1 << <u64>height) - 1) << <u64>(col * step);
}

@inline function bottomOf(col: i32): u64 {
  return <u64>1 << <u64>(col * step);
}

/** Empty squares where the stones `pos` (with all stones `all`) would complete four in a row. */
@inline function winning(pos: u64, all: u64): u64 {
  let r: u64 = (pos << 1) & (pos << 2) & (pos << 3);
  // Horizontal, then both diagonals: neighbours `s` bits apart.
  for (let k = 0; k < 3; k++) {
    const s = <u64>(step + k - 1);
    let p = (pos << s) & (pos << (2 * s));
    r |= p & (pos << (3 * s));
    r |= p & (pos >> s);
    p = (pos >> s) & (pos >> (2 * s));
    r |= p & (pos << s);
    r |= p & (pos >> (3 * s));
  }
  return r & (board ^ all);
}

@inline function possible(): u64 {
  return (mask + bottom) & board;
}

/**
 * Sets up a board of `w` x `h` (which must fit: `w * (h + 1) <= 49`) with a table of
 * `2 ** bits` buckets of two slots (16 bytes a bucket). Returns 0 when memory cannot grow.
 */
export function init(w: i32, h: i32, bits: i32): i32 {
  width = w;
  height = h;
  step = h + 1;
  cells = w * h;
  minScore = -(cells / 2) + 3;
  maxScore = (cells + 1) / 2 - 3;
  bottom = 0;
  board = 0;
  for (let c = 0; c < w; c++) {
    bottom |= bottomOf(c);
    board |= columnMask(c);
  }
  orderBase = (__heap_base + 15) & ~15;
  colBase = orderBase + 16;
  keyBase = colBase + 128 * 16;
  tableBase = (keyBase + 128 * 16 * 2 + 15) & ~15;
  tableBytes = <usize>16 << <usize>bits;
  tableShift = <u64>(64 - bits);
  const need = <i32>((tableBase + tableBytes + 0xffff) >>> 16) - memory.size();
  if (need > 0 && memory.grow(need) < 0) return 0;
  // Centre first, left before right.
  let n = 0;
  for (let d = 0; d < w; d++) {
    for (let c = 0; c < w; c++) {
      const dist = abs(2 * c - (w - 1));
      if (dist == d) store<u8>(orderBase + n++, c);
    }
  }
  reset();
  return 1;
}

/** Forgets every stored result. */
export function reset(): void {
  memory.fill(tableBase, 0, tableBytes);
}

/**
 * Sets up the position: the side to move's stones and all stones in this module's layout (column
 * after column, `height + 1` bits each), as low and high 32-bit halves, and restarts the node
 * count. One call, so that loading a position costs less than solving an easy one.
 */
export function setPosition(curLo: u32, curHi: u32, maskLo: u32, maskHi: u32): void {
  cur = (<u64>curHi << 32) | <u64>curLo;
  mask = (<u64>maskHi << 32) | <u64>maskLo;
  // The mirror image: the columns in reverse order.
  mirCur = 0;
  mirMask = 0;
  const column = (<u64>1 << <u64>step) - 1;
  for (let c = 0; c < width; c++) {
    const from = <u64>(c * step);
    const to = <u64>((width - 1 - c) * step);
    mirCur |= ((cur >> from) & column) << to;
    mirMask |= ((mask >> from) & column) << to;
  }
  played = <i32>popcnt(mask);
  nodes = 0;
}

/** Stones on the board. */
export function moves(): i32 {
  return played;
}

/** Positions searched since the last `setPosition`, as a float (they can pass 2^32). */
export function nodeCount(): f64 {
  return <f64>nodes;
}

/** Whether column `col` has room. */
export function canPlay(col: i32): bool {
  return (mask & (<u64>1 << <u64>(col * step + height - 1))) == 0;
}

/** Whether the side to move wins by dropping into `col`. */
export function isWinningMove(col: i32): bool {
  return (winning(cur, mask) & possible() & columnMask(col)) != 0;
}

/** Whether the side to move can win at once. */
export function canWinNext(): bool {
  return (winning(cur, mask) & possible()) != 0;
}

/** Drops a stone of the side to move into `col`, which must have room. */
export function play(col: i32): void {
  const mc = width - 1 - col;
  const move = (mask + bottomOf(col)) & columnMask(col);
  const mirMove = (mirMask + bottomOf(mc)) & columnMask(mc);
  cur ^= mask;
  mask |= move;
  mirCur ^= mirMask;
  mirMask |= mirMove;
  played++;
}

/** Takes back the top stone of `col`. */
export function undo(col: i32): void {
  const mc = width - 1 - col;
  // The column's stones plus its bottom bit is the square above the top: half of it is the top.
  const top = (((mask & columnMask(col)) + bottomOf(col)) >> 1) & columnMask(col);
  const mirTop = (((mirMask & columnMask(mc)) + bottomOf(mc)) >> 1) & columnMask(mc);
  mask ^= top;
  cur ^= mask;
  mirMask ^= mirTop;
  mirCur ^= mirMask;
  played--;
}

/** The squares the side to move may play without letting the opponent win at once (0: every move loses). */
@inline function nonLosingMoves(): u64 {
  let options = possible();
  const threats = winning(cur ^ mask, mask);
  const forced = options & threats;
  if (forced != 0) {
    // Two threats to block at once: every move loses.
    if ((forced & (forced - 1)) != 0) return 0;
    options = forced;
  }
  // Never play right below a square where the opponent would win.
  return options & ~(threats >> 1);
}

/** The stored value of the position with key `key` in the bucket at `at` (0 when unknown). */
@inline function probe(at: usize, key: u64): i32 {
  const a = load<u64>(at);
  if (a >> KEY_SHIFT == key) return <i32>(a & 0xff);
  const b = load<u64>(at, 8);
  if (b >> KEY_SHIFT == key) return <i32>(b & 0xff);
  return 0;
}

/**
 * Stores `value` for the position `key` with `stones` on the board. The first slot of a bucket
 * keeps the position nearer the root (its result saved more work), the second takes the
 * newcomer, so neither deep nor recent results crowd out the other.
 */
@inline function save(at: usize, key: u64, stones: i32, value: i32): void {
  if (value <= 0 || value > 255) return;
  const entry = (key << KEY_SHIFT) | (<u64>stones << 8) | <u64>value;
  const a = load<u64>(at);
  if (a >> KEY_SHIFT == key) {
    store<u64>(at, entry);
  } else if (load<u64>(at, 8) >> KEY_SHIFT == key) {
    store<u64>(at, entry, 8);
  } else if (a == 0 || stones <= <i32>((a >> 8) & 0x7f)) {
    store<u64>(at, a, 8);
    store<u64>(at, entry);
  } else {
    store<u64>(at, entry, 8);
  }
}

function negamax(alpha: i32, beta: i32): i32 {
  nodes++;
  if ((nodes & CHECK_EVERY) == 0) check();
  const next = nonLosingMoves();
  if (next == 0) return -((cells - played) >> 1);
  if (played >= cells - 2) return 0;

  let min = -((cells - 2 - played) >> 1);
  if (alpha < min) {
    alpha = min;
    if (alpha >= beta) return alpha;
  }
  let max = (cells - 1 - played) >> 1;
  // A position and its mirror image have the same score: both use the smaller key.
  const key = cur + mask + bottom;
  const mirKey = mirCur + mirMask + bottom;
  const k = mirKey < key ? mirKey : key;
  const at = tableBase + (<usize>((k * 0x9e3779b97f4a7c15) >> tableShift) << 4);
  const v = probe(at, k);
  if (v != 0) {
    if (v > maxScore - minScore + 1) {
      min = v + 2 * minScore - maxScore - 2;
      if (alpha < min) {
        alpha = min;
        if (alpha >= beta) return alpha;
      }
    } else {
      max = v + minScore - 1;
    }
  }
  if (beta > max) {
    beta = max;
    if (alpha >= beta) return beta;
  }

  // Order: more threats first, ties centre first (insertion keeps the centre order stable).
  const cols = colBase + <usize>(ply << 4);
  const keys = keyBase + <usize>(ply << 5);
  const single = (next & (next - 1)) == 0;
  let n = 0;
  for (let i = width - 1; i >= 0; i--) {
    const c = <i32>load<u8>(orderBase + i);
    const move = next & columnMask(c);
    if (move == 0) continue;
    // A forced move needs no ordering.
    const s = single ? 0 : <i32>popcnt(winning(cur | move, mask | move));
    let j = n++;
    while (j > 0 && <i32>load<i16>(keys + ((j - 1) << 1)) > s) {
      store<u8>(cols + j, load<u8>(cols + j - 1));
      store<i16>(keys + (j << 1), load<i16>(keys + ((j - 1) << 1)));
      j--;
    }
    store<u8>(cols + j, c);
    store<i16>(keys + (j << 1), s);
  }
  for (let i = n - 1; i >= 0; i--) {
    const c = <i32>load<u8>(cols + i);
    play(c);
    ply++;
    const score = -negamax(-beta, -alpha);
    ply--;
    undo(c);
    if (score >= beta) {
      save(at, k, played, score + maxScore - 2 * minScore + 2);
      return score;
    }
    if (score > alpha) alpha = score;
  }
  save(at, k, played, alpha - minScore + 1);
  return alpha;
}

/** A null-window search of the board around `alpha`: the result is at most `alpha`, or more than it. */
export function search(alpha: i32): i32 {
  ply = 0;
  return negamax(alpha, alpha + 1);
}
