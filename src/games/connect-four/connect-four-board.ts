import { html, nothing, type TemplateResult } from 'lit';
import type { Player } from '../../core/game.js';
import { type AttributeTable, integerIn, litProperties } from '../../element/base/attribute-table.js';
import type { BoardAttributes } from '../../element/base/board-attributes.js';
import { Board } from '../../element/base/board.js';
import type { BoardGame } from '../../element/base/board-game.js';
import { connectFourStyles } from './connect-four-board-styles.js';
import { aiLink } from './ai-link.js';
import { winNowScore } from './score.js';
import type { ConnectFourWords } from './words.js';
import { words } from './word-tables.js';
import {
  type ConnectFourMove,
  type ConnectFourOptions,
  type ConnectFourResult,
  type ConnectFourState,
  MAX_SIZE,
  MIN_SIZE,
  landingRow,
  rules,
} from './rules.js';
import { styleProps } from '../../element/render/style-props.js';
import { classList, renderRows } from '../../element/render/grid-cell.js';
import { explainRefusal } from './refusals.js';

/** What an exact score means for the side to move: who wins, and after how many of the winner's moves. */
export function describeScore(
  state: Pick<ConnectFourState, 'columns' | 'rows' | 'ply'>,
  score: number,
): { kind: 'win' | 'draw' | 'loss'; moves: number } {
  const cells = state.columns * state.rows;
  if (score === 0) return { kind: 'draw', moves: 0 };
  // Each disc later than the next one scores one less; a loss counts the opponent's discs from the next ply.
  if (score > 0) return { kind: 'win', moves: winNowScore(cells, state.ply) - score + 1 };
  return { kind: 'loss', moves: winNowScore(cells, state.ply + 1) + score + 1 };
}

/** Connect Four's own attributes. */
export interface ConnectFourAttributes {
  /** Columns, 4 to 10 (default 7). */
  columns: number;
  /** Rows, 4 to 10 (default 6). */
  rows: number;
}

const CONNECT_FOUR_ATTRIBUTES: AttributeTable<ConnectFourAttributes> = {
  columns: { attribute: 'columns', type: Number, fallback: 7, ...integerIn(MIN_SIZE, MAX_SIZE) },
  rows: { attribute: 'rows', type: Number, fallback: 6, ...integerIn(MIN_SIZE, MAX_SIZE) },
};

/** Merged with the class: the attributes are its properties. */
export interface ConnectFourBoard extends ConnectFourAttributes {}

/**
 * Connect Four against a perfect solver or a friend: drop discs into the columns of a
 * 7x6 board (or any size from 4x4 to 10x10); four in a row across, up or diagonally wins. Red
 * moves first. `show-analysis` puts the exact value of every column above it.
 *
 * Keys: `1`-`9` (and `0` for column 10) drop a disc into that column; arrows move, Enter or Space
 * drops into the focused column; `h` hint, `u` undo, `n` new game, `s` status, `?` the list of keys.
 *
 * @tagname connect-four-board
 * @summary Connect Four with a perfect solver that shows every column's exact value.
 * @csspart disc - A disc on the board (with `red` or `yellow`).
 * @csspart last-move - The cell played last.
 * @csspart win - A cell of the winning line.
 * @csspart analysis - The row of column values shown by `show-analysis`.
 * @cssprop --bge-first-color - Red discs.
 * @cssprop --bge-second-color - Yellow discs.
 * @cssprop --bge-board-face - The board's face around the holes.
 * @cssprop --bge-win-text - Column values that win (`show-analysis`).
 * @cssprop --bge-loss-text - Column values that lose.
 * @cssprop --bge-draw-text - Column values that draw.
 */
export class ConnectFourBoard extends Board<ConnectFourState, ConnectFourMove, ConnectFourOptions, ConnectFourWords> {
  static override styles = [...Board.styles, ...connectFourStyles];

  static override properties = litProperties(CONNECT_FOUR_ATTRIBUTES);
  declare readonly settings: Readonly<BoardAttributes<ConnectFourWords> & ConnectFourAttributes>;

  protected readonly game: BoardGame<ConnectFourState, ConnectFourMove, ConnectFourOptions, ConnectFourWords> = {
    rules,
    ai: aiLink,
    words,
    options: () => {
      const { columns, rows } = this.settings;
      return { columns, rows };
    },
    applyOptions: (options) => {
      this.columns = options.columns ?? 7;
      this.rows = options.rows ?? 6;
    },
    sideMark: (player) => (player === 'first' ? this.core.w.red : this.core.w.yellow),
    renderSideMark: (player) =>
      html`<span class="disc ${player === 'first' ? 'red' : 'yellow'}" part="mark" aria-hidden="true"></span>`,
    // Its notation's column numbers under the board (the notation names no rows).
    coordinateAxes: () => ({ files: this.gameState.columns, ranks: 0, origin: 'bottom-left', fileNames: 'numbers' }),
    gridSize: () => ({ rows: this.gameState.rows, cols: this.gameState.columns }),
    boardLabel: () => this.core.w.boardLabel(this.gameState.columns, this.gameState.rows),
    activateCell: (p) => this.dropInto(p.col),
    onBoardKey: (e) => this.onBoardKey(e),
    boardStyle: () => ({ '--columns': this.gameState.columns }),
    renderGrid: () => this.renderGrid(),
  };

