import { html, nothing, type TemplateResult } from 'lit';
import { styleProps, type StyleProps } from './style-props.js';

/** The files and ranks a board's notation names its squares by. */
export interface BoardAxes {
  /** Columns, lettered from `a` (or numbered from 1, see `fileNames`). */
  files: number;
  /** Rows, numbered from 1; 0 where the notation names no rows (Connect Four). */
  ranks: number;
  /** How the notation names the columns: `letters` (the default) or `numbers` (Connect Four). */
  fileNames?: 'letters' | 'numbers';
  /** Where `a1` is: top left (Reversi, peg solitaire) or bottom left (Lines of Action, Hnefatafl). */
  origin: 'top-left' | 'bottom-left';
}

/**
 * The board framed by its coordinates (`coordinates`): the files along the edge where `a1` is, the
 * ranks along the left, in the board's text colour. They are hidden from assistive technology,
 * which hears each cell's own name. Without axes, the board alone.
 */
export function framed(board: TemplateResult, axes: BoardAxes | null, style: StyleProps): TemplateResult {
  if (!axes) return board;
  const top = axes.origin === 'top-left';
  const fileName = (i: number) => (axes.fileNames === 'numbers' ? String(i + 1) : String.fromCharCode(97 + i));
  const rankName = (i: number) => (top ? i + 1 : axes.ranks - i);
  const names = (count: number, name: (i: number) => unknown, part: string) =>
    Array.from({ length: count }, (_, i) => html`<span part="coordinate ${part}">${name(i)}</span>`);
  const files = html`<div class="files" aria-hidden="true">
    ${names(axes.files, fileName, 'file')}
  </div>`;
  const ranks = html`<div class="ranks" aria-hidden="true">${names(axes.ranks, rankName, 'rank')}</div>`;
  return html`<div class="framed${top ? ' files-top' : ''}" ${styleProps(style)}>
    ${top ? files : nothing} ${axes.ranks > 0 ? ranks : nothing} ${board} ${top ? nothing : files}
  </div>`;
}
