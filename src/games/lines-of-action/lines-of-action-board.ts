import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Player } from '../../core/game.js';
import { type GridPoint, pointFromBottom, squareFromBottom } from '../../element/base/grid-navigation.js';
import { type AttributeTable, litProperties, oneOf } from '../../element/base/attribute-table.js';
import type { BoardAttributes } from '../../element/base/board-attributes.js';
import { Board } from '../../element/base/board.js';
import type { BoardGame } from '../../element/base/board-game.js';
import { type MovePath, PieceSelection, pieceStyles } from '../../element/base/piece-selection.js';
import { linesOfActionStyles } from './lines-of-action-board-styles.js';
import { aiLink } from './ai-link.js';
import {
  type LinesOfActionMove,
  type LinesOfActionOptions,
  type LinesOfActionState,
  PASS,
  type Simultaneous,
  fromOf,
  groupsOf,
  isBoardSize,
  pieceOf,
  rules,
  squareName,
  toOf,
  moveOf,
} from './rules.js';
import type { LinesOfActionWords } from './words.js';
import { words } from './word-tables.js';
import { styleProps } from '../../element/render/style-props.js';
import { renderRows, targetDot } from '../../element/render/grid-cell.js';
import { explainRefusal } from './refusals.js';

/** What Lines of Action gives its board. */
type LinesOfActionGame = BoardGame<LinesOfActionState, LinesOfActionMove, LinesOfActionOptions, LinesOfActionWords>;

/** Lines of Action's own attributes. */
export interface LinesOfActionAttributes {
  /** The board's side: 8, the standard game (default), or 6. */
  size: number;
  /** When one move joins both sides: `mover` (the mover wins, default) or `draw`. */
  simultaneous: Simultaneous;
  /**
   * A starting position instead of the standard start: `size * size` squares from the top row
   * (`x` black, `o` white, `-` empty; `/` between rows allowed), then the side to move, `x` or `o`.
   */
  position?: string;
  /** Rings every group of pieces in its own colour and counts each side's groups beside its name. */
  showGroups: boolean;
}

const LINES_OF_ACTION_ATTRIBUTES: AttributeTable<LinesOfActionAttributes> = {
  size: { attribute: 'size', type: Number, fallback: 8, valid: isBoardSize, expected: '8 (the standard board) or 6' },
  simultaneous: { attribute: 'simultaneous', fallback: 'mover', ...oneOf<Simultaneous>(['mover', 'draw']) },
  position: {
    attribute: 'position',
    fallback: undefined,
    valid: (position, { size }) => rules.validateOptions({ size, position: String(position) }) === null,
    expected: ({ size }) => `${size * size} squares of x, o or - from the top row, then x or o for the side to move`,
  },
  showGroups: { attribute: 'show-groups', type: Boolean, reflect: true, fallback: false },
};

/** Merged with the class: the attributes are its properties. */
export interface LinesOfActionBoard extends LinesOfActionAttributes {}

/**
 * Lines of Action for two people or against the computer, on the standard 8x8 board
 * or the 6x6 one. A piece moves in a straight line exactly as many squares as there are pieces on
 * that whole line, jumping its own pieces but never the opponent's, and captures by landing on an
 * opponent's piece. Whoever first joins all their pieces into one group, touching across edges or
 * corners, wins; when one move joins both sides, the mover wins (`simultaneous="draw"` for the
 * rule sets that call it a draw). A position repeated a third time is a draw. `show-groups` rings
 * each group in its own colour and counts the groups beside the names.
 *
 * Pick up a piece (tap, click, or Enter on it), then tap its destination; or drag it. Keys: arrows
 * move between squares, Enter or Space picks up and puts down, Esc drops the piece, `p` passes
 * when you have no move, `h` hint, `u` undo, `n` new game, `s` status, `?` the list of keys.
 *
 * @tagname lines-of-action-board
 * @summary Lines of Action on 8x8 or 6x6, against an alpha-beta opponent or a friend.
 * @csspart disc - A piece (with `black` or `white`).
 * @csspart arrow - The arrow of the last move.
 * @csspart selected - The square of the picked-up piece.
 * @csspart target - A square the picked-up piece may move to.
 * @csspart dragged - The piece following the pointer during a drag.
 * @cssprop --bge-first-color - Black pieces.
 * @cssprop --bge-second-color - White pieces.
 * @cssprop --bge-light-square - The light squares.
 * @cssprop --bge-dark-square - The dark squares.
 */
