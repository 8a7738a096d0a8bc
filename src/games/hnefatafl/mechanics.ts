/**
 * How tafl pieces move, capture and win, on a mutable array of squares. The rules run it on a
 * copy of each state; the search's position runs it in place, so both play by one implementation.
 *
 * Squares are numbered `row * size + col` from a1 at the bottom left; a cell holds `EMPTY`,
 * `ATTACKER`, `DEFENDER` or `KING`. Moves are `from * 256 + to`.
 */

/** An empty square. */
export const EMPTY = 0;
/** An attacker (the side that moves first). */
export const ATTACKER = 1;
/** A defender. */
export const DEFENDER = 2;
/** The king, on the defenders' side. */
export const KING = 3;

/** What a square holds. */
export type Piece = typeof EMPTY | typeof ATTACKER | typeof DEFENDER | typeof KING;

/** Squares as the mechanics read and write them. */
export type Cells = Int8Array;

/** The rules that differ between rule sets; the variants fix them, options override them. */
export interface TaflRules {
  /** Whether the king captures, as a mover and as the far side of a sandwich. */
  kingArmed: boolean;
  /**
   * How the king is captured: `4` attackers on all four sides (the empty throne may be one; never
   * on the edge); `3` attackers on every side he has on the board (three against the edge); `2`
   * sandwiched like any piece, except on or beside the throne, where it takes all four sides.
   */
  kingCapture: 2 | 3 | 4;
  /** Where the king escapes: a corner square (the corners are then restricted) or any edge square. */
  escape: 'corner' | 'edge';
  /** How far the king moves at most, in squares; 0 for any distance. */
  kingRange: number;
  /** Whether pieces other than the king may pass over the empty throne (none but the king may stop there). */
  passThrone: boolean;
  /** Copenhagen's shieldwall: a row on the edge, bracketed at both ends and faced all along, is captured together. */
  shieldwall: boolean;
  /**
   * Copenhagen's exit fort: the defenders win when the king, on the edge and free to move, sits in a fort that cannot
   * be broken.
   */
  exitFort: boolean;
  /** The attackers win by enclosing the king and every defender away from the edge. */
  encirclement: boolean;
  /** A position's third occurrence: a draw, or a loss for the defenders (who must avoid repeating). */
  repetition: 'draw' | 'defenders-lose';
}

/** The four directions as indices: up (towards the last rank), down, right, left; `d ^ 1` is the opposite. */
const DIRECTIONS = 4;

/** A board's squares and their relations, computed once per size. */
export interface Geometry {
  /** Squares per side. */
  readonly size: number;
  /** Squares in all. */
  readonly squares: number;
  /** The centre square. */
  readonly throne: number;
  /** The four corner squares. */
  readonly corners: readonly number[];
  /** 1 on corner squares. */
  readonly corner: Uint8Array;
  /** 1 on edge squares. */
  readonly edge: Uint8Array;
  /** The neighbour of square `s` in direction `d` at `s * 4 + d`, or -1 off the board. */
  readonly step: Int16Array;
  /** The squares from `s` to the edge in direction `d`, nearest first, at `s * 4 + d`. */
  readonly rays: readonly Int16Array[];
  /** For an edge square, the direction pointing into the board, else -1. */
  readonly inward: Int8Array;
}

const geometries = new Map<number, Geometry>();

