/**
 * Bitboards for Reversi boards up to 8x8, as two 32-bit halves: JavaScript has no fast 64-bit
 * integers (BigInt allocates), while 32-bit bit operations compile to single machine
 * instructions. Square `row * 8 + col` of the 8x8 frame is bit `row * 8 + col` of `lo` (rows
 * 1-4) or bit `(row - 4) * 8 + col` of `hi` (rows 5-8). Smaller boards sit in the frame's top
 * left corner; their rays stop at their own edge and the squares outside are never empty, so
 * every function below works on them unchanged.
 */

/** Popcount of a 32-bit integer. */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
}

/** Index of the lowest set bit of a non-zero 32-bit integer. */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** The eight directions as row and column steps in the 8x8 frame: four increasing, then four decreasing. */
const DR = [0, 1, 1, 1, 0, -1, -1, -1] as const;
const DC = [1, -1, 0, 1, -1, 1, 0, -1] as const;

/** The shape of one board size in the 8x8 frame. */
export class Geometry {
  /** The board's side (4, 6 or 8). */
  readonly size: number;
  /** The board's squares in the frame, as two halves. */
  readonly regionLo: number;
  readonly regionHi: number;
  /**
   * For each frame square and direction, the squares beyond it up to the edge: `rays[(sq * 8 + d) * 2]` (lo) and `+ 1`
   * (hi).
   */
  readonly rays = new Int32Array(64 * 8 * 2);
  /** The corners, and the squares next to them, as two halves each. */
  readonly cornersLo: number;
  readonly cornersHi: number;

  constructor(size: number) {
    if (size > 8 || size < 4 || size % 2) throw new RangeError(`bitboards hold boards of side 4, 6 or 8, not ${size}`);
    this.size = size;
    let rl = 0;
    let rh = 0;
    let cl = 0;
    let ch = 0;
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        const sq = r * 8 + c;
        if (sq < 32) rl |= 1 << sq;
        else rh |= 1 << (sq - 32);
        const corner = (r === 0 || r === size - 1) && (c === 0 || c === size - 1);
        if (corner) {
          if (sq < 32) cl |= 1 << sq;
          else ch |= 1 << (sq - 32);
        }
        for (let d = 0; d < 8; d++) {
          for (let k = 1; ; k++) {
            const rr = r + DR[d]! * k;
            const cc = c + DC[d]! * k;
            if (rr < 0 || rr >= size || cc < 0 || cc >= size) break;
            const t = rr * 8 + cc;
            if (t < 32) this.rays[(sq * 8 + d) * 2]! |= 1 << t;
            else this.rays[(sq * 8 + d) * 2 + 1]! |= 1 << (t - 32);
          }
        }
      }
    }
    this.regionLo = rl;
    this.regionHi = rh;
    this.cornersLo = cl;
    this.cornersHi = ch;
  }

  /** The frame square of the board square `square` (`row * size + col`). */
  toFrame(square: number): number {
    return Math.floor(square / this.size) * 8 + (square % this.size);
  }

  /** The two halves of the frame holding the squares of `cells` (row by row, `size` wide) that equal `disc`. */
  halves(cells: readonly number[], disc: number): [number, number] {
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] !== disc) continue;
      const sq = this.toFrame(i);
      if (sq < 32) lo |= 1 << sq;
      else hi |= 1 << (sq - 32);
    }
    return [lo, hi];
  }

  /** The board square of the frame square `sq`. */
  fromFrame(sq: number): number {
    return (sq >> 3) * this.size + (sq & 7);
  }
}

const geometries = new Map<number, Geometry>();
/** The shared geometry of boards of side `size` (4, 6 or 8). */
export function geometry(size: number): Geometry {
  let g = geometries.get(size);
  if (!g) geometries.set(size, (g = new Geometry(size)));
  return g;
}

/** Scratch output of the two-half functions below: `[lo, hi]`. */
export const OUT = new Int32Array(2);

/**
 * The discs a disc of `p` placed on frame square `sq` turns over (into `OUT`; both zero when
 * the move is illegal). For each direction the first square along the ray that is not the
 * opponent's decides: when it is the mover's, everything before it turns.
 */
export function flips(rays: Int32Array, sq: number, pl: number, ph: number, ol: number, oh: number): void {
  let fl = 0;
  let fh = 0;
  const base = sq << 4;
  // Increasing directions: the nearest blocker is the lowest bit.
  for (let i = base; i < base + 8; i += 2) {
    const rl = rays[i]!;
    const rh = rays[i + 1]!;
    const bl = rl & ~ol;
    if (bl !== 0) {
      const b = bl & -bl;
      if ((b & pl) !== 0) fl |= rl & (b - 1);
    } else {
      const bh = rh & ~oh;
      if (bh !== 0) {
        const b = bh & -bh;
        if ((b & ph) !== 0) {
          fl |= rl;
          fh |= rh & (b - 1);
        }
      }
    }
  }
  // Decreasing directions: the nearest blocker is the highest bit.
  for (let i = base + 8; i < base + 16; i += 2) {
    const rl = rays[i]!;
    const rh = rays[i + 1]!;
    const bh = rh & ~oh;
    if (bh !== 0) {
      const b = 1 << (31 - Math.clz32(bh));
      if ((b & ph) !== 0) fh |= rh & -(b << 1);
    } else {
      const bl = rl & ~ol;
      if (bl !== 0) {
        const b = 1 << (31 - Math.clz32(bl));
        if ((b & pl) !== 0) {
          fh |= rh;
          fl |= rl & -(b << 1);
        }
      }
    }
  }
  OUT[0] = fl;
  OUT[1] = fh;
}

