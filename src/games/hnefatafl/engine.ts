/**
 * The search's Hnefatafl position: the rules' own mechanics run in place, with Zobrist keys,
 * piece counts and the king's square kept as moves are made and unmade. The evaluation weighs
 * what decides tafl games: the king's open lines to his escape squares (an open line with the
 * defenders to move is a win next move; two with the attackers to move cannot both be closed),
 * the lines he can open in one move, his freedom and the attackers beside him, the attackers
 * guarding the corner approaches, and material.
 */
import { createRng } from '../../core/rng.js';
import type { SearchPosition } from '../../core/search.js';
import {
  ATTACKER,
  DEFENDER,
  EMPTY,
  type Geometry,
  KING,
  type TaflRules,
  applyMove,
  generate,
  geometryOf,
  hasMove,
  sideOf,
} from './mechanics.js';
import { type HnefataflMove, type HnefataflState, MAX_PLIES, outcomeAfter, positionOfKey } from './rules.js';

/** Zobrist keys per piece kind (1 to 3) and square, two independent sets, the same in every thread. */
const KEYS = (() => {
  const rng = createRng(0x7af1);
  return [
    Int32Array.from({ length: 4 * 256 }, () => rng.uint32() | 0),
    Int32Array.from({ length: 4 * 256 }, () => rng.uint32() | 0),
  ] as const;
})();
const SIDE_KEY = 0x2f6b1c3d;

/** Weights of the evaluation, in hundredths of a point, from the defenders' side. */
export const WEIGHTS = {
  /** Per defender on the board. */
  defender: 160,
  /** Per attacker on the board. */
  attacker: -100,
  /** An open line to an escape square with the attackers to move (one they must close now). */
  openLine: 350,
  /** Two or more open lines with the attackers to move: one move rarely closes both. */
  doubleThreat: 20000,
  /** An open line with the defenders to move: the king escapes next move. */
  escapeNow: 40000,
  /** Per escape line the king can open with one move. */
  lineInTwo: 90,
  /** A king move that opens two lines at once, with the defenders to move: the attackers can rarely close both. */
  forkNext: 8000,
  /** Such a move with the attackers to move: they must prevent it now. */
  forkThreat: 400,
  /** Per square the king can move to. */
  kingFreedom: 6,
  /** Per attacker on a square beside the king. */
  besideKing: -45,
  /** Per attacker on a square that guards a corner's approach (corner escape only). */
  cornerGuard: -40,
  /** Per square of the king's distance to his nearest corner (corner escape only). */
  cornerDistance: -12,
} as const;

/** The squares that guard each corner's approach: the diagonal two steps from it, and its inner neighbour. */
function guardSquares(g: Geometry): Int16Array {
  const guard: number[] = [];
  const n = g.size - 1;
  for (const [r, c, dr, dc] of [
    [0, 0, 1, 1],
    [0, n, 1, -1],
    [n, 0, -1, 1],
    [n, n, -1, -1],
  ] as const) {
    for (const [a, b] of [
      [0, 2],
      [1, 1],
      [2, 0],
    ] as const) {
      guard.push((r + a * dr) * g.size + (c + b * dc));
    }
  }
  return Int16Array.from(guard);
}

/** A mutable Hnefatafl position for the shared search. */
export class HnefataflPosition implements SearchPosition<HnefataflMove> {
  readonly size: number;
  private readonly g: Geometry;
  private readonly rules: TaflRules;
  private readonly cells: Int8Array;
  private readonly guard: Int16Array;
  /** The side to move: 1 attackers, 2 defenders. */
  private side: number;
  private king: number;
  /** Pieces on the board: attackers, and defenders with the king. */
  private attackers = 0;
  private defenders = 0;
  private hashValue = 0;
  private lockValue = 0;
  /** Every capture of the game so far, squares in order; `marks[ply]` is where each ply's begin. */
  private readonly captures: number[] = [];
  private readonly marks: number[] = [];
  private readonly kings: number[] = [];
  /** The outcome for the side to move after each ply (index 0: the root). */
  private readonly outcomes: (1 | 0 | -1 | null)[] = [];
  /** The game's ply at the root, for the move limit. */
  private readonly rootPly: number;
  /** The legal moves of the current position, once asked for. */
  private legal: number[] | null = null;
  /** The keys of every position since the game's last capture, the current one last, for the repetition rule. */
  private readonly seenHashes: number[] = [];
  private readonly seenLocks: number[] = [];
  /** Per ply made: where the positions that can still repeat begin (a capture starts afresh). */
  private readonly since: number[] = [0];

