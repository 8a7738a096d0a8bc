import { css, html, nothing, type TemplateResult } from 'lit';
import type { Player } from '../../core/game.js';
import type { MoveMark } from '../../core/review.js';

/**
 * A move as the list shows it: its notation and the side that played it; in a review, its mark and a way to go there.
 */
export interface ListedMove {
  readonly notation: string;
  readonly player: Player;
  readonly mark?: MoveMark | null;
  /** The position shown in the review is the one after this move. */
  readonly current?: boolean;
  readonly select?: () => void;
  /**
   * In a review, the move's line ("Move 5, c1: blunder..."): its tooltip and its name for screen readers, which would
   * read a mark's signs as punctuation.
   */
  readonly label?: string;
}

/** The list's own styles, adopted by the board when the list first loads. */
export const moveListStyles = css`
  .moves {
    margin-top: 0.75em;
    padding: 0.5em 0.9em;
    border: 1px solid var(--bge-line-color);
    border-radius: 0.4em;
  }
  .moves ol {
    margin: 0;
    padding-inline-start: 2.2em;
    max-height: 8.5em;
    overflow-y: auto;
    font-variant-numeric: tabular-nums;
  }
  .no-moves {
    margin: 0;
    opacity: 0.75;
  }
`;

/** The marks as game records write them after a move. */
const SIGNS: Readonly<Record<MoveMark, string>> = { best: '', good: '', inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * One numbered line of the list: the first side's moves of that turn, then the second side's (a side that moves again
 * has several).
 */
export type MoveTurn = readonly [first: readonly ListedMove[], second: readonly ListedMove[]];

/**
 * The list's lines. In a game of two sides a line holds one turn of each, so a side that moves
 * again (Kalah, Dots and Boxes) keeps its moves in its own column; a line opens when the first
 * side moves after the second. A game played alone lists its moves two to a line.
 */
export function moveTurns(moves: readonly ListedMove[], onePlayer = false): MoveTurn[] {
  if (onePlayer) {
    const lines: MoveTurn[] = [];
    for (let i = 0; i < moves.length; i += 2) lines.push([[moves[i]!], moves[i + 1] ? [moves[i + 1]!] : []]);
    return lines;
  }
  const lines: [ListedMove[], ListedMove[]][] = [];
  for (const move of moves) {
    const line = lines.at(-1);
    if (!line || (move.player === 'first' && line[1].length > 0))
      lines.push(move.player === 'first' ? [[move], []] : [[], [move]]);
    else line[move.player === 'first' ? 0 : 1].push(move);
  }
  return lines;
}

/** One move: in a review, a button that goes there, with its mark. */
function one(m: ListedMove): TemplateResult {
  const mark = m.mark ? SIGNS[m.mark] : '';
  const part = `move${m.mark ? ` mark-${m.mark}` : ''}${m.current ? ' current' : ''}`;
  const current = m.current ? 'step' : 'false';
  return m.select
    ? html`<button
      type="button"
      part=${part}
      aria-current=${current}
      aria-label=${m.label ?? nothing}
      title=${m.label ?? nothing}
      @click=${m.select}
    >${m.notation}${mark}</button>`
    : html`<span part=${part}>${m.notation}${mark}</span>`;
}

/**
 * One side's moves of a turn: several (a side that moved again) read "3, 6"; one, the usual case, needs no template
 * around it (a long game's list has one per move).
 */
const side = (moves: readonly ListedMove[]) =>
  moves.length === 1 ? one(moves[0]!) : moves.map((m, i) => html`${i > 0 ? ', ' : nothing}${one(m)}`);

/** A line's first side: its moves, or `…` where it did not move (as chess writes `3... e5`). */
const firstSide = (moves: readonly ListedMove[]) =>
  moves.length ? side(moves) : html`<span aria-hidden="true">…</span>`;

/** A line's second side, after a space, if it moved. */
const secondSide = (moves: readonly ListedMove[]) => (moves.length ? html` ${side(moves)}` : nothing);

/**
 * The move list (`show-moves`): one numbered line per turn of both sides, as `moveTurns` groups
 * them (a side's several moves of one turn with commas: `1. 3, 6 2`); a line whose first side did
 * not move shows `…` in its place, as chess writes `3... e5`.
 * A group, not a landmark: a page may show many boards, and its landmarks must each be unique.
 */
export function renderMoveList(
  moves: readonly ListedMove[],
  label: string,
  empty: string,
  onePlayer = false,
): TemplateResult {
  const lines = moveTurns(moves, onePlayer);
  return html`<div class="moves" part="moves" role="group" aria-label=${label}>
    ${
      lines.length === 0
        ? html`<p class="no-moves">${empty}</p>`
        : // A long list scrolls: a tab stop lets the keyboard scroll it too.
          html`<ol tabindex="0">
          ${lines.map(([first, second]) => html`<li>${firstSide(first)}${secondSide(second)}</li>`)}
        </ol>`
    }
  </div>`;
}