/** The geometry of a `size` x `size` board (odd sizes, so that there is a centre). */
export function geometryOf(size: number): Geometry {
  let g = geometries.get(size);
  if (g) return g;
  const squares = size * size;
  const step = new Int16Array(squares * DIRECTIONS).fill(-1);
  const corner = new Uint8Array(squares);
  const edge = new Uint8Array(squares);
  const inward = new Int8Array(squares).fill(-1);
  const rays: Int16Array[] = [];
  const deltas = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const;
  for (let s = 0; s < squares; s++) {
    const row = Math.floor(s / size);
    const col = s % size;
    const onEdge = row === 0 || col === 0 || row === size - 1 || col === size - 1;
    edge[s] = onEdge ? 1 : 0;
    corner[s] = (row === 0 || row === size - 1) && (col === 0 || col === size - 1) ? 1 : 0;
    if (onEdge && !corner[s]) inward[s] = row === 0 ? 0 : row === size - 1 ? 1 : col === 0 ? 2 : 3;
    for (let d = 0; d < DIRECTIONS; d++) {
      const [dr, dc] = deltas[d]!;
      const ray: number[] = [];
      for (let r = row + dr, c = col + dc; r >= 0 && r < size && c >= 0 && c < size; r += dr, c += dc)
        ray.push(r * size + c);
      rays.push(Int16Array.from(ray));
      step[s * DIRECTIONS + d] = ray.length > 0 ? ray[0]! : -1;
    }
  }
  const last = size - 1;
  g = {
    size,
    squares,
    throne: (squares - 1) / 2,
    corners: [0, last, last * size, squares - 1],
    corner,
    edge,
    step,
    rays,
    inward,
  };
  geometries.set(size, g);
  return g;
}

/** The move from `from` to `to`. */
export function moveOf(from: number, to: number): number {
  return from * 256 + to;
}

/** The square a move leaves. */
export function fromOf(move: number): number {
  return move >> 8;
}

/** The square a move reaches. */
export function toOf(move: number): number {
  return move & 255;
}

/** The side (1 attackers, 2 defenders) a piece belongs to, 0 for an empty square. */
export function sideOf(piece: number): number {
  return piece === KING ? DEFENDER : piece;
}

/** Whether only the king may stop on square `s`: the throne, and the corners when the king escapes there. */
export function isRestricted(g: Geometry, r: TaflRules, s: number): boolean {
  return s === g.throne || (r.escape === 'corner' && g.corner[s] === 1);
}

/** Appends the legal moves of the piece on `from` to `out`. */
export function movesFrom(cells: Cells, g: Geometry, r: TaflRules, from: number, out: number[]): void {
  const king = cells[from] === KING;
  const range = king && r.kingRange > 0 ? r.kingRange : g.size;
  const cornersRestricted = r.escape === 'corner';
  for (let d = 0; d < DIRECTIONS; d++) {
    const ray = g.rays[from * DIRECTIONS + d]!;
    const n = Math.min(ray.length, range);
    for (let i = 0; i < n; i++) {
      const s = ray[i]!;
      if (cells[s] !== EMPTY) break;
      if (!king) {
        if (s === g.throne) {
          if (!r.passThrone) break;
          continue;
        }
        if (cornersRestricted && g.corner[s] === 1) continue;
      }
      out.push(from * 256 + s);
    }
  }
}

/** Appends every legal move of `side` (1 attackers, 2 defenders) to `out`. */
export function generate(cells: Cells, g: Geometry, r: TaflRules, side: number, out: number[]): void {
  for (let s = 0; s < g.squares; s++) {
    const p = cells[s]!;
    if (p !== EMPTY && sideOf(p) === side) movesFrom(cells, g, r, s, out);
  }
}

/** Whether the piece on `s` has a legal move: some direction's first squares hold one it may stop on. */
function canMove(cells: Cells, g: Geometry, r: TaflRules, s: number): boolean {
  if (cells[s] === KING) {
    for (let d = 0; d < DIRECTIONS; d++) {
      const n = g.step[s * DIRECTIONS + d]!;
      if (n >= 0 && cells[n] === EMPTY) return true;
    }
    return false;
  }
  for (let d = 0; d < DIRECTIONS; d++) {
    const ray = g.rays[s * DIRECTIONS + d]!;
    for (let i = 0; i < ray.length; i++) {
      const t = ray[i]!;
      if (cells[t] !== EMPTY) break;
      if (t === g.throne) {
        if (!r.passThrone) break;
        continue;
      }
      // A restricted corner ends its ray: nothing lies beyond it.
      if (r.escape === 'corner' && g.corner[t] === 1) break;
      return true;
    }
  }
  return false;
}

