import { html, nothing, type TemplateResult } from 'lit';
import type { GridPoint } from '../base/grid-navigation.js';
import { styleProps, type StyleProps } from './style-props.js';

/** One cell as a game describes it. */
export interface GridCell {
  /** Classes besides `cell`. */
  classes?: string;
  /** Parts besides `cell` (false entries are skipped). */
  parts: readonly (string | false)[];
  /** The accessible name. */
  label: string;
  /** Whether the cell offers nothing to do now. */
  disabled: boolean;
  /** Hears the pointer entering (true) and leaving (false), for previews. */
  hover?: (inside: boolean) => void;
  /** CSS properties of the cell (its place in the grid, say), set through the CSSOM. */
  style?: StyleProps;
}

/**
 * What every cell shares with its board: the roving tabindex, the board's disabled state, a click that focuses and
 * activates.
 */
export interface CellContext {
  tabIndex: number;
  boardDisabled: boolean;
  activate: () => void;
}

/** One `role="gridcell"` with its coordinates, parts, label and handlers. */
export function renderGridCell(point: GridPoint, cell: GridCell, ctx: CellContext, content: unknown): TemplateResult {
  const hover = cell.hover;
  return html`<div
    class="cell ${cell.classes ?? ''}"
    part=${['cell', ...cell.parts].filter(Boolean).join(' ')}
    role="gridcell"
    data-row=${point.row}
    data-col=${point.col}
    ${styleProps(cell.style ?? {})}
    tabindex=${ctx.tabIndex}
    aria-label=${cell.label}
    aria-disabled=${cell.disabled || ctx.boardDisabled ? 'true' : 'false'}
    @click=${ctx.activate}
    @pointerenter=${hover ? () => hover(true) : undefined}
    @pointerleave=${hover ? () => hover(false) : undefined}
  >
    ${content}
  </div>`;
}

/** Rows of cells for a rectangular board, each row a `role="row"`. */
export function renderRows(
  rows: number,
  cols: number,
  cell: (row: number, col: number) => TemplateResult,
): TemplateResult[] {
  return Array.from(
    { length: rows },
    (_, row) => html`<div class="row" role="row">${Array.from({ length: cols }, (_, col) => cell(row, col))}</div>`,
  );
}

/** Class names joined by spaces, leaving out those that are false, null, undefined or empty. */
export function classList(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The dot on an empty cell a move may go to (where the board shows the legal moves), or nothing. */
export function targetDot(shown: boolean): TemplateResult | typeof nothing {
  return shown ? html`<span class="dot" aria-hidden="true"></span>` : nothing;
}
