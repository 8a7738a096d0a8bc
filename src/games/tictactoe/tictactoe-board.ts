import { html, nothing, svg, type TemplateResult } from 'lit';
import { isIntInRange } from '../../core/game.js';
import { type AttributeTable, integerIn, litProperties } from '../../element/base/attribute-table.js';
import type { BoardAttributes } from '../../element/base/board-attributes.js';
import { Board } from '../../element/base/board.js';
import type { BoardGame } from '../../element/base/board-game.js';
import type { GridPoint } from '../../element/base/grid-navigation.js';
import { renderRows } from '../../element/render/grid-cell.js';
import { tictactoeStyles } from './tictactoe-board-styles.js';
import { aiLink } from './ai-link.js';
import type { TicTacToeWords } from './words.js';
import { words } from './word-tables.js';
import {
  MAX_SIZE,
  MIN_SIZE,
  type TicTacToeMove,
  type TicTacToeOptions,
  type TicTacToeResult,
  type TicTacToeState,
  cellName,
  rules,
} from './rules.js';
import { explainRefusal } from './refusals.js';

/** Tic-tac-toe's own attributes. */
export interface TicTacToeAttributes {
  /** Cells per side, 3 (default) to 7. */
  size: number;
  /** Marks in a row needed to win, 3 to `size`. Unset: the size, but at most 4. */
  winLength?: number;
}

const TICTACTOE_ATTRIBUTES: AttributeTable<TicTacToeAttributes> = {
  size: { attribute: 'size', type: Number, fallback: 3, ...integerIn(MIN_SIZE, MAX_SIZE) },
  winLength: {
    attribute: 'win-length',
    type: Number,
    fallback: undefined,
    valid: (length, { size }) => isIntInRange(length, 3, size),
    expected: ({ size }) => `an integer from 3 to the size (${size})`,
  },
};

/** Merged with the class: the attributes are its properties. */
export interface TicTacToeBoard extends TicTacToeAttributes {}

/**
 * Tic-tac-toe against an unbeatable computer or a friend, on 3x3 up to 7x7 boards
 * with a chosen number in a row. You play X and move first unless `ai-side="first"`.
 *
 * Keys: arrows move, Enter or Space marks the focused cell, `1`-`9` mark a cell of the 3x3 board
 * in reading order, `h` hint, `u` undo, `n` new game, `s` status, `?` the list of keys.
 *
 * @tagname tictactoe-board
 * @summary Tic-tac-toe and its larger cousins, with a perfect computer opponent on 3x3 and 4x4.
 * @csspart x - An X mark.
 * @csspart o - An O mark.
 * @csspart last-move - The cell played last.
 * @csspart win - A cell of the winning line.
 */
export class TicTacToeBoard extends Board<TicTacToeState, TicTacToeMove, TicTacToeOptions, TicTacToeWords> {
  static override styles = [...Board.styles, ...tictactoeStyles];

  static override properties = litProperties(TICTACTOE_ATTRIBUTES);
  declare readonly settings: Readonly<BoardAttributes<TicTacToeWords> & TicTacToeAttributes>;

  protected readonly game: BoardGame<TicTacToeState, TicTacToeMove, TicTacToeOptions, TicTacToeWords> = {
    rules,
    ai: aiLink,
    words,
    options: () => {
      const { size, winLength } = this.settings;
      return winLength === undefined ? { size } : { size, winLength };
    },
    applyOptions: (options) => {
      this.size = options.size ?? 3;
      this.winLength = options.winLength;
    },
    sideMark: (player) => (player === 'first' ? 'X' : 'O'),
    renderSideMark: (player) => (player === 'first' ? this.renderX(false, 'mark') : this.renderO(false, 'mark')),
    // Its notation's letters and numbers along the edges (`a1` top left).
    coordinateAxes: () => ({ files: this.gameState.size, ranks: this.gameState.size, origin: 'top-left' }),
    gameKeys: () => (this.gameState.size === 3 ? [this.core.w.digitKeys] : []),
    gridSize: () => ({ rows: this.gameState.size, cols: this.gameState.size }),
    boardLabel: () => this.core.w.boardLabel(this.gameState.size, this.gameState.winLength),
    activateCell: (p) => this.activateCell(p),
    onBoardKey: (e) => this.onBoardKey(e),
    boardStyle: () => ({ '--size': this.gameState.size }),
    renderGrid: () => this.renderGrid(),
  };