/** Whether `side` has at least one legal move. */
export function hasMove(cells: Cells, g: Geometry, r: TaflRules, side: number): boolean {
  for (let s = 0; s < g.squares; s++) {
    const p = cells[s]!;
    if (p !== EMPTY && sideOf(p) === side && canMove(cells, g, r, s)) return true;
  }
  return false;
}

/**
 * Whether square `s` closes a sandwich on a piece of `victimSide`: it holds a capturing enemy,
 * or it is an empty hostile square (a restricted corner, or the throne, hostile to attackers
 * always and to defenders only when empty).
 */
export function isAnvil(cells: Cells, g: Geometry, r: TaflRules, s: number, victimSide: number): boolean {
  const p = cells[s]!;
  if (victimSide === DEFENDER) {
    if (p === ATTACKER) return true;
  } else if (p === DEFENDER || (p === KING && r.kingArmed)) {
    return true;
  }
  if (s === g.throne) return victimSide === ATTACKER || p === EMPTY;
  return p === EMPTY && r.escape === 'corner' && g.corner[s] === 1;
}

/** Whether the attackers, having just reached a square beside the king (`mover`), capture him on `king`. */
function kingTaken(cells: Cells, g: Geometry, r: TaflRules, king: number, mover: number): boolean {
  const nearThrone =
    king === g.throne ||
    g.step[king * 4] === g.throne ||
    g.step[king * 4 + 1] === g.throne ||
    g.step[king * 4 + 2] === g.throne ||
    g.step[king * 4 + 3] === g.throne;
  if (r.kingCapture === 2 && !nearThrone) {
    // A sandwich along the line of the attacker that closed it.
    for (let d = 0; d < DIRECTIONS; d++) {
      if (g.step[king * DIRECTIONS + d] !== mover) continue;
      const far = g.step[king * DIRECTIONS + (d ^ 1)]!;
      return (
        far >= 0 && (cells[far] === ATTACKER || (cells[far] === EMPTY && r.escape === 'corner' && g.corner[far] === 1))
      );
    }
    return false;
  }
  for (let d = 0; d < DIRECTIONS; d++) {
    const n = g.step[king * DIRECTIONS + d]!;
    if (n < 0) {
      // Against the edge: only the three-sided rule takes him there.
      if (r.kingCapture !== 3) return false;
      continue;
    }
    if (cells[n] !== ATTACKER && n !== g.throne) return false;
  }
  return true;
}

/**
 * Copenhagen's shieldwall, after the mover reached edge square `to`: a row of two or more enemy
 * pieces running along the edge from `to`, closed at its far end by a piece of the mover's or a
 * corner, each faced from inside by a piece of the mover's, is captured together (the king
 * excepted). Appends the captured squares to `captured`.
 */
function shieldwall(cells: Cells, g: Geometry, r: TaflRules, to: number, moverSide: number, captured: number[]): void {
  const inward = g.inward[to]!;
  if (inward < 0) return;
  const victimSide = DEFENDER + ATTACKER - moverSide;
  const capable = (p: number) => sideOf(p) === moverSide && (p !== KING || r.kingArmed);
  // The two directions along this edge are the ones perpendicular to the inward one.
  const along = inward < 2 ? [2, 3] : [0, 1];
  for (const d of along) {
    let s = g.step[to * DIRECTIONS + d]!;
    let length = 0;
    let faced = true;
    while (s >= 0 && cells[s] !== EMPTY && sideOf(cells[s]!) === victimSide) {
      const front = g.step[s * DIRECTIONS + inward]!;
      if (!capable(cells[front]!)) faced = false;
      length++;
      s = g.step[s * DIRECTIONS + d]!;
    }
    if (!faced || length < 2 || s < 0) continue;
    const closed = capable(cells[s]!) || (cells[s] === EMPTY && r.escape === 'corner' && g.corner[s] === 1);
    if (!closed) continue;
    for (let t = g.step[to * DIRECTIONS + d]!, i = 0; i < length; i++, t = g.step[t * DIRECTIONS + d]!) {
      if (cells[t] !== KING) {
        captured.push(t);
        cells[t] = EMPTY;
      }
    }
  }
}

