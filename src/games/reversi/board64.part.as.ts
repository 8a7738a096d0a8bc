/**
 * The 64-bit board both of Reversi's WebAssembly searches stand on (the exact endgame of
 * `endgame.as.ts`, the midgame of `midgame.part.as.ts`): each square's rays and neighbours, laid
 * out once in memory, and the moves and turned discs read from them. Compiled into the engine
 * that imports it (a `.part.as.ts` is no engine of its own).
 *
 * Square `row * 8 + col` of the 8x8 frame is bit `row * 8 + col`; boards of side 4 and 6 sit in
 * the frame's top left corner, their rays stopping at their own edge.
 */

export const NOT_A: u64 = 0xfefefefefefefefe;
export const NOT_H: u64 = 0x7f7f7f7f7f7f7f7f;
const INNER: u64 = 0x7e7e7e7e7e7e7e7e;

/** The board's squares. */
export let boardMask: u64 = 0;
/** Each square's eight rays (towards higher bits, then lower), eight bytes each. */
let raysAt: usize = 0;
/** Each square's neighbours. */
let neighboursAt: usize = 0;

@inline export function bit(sq: i32): u64 {
  return <u64>1 << <u64>sq;
}

/** Ray `d` of square `sq` (0-3 towards higher bits: right, up-left, up, up-right; 4-7 the same turned round). */
@inline export function ray(sq: i32, d: i32): u64 {
  return load<u64>(raysAt + (<usize>sq << 6) + (<usize>d << 3));
}

/** The bytes `layBoard` fills. */
export const BOARD_BYTES: usize = 64 * 8 * 8 + 64 * 8;

/** Lays out the rays and neighbours of boards of side `n` in the `BOARD_BYTES` from `at` (memory the caller has). */
export function layBoard(n: i32, at: usize): void {
  raysAt = at;
  neighboursAt = raysAt + 64 * 8 * 8;
  boardMask = 0;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) boardMask |= bit(r * 8 + c);
  // Directions: four towards higher bits, then four towards lower bits.
  for (let sq = 0; sq < 64; sq++) {
    const r = sq >> 3;
    const c = sq & 7;
    for (let d = 0; d < 8; d++) {
      // Towards higher bits: right, up-left, up, up-right; towards lower bits, the same turned round.
      const sign = d < 4 ? 1 : -1;
      const dr = sign * (d % 4 == 0 ? 0 : 1);
      const dc = sign * (d % 4 == 0 ? 1 : (d % 4) - 2);
      let ray: u64 = 0;
      if (r < n && c < n) {
        for (let k = 1; ; k++) {
          const rr = r + dr * k;
          const cc = c + dc * k;
          if (rr < 0 || rr >= n || cc < 0 || cc >= n) break;
          ray |= bit(rr * 8 + cc);
        }
      }
      store<u64>(raysAt + (<usize>sq << 6) + (<usize>d << 3), ray);
    }
    // Its neighbours: the first square of each ray.
    let near: u64 = 0;
    for (let d = 0; d < 4; d++) {
      const up = load<u64>(raysAt + (<usize>sq << 6) + (<usize>d << 3));
      const down = load<u64>(raysAt + (<usize>sq << 6) + (<usize>(d + 4) << 3));
      near |= (up & (0 - up)) | (down == 0 ? 0 : (<u64>0x8000000000000000) >> clz(down));
    }
    store<u64>(neighboursAt + (<usize>sq << 3), near);
  }
}

/** The discs of `o` that `p` turns over by playing on `sq` (0: the move is illegal). */
export function flips(sq: i32, p: u64, o: u64): u64 {
  // A square with no disc of `o` beside it turns nothing: most empty squares, found in one test.
  if ((load<u64>(neighboursAt + (<usize>sq << 3)) & o) == 0) return 0;
  const at = raysAt + (<usize>sq << 6);
  let f: u64 = 0;
  // Rays towards higher bits: the nearest square that is not the opponent's is the lowest bit.
  let ray = load<u64>(at);
  let b = ray & ~o;
  let first = b & (0 - b);
  if ((first & p) != 0) f |= ray & (first - 1);
  ray = load<u64>(at, 8);
  b = ray & ~o;
  first = b & (0 - b);
  if ((first & p) != 0) f |= ray & (first - 1);
  ray = load<u64>(at, 16);
  b = ray & ~o;
  first = b & (0 - b);
  if ((first & p) != 0) f |= ray & (first - 1);
  ray = load<u64>(at, 24);
  b = ray & ~o;
  first = b & (0 - b);
  if ((first & p) != 0) f |= ray & (first - 1);
  // Rays towards lower bits: the highest bit.
  ray = load<u64>(at, 32);
  b = ray & ~o;
  first = (<u64>0x8000000000000000) >> clz(b);
  if ((first & p) != 0) f |= ray & (0 - (first << 1));
  ray = load<u64>(at, 40);
  b = ray & ~o;
  first = (<u64>0x8000000000000000) >> clz(b);
  if ((first & p) != 0) f |= ray & (0 - (first << 1));
  ray = load<u64>(at, 48);
  b = ray & ~o;
  first = (<u64>0x8000000000000000) >> clz(b);
  if ((first & p) != 0) f |= ray & (0 - (first << 1));
  ray = load<u64>(at, 56);
  b = ray & ~o;
  first = (<u64>0x8000000000000000) >> clz(b);
  if ((first & p) != 0) f |= ray & (0 - (first << 1));
  return f;
}

/** Squares beyond a run of `o` (masked against wrapping) starting next to `p`, `s` bits apart. */
@inline function line(p: u64, o: u64, s: u64): u64 {
  let f = o & (p << s);
  f |= o & (f << s);
  f |= o & (f << s);
  f |= o & (f << s);
  f |= o & (f << s);
  f |= o & (f << s);
  let g = o & (p >> s);
  g |= o & (g >> s);
  g |= o & (g >> s);
  g |= o & (g >> s);
  g |= o & (g >> s);
  g |= o & (g >> s);
  return (f << s) | (g >> s);
}

/** The empty squares where `p` may play. */
export function movesOf(p: u64, o: u64): u64 {
  const inner = o & INNER;
  return (line(p, inner, 1) | line(p, o, 8) | line(p, inner, 7) | line(p, inner, 9)) & boardMask & ~(p | o);
}

/** The squares of `e` next to a disc of `p`. */
@inline export function around(p: u64, e: u64): u64 {
  const h = ((p << 1) & NOT_A) | ((p >> 1) & NOT_H);
  const r = p | h;
  return (h | (r << 8) | (r >> 8)) & e;
}