  constructor(state: HnefataflState) {
    this.rootPly = state.ply;
    this.size = state.size;
    this.g = geometryOf(state.size);
    this.rules = { ...state.rules };
    this.cells = Int8Array.from(state.cells);
    this.guard = guardSquares(this.g);
    this.side = state.turn === 'first' ? ATTACKER : DEFENDER;
    this.king = state.king;
    for (let s = 0; s < this.g.squares; s++) {
      const p = this.cells[s]!;
      if (p === EMPTY) continue;
      if (p === ATTACKER) this.attackers++;
      else this.defenders++;
      this.hashValue ^= KEYS[0][p * 256 + s]!;
      this.lockValue ^= KEYS[1][p * 256 + s]!;
    }
    if (this.side === DEFENDER) this.hashValue ^= SIDE_KEY;
    // The game's earlier positions since its last capture, so the search sees the repetition rule.
    for (const key of state.positions.slice(0, -1)) {
      const { cells, turn } = positionOfKey(key, this.g.squares);
      let h = turn === 'second' ? SIDE_KEY : 0;
      let l = 0;
      for (let q = 0; q < cells.length; q++) {
        if (cells[q] === EMPTY) continue;
        h ^= KEYS[0][cells[q]! * 256 + q]!;
        l ^= KEYS[1][cells[q]! * 256 + q]!;
      }
      this.seenHashes.push(h);
      this.seenLocks.push(l);
    }
    this.seenHashes.push(this.hashValue);
    this.seenLocks.push(this.lockValue);
    this.outcomes.push(
      state.outcome ? (state.outcome.winner === null ? 0 : state.outcome.winner === state.turn ? 1 : -1) : null,
    );
  }

  private toggle(s: number, p: number): void {
    this.hashValue ^= KEYS[0][p * 256 + s]!;
    this.lockValue ^= KEYS[1][p * 256 + s]!;
  }

  moves(): HnefataflMove[] {
    if (this.legal) return this.legal;
    const out: number[] = [];
    generate(this.cells, this.g, this.rules, this.side, out);
    return (this.legal = out);
  }

  make(move: HnefataflMove): void {
    const from = move >> 8;
    const to = move & 255;
    const cells = this.cells;
    const piece = cells[from]!;
    const mover = this.side;
    this.marks.push(this.captures.length);
    this.kings.push(this.king);
    const kingCaptured = applyMove(cells, this.g, this.rules, from, to, this.captures);
    this.toggle(from, piece);
    this.toggle(to, piece);
    const victim = mover === ATTACKER ? DEFENDER : ATTACKER;
    const taken = this.captures.length - this.marks[this.marks.length - 1]!;
    for (let i = this.captures.length - taken; i < this.captures.length; i++) this.toggle(this.captures[i]!, victim);
    if (victim === ATTACKER) this.attackers -= taken;
    else this.defenders -= taken;
    if (piece === KING) this.king = to;
    this.side = mover === ATTACKER ? DEFENDER : ATTACKER;
    this.hashValue ^= SIDE_KEY;
    this.legal = null;
    const r = outcomeAfter(
      cells,
      this.size,
      this.rules,
      mover === ATTACKER ? 'first' : 'second',
      to,
      this.king,
      kingCaptured,
    );
    this.since.push(taken > 0 ? this.seenHashes.length : this.since[this.since.length - 1]!);
    this.seenHashes.push(this.hashValue);
    this.seenLocks.push(this.lockValue);
    // The outcome is seen from the side now to move: the mover's win is its loss.
    // The rules' last draw: a game that reaches its bound (`outcomes` holds the root and every ply made).
    this.outcomes.push(
      r
        ? r.winner === null
          ? 0
          : -1
        : (this.repetition() ?? (this.rootPly + this.outcomes.length >= MAX_PLIES ? 0 : null)),
    );
  }

  /** The repetition rule's outcome for the side to move when this is a position's third occurrence, else null. */
  private repetition(): 1 | 0 | -1 | null {
    const last = this.seenHashes.length - 1;
    const h = this.seenHashes[last]!;
    const l = this.seenLocks[last]!;
    let seen = 1;
    // Only positions with the same side to move can be equal: every other one.
    for (let i = last - 2; i >= this.since[this.since.length - 1]!; i -= 2) {
      if (this.seenHashes[i] === h && this.seenLocks[i] === l && ++seen >= 3) {
        if (this.rules.repetition === 'draw') return 0;
        return this.side === DEFENDER ? -1 : 1;
      }
    }
    return null;
  }

  unmake(move: HnefataflMove): void {
    const from = move >> 8;
    const to = move & 255;
    const cells = this.cells;
    const piece = cells[to]!;
    const mover = this.side === ATTACKER ? DEFENDER : ATTACKER;
    const victim = this.side;
    cells[from] = piece;
    cells[to] = EMPTY;
    this.toggle(from, piece);
    this.toggle(to, piece);
    const mark = this.marks.pop()!;
    const taken = this.captures.length - mark;
    for (let i = this.captures.length - 1; i >= mark; i--) {
      const s = this.captures[i]!;
      cells[s] = victim;
      this.toggle(s, victim);
    }
    this.captures.length = mark;
    if (victim === ATTACKER) this.attackers += taken;
    else this.defenders += taken;
    this.king = this.kings.pop()!;
    this.side = mover;
    this.hashValue ^= SIDE_KEY;
    this.outcomes.pop();
    this.seenHashes.pop();
    this.seenLocks.pop();
    this.since.pop();
    this.legal = null;
  }