/**
 * Plays `from` to `to` in place and makes its captures: appends the captured squares to
 * `captured` (their pieces are the opponent's men) and returns true when the move captured the king.
 */
export function applyMove(
  cells: Cells,
  g: Geometry,
  r: TaflRules,
  from: number,
  to: number,
  captured: number[],
): boolean {
  const piece = cells[from]!;
  cells[to] = piece;
  cells[from] = EMPTY;
  const moverSide = sideOf(piece);
  if (piece === KING && !r.kingArmed) return false;
  let kingCaptured = false;
  const victimSide = DEFENDER + ATTACKER - moverSide;
  for (let d = 0; d < DIRECTIONS; d++) {
    const n = g.step[to * DIRECTIONS + d]!;
    if (n < 0) continue;
    const v = cells[n]!;
    if (v === EMPTY || sideOf(v) !== victimSide) continue;
    if (v === KING) {
      if (kingTaken(cells, g, r, n, to)) kingCaptured = true;
      continue;
    }
    const far = g.step[n * DIRECTIONS + d]!;
    if (far >= 0 && isAnvil(cells, g, r, far, victimSide)) {
      captured.push(n);
      cells[n] = EMPTY;
    }
  }
  if (r.shieldwall && g.edge[to] === 1) shieldwall(cells, g, r, to, moverSide, captured);
  return kingCaptured;
}

/** Whether the king on `king` has reached an escape square. */
export function escaped(g: Geometry, r: TaflRules, king: number): boolean {
  return r.escape === 'corner' ? g.corner[king] === 1 : g.edge[king] === 1;
}

/** The escape squares the king on `king` reaches in one move, with the squares of each line, in square order. */
export function openLines(cells: Cells, g: Geometry, r: TaflRules, king: number): { target: number; path: number[] }[] {
  const lines: { target: number; path: number[] }[] = [];
  const moves: number[] = [];
  movesFrom(cells, g, r, king, moves);
  for (const m of moves) {
    const target = m & 255;
    if (!escaped(g, r, target)) continue;
    const path: number[] = [];
    for (const d of [0, 1, 2, 3]) {
      const ray = g.rays[king * DIRECTIONS + d]!;
      const at = ray.indexOf(target);
      if (at >= 0) path.push(...ray.subarray(0, at + 1));
    }
    lines.push({ target, path });
  }
  return lines.sort((a, b) => a.target - b.target);
}

/** Marks for the floods, per board size: a square is seen when it holds the current stamp. */
const floodMarks = new Map<number, { seen: Int32Array; stack: Int16Array; stamp: number }>();

function floodOf(g: Geometry): { seen: Int32Array; stack: Int16Array; stamp: number } {
  let f = floodMarks.get(g.size);
  if (!f) floodMarks.set(g.size, (f = { seen: new Int32Array(g.squares), stack: new Int16Array(g.squares), stamp: 0 }));
  return f;
}

/**
 * Whether the attackers enclose the king and every defender: no defender can reach the edge
 * through squares free of attackers. The flood starts from the king (`king`, when known), which
 * in open positions finds the edge within a few steps without looking at the rest of the board,
 * then from every other defender.
 */
export function encircled(cells: Cells, g: Geometry, king = -1): boolean {
  const f = floodOf(g);
  const stamp = ++f.stamp;
  const { seen, stack } = f;
  if (king >= 0) {
    if (g.edge[king] === 1) return false;
    // A straight line to the edge without an attacker is an open way out: no flood needed.
    for (let d = 0; d < DIRECTIONS; d++) {
      const ray = g.rays[king * DIRECTIONS + d]!;
      let open = true;
      for (let i = 0; i < ray.length && open; i++) open = cells[ray[i]!] !== ATTACKER;
      if (open) return false;
    }
    seen[king] = stamp;
    stack[0] = king;
    if (floodReachesEdge(cells, g, f, stamp, 1)) return false;
  }
  let top = 0;
  for (let s = 0; s < g.squares; s++) {
    const p = cells[s]!;
    if ((p === DEFENDER || p === KING) && seen[s] !== stamp) {
      if (g.edge[s] === 1) return false;
      seen[s] = stamp;
      stack[top++] = s;
    }
  }
  return !floodReachesEdge(cells, g, f, stamp, top);
}