/** Every square but the a file (so a shift towards h wraps nowhere), and every square but the h file, in each half. */
export const NOT_A = 0xfefefefe | 0;
export const NOT_H = 0x7f7f7f7f;

/**
 * The empty squares where `p` may play (into `OUT`). Kogge-Stone style fills along each
 * direction: runs of the opponent's discs grown from the mover's, then one more step onto an
 * empty square. Masks stop the horizontal and diagonal shifts from wrapping around a row.
 */
export function moves(g: Geometry, pl: number, ph: number, ol: number, oh: number): void {
  const el = g.regionLo & ~(pl | ol);
  const eh = g.regionHi & ~(ph | oh);
  let ml = 0;
  let mh = 0;
  for (let d = 0; d < 4; d++) {
    const k = d === 0 ? 1 : d + 6; // 1, 7, 8, 9
    const k2 = 32 - k;
    // Squares a shift may land on: no wrap from the h file to the a file or back.
    const upMask = k === 1 || k === 9 ? NOT_A : k === 7 ? NOT_H : -1;
    const downMask = k === 1 || k === 9 ? NOT_H : k === 7 ? NOT_A : -1;
    // Increasing index.
    const oml = ol & upMask;
    const omh = oh & upMask;
    let tl = (pl << k) & oml;
    let th = ((ph << k) | (pl >>> k2)) & omh;
    for (let n = 0; n < 5; n++) {
      const sl = tl << k;
      const sh = (th << k) | (tl >>> k2);
      tl |= sl & oml;
      th |= sh & omh;
    }
    ml |= (tl << k) & el & upMask;
    mh |= ((th << k) | (tl >>> k2)) & eh & upMask;
    // Decreasing index.
    const dml = ol & downMask;
    const dmh = oh & downMask;
    tl = ((pl >>> k) | (ph << k2)) & dml;
    th = (ph >>> k) & dmh;
    for (let n = 0; n < 5; n++) {
      const sl = (tl >>> k) | (th << k2);
      const sh = th >>> k;
      tl |= sl & dml;
      th |= sh & dmh;
    }
    ml |= ((tl >>> k) | (th << k2)) & el & downMask;
    mh |= (th >>> k) & eh & downMask;
  }
  OUT[0] = ml;
  OUT[1] = mh;
}

/** The number of squares where `p` may play. */
export function mobility(g: Geometry, pl: number, ph: number, ol: number, oh: number): number {
  moves(g, pl, ph, ol, oh);
  return popcount32(OUT[0]!) + popcount32(OUT[1]!);
}

/** A 32-bit hash of a position given as the mover's and the opponent's halves (multiply-xorshift mixing). */
export function hashOf(pl: number, ph: number, ol: number, oh: number): number {
  let h = Math.imul(pl ^ 0x5bd1e995, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15) ^ ph, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ ol, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ oh, 0x27d4eb2f);
  return h ^ (h >>> 15);
}

/** A second hash, independent of `hashOf`, that guards a table slot against collisions. */
export function lockOf(pl: number, ph: number, ol: number, oh: number): number {
  let h = Math.imul(oh ^ 0x3c6ef372, 0xcc9e2d51);
  h = Math.imul(h ^ (h >>> 16) ^ ol, 0x1b873593);
  h = Math.imul(h ^ (h >>> 15) ^ ph, 0xe6546b64);
  h = Math.imul(h ^ (h >>> 13) ^ pl, 0x85ebca77);
  return h ^ (h >>> 16);
}

/**
 * Empty squares next to a disc of `p` (lo half returned, hi half in `OUT[1]`): where the other
 * side may find moves later (its potential mobility).
 */
export function around(pl: number, ph: number, el: number, eh: number): number {
  // Horizontal neighbours stay within their row; vertical ones cross between the halves.
  const hl = ((pl << 1) & NOT_A) | ((pl >>> 1) & NOT_H);
  const hh = ((ph << 1) & NOT_A) | ((ph >>> 1) & NOT_H);
  const rl = pl | hl;
  const rh = ph | hh;
  const lo = hl | (rl << 8) | (rl >>> 8) | (rh << 24);
  const hi = hh | (rh << 8) | (rh >>> 8) | (rl >>> 24);
  OUT[1] = hi & eh;
  return lo & el;
}