  hash(): number {
    return this.hashValue;
  }

  lock(): number {
    return this.lockValue;
  }

  outcome(): 1 | 0 | -1 | null {
    const known = this.outcomes[this.outcomes.length - 1]!;
    if (known !== null) return known;
    // A side with no move loses; at the leaves, finding one move is cheaper than listing them all.
    if (this.legal) return this.legal.length === 0 ? -1 : null;
    return hasMove(this.cells, this.g, this.rules, this.side) ? null : -1;
  }

  moveId(move: HnefataflMove): number {
    return move;
  }

  /** Captures and king moves first; for the attackers, moves beside the king. */
  orderHint(move: HnefataflMove): number {
    const from = move >> 8;
    const to = move & 255;
    const cells = this.cells;
    const g = this.g;
    const piece = cells[from]!;
    let hint = 0;
    const victim = this.side === ATTACKER ? DEFENDER : ATTACKER;
    for (let d = 0; d < 4; d++) {
      const n = g.step[to * 4 + d]!;
      if (n < 0 || n === from) continue;
      const v = cells[n]!;
      if (v === KING && piece === ATTACKER) hint += 30;
      if (v !== victim) continue;
      const far = g.step[n * 4 + d]!;
      if (
        far >= 0 &&
        far !== from &&
        (sideOf(cells[far]!) === this.side ||
          far === g.throne ||
          (this.rules.escape === 'corner' && g.corner[far] === 1))
      )
        hint += 100;
    }
    if (piece === KING) hint += g.edge[to] === 1 ? 60 : 20;
    return hint;
  }

  /** Neither a capture, a king's move nor an attacker's step beside the king. */
  quiet(move: HnefataflMove): boolean {
    return this.orderHint(move) === 0;
  }

  /** The escape squares the king on `k` reaches in one move (an open line to each), at most 4. */
  private openLines(k: number): number {
    const g = this.g;
    const cells = this.cells;
    const range = this.rules.kingRange > 0 ? this.rules.kingRange : g.size;
    const corner = this.rules.escape === 'corner';
    let lines = 0;
    for (let d = 0; d < 4; d++) {
      const ray = g.rays[k * 4 + d]!;
      if (ray.length === 0 || ray.length > range) continue;
      const end = ray[ray.length - 1]!;
      if (corner && g.corner[end] !== 1) continue;
      let open = true;
      for (let i = 0; i < ray.length; i++) {
        if (cells[ray[i]!] !== EMPTY) {
          open = false;
          break;
        }
      }
      if (open) lines++;
    }
    return lines;
  }

  /** From the defenders' side: see the module comment and `WEIGHTS`. */
  private defendersValue(): number {
    const g = this.g;
    const cells = this.cells;
    const k = this.king;
    const corner = this.rules.escape === 'corner';
    let v = WEIGHTS.defender * (this.defenders - 1) + WEIGHTS.attacker * this.attackers;
    const now = this.openLines(k);
    if (now > 0) {
      if (this.side === DEFENDER) return v + WEIGHTS.escapeNow;
      v += now >= 2 ? WEIGHTS.doubleThreat : WEIGHTS.openLine;
    }
    // The king's moves: his freedom, and the lines each destination would open.
    const range = this.rules.kingRange > 0 ? this.rules.kingRange : g.size;
    let freedom = 0;
    let inTwo = 0;
    let fork = false;
    for (let d = 0; d < 4; d++) {
      const ray = g.rays[k * 4 + d]!;
      const n = Math.min(ray.length, range);
      for (let i = 0; i < n; i++) {
        const s = ray[i]!;
        if (cells[s] !== EMPTY) break;
        freedom++;
        // Corner lines only run along the edges; edge lines from anywhere.
        if (!corner || g.edge[s] === 1) {
          const lines = this.openLines(s);
          inTwo += lines;
          if (lines >= 2) fork = true;
        }
      }
      const next = g.step[k * 4 + d]!;
      if (next >= 0 && cells[next] === ATTACKER) v += WEIGHTS.besideKing;
    }
    v += WEIGHTS.kingFreedom * freedom + WEIGHTS.lineInTwo * Math.min(inTwo, 6);
    if (fork) v += this.side === DEFENDER ? WEIGHTS.forkNext : WEIGHTS.forkThreat;
    if (corner) {
      let guards = 0;
      for (let i = 0; i < this.guard.length; i++) if (cells[this.guard[i]!] === ATTACKER) guards++;
      const row = Math.floor(k / g.size);
      const col = k % g.size;
      const last = g.size - 1;
      v +=
        WEIGHTS.cornerGuard * guards + WEIGHTS.cornerDistance * (Math.min(row, last - row) + Math.min(col, last - col));
    }
    return v;
  }

  evaluate(): number {
    const v = this.defendersValue();
    return this.side === DEFENDER ? v : -v;
  }
}