/** Floods from the `top` squares on `f`'s stack through squares free of attackers: whether it reaches the edge. */
function floodReachesEdge(
  cells: Cells,
  g: Geometry,
  f: { seen: Int32Array; stack: Int16Array },
  stamp: number,
  top: number,
): boolean {
  const { seen, stack } = f;
  while (top > 0) {
    const s = stack[--top]!;
    for (let d = 0; d < DIRECTIONS; d++) {
      const n = g.step[s * DIRECTIONS + d]!;
      if (seen[n] === stamp || cells[n] === ATTACKER) continue;
      if (g.edge[n] === 1) return true;
      seen[n] = stamp;
      stack[top++] = n;
    }
  }
  return false;
}

/**
 * Copenhagen's exit fort: the king on the edge, able to move, inside a region of empty squares
 * closed by defenders that no attacker can reach, and no wall defender can ever be captured
 * (on neither line through it can an enemy or hostile square close on both sides, and no row
 * of them on the edge can be faced all along). Judged conservatively: a fort this misses is
 * one a later move may still complete.
 */
export function exitFort(cells: Cells, g: Geometry, r: TaflRules, king: number): boolean {
  if (g.edge[king] !== 1) return false;
  const region = new Uint8Array(g.squares);
  const wall = new Uint8Array(g.squares);
  region[king] = 1;
  const stack = [king];
  let free = false;
  while (stack.length > 0) {
    const s = stack.pop()!;
    for (let d = 0; d < DIRECTIONS; d++) {
      const n = g.step[s * DIRECTIONS + d]!;
      if (n < 0 || region[n] || wall[n]) continue;
      const p = cells[n]!;
      if (p === ATTACKER) return false;
      if (p === DEFENDER) wall[n] = 1;
      else {
        if (s === king) free = true;
        region[n] = 1;
        stack.push(n);
      }
    }
  }
  if (!free) return false;
  // Where an attacker could close a sandwich on a wall defender: outside the fort, or hostile.
  const open = (s: number): boolean => {
    if (s < 0) return false;
    if (s === g.throne && cells[s] === EMPTY) return true;
    if (r.escape === 'corner' && g.corner[s] === 1) return true;
    return !region[s] && !wall[s];
  };
  for (let s = 0; s < g.squares; s++) {
    if (!wall[s]) continue;
    for (const d of [0, 2]) {
      if (open(g.step[s * DIRECTIONS + d]!) && open(g.step[s * DIRECTIONS + d + 1]!)) return false;
    }
  }
  if (r.shieldwall) {
    // A row of defenders along an edge falls to a shieldwall only when it is two or more long,
    // faced from outside all along, and open to a bracket at both ends.
    const defends = (t: number) => t >= 0 && (cells[t] === DEFENDER || cells[t] === KING);
    for (let s = 0; s < g.squares; s++) {
      if (!wall[s] || g.inward[s]! < 0) continue;
      const inward = g.inward[s]!;
      const along = inward < 2 ? 2 : 0;
      let start = s;
      while (defends(g.step[start * DIRECTIONS + along + 1]!)) start = g.step[start * DIRECTIONS + along + 1]!;
      let length = 0;
      let allFaced = true;
      let t = start;
      for (; defends(t); t = g.step[t * DIRECTIONS + along]!) {
        length++;
        if (!open(g.step[t * DIRECTIONS + inward]!)) allFaced = false;
      }
      if (length >= 2 && allFaced && open(t) && open(g.step[start * DIRECTIONS + along + 1]!)) return false;
    }
  }
  return true;
}
