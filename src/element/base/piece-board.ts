import { css, html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { BaseState } from '../../core/game.js';
import { GameBoard } from './game-board.js';
import type { GridPoint } from './grid-navigation.js';
import { styleProps } from '../render/style-props.js';

/** The squares a move leaves and reaches. */
export interface MovePath {
  from: GridPoint;
  to: GridPoint;
}

/** Pointer travel (px) that turns a press on a piece into a drag. */
const DRAG_THRESHOLD = 5;

const same = (a: GridPoint | null | undefined, b: GridPoint | null | undefined): boolean =>
  !!a && !!b && a.row === b.row && a.col === b.col;

/** What the piece interaction marks on one square. */
export interface SquareMarks {
  /** Classes for the cell: `selected`, `target`, `movable`, `lifted`, `last-from`, `last-to`, `hint`. */
  classes: string;
  /** Parts for the cell (`selected`, `target`, `last-move`, `hint`). */
  parts: string[];
  /** Words for the cell's label, in the board's language. */
  labels: string[];
  /** Whether the selected piece may move here. */
  target: boolean;
}

/**
 * The base of boards where a move takes a piece from one square to another (Lines of Action,
 * peg solitaire, Hnefatafl): pick a piece, then its destination, by tap, click or keyboard (Enter
 * on the piece, then on the square; Esc drops it), or drag it. The legal destinations of the
 * picked piece are shown; the last move and a hint mark both their squares. A game supplies where
 * its moves go (`movePath`) and how a piece looks when dragged (`renderDragged`).
 *
 * @csspart selected - The square of the picked-up piece.
 * @csspart target - A square the picked-up piece may move to.
 * @csspart dragged - The piece following the pointer during a drag.
 */
export abstract class PieceBoard<S extends BaseState, M, O, W extends object = object> extends GameBoard<S, M, O, W> {
  static override styles = [
    ...GameBoard.styles,
    css`
      .board {
        position: relative;
      }
      .cell.movable {
        cursor: grab;
        touch-action: none;
      }
      .cell.lifted > * {
        opacity: 0.35;
      }
      .dragged {
        position: absolute;
        z-index: 2;
        pointer-events: none;
        transform: translate(-50%, -50%) scale(1.15);
        filter: drop-shadow(0 4px 4px rgb(0 0 0 / 0.35));
      }
      /* The piece fills the dragged box as it filled its cell; each game sets the inset it draws pieces with. */
      .dragged > .drag-piece {
        display: grid;
        place-items: center;
        width: calc(100% - 2 * var(--drag-inset, 0%));
        height: calc(100% - 2 * var(--drag-inset, 0%));
        margin: var(--drag-inset, 0%);
      }
    `,
  ];

  /** The square of the picked-up piece, waiting for a destination. */
  @state() protected selected: GridPoint | null = null;
  /** A piece being dragged: its square, the pointer over the board and the size of a square (px). */
  @state() private drag: { from: GridPoint; x: number; y: number; width: number; height: number } | null = null;
  private press: { from: GridPoint; pointerId: number; x: number; y: number; cell: HTMLElement } | null = null;
  private legal: { state: S; moves: M[] } | undefined;
  /** A drag ends with a click on the square it started from; that click is not a tap. */
  private swallowClick = false;

  /** The squares `move` leaves and reaches, or null for a move that moves no piece (a pass). */
  protected abstract movePath(move: M): MovePath | null;
  /** The name of a square (`b1`), for labels and announcements. */
  protected abstract pointName(point: GridPoint): string;
  /** The piece on `point` as it looks in the hand during a drag. */
  protected abstract renderDragged(point: GridPoint): TemplateResult;

  /** The legal moves of the piece on `point` for the user now (none while input is blocked). */
  protected movesFrom(point: GridPoint): M[] {
    if (this.inputBlocked()) return [];
    const state = this.gameState;
    // Every square of a render asks: generate the position's moves once.
    if (this.legal?.state !== state) this.legal = { state, moves: this.rules.legalMoves(state) };
    return this.legal.moves.filter((m) => same(this.movePath(m)?.from, point));
  }

  /** The legal move of the picked-up piece to `point`, if any. */
  protected selectedMoveTo(point: GridPoint): M | undefined {
    return this.selected ? this.movesFrom(this.selected).find((m) => same(this.movePath(m)?.to, point)) : undefined;
  }

  protected override clearSelection(): void {
    this.selected = null;
    this.drag = null;
    this.press = null;
  }

  protected activateCell(point: GridPoint): void {
    if (this.swallowClick) {
      this.swallowClick = false;
      return;
    }
    const move = this.selectedMoveTo(point);
    if (move !== undefined) {
      this.selected = null;
      this.userMove(move);
      return;
    }
    if (same(this.selected, point)) {
      this.selected = null;
      void this.announce(this.text.selectionCleared);
      return;
    }
    const moves = this.movesFrom(point);
    if (moves.length > 0) {
      this.selected = point;
      void this.announce(
        this.text.pieceSelected(
          this.pointName(point),
          moves.map((m) => this.pointName(this.movePath(m)!.to)),
        ),
      );
      return;
    }
    const name = this.pointName(point);
    const reason = this.inputBlocked() ?? this.text.cannotMoveFrom(name);
    this.selected = null;
    this.emit('invalid-move', { move: name, reason });
    void this.announce(reason);
  }

  /** The marks of the piece interaction on `point`: picked up, destinations, last move, hint. */
  protected squareMarks(point: GridPoint): SquareMarks {
    const m = this.text;
    const last = this.lastMove === null ? null : this.movePath(this.lastMove);
    const hint = this.hintMove === null ? null : this.movePath(this.hintMove);
    const selected = same(this.selected, point);
    const target = this.selectedMoveTo(point) !== undefined;
    const movable = !this.selected && !this.hideHints && this.movesFrom(point).length > 0;
    const lastFrom = same(last?.from, point);
    const lastTo = same(last?.to, point);
    const hinted = same(hint?.from, point) || same(hint?.to, point);
    const classes = [
      selected && 'selected',
      target && 'target',
      (movable || selected) && 'movable',
      same(this.drag?.from, point) && 'lifted',
      lastFrom && 'last-from',
      lastTo && 'last-to',
      hinted && 'hint',
    ];
    return {
      classes: classes.filter(Boolean).join(' '),
      parts: [selected && 'selected', target && 'target', (lastFrom || lastTo) && 'last-move', hinted && 'hint'].filter(
        (p): p is string => !!p,
      ),
      labels: [
        selected ? m.selected : '',
        target ? m.target : '',
        lastFrom ? m.lastFrom : '',
        lastTo ? m.lastTo : '',
        hinted ? m.hinted : '',
      ].filter(Boolean),
      target,
    };
  }

  /** The dragged piece under the pointer; game boards put it last inside their grid. */
  protected renderDragLayer(): TemplateResult | typeof nothing {
    const d = this.drag;
    if (!d) return nothing;
    return html`<div
      class="dragged"
      part="dragged"
      aria-hidden="true"
      ${styleProps({ left: `${d.x}px`, top: `${d.y}px`, width: `${d.width}px`, height: `${d.height}px` })}
    >
      ${this.renderDragged(d.from)}
    </div>`;
  }

  override firstUpdated(): void {
    // On the shadow root, so the listeners go with the element and re-renders keep them.
    this.renderRoot.addEventListener('pointerdown', this.onPointerDown as EventListener);
    this.renderRoot.addEventListener('pointermove', this.onPointerMove as EventListener);
    this.renderRoot.addEventListener('pointerup', this.onPointerUp as EventListener);
    this.renderRoot.addEventListener('pointercancel', this.onPointerCancel as EventListener);
  }

  private pointOf(el: Element | null): GridPoint | null {
    const cell = el?.closest<HTMLElement>('[data-row]');
    return cell ? { row: Number(cell.dataset['row']), col: Number(cell.dataset['col']) } : null;
  }

  private onPointerDown = (e: PointerEvent): void => {
    this.swallowClick = false;
    if (e.button !== 0 || !e.isPrimary) return;
    const cell = (e.target as Element).closest<HTMLElement>('[data-row]');
    const from = this.pointOf(cell);
    if (!cell || !from || this.movesFrom(from).length === 0) return;
    this.press = { from, pointerId: e.pointerId, x: e.clientX, y: e.clientY, cell };
  };

  private onPointerMove = (e: PointerEvent): void => {
    const press = this.press;
    if (!press || e.pointerId !== press.pointerId) return;
    const board = this.renderRoot.querySelector<HTMLElement>('.board');
    if (!board) return;
    if (!this.drag) {
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < DRAG_THRESHOLD) return;
      press.cell.setPointerCapture?.(e.pointerId);
      this.selected = press.from;
    }
    const rect = board.getBoundingClientRect();
    const cellRect = press.cell.getBoundingClientRect();
    this.drag = {
      from: press.from,
      x: e.clientX - rect.left,
      y: e.clientY - rect.top,
      width: cellRect.width,
      height: cellRect.height,
    };
  };

  private onPointerUp = (e: PointerEvent): void => {
    const press = this.press;
    if (!press || e.pointerId !== press.pointerId) return;
    this.press = null;
    if (!this.drag) return;
    this.drag = null;
    // The click that follows a drag lands on the square it started from: not a tap.
    this.swallowClick = true;
    setTimeout(() => (this.swallowClick = false));
    const to = this.pointOf((this.renderRoot as ShadowRoot).elementFromPoint?.(e.clientX, e.clientY) ?? null);
    if (!to) return;
    this.focusCell = to;
    // Dropped on a legal square: the move; elsewhere the piece stays picked up for a tap.
    const move = this.selectedMoveTo(to);
    if (move !== undefined) {
      this.selected = null;
      this.userMove(move);
    }
  };

  private onPointerCancel = (): void => {
    this.press = null;
    this.drag = null;
  };
}
