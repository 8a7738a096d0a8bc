/**
 * Arrow-key movement over a grid whose rows may differ in length or have holes (Nim heaps,
 * peg solitaire): the WAI-ARIA grid keys, stopping at the edges. DOM-free, so it is tested alone.
 */

/** A cell position. */
export interface GridPoint {
  row: number;
  col: number;
}

/** Says whether a cell exists (irregular boards have holes and short rows). */
export type CellExists = (row: number, col: number) => boolean;

/** The cell a navigation key leads to from `from`, or null when the key is not a navigation key. */
export function navigate(
  key: string,
  ctrl: boolean,
  from: GridPoint,
  rows: number,
  cols: number,
  exists: CellExists,
): GridPoint | null {
  const inRow = (row: number) => Array.from({ length: cols }, (_, c) => c).filter((c) => exists(row, c));
  const firstRow = () => Array.from({ length: rows }, (_, r) => r).find((r) => inRow(r).length > 0);
  const lastRow = () =>
    Array.from({ length: rows }, (_, r) => r)
      .reverse()
      .find((r) => inRow(r).length > 0);
  const step = (dr: number, dc: number): GridPoint => {
    let { row, col } = from;
    for (;;) {
      row += dr;
      col += dc;
      if (row < 0 || row >= rows || col < 0 || col >= cols) return from;
      if (dc !== 0) {
        if (exists(row, col)) return { row, col };
        continue;
      }
      // Moving between rows, land on the nearest existing cell of the next non-empty row.
      const cells = inRow(row);
      if (cells.length === 0) continue;
      const nearest = cells.reduce((best, c) => (Math.abs(c - from.col) < Math.abs(best - from.col) ? c : best));
      return { row, col: nearest };
    }
  };
  switch (key) {
    case 'ArrowUp':
      return step(-1, 0);
    case 'ArrowDown':
      return step(1, 0);
    case 'ArrowLeft':
      return step(0, -1);
    case 'ArrowRight':
      return step(0, 1);
    case 'Home': {
      const row = ctrl ? firstRow() : from.row;
      const cells = row === undefined ? [] : inRow(row);
      return row === undefined || cells.length === 0 ? from : { row, col: cells[0]! };
    }
    case 'End': {
      const row = ctrl ? lastRow() : from.row;
      const cells = row === undefined ? [] : inRow(row);
      return row === undefined || cells.length === 0 ? from : { row, col: cells[cells.length - 1]! };
    }
    default:
      return null;
  }
}

/** The square (`row * size + col`, a1 = 0 at the bottom left) shown at grid `point`, whose rows run from the top. */
export function squareFromBottom(point: GridPoint, size: number): number {
  return (size - 1 - point.row) * size + point.col;
}

/** The grid point, rows from the top, of square `square` numbered from a1 at the bottom left. */
export function pointFromBottom(square: number, size: number): GridPoint {
  return { row: size - 1 - Math.floor(square / size), col: square % size };
}
