import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type GridPoint, navigate } from '../base/grid-navigation.js';

/** What the keyboard grid needs of its board. */
export interface GridHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** The board's grid as the keyboard sees it. */
export interface GridShape {
  /** Rows and columns. */
  size: () => { rows: number; cols: number };
  /** Whether a cell exists (irregular boards have holes and short rows). */
  exists: (point: GridPoint) => boolean;
}

/**
 * The keyboard's place on the board: one focusable cell (roving tabindex) that the arrow keys
 * move, kept inside the grid when a re-render removes or replaces the focused cell.
 */
export class GridFocusController implements ReactiveController {
  private point: GridPoint = { row: 0, col: 0 };
  private refocus = false;

  constructor(
    private readonly host: GridHost,
    private readonly shape: GridShape,
  ) {
    host.addController(this);
  }

  /** The cell that has (or will get) the keyboard focus. */
  get focus(): GridPoint {
    return this.point;
  }
  set focus(point: GridPoint) {
    this.point = point;
    this.host.requestUpdate();
  }

  /** The roving tabindex of the cell at `point`. */
  tabIndexOf(point: GridPoint): number {
    return point.row === this.point.row && point.col === this.point.col ? 0 : -1;
  }

  /** Moves the keyboard focus to a cell, rendering first. */
  async focusOn(point: GridPoint): Promise<void> {
    this.focus = point;
    await this.host.updateComplete;
    this.cellElement(point)?.focus();
  }

  /** The element of the cell at `point`, if rendered. */
  cellElement(point: GridPoint): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(`[data-row="${point.row}"][data-col="${point.col}"]`);
  }

  /** Moves the focus for an arrow, Home or End key; returns whether `e` was one. */
  navigate(e: KeyboardEvent): boolean {
    const { rows, cols } = this.shape.size();
    const next = navigate(e.key, e.ctrlKey, this.point, rows, cols, (row, col) => this.shape.exists({ row, col }));
    if (!next) return false;
    e.preventDefault();
    void this.focusOn(next);
    return true;
  }

  /** A cell focused some other way (a screen reader's cursor, a script) becomes the keyboard's cell. */
  readonly onFocusin = (e: FocusEvent): void => {
    const cell = (e.target as Element).closest<HTMLElement>('[data-row]');
    if (!cell) return;
    const point = { row: Number(cell.dataset['row']), col: Number(cell.dataset['col']) };
    if (point.row !== this.point.row || point.col !== this.point.col) this.focus = point;
  };

  hostUpdate(): void {
    // A re-render may remove the focused cell (a Nim piece taken) or replace its element: keep the
    // keyboard user inside the grid, on the same cell when it still exists.
    this.refocus = (this.host.renderRoot as ShadowRoot | undefined)?.activeElement?.getAttribute('role') === 'gridcell';
    if (!this.shape.exists(this.point)) this.point = this.nearest(this.point);
  }

  hostUpdated(): void {
    if (!this.refocus) return;
    this.refocus = false;
    const cell = this.cellElement(this.point);
    if (cell && (this.host.renderRoot as ShadowRoot).activeElement !== cell) cell.focus();
  }

  /** The closest cell to the left of `p` in its row, or the grid's first cell. */
  private nearest(p: GridPoint): GridPoint {
    const { rows, cols } = this.shape.size();
    for (let col = Math.min(p.col, cols - 1); col >= 0; col--)
      if (this.shape.exists({ row: p.row, col })) return { row: p.row, col };
    for (let row = 0; row < rows; row++)
      for (let col = 0; col < cols; col++) if (this.shape.exists({ row, col })) return { row, col };
    return { row: 0, col: 0 };
  }
}
