/**
 * The solver's fast position for boards whose bits fit in two 32-bit words (7x6 uses 49 bits,
 * 8x7 exactly 64): Pascal Pons' layout of one column after another, each with an always-empty
 * sentinel row on top so that shifts never carry a line from one column into the next. The left
 * columns sit in one word, the rest in another, and a 64-bit shift becomes two 32-bit shifts and
 * a carry; JavaScript has no fast 64-bit integers (BigInt is ten times slower here).
 *
 * Like Pons' position it keeps only the stones of the side to move and all stones, so a move is
 * two XORs and an OR. Hashes are the same as `BitPosition`'s, so both share one table.
 */
import { type BitPosition, PAD, zobristKeys } from './bit-position.js';

/** The widest line step: three diagonal steps of `height + 2` bits must stay below the word offset. */
const MAX_HEIGHT = 7;

/** Bits set in two 32-bit words. */
function popcount2(a: number, b: number): number {
  a -= (a >>> 1) & 0x55555555;
  b -= (b >>> 1) & 0x55555555;
  // Each nibble of the sum counts at most 8.
  a = (a & 0x33333333) + ((a >>> 2) & 0x33333333) + (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  return Math.imul((a & 0x0f0f0f0f) + ((a >>> 4) & 0x0f0f0f0f), 0x01010101) >>> 24;
}

export class PackedPosition {
  /** Whether a `width` x `height` board fits this layout. */
  static fits(width: number, height: number): boolean {
    const column = height + 1;
    return height <= MAX_HEIGHT && (width - Math.floor(32 / column)) * column <= 32;
  }

  /** Stones played so far. */
  moves = 0;
  /** The same hashes as `BitPosition`'s. */
  hash = 0;
  lock = 0;
  mirrorHash = 0;
  mirrorLock = 0;

  /** Stones of the side to move in the low and high word. */
  private curLo = 0;
  private curHi = 0;
  /** All stones. */
  private maskLo = 0;
  private maskHi = 0;
  /** Empty squares the last `threats` call found winning, per word. */
  private winLo = 0;
  private winHi = 0;
  /** Stones per column. */
  private readonly heights: Int8Array;
  /** Columns in the low word. */
  private readonly split: number;
  /** Where the high word starts in the 64-bit layout. */
  private readonly offset: number;
  /** Bits per column: the rows and the sentinel. */
  private readonly step: number;
  private readonly boardLo: number;
  private readonly boardHi: number;
  private readonly bottomLo: number;
  private readonly bottomHi: number;
  private readonly zobrist: Int32Array;
  private readonly zobristLock: Int32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    if (!PackedPosition.fits(width, height))
      throw new RangeError(`A ${width}x${height} board does not fit in two words.`);
    this.step = height + 1;
    this.split = Math.min(width, Math.floor(32 / this.step));
    this.offset = this.split * this.step;
    this.heights = new Int8Array(width);
    let boardLo = 0;
    let boardHi = 0;
    let bottomLo = 0;
    let bottomHi = 0;
    const column = (1 << height) - 1;
    for (let c = 0; c < width; c++) {
      const shift = (c < this.split ? c : c - this.split) * this.step;
      if (c < this.split) {
        boardLo |= column << shift;
        bottomLo |= 1 << shift;
      } else {
        boardHi |= column << shift;
        bottomHi |= 1 << shift;
      }
    }
    this.boardLo = boardLo;
    this.boardHi = boardHi;
    this.bottomLo = bottomLo;
    this.bottomHi = bottomHi;
    [this.zobrist, this.zobristLock] = zobristKeys(width, height);
  }

  /** Becomes a copy of `p` (a position of the same size). */
  load(p: BitPosition): void {
    const stones = (p.moves & 1) === 0 ? p.first : p.second;
    this.curLo = this.curHi = this.maskLo = this.maskHi = 0;
    for (let c = 0; c < this.width; c++) {
      const mask = p.mask[c + PAD]!;
      this.heights[c] = 31 - Math.clz32(mask + 1);
      if (c < this.split) {
        this.curLo |= stones[c + PAD]! << (c * this.step);
        this.maskLo |= mask << (c * this.step);
      } else {
        this.curHi |= stones[c + PAD]! << ((c - this.split) * this.step);
        this.maskHi |= mask << ((c - this.split) * this.step);
      }
    }
    ({
      moves: this.moves,
      hash: this.hash,
      lock: this.lock,
      mirrorHash: this.mirrorHash,
      mirrorLock: this.mirrorLock,
    } = p);
  }

  /** Whether column `col` has room. */
  canPlay(col: number): boolean {
    return this.heights[col]! < this.height;
  }

  /** Drops a stone of the side to move into `col` (which must have room). */
  play(col: number): void {
    const row = this.heights[col]!;
    this.rehash(col, row);
    // The side to move changes: its stones become the others, i.e. all stones but its own.
    this.curLo ^= this.maskLo;
    this.curHi ^= this.maskHi;
    if (col < this.split) this.maskLo |= 1 << (col * this.step + row);
    else this.maskHi |= 1 << ((col - this.split) * this.step + row);
    this.heights[col] = row + 1;
    this.moves++;
  }

  /** Takes back the last stone, which was played into `col`. */
  undo(col: number): void {
    const row = this.heights[col]! - 1;
    this.heights[col] = row;
    this.moves--;
    if (col < this.split) this.maskLo ^= 1 << (col * this.step + row);
    else this.maskHi ^= 1 << ((col - this.split) * this.step + row);
    this.curLo ^= this.maskLo;
    this.curHi ^= this.maskHi;
    this.rehash(col, row);
  }

  /** Toggles a stone of the side `moves` says at (`col`, `row`) in all four hashes. */
  private rehash(col: number, row: number): void {
    const z = ((this.moves & 1) * this.width + col) * this.height + row;
    this.hash ^= this.zobrist[z]!;
    this.lock ^= this.zobristLock[z]!;
    const mz = z + (this.width - 1 - 2 * col) * this.height;
    this.mirrorHash ^= this.zobrist[mz]!;
    this.mirrorLock ^= this.zobristLock[mz]!;
  }

  /** Whether the side to move has four in a row after dropping into `col`. */
  isWinningMove(col: number): boolean {
    if (!this.canPlay(col)) return false;
    this.threats(this.curLo, this.curHi);
    const row = this.heights[col]!;
    return col < this.split
      ? (this.winLo & (1 << (col * this.step + row))) !== 0
      : (this.winHi & (1 << ((col - this.split) * this.step + row))) !== 0;
  }

  /** Whether the side to move can win at once. */
  canWinNext(): boolean {
    this.threats(this.curLo, this.curHi);
    return (this.winLo & (this.maskLo + this.bottomLo)) !== 0 || (this.winHi & (this.maskHi + this.bottomHi)) !== 0;
  }

  /**
   * The columns (bit c for column c) the side to move may play without letting the opponent win
   * at once; 0 when every move loses. Only called when the side to move cannot win at once.
   */
  nonLosingMoves(): number {
    this.threats(this.curLo ^ this.maskLo, this.curHi ^ this.maskHi);
    const threatLo = this.winLo;
    const threatHi = this.winHi;
    let lo = (this.maskLo + this.bottomLo) & this.boardLo;
    let hi = (this.maskHi + this.bottomHi) & this.boardHi;
    const forcedLo = lo & threatLo;
    const forcedHi = hi & threatHi;
    if ((forcedLo | forcedHi) !== 0) {
      // Two threats to block at once: every move loses.
      if ((forcedLo & (forcedLo - 1)) !== 0 || (forcedHi & (forcedHi - 1)) !== 0 || (forcedLo !== 0 && forcedHi !== 0))
        return 0;
      lo = forcedLo;
      hi = forcedHi;
    }
    // Never play right below a square where the opponent would win. The high word's bottom row
    // shifts into the low word's top sentinel, where no move lands.
    lo &= ~(threatLo >>> 1);
    hi &= ~(threatHi >>> 1);
    // A column's bits plus all ones carry into the bit above exactly when one of them is set.
    const step = this.step;
    const column = (1 << step) - 1;
    let columns = 0;
    for (let c = 0; c < this.split; c++) columns |= ((((lo >>> (c * step)) & column) + column) >>> step) << c;
    for (let c = this.split; c < this.width; c++)
      columns |= ((((hi >>> ((c - this.split) * step)) & column) + column) >>> step) << c;
    return columns;
  }

  /**
   * The number of empty squares where the side to move would threaten to win after dropping into `col` (move ordering).
   */
  moveScore(col: number): number {
    const row = this.heights[col]!;
    if (col < this.split) {
      const bit = 1 << (col * this.step + row);
      this.threats(this.curLo | bit, this.curHi, bit, 0);
    } else {
      const bit = 1 << ((col - this.split) * this.step + row);
      this.threats(this.curLo, this.curHi | bit, 0, bit);
    }
    return popcount2(this.winLo, this.winHi);
  }

  /** The number of empty squares where the side that just moved threatens to win. */
  threatCount(): number {
    this.threats(this.curLo ^ this.maskLo, this.curHi ^ this.maskHi);
    return popcount2(this.winLo, this.winHi);
  }

  /**
   * Sets `winLo`/`winHi` to the empty squares where stones `lo`/`hi` would complete four in a
   * row; `extraLo`/`extraHi` count as occupied too (a stone about to be played).
   */
  private threats(lo: number, hi: number, extraLo = 0, extraHi = 0): void {
    // Vertical: three stones right below. No line crosses the words: it would need the sentinel.
    let rLo = (lo << 1) & (lo << 2) & (lo << 3);
    let rHi = (hi << 1) & (hi << 2) & (hi << 3);
    const offset = this.offset;
    for (let k = 0; k < 3; k++) {
      // Horizontal, then the two diagonals: a neighbour `s` bits away along the line.
      const s = this.step + k - 1;
      const s2 = 2 * s;
      const s3 = 3 * s;
      // The stones seen 1, 2 and 3 steps back (up: shifted towards higher bits) and ahead (down).
      const up1Lo = lo << s;
      const up1Hi = (hi << s) | (lo >>> (offset - s));
      const up2Lo = lo << s2;
      const up2Hi = (hi << s2) | (lo >>> (offset - s2));
      const up3Lo = lo << s3;
      const up3Hi = (hi << s3) | (lo >>> (offset - s3));
      const down1Lo = (lo >>> s) | (hi << (offset - s));
      const down1Hi = hi >>> s;
      const down2Lo = (lo >>> s2) | (hi << (offset - s2));
      const down2Hi = hi >>> s2;
      const down3Lo = (lo >>> s3) | (hi << (offset - s3));
      const down3Hi = hi >>> s3;
      // Two stones behind and a third behind them or one ahead; then the mirror image.
      rLo |= (up1Lo & up2Lo & (up3Lo | down1Lo)) | (down1Lo & down2Lo & (down3Lo | up1Lo));
      rHi |= (up1Hi & up2Hi & (up3Hi | down1Hi)) | (down1Hi & down2Hi & (down3Hi | up1Hi));
    }
    // Bits shifted past the real squares (into the high word's place in the low word, or off the board) are dropped
    // here.
    this.winLo = rLo & this.boardLo & ~(this.maskLo | extraLo);
    this.winHi = rHi & this.boardHi & ~(this.maskHi | extraHi);
  }
}