  private activateCell(p: GridPoint): void {
    const s = this.gameState;
    const cell = p.row * s.size + p.col;
    const name = cellName(s.size, cell);
    // A taken cell is the board's to explain; the base explains the rest (the game over, not your turn).
    if (explainRefusal(s, cell)?.rule !== 'taken') this.core.userMove(cell);
    else this.core.refuse(name, this.core.w.taken(name));
  }

  /** `1`-`9` mark a cell of the 3x3 board in reading order. */
  private onBoardKey(e: KeyboardEvent): boolean {
    const s = this.gameState;
    if (s.size !== 3 || !/^[1-9]$/.test(e.key)) return false;
    const cell = Number(e.key) - 1;
    const point = { row: Math.floor(cell / 3), col: cell % 3 };
    void this.core.grid.focusOn(point);
    this.activateCell(point);
    return true;
  }

  private renderGrid(): TemplateResult {
    const s = this.gameState;
    const result = this.result as TicTacToeResult | null;
    const win = new Set(result?.line ?? []);
    return html`${renderRows(s.size, s.size, (row, col) => this.renderCell(s, row * s.size + col, win))}`;
  }

  private renderCell(s: TicTacToeState, cell: number, win: Set<number>): TemplateResult {
    const row = Math.floor(cell / s.size);
    const col = cell % s.size;
    const name = cellName(s.size, cell);
    const mark = s.cells[cell];
    const last = s.lastMove === cell;
    const inLine = win.has(cell);
    const hinted = this.core.hintMove === cell;
    const w = this.core.w;
    const label = [
      name,
      [w.empty, 'X', 'O'][mark ?? 0],
      inLine ? w.winningLine : '',
      last ? w.lastMove : '',
      hinted ? w.hinted : '',
    ]
      .filter(Boolean)
      .join(w.separator);
    return this.core.renderGridCell(
      { row, col },
      {
        classes: `${mark ? 'filled' : ''} ${last ? 'last' : ''} ${inLine ? 'win' : ''} ${hinted ? 'hint' : ''}`,
        parts: [name, last && 'last-move', inLine && 'win', hinted && 'hint'],
        label,
        disabled: mark !== 0,
      },
      this.renderMark(mark),
    );
  }

  /** A cell's X or O, or on an empty cell the preview of the side to move's. */
  private renderMark(mark: number | undefined): TemplateResult | typeof nothing {
    if (mark === 1) return this.renderX(false);
    if (mark === 2) return this.renderO(false);
    return this.renderPreview();
  }

  private renderPreview(): TemplateResult | typeof nothing {
    if (this.hideHints || this.core.inputBlocked()) return nothing;
    return this.gameState.turn === 'first' ? this.renderX(true) : this.renderO(true);
  }

  private renderX(preview: boolean, part = 'piece x'): TemplateResult {
    return html`<svg
      class="x ${preview ? 'preview' : ''}"
      part=${preview ? '' : part}
      viewBox="0 0 100 100"
      aria-hidden="true"
    >
      ${svg`<path d="M15 15 L85 85 M85 15 L15 85"></path>`}
    </svg>`;
  }

  private renderO(preview: boolean, part = 'piece o'): TemplateResult {
    return html`<svg
      class="o ${preview ? 'preview' : ''}"
      part=${preview ? '' : part}
      viewBox="0 0 100 100"
      aria-hidden="true"
    >
      ${svg`<circle cx="50" cy="50" r="36"></circle>`}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tictactoe-board': TicTacToeBoard;
  }
}
