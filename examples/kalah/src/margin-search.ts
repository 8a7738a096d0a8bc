/**
 * Kalah's own search, for the computer's strongest level: it values a position by the game's final
 * margin in seeds, so a won game is won by the most it can, a lost one lost by the least (the shared
 * search scores a proven result only as won or lost, and then plays the longest loss). The board is
 * kept from the mover's side (its pits 0-5 and store 6, the other side's pits 7-12 and store 13), so
 * one position reached by either side is one entry of the table. Past the depth it is given, a
 * position is worth the stores' difference; an iteration that never used that guess is exact, and
 * the search stops there: the game is solved from this position.
 */
import { createRng } from 'board-game-elements/core';
import type { EndgameTable } from './endgame-table.js';
import { SLOTS, STORE, THEIR_STORE, sowTurned, sumMine, sumTheirs } from './mover-board.js';

/** The longest line: every sowing moves at least one seed one slot on, and a game has few hundred. */
const MAX_PLY = 400;
/** A table entry's depth when its value came from lines that all reached the end. */
const SOLVED = 255;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;
/** Above any margin: a game has at most 72 seeds (six a pit). */
const INF = 100;
const MOST_SEEDS = 72;

const rng = createRng(0x6d617267);
const KEYS = Int32Array.from({ length: SLOTS * (MOST_SEEDS + 1) }, () => rng.uint32() | 0);
const LOCKS = Int32Array.from({ length: SLOTS * (MOST_SEEDS + 1) }, () => rng.uint32() | 0);

class Stop extends Error {}

/** What a search found, from the mover's side. */
export interface MarginResult {
  /** The pit to sow, 1 to 6 from the mover's left. */
  move: number;
  /** The final margin the move is worth with best play (exact when `solved`), in seeds. */
  score: number;
  /** The last depth completed, in sowings. */
  depth: number;
  /** Whether every line reached the end of the game: `score` is the game's value. */
  solved: boolean;
  /** Positions visited. */
  nodes: number;
}

/** How long and how deep to search. */
export interface MarginOptions {
  /** The most sowings to look ahead (default: until solved). */
  depth?: number;
  /** When to stop, in milliseconds from the call (default: no limit). */
  timeMs?: number;
  /** Orders equal moves at random from this seed. */
  seed?: number;
  /** Stops the search; the call then throws the signal's reason. */
  signal?: AbortSignal;
}

/**
 * The search and its transposition table, which it keeps from one call to the next: the values it
 * holds belong to positions, not to a game, and a solved position stays solved.
 */
export class MarginSearch {
  private readonly board = new Uint8Array(SLOTS * (MAX_PLY + 2));
  /** Two 32-bit words per entry, the lock and the packed value; buckets of two: the deeper and the newest. */
  private readonly table: Int32Array;
  private readonly mask: number;
  /** Moves per ply, six slots each, with their order keys. */
  private readonly moves = new Uint8Array(8 * (MAX_PLY + 2));
  private readonly keys = new Int16Array(8 * (MAX_PLY + 2));
  private nodes = 0;
  /** Positions valued by the stores' difference alone so far: none in an iteration means it was exact. */
  private guesses = 0;
  private deadline = Infinity;
  private signal: AbortSignal | undefined;
  /** Exact values of the positions with few seeds left in the pits, once a game has given it. */
  private endgames: EndgameTable | undefined;
  /** The most seeds in the pits of a position the endgame table holds (-1 without one), read at each search's start. */
  private endgameMost = -1;

  /** A table of 2^`bits` buckets. */
  constructor(bits = 20) {
    this.table = new Int32Array(4 << bits);
    this.mask = (1 << bits) - 1;
  }

  /** Values positions of at most `table.ready` seeds in the pits from `table` from now on, as far as it is ready. */
  useEndgames(table: EndgameTable): void {
    this.endgames = table;
  }

  /**
   * The best move for the side to move of `pits` (the rules' 14 counts) when `first` is to move,
   * and its value.
   */
  search(pits: readonly number[], first: boolean, options: MarginOptions = {}): MarginResult {
    const b = this.board;
    let seeds = 0;
    for (let i = 0; i < SLOTS; i++) seeds += b[i] = pits[first ? i : (i + 7) % SLOTS]!;
    // The keys and the packed margins hold a game of six seeds a pit at most.
    if (seeds > MOST_SEEDS || pits.some((n) => !Number.isInteger(n) || n < 0))
      throw new RangeError(`Kalah's search takes whole counts of at most ${MOST_SEEDS} seeds in all.`);
    this.nodes = 0;
    this.endgameMost = this.endgames?.ready ?? -1;
    this.signal = options.signal;
    if (this.signal?.aborted) throw this.signal.reason ?? new DOMException('The search was aborted.', 'AbortError');
    this.deadline = options.timeMs === undefined ? Infinity : performance.now() + Math.max(0, options.timeMs);
    const maxDepth = Math.min(options.depth ?? MAX_PLY, MAX_PLY);
    const root: number[] = [];
    for (let pit = 0; pit < 6; pit++) if (b[pit]! > 0) root.push(pit);
    if (root.length === 0 || sumTheirs(b, 0) === 0) throw new RangeError('The game is over.');
    createRng(options.seed ?? 0).shuffle(root);
    let best = root[0]!;
    let bestScore = -INF;
    let depth = 0;
    let solved = false;
    try {
      for (let d = 1; d <= maxDepth && !solved; d++) {
        this.guesses = 0;
        let alpha = -INF;
        let iterBest = root[0]!;
        for (let i = 0; i < root.length; i++) {
          const pit = root[i]!;
          const again = this.sow(0, pit);
          let score: number;
          if (i === 0) score = this.value(again, d - 1, alpha, INF);
          else {
            score = this.value(again, d - 1, alpha, alpha + 1);
            if (score > alpha) score = this.value(again, d - 1, alpha, INF);
          }
          if (score > alpha || i === 0) {
            alpha = score;
            iterBest = pit;
          }
          // The last best is searched first, so a better move found before the time runs out is better founded.
          if (i === 0 || iterBest === pit) {
            best = iterBest;
            bestScore = alpha;
          }
        }
        depth = d;
        solved = this.guesses === 0;
        root.splice(root.indexOf(best), 1);
        root.unshift(best);
      }
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      if (this.signal?.aborted) throw this.signal.reason ?? new DOMException('The search was aborted.', 'AbortError');
    }
    // Negating a draw gives -0: report a plain 0.
    return { move: best + 1, score: bestScore === 0 ? 0 : bestScore, depth, solved, nodes: this.nodes };
  }