  /** The column under the pointer, for the landing preview. */
  private hoverColumn: number | null = null;

  /** Plays column `col` (0-based) for the user, or reports a full column. */
  private dropInto(col: number): void {
    const s = this.gameState;
    if (explainRefusal(s, col)?.rule === 'full') {
      this.core.refuse(String(col + 1), this.core.w.full(col + 1));
      return;
    }
    this.core.userMove(col);
  }

  /** A digit drops into its column (`0` the tenth). */
  private onBoardKey(e: KeyboardEvent): boolean {
    if (!/^[0-9]$/.test(e.key) || e.ctrlKey || e.metaKey || e.altKey) return false;
    const col = e.key === '0' ? 9 : Number(e.key) - 1;
    const s = this.gameState;
    if (col >= s.columns) return false;
    const row = landingRow(s, col);
    void this.core.grid.focusOn({ row: row < 0 ? 0 : row, col });
    this.dropInto(col);
    return true;
  }

  private renderGrid(): TemplateResult {
    const s = this.gameState;
    const result = this.result as ConnectFourResult | null;
    const win = new Set(result?.line ?? []);
    const analysis = this.showAnalysis ? this.renderAnalysis(s) : nothing;
    return html`${analysis}${renderRows(s.rows, s.columns, (row, col) => this.renderCell(s, row, col, win))}`;
  }

  /** The value of each column above it, as a header row of the grid. */
  private renderAnalysis(s: ConnectFourState): TemplateResult {
    const w = this.core.w;
    const pending = this.core.analysing;
    return html`<div class="analysis" part="analysis" role="row">
      ${Array.from({ length: s.columns }, (_, col) => {
        const v = s.outcome ? undefined : this.core.moveValue(col);
        const d = v ? describeScore(s, v.score) : null;
        const waiting = !d && pending && landingRow(s, col) >= 0;
        // Without a value the header shows '…' while one is on its way, else the column's number (its digit key).
        const label = d ? w.value(d.kind, d.moves) : waiting && w.analysing;
        const shown = d ? w.shortValue(d.kind, d.moves) : waiting && '…';
        return html`<span
          role="columnheader"
          class="value ${d?.kind ?? 'none'} ${waiting ? 'pending' : ''}"
          aria-label=${label ? w.column(col + 1) + w.separator + label : w.column(col + 1)}
          title=${label || ''}
          >${shown || col + 1}</span
        >`;
      })}
    </div>`;
  }

  private renderCell(s: ConnectFourState, row: number, col: number, win: Set<number>): TemplateResult {
    const cell = row * s.columns + col;
    const disc = s.cells[cell];
    const landing = !s.outcome && landingRow(s, col) === row;
    const last = s.lastMove === col && row === s.rows - s.heights[col]!;
    // The last disc falls from above the board, row by row.
    const dropRows = last ? row + 1 : 0;
    const inLine = win.has(cell);
    const hinted = landing && this.core.hintMove === col;
    const w = this.core.w;
    const value = landing ? this.core.moveValue(col) : undefined;
    const d = value ? describeScore(s, value.score) : null;
    const label = [
      w.cellLabel(col + 1, s.rows - row),
      [w.empty, w.red, w.yellow][disc ?? 0],
      landing && !this.core.inputBlocked() ? w.landsHere : '',
      d ? w.value(d.kind, d.moves) : '',
      inLine ? w.winningLine : '',
      last ? w.lastMove : '',
      hinted ? w.hinted : '',
    ]
      .filter(Boolean)
      .join(w.separator);
    return this.core.renderGridCell(
      { row, col },
      {
        classes: classList(
          last && 'last',
          inLine && 'win',
          hinted && 'hint',
          this.hoverColumn === col && 'column-hover',
          this.core.grid.focus.col === col && 'column-focus',
        ),
        parts: [last && 'last-move', inLine && 'win', hinted && 'hint'],
        label,
        disabled: landingRow(s, col) < 0,
        hover: (inside) => this.setHover(inside ? col : null),
      },
      html`<span class="hole" aria-hidden="true"></span>
        ${disc ? this.renderDisc(disc, dropRows) : this.renderPreview(landing, s.turn)}`,
    );
  }

  /** On the cell a disc would land in, the side to move's disc, faint, where the board shows the legal moves. */
  private renderPreview(landing: boolean, turn: Player): TemplateResult | typeof nothing {
    if (!landing || this.hideHints || this.core.inputBlocked()) return nothing;
    return html`<span class="disc preview ${turn === 'first' ? 'red' : 'yellow'}" aria-hidden="true"></span>`;
  }

  /** A disc; `fall` > 0 animates it dropping through that many rows. */
  private renderDisc(disc: 1 | 2, fall: number): TemplateResult {
    const colour = disc === 1 ? 'red' : 'yellow';
    return html`<span
      class="disc ${colour} ${fall ? 'drop' : ''}"
      part="disc ${colour}"
      ${styleProps({ '--fall': fall || null })}
      aria-hidden="true"
    ></span>`;
  }

  private setHover(col: number | null): void {
    if (this.hoverColumn === col) return;
    this.hoverColumn = col;
    this.requestUpdate();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'connect-four-board': ConnectFourBoard;
  }
}
