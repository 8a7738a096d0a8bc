/**
 * Runs of cells in a line on a rectangular grid (rows, columns and both diagonals), for games won
 * by a line of marks: the windows themselves, and whether a side can still fill one.
 */
import type { Player } from './game.js';

const windowCache = new Map<string, readonly (readonly number[])[]>();
/** The four directions of a line, as (row, column) steps: across, down, and both diagonals. */
export const LINE_DIRECTIONS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
] as const;

/**
 * Every run of `length` cells in a line on a grid of `columns` x `rows` cells, numbered row by row from the top left.
 */
export function lineWindows(columns: number, rows: number, length: number): readonly (readonly number[])[] {
  const key = `${columns}x${rows}/${length}`;
  let found = windowCache.get(key);
  if (!found) {
    const out: number[][] = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        for (const [dr, dc] of LINE_DIRECTIONS) {
          const endR = r + dr * (length - 1);
          const endC = c + dc * (length - 1);
          if (endR < 0 || endR >= rows || endC < 0 || endC >= columns) continue;
          out.push(Array.from({ length }, (_, k) => (r + dr * k) * columns + (c + dc * k)));
        }
      }
    }
    found = out;
    windowCache.set(key, found);
  }
  return found;
}

/**
 * Whether `player` can still fill one of `windows` (cells: 0 empty, 1 first, 2 second) when
 * `turn` is to move: a window with none of the other side's marks and no more empty cells than
 * the moves `player` has left on the board.
 */
export function canCompleteLine(
  cells: readonly number[],
  windows: readonly (readonly number[])[],
  player: Player,
  turn: Player,
): boolean {
  const own = player === 'first' ? 1 : 2;
  let empty = 0;
  for (const c of cells) if (c === 0) empty++;
  const movesLeft = turn === player ? Math.ceil(empty / 2) : Math.floor(empty / 2);
  return windows.some((w) => {
    let need = 0;
    for (const i of w) {
      if (cells[i] === 0) need++;
      else if (cells[i] !== own) return false;
    }
    return need <= movesLeft;
  });
}
