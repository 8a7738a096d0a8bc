import { css, html, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameAi } from '../../core/ai.js';
import type { Game } from '../../core/game.js';
import { GameBoard } from '../../element/game-board.js';
import type { GridPoint } from '../../element/grid-navigation.js';
import { ai } from './ai.js';
import { type NimMove, type NimOptions, type NimState, parseHeaps, rules } from './rules.js';

/**
 * Nim against the computer or a friend (seed 000). Mark pieces in one heap, then take them; or
 * double-click a piece to take it and every piece after it. By default whoever takes the last
 * piece wins.
 *
 * Keys: arrows move between pieces, Space marks a piece, Enter takes the marked pieces (or the
 * focused piece and those after it), Esc clears the marks, `u` undo, `n` new game, `s` status.
 *
 * @tagname nim-board
 * @summary Nim: take pieces from one heap; the last piece wins (or loses in misère).
 * @csspart heap - A heap (a row of pieces).
 * @csspart heap-label - The heap's number beside it.
 * @csspart take - The button that takes the marked pieces.
 */
export class NimBoard extends GameBoard<NimState, NimMove, NimOptions> {
  static override styles = [
    ...GameBoard.styles,
    css`
      .board {
        display: grid;
        gap: 0.6em;
        padding: 0.9em;
        border-radius: 0.6em;
        background: var(--bge-board-color);
      }
      .heap {
        display: flex;
        align-items: center;
        gap: 0.4em;
        min-height: 2.75rem;
      }
      .heap-label {
        flex: 0 0 auto;
        width: 1.6em;
        font-variant-numeric: tabular-nums;
        opacity: 0.8;
      }
      .pieces {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3em;
      }
      .piece {
        width: clamp(24px, 2.4rem, 2.75rem);
        aspect-ratio: 1;
        border-radius: 50%;
        border: 2px solid color-mix(in srgb, var(--bge-piece-color) 70%, black);
        background: radial-gradient(circle at 35% 30%, color-mix(in srgb, var(--bge-piece-color) 55%, white), var(--bge-piece-color));
        cursor: pointer;
        /* A double-tap takes pieces instead of zooming the page. */
        touch-action: manipulation;
        transition: transform 0.15s;
      }
      .piece[aria-selected='true'] {
        outline: 3px solid var(--bge-mark-color);
        outline-offset: 1px;
        transform: translateY(-3px) scale(0.92);
        opacity: 0.75;
      }
      .piece:focus-visible {
        outline: 3px solid var(--bge-focus-color);
        outline-offset: 3px;
      }
      .empty {
        opacity: 0.6;
        font-style: italic;
      }
      :host([disabled]) .piece {
        cursor: default;
      }
    `,
  ];

  /** Pieces per heap at the start, separated by spaces (default `3 4 5`; up to 8 heaps of up to 15). */
  @property() heaps: string | number[] = '3 4 5';

  /** Misère play: whoever takes the last piece loses. */
  @property({ type: Boolean, reflect: true }) misere = false;

  @state() private markedHeap = -1;
  @state() private marked: number[] = [];

  protected readonly rules: Game<NimState, NimMove, NimOptions> = rules;
  protected readonly ai: GameAi<NimState, NimMove> = ai;

  /** Pieces currently marked for taking. */
  get markedCount(): number {
    return this.marked.length;
  }

  /** Takes the marked pieces (the "OK" of the seed). Returns whether a move was played. */
  takeMarked(): boolean {
    if (this.markedHeap < 0 || this.marked.length === 0) return false;
    return this.userMove({ heap: this.markedHeap, take: this.marked.length });
  }

  protected override validateAttributes(): void {
    super.validateAttributes();
    const ok = Array.isArray(this.heaps) ? rules.validateOptions({ heaps: this.heaps }) === null : parseHeaps(String(this.heaps)) !== null;
    this.checkAttribute('heaps', 'heaps', ok, '3 4 5', 'up to 8 numbers from 1 to 15, e.g. "3 4 5"');
  }

  protected gameOptions(): Partial<NimOptions> {
    const heaps = Array.isArray(this.heaps) ? this.heaps : parseHeaps(String(this.heaps));
    return { heaps: heaps ?? rules.defaults.heaps, misere: this.misere };
  }

  protected gridSize() {
    const s = this.gameState;
    return { rows: s.heaps.length, cols: Math.max(...s.heaps, 1) };
  }

  protected override cellExists(p: GridPoint): boolean {
    const size = this.gameState.heaps[p.row];
    return size !== undefined && p.col >= 0 && p.col < size;
  }

  protected override clearSelection(): void {
    this.markedHeap = -1;
    this.marked = [];
  }

  protected boardLabel(): string {
    return `Nim, ${this.gameState.heaps.length} heaps${this.misere ? ', last piece loses' : ', last piece wins'}`;
  }

  protected activateCell(p: GridPoint): void {
    this.toggleMark(p.row, p.col);
  }

  protected override onBoardKey(e: KeyboardEvent): boolean {
    if (e.key !== 'Enter') return false;
    const { row, col } = this.focusCell;
    if (this.markedHeap === row && this.marked.length > 0) this.takeMarked();
    else if (this.cellExists(this.focusCell)) this.takeFrom(row, col);
    return true;
  }

  protected override renderControls(): TemplateResult {
    const n = this.marked.length;
    return html`<button type="button" part="button take" ?disabled=${n === 0 || this.disabled} @click=${() => this.takeMarked()}>
      ${n === 0 ? 'Take' : `Take ${n}`}
    </button>`;
  }

  protected renderGrid(): TemplateResult {
    const s = this.gameState;
    return html`${s.heaps.map(
      (size, heap) => html`<div class="heap" part="heap" role="row" aria-label=${`Heap ${heap + 1}, ${size} ${size === 1 ? 'piece' : 'pieces'}`}>
        <span class="heap-label" part="heap-label" aria-hidden="true">${heap + 1}</span>
        <div class="pieces" role="presentation">
          ${size === 0
            ? html`<span class="empty" role="gridcell">Heap ${heap + 1} is empty</span>`
            : Array.from({ length: size }, (_, i) => this.renderPiece(heap, i, size))}
        </div>
      </div>`,
    )}`;
  }

  private renderPiece(heap: number, index: number, size: number): TemplateResult {
    const marked = this.markedHeap === heap && this.marked.includes(index);
    return html`<div
      class="piece"
      part="cell piece ${`h${heap + 1}-${index + 1}`}"
      role="gridcell"
      data-row=${heap}
      data-col=${index}
      tabindex=${this.tabIndexOf({ row: heap, col: index })}
      aria-selected=${marked ? 'true' : 'false'}
      aria-label=${`Heap ${heap + 1}, piece ${index + 1} of ${size}${marked ? ', marked' : ''}`}
      @click=${() => this.onPieceClick(heap, index)}
      @dblclick=${() => this.takeFrom(heap, index)}
    ></div>`;
  }

  private onPieceClick(heap: number, index: number): void {
    this.focusCell = { row: heap, col: index };
    this.toggleMark(heap, index);
  }

  private toggleMark(heap: number, index: number): void {
    const blocked = this.inputBlocked();
    if (blocked) {
      this.emit('invalid-move', { move: `${heap + 1}:${index + 1}`, reason: blocked });
      return;
    }
    if (this.markedHeap !== heap) {
      // Marks live in one heap only, as in the seed.
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
    if (index < size) this.userMove({ heap, take: size - index });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'nim-board': NimBoard;
  }
}
