import { html, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { type AttributeTable, litProperties } from '../../element/base/attribute-table.js';
import type { BoardAttributes } from '../../element/base/board-attributes.js';
import { Board } from '../../element/base/board.js';
import type { BoardGame } from '../../element/base/board-game.js';
import type { GridPoint } from '../../element/base/grid-navigation.js';
import { nimStyles } from './nim-board-styles.js';
import { aiLink } from './ai-link.js';
import type { NimWords } from './words.js';
import { words } from './word-tables.js';
import { type NimMove, type NimOptions, type NimState, parseHeaps, rules } from './rules.js';
import { explainRefusal } from './refusals.js';

/** Nim's own attributes. */
export interface NimAttributes {
  /** Pieces per heap at the start, separated by spaces (default `3 4 5`; up to 8 heaps of up to 15). */
  heaps: string | number[];
  /** Misère play: whoever takes the last piece loses. */
  misere: boolean;
}

const NIM_ATTRIBUTES: AttributeTable<NimAttributes> = {
  heaps: {
    attribute: 'heaps',
    fallback: '3 4 5',
    valid: (heaps) => heapsOf(heaps) !== null,
    expected: 'up to 8 numbers from 1 to 15, e.g. "3 4 5"',
  },
  misere: { attribute: 'misere', type: Boolean, reflect: true, fallback: false },
};

/** Merged with the class: the attributes are its properties. */
export interface NimBoard extends NimAttributes {}

/**
 * Nim against the computer or a friend. Mark pieces in one heap, then take them; or
 * double-click a piece to take it and every piece after it. By default whoever takes the last
 * piece wins.
 *
 * Keys: arrows move between pieces, Space marks a piece, Enter takes the marked pieces (or the
 * focused piece and those after it), Esc clears the marks, `h` hint, `u` undo, `n` new game,
 * `s` status, `?` the list of keys.
 *
 * @tagname nim-board
 * @summary Nim: take pieces from one heap; the last piece wins (or loses in misère).
 * @csspart heap - A heap (a row of pieces).
 * @csspart heap-label - The heap's number beside it, as the notation counts heaps (`coordinates`; also `coordinate
 * rank`).
 * @csspart take - The button that takes the marked pieces.
 * @csspart gone - A piece taken by the last move, fading out where it stood.
 */
export class NimBoard extends Board<NimState, NimMove, NimOptions, NimWords> {
  static override styles = [...Board.styles, ...nimStyles];

  static override properties = {
    ...litProperties(NIM_ATTRIBUTES),
    // The marks, state of the board's own (no decorator: a board ships without Lit's decorators).
    markedHeap: { state: true },
    marked: { state: true },
  };
  declare readonly settings: Readonly<BoardAttributes<NimWords> & NimAttributes>;

  private markedHeap = -1;
  private marked: number[] = [];

  protected readonly game: BoardGame<NimState, NimMove, NimOptions, NimWords> = {
    rules,
    ai: aiLink,
    words,
    options: () => {
      const { heaps, misere } = this.settings;
      return { heaps: heapsOf(heaps) ?? rules.defaults.heaps, misere };
    },
    applyOptions: (options) => {
      this.heaps = [...(options.heaps ?? rules.defaults.heaps)];
      this.misere = options.misere ?? false;
    },
    gridSize: () => {
      const s = this.gameState;
      return { rows: s.heaps.length, cols: Math.max(...s.heaps, 1) };
    },
    cellExists: (p) => this.cellExists(p),
    clearSelection: () => {
      this.markedHeap = -1;
      this.marked = [];
    },
    boardLabel: () => this.core.w.boardLabel(this.gameState.heaps.length, this.gameState.misere),
    activateCell: (p) => this.activateCell(p),
    onBoardKey: (e) => this.onBoardKey(e),
    renderControls: () => this.renderControls(),
    renderGrid: () => this.renderGrid(),
  };

  /** Pieces currently marked for taking. */
  get markedCount(): number {
    return this.marked.length;
  }

  /** Takes the marked pieces (the Take button). Returns whether a move was played. */
  takeMarked(): boolean {
    if (this.markedHeap < 0 || this.marked.length === 0) return false;
    return this.core.userMove({ heap: this.markedHeap, take: this.marked.length });
  }

  private cellExists(p: GridPoint): boolean {
    const size = this.gameState.heaps[p.row];
    // An empty heap keeps one cell ("heap 2 is empty") so the grid never loses the keyboard focus.
    return size !== undefined && p.col >= 0 && p.col < Math.max(size, 1);
  }

  private activateCell(p: GridPoint): void {
    // An empty heap is the board's to explain; once the game is over, the base says so.
    if (explainRefusal(this.gameState, { heap: p.row, take: 1 })?.rule === 'empty') {
      this.core.refuse(`${p.row + 1}:1`, this.core.w.emptyHeap(p.row + 1));
      return;
    }
    this.toggleMark(p.row, p.col);
  }

  /** Enter takes the marked pieces, or the focused piece and those after it. */
  private onBoardKey(e: KeyboardEvent): boolean {
    if (e.key !== 'Enter') return false;
    const focus = this.core.grid.focus;
    if (this.markedHeap === focus.row && this.marked.length > 0) this.takeMarked();
    else if (this.cellExists(focus)) this.takeFrom(focus.row, focus.col);
    return true;
  }

  private renderControls(): TemplateResult {
    const n = this.marked.length;
    return html`<button
      type="button"
      part="button take"
      ?disabled=${n === 0 || this.disabled}
      @click=${() => this.takeMarked()}
    >
      ${n === 0 ? this.core.w.take : this.core.w.takeCount(n)}
    </button>`;
  }

  private renderGrid(): TemplateResult {
    const s = this.gameState;
    const w = this.core.w;
    const last = this.core.lastMove;
    return html`${s.heaps.map((size, heap) => {
      const gone = last?.heap === heap ? last.take : 0;
      return html`<div class="heap" part="heap" role="row" aria-label=${w.heapLabel(heap + 1, size)}>
        ${
          this.settings.coordinates === 'none'
            ? ''
            : html`<span
          class="heap-label"
          part="heap-label coordinate rank"
          aria-hidden="true"
        >${heap + 1}</span>`
        }
        <div class="pieces" role="presentation">
          ${
            size === 0
              ? html`<span
            class="empty"
            role="gridcell"
            data-row=${heap}
            data-col="0"
            tabindex=${this.core.grid.tabIndexOf({ row: heap, col: 0 })}
          >${w.emptyHeap(heap + 1)}</span>`
              : Array.from({ length: size }, (_, i) => this.renderPiece(heap, i, size))
          }
          ${keyed(
            s.ply,
            Array.from(
              { length: gone },
              () => html`<div class="piece gone" part="gone last-move" aria-hidden="true"></div>`,
            ),
          )}
        </div>
      </div>`;
    })}`;
  }

  private renderPiece(heap: number, index: number, size: number): TemplateResult {
    const marked = this.markedHeap === heap && this.marked.includes(index);
    const hint = this.core.hintMove;
    const hinted = hint !== null && hint.heap === heap && index >= size - hint.take;
    const w = this.core.w;
    const label = [w.pieceLabel(heap + 1, index + 1, size), marked ? w.marked : '', hinted ? w.hinted : '']
      .filter(Boolean)
      .join(w.separator);
    return html`<div
      class="piece ${hinted ? 'hint' : ''}"
      part="cell piece ${`h${heap + 1}-${index + 1}`}${hinted ? ' hint' : ''}"
      role="gridcell"
      data-row=${heap}
      data-col=${index}
      tabindex=${this.core.grid.tabIndexOf({ row: heap, col: index })}
      aria-selected=${marked ? 'true' : 'false'}
      aria-label=${label}
      @click=${() => this.onPieceClick(heap, index)}
      @dblclick=${() => this.takeFrom(heap, index)}
    ></div>`;
  }

  private onPieceClick(heap: number, index: number): void {
    this.core.grid.focus = { row: heap, col: index };
    this.toggleMark(heap, index);
  }

  private toggleMark(heap: number, index: number): void {
    const blocked = this.core.inputBlocked();
    if (blocked) {
      this.emit('invalid-move', { move: `${heap + 1}:${index + 1}`, reason: blocked });
      return;
    }
    if (this.markedHeap !== heap) {
      // Marks live in one heap only: a move takes from one heap.
      this.markedHeap = heap;
      this.marked = [index];
      return;
    }
    this.marked = this.marked.includes(index) ? this.marked.filter((i) => i !== index) : [...this.marked, index];
    if (this.marked.length === 0) this.markedHeap = -1;
  }

  /** The one-gesture take: the piece at `index` and every piece after it. */
  private takeFrom(heap: number, index: number): void {
    const size = this.gameState.heaps[heap] ?? 0;
    if (index < size) this.core.userMove({ heap, take: size - index });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'nim-board': NimBoard;
  }
}

/** The heaps of a `heaps` value, a list or its text ("3 4 5"); null when they are not heaps Nim can play. */
function heapsOf(value: string | readonly number[]): readonly number[] | null {
  if (!Array.isArray(value)) return parseHeaps(String(value));
  return rules.validateOptions({ heaps: value }) === null ? value : null;
}