  /** The value for the mover at ply 0 of the position at ply 1, which the mover plays again when `again`. */
  private value(again: boolean, depth: number, alpha: number, beta: number): number {
    return again ? this.negamax(1, depth, alpha, beta) : -this.negamax(1, depth, -beta, -alpha);
  }

  /** Sows `pit` of the position at ply `p` into ply `p + 1`; whether the mover goes again. */
  private sow(p: number, pit: number): boolean {
    return sowTurned(this.board, p * SLOTS, (p + 1) * SLOTS, pit);
  }

  private negamax(p: number, depth: number, alpha: number, beta: number): number {
    if ((++this.nodes & 4095) === 0) this.checkStop();
    const s = this.board;
    const a = p * SLOTS;
    const mine = sumMine(s, a);
    const theirs = sumTheirs(s, a);
    const diff = s[a + STORE]! - s[a + THEIR_STORE]!;
    if (mine === 0 || theirs === 0) return diff + mine - theirs;
    // The seeds still in the pits bound the final margin either way.
    const rest = mine + theirs;
    if (rest <= this.endgameMost) return diff + this.endgames!.value(s, a);
    if (diff + rest <= alpha) return diff + rest;
    if (diff - rest >= beta) return diff - rest;
    if (depth <= 0 || p >= MAX_PLY) {
      this.guesses++;
      return diff;
    }

    let h = 0;
    let l = 0;
    for (let k = 0; k < SLOTS; k++) {
      const at = k * (MOST_SEEDS + 1) + s[a + k]!;
      h ^= KEYS[at]!;
      l ^= LOCKS[at]!;
    }
    const bucket = (h & this.mask) << 2;
    const t = this.table;
    let ttMove = -1;
    for (let e = bucket; e < bucket + 4; e += 2) {
      if (t[e] !== l || t[e + 1] === 0) continue;
      const data = t[e + 1]!;
      const stored = (data >>> 10) & 255;
      ttMove = (data >>> 18) & 7;
      if (stored >= depth) {
        const score = (data & 255) - 128;
        const flag = (data >>> 8) & 3;
        if (flag === EXACT || (flag === LOWER && score >= beta) || (flag === UPPER && score <= alpha)) {
          if (stored !== SOLVED) this.guesses++;
          return score;
        }
      }
      break;
    }

    // The table's move, then sowings that end in the store (the rightmost first: it leaves the others as they were),
    // then captures by their size, then the rest.
    const m = p * 8;
    let n = 0;
    for (let pit = 5; pit >= 0; pit--) {
      const seeds = s[a + pit]!;
      if (seeds === 0) continue;
      let key: number;
      if (pit === ttMove) key = 1000;
      else if (seeds === STORE - pit) key = 500 + pit;
      else if (seeds < STORE - pit && s[a + pit + seeds] === 0 && s[a + 12 - pit - seeds]! > 0)
        key = 100 + s[a + 12 - pit - seeds]!;
      else if (seeds === 13) key = 100 + s[a + 12 - pit]!;
      else key = seeds > STORE - pit ? 10 : 0;
      let j = n++;
      while (j > 0 && this.keys[m + j - 1]! < key) {
        this.keys[m + j] = this.keys[m + j - 1]!;
        this.moves[m + j] = this.moves[m + j - 1]!;
        j--;
      }
      this.keys[m + j] = key;
      this.moves[m + j] = pit;
    }

    const guessesBefore = this.guesses;
    const alpha0 = alpha;
    let best = -INF;
    let bestMove = this.moves[m]!;
    for (let i = 0; i < n; i++) {
      const pit = this.moves[m + i]!;
      const again = this.sow(p, pit);
      let score: number;
      if (i === 0)
        score = again ? this.negamax(p + 1, depth - 1, alpha, beta) : -this.negamax(p + 1, depth - 1, -beta, -alpha);
      else {
        score = again
          ? this.negamax(p + 1, depth - 1, alpha, alpha + 1)
          : -this.negamax(p + 1, depth - 1, -alpha - 1, -alpha);
        if (score > alpha && score < beta)
          score = again ? this.negamax(p + 1, depth - 1, alpha, beta) : -this.negamax(p + 1, depth - 1, -beta, -alpha);
      }
      if (score > best) {
        best = score;
        bestMove = pit;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) break;
        }
      }
    }

    const flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    const stored = this.guesses === guessesBefore ? SOLVED : depth;
    const data = (best + 128) | (flag << 8) | (stored << 10) | (bestMove << 18);
    // The first slot keeps the deeper entry, the second the newest.
    const e = t[bucket] === l || ((t[bucket + 1]! >>> 10) & 255) <= stored ? bucket : bucket + 2;
    t[e] = l;
    t[e + 1] = data;
    return best;
  }

  private checkStop(): void {
    if (this.signal?.aborted || performance.now() >= this.deadline) throw new Stop();
  }
}