export class LinesOfActionBoard extends Board<
  LinesOfActionState,
  LinesOfActionMove,
  LinesOfActionOptions,
  LinesOfActionWords
> {
  static override styles = [...Board.styles, pieceStyles, ...linesOfActionStyles];

  static override properties = litProperties(LINES_OF_ACTION_ATTRIBUTES);
  declare readonly settings: Readonly<BoardAttributes<LinesOfActionWords> & LinesOfActionAttributes>;

  protected readonly game: LinesOfActionGame = {
    rules,
    ai: aiLink,
    words,
    options: () => {
      const { size, simultaneous, position } = this.settings;
      return position ? { size, simultaneous, position } : { size, simultaneous };
    },
    applyOptions: (options) => {
      this.size = options.size ?? 8;
      this.simultaneous = options.simultaneous ?? 'mover';
      this.position = options.position;
    },
    activateCell: (point) => this.pieces.activate(point),
    clearSelection: () => this.pieces.clear(),
    sideMark: (player) => (player === 'first' ? this.core.w.black : this.core.w.white),
    renderSideMark: (player) =>
      html`<span class="disc ${player === 'first' ? 'black' : 'white'}" part="mark" aria-hidden="true"></span>`,
    sideScore: (player) => this.sideScore(player),
    coordinateAxes: () => ({ files: this.gameState.size, ranks: this.gameState.size, origin: 'bottom-left' }),
    gridSize: () => ({ rows: this.gameState.size, cols: this.gameState.size }),
    boardLabel: () => this.core.w.boardLabel(this.gameState.size),
    boardStyle: () => ({ '--size': this.gameState.size }),
    passOf: (s) => (!s.outcome && !s.canMove ? PASS : null),
    moveAnnouncement: (before, move) => this.moveAnnouncement(before, move),
    renderGrid: () => this.renderGrid(),
  };

  /** Picking up, dragging and dropping pieces. */
  private readonly pieces = new PieceSelection<LinesOfActionState, LinesOfActionMove>(
    this,
    this.core.piecePort({
      movePath: (m) => this.movePath(m),
      pointName: (p) => this.pointName(p),
      renderDragged: (p) => this.renderDragged(p),
      whyNot: (from, to) => this.whyNot(from, to),
    }),
  );

  /** Why the piece on `from` may not move to `to`, as the rules explain it. */
  private whyNot(from: GridPoint, to: GridPoint): string | null {
    const refusal = explainRefusal(this.gameState, moveOf(this.squareAt(from), this.squareAt(to)));
    const v = refusal?.values ?? {};
    const r = this.core.w.refusals;
    switch (refusal?.rule) {
      case 'distance':
        return r.distance(String(v['from']), v['line'] as 'row' | 'column' | 'diagonal', Number(v['count']));
      case 'jump-enemy':
        return r.jumpEnemy(String(v['from']), String(v['over']));
      case 'own-piece':
        return r.ownPiece(String(v['to']));
      case 'not-a-line':
        return r.notALine(String(v['from']), String(v['to']));
      default:
        return null;
    }
  }

  /** Pieces on the board; with `show-groups`, the number of groups. */
  private sideScore(player: Player): number | string {
    const s = this.gameState;
    return this.showGroups ? this.core.w.groups(groupsOf(s.cells, s.size, pieceOf(player)).length) : s.pieces[player];
  }

  /** A move with its squares and whether it captured; a pass as the board says it. */
  private moveAnnouncement(before: LinesOfActionState, move: LinesOfActionMove): string | undefined {
    if (move === PASS) return undefined;
    const size = before.size;
    return this.core.w.moved(
      this.playerName(before.turn),
      squareName(size, fromOf(move)),
      squareName(size, toOf(move)),
      before.cells[toOf(move)] !== 0,
    );
  }

  /** Grid rows run from the top, the last rank; squares number from a1 at the bottom left. */
  private squareAt(p: GridPoint): number {
    return squareFromBottom(p, this.gameState.size);
  }

  private pointAt(square: number): GridPoint {
    return pointFromBottom(square, this.gameState.size);
  }

  private movePath(move: LinesOfActionMove): MovePath | null {
    return move === PASS ? null : { from: this.pointAt(fromOf(move)), to: this.pointAt(toOf(move)) };
  }

  private pointName(p: GridPoint): string {
    return squareName(this.gameState.size, this.squareAt(p));
  }

  private renderDragged(p: GridPoint): TemplateResult {
    const piece = this.gameState.cells[this.squareAt(p)];
    return html`<span class="disc drag-piece ${piece === 1 ? 'black' : 'white'}"></span>`;
  }

  private renderGrid(): TemplateResult {
    const s = this.gameState;
    // With show-groups: each piece's group, numbered per side, and a hue per group.
    const group = new Map<number, { n: number; of: number; hue: number }>();
    if (this.showGroups) {
      for (const piece of [1, 2] as const) {
        const groups = groupsOf(s.cells, s.size, piece);
        groups.forEach((squares, i) =>
          squares.forEach((sq) =>
            group.set(sq, { n: i + 1, of: groups.length, hue: (piece === 1 ? 20 : 200) + i * 47 }),
          ),
        );
      }
    }
    const squares = renderRows(s.size, s.size, (row, col) => this.renderSquare(s, { row, col }, group));
    return html`${squares} ${this.renderArrow()} ${this.pieces.renderDragLayer()}`;
  }

  private renderSquare(
    s: LinesOfActionState,
    p: GridPoint,
    group: Map<number, { n: number; of: number; hue: number }>,
  ): TemplateResult {
    const square = this.squareAt(p);
    const name = squareName(s.size, square);
    const piece = s.cells[square]!;
    const marks = this.pieces.marks(p);
    const capture = marks.target && piece !== 0;
    const g = group.get(square);
    const w = this.core.w;
    const label = [
      name,
      [w.empty, w.black, w.white][piece ?? 0],
      g ? w.group(g.n, g.of) : '',
      ...marks.labels,
      capture ? w.capture : '',
    ]
      .filter(Boolean)
      .join(w.separator);
    const dark = (Math.floor(square / s.size) + (square % s.size)) % 2 === 0;
    const arrived = marks.classes.includes('last-to');
    return this.core.renderGridCell(
      p,
      {
        classes: `${dark ? 'dark' : ''} ${marks.classes} ${capture ? 'capture' : ''}`,
        parts: [name, ...marks.parts],
        label,
        disabled: !marks.target && !marks.classes.includes('movable') && !marks.classes.includes('selected'),
      },
      piece ? renderDisc(piece, g?.hue, arrived) : targetDot(marks.target),
    );
  }

  /** An arrow from the last move's square to its destination, drawn over the board. */
  private renderArrow(): TemplateResult | typeof nothing {
    const { lastMove } = this.core;
    const last = lastMove === null ? null : this.movePath(lastMove);
    if (!last) return nothing;
    const size = this.gameState.size;
    const x1 = last.from.col + 0.5;
    const y1 = last.from.row + 0.5;
    const x2 = last.to.col + 0.5;
    const y2 = last.to.row + 0.5;
    // Stop short of the destination's centre, so the head sits at the piece's edge.
    const len = Math.hypot(x2 - x1, y2 - y1);
    const ex = x2 - ((x2 - x1) / len) * 0.3;
    const ey = y2 - ((y2 - y1) / len) * 0.3;
    return html`<svg class="arrow" part="arrow" viewBox="0 0 ${size} ${size}" aria-hidden="true">
      <defs>
        <marker id="head" viewBox="0 0 4 4" refX="2" refY="2" markerWidth="3" markerHeight="3" orient="auto">${svg`<path
          d="M0,0 L4,2 L0,4 z"
          fill="rgb(230 120 0 / 0.85)"
        ></path>`}</marker>
      </defs>
      ${svg`<line
        x1=${x1}
        y1=${y1}
        x2=${ex}
        y2=${ey}
        stroke="rgb(230 120 0 / 0.75)"
        stroke-width="0.09"
        stroke-linecap="round"
        marker-end="url(#head)"
      ></line>`}
    </svg>`;
  }
}

/** A piece: its colour, its group's hue (`show-groups`), and whether it just arrived (the last move's). */
function renderDisc(piece: 1 | 2, hue: number | undefined, arrived: boolean): TemplateResult {
  const colour = piece === 1 ? 'black' : 'white';
  return html`<span
    class="disc ${colour} ${hue === undefined ? '' : 'grouped'} ${arrived ? 'arrived' : ''}"
    part="disc ${colour}"
    ${styleProps({ '--hue': hue })}
    aria-hidden="true"
  ></span>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'lines-of-action-board': LinesOfActionBoard;
  }
}
