import { css, html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { BaseState, Game } from '../../core/game.js';
import type { GridPoint } from './grid-navigation.js';
import type { Messages } from './messages.js';
import { styleProps } from '../render/style-props.js';

/** The squares a move leaves and reaches. */
export interface MovePath {
  from: GridPoint;
  to: GridPoint;
}

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

/** What the piece interaction reads of its board and asks of it: the game's side of it, then the board's. */
export interface PieceBoardPort<S extends BaseState, M> {
  /** The squares `move` leaves and reaches, or null for a move that moves no piece (a pass). */
  movePath(move: M): MovePath | null;
  /** The name of a square (`b1`), for labels and announcements. */
  pointName(point: GridPoint): string;
  /**
   * Why the piece on `from` may not move to `to`, as the rules say it in the board's language (the game's
   * `refusals.ts`); null where it may, or where the game does not say.
   */
  whyNot?(from: GridPoint, to: GridPoint): string | null;
  /** The piece on `point` as it looks in the hand during a drag. */
  renderDragged(point: GridPoint): TemplateResult;
  /** The rules, the position shown, the last move and the hint. */
  rules(): Game<S, M, unknown>;
  state(): S;
  lastMove(): M | null;
  hintMove(): M | null;
  /** Why the user may not move now, or null. */
  blocked(): string | null;
  /** Whether the legal-move hints are off (`hide-hints`). */
  hideHints(): boolean;
  text(): Messages;
  /** Plays the user's move (as a tap on a square would). */
  play(move: M): void;
  /** Moves the keyboard focus to the square a piece was dropped on. */
  focus(point: GridPoint): void;
  announce(text: string): void;
  /** Where the side to move has no move but to pass: the sentence that says so; null otherwise. */
  mustPass?(): string | null;
  /** A square the user may not move from, or a piece put where it may not go: `invalid-move`, spoken and shown. */
  refused(square: string, reason: string): void;
}

/** The styles of picking up and dragging: boards of pieces add them to their own. */
export const pieceStyles = css`
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
`;

/** Pointer travel (px) that turns a press on a piece into a drag. */
const DRAG_THRESHOLD = 5;

const same = (a: GridPoint | null | undefined, b: GridPoint | null | undefined): boolean =>
  !!a && !!b && a.row === b.row && a.col === b.col;

/** The cell's grid point of an element inside it, if any. */
function pointOf(el: Element | null): GridPoint | null {
  const cell = el?.closest<HTMLElement>('[data-row]');
  return cell ? { row: Number(cell.dataset['row']), col: Number(cell.dataset['col']) } : null;
}

/**
 * Moving pieces from square to square (Lines of Action, peg solitaire, Hnefatafl), a controller
 * a board holds: pick a piece, then its destination, by tap, click or keyboard (Enter on the
 * piece, then on the square; Esc drops it), or drag it. The legal destinations of the picked piece
 * are shown; the last move and a hint mark both their squares. The board draws each square with
 * `marks` and puts `renderDragLayer` last inside its grid.
 */
export class PieceSelection<S extends BaseState, M> implements ReactiveController {
  /** The square of the picked-up piece, waiting for a destination. */
  get selected(): GridPoint | null {
    return this.picked;
  }
  private picked: GridPoint | null = null;
  /** A piece being dragged: its square, the pointer over the board and the size of a square (px). */
  private drag: { from: GridPoint; x: number; y: number; width: number; height: number } | null = null;
  private press: { from: GridPoint; pointerId: number; x: number; y: number; cell: HTMLElement } | null = null;
  private legal: { state: S; moves: M[] } | undefined;
  /** A drag ends with a click on the square it started from; that click is not a tap. */
  private swallowClick = false;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment },
    private readonly port: PieceBoardPort<S, M>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // On the shadow root, so the listeners go with the element and re-renders keep them (adding twice adds once).
    const root = this.host.renderRoot;
    root.addEventListener('pointerdown', this.onPointerDown as EventListener);
    root.addEventListener('pointermove', this.onPointerMove as EventListener);
    root.addEventListener('pointerup', this.onPointerUp as EventListener);
    root.addEventListener('pointercancel', this.onPointerCancel as EventListener);
  }

  /** The legal moves of the piece on `point` for the user now (none while input is blocked). */
  movesFrom(point: GridPoint): M[] {
    if (this.port.blocked()) return [];
    const state = this.port.state();
    // Every square of a render asks: generate the position's moves once.
    if (this.legal?.state !== state) this.legal = { state, moves: this.port.rules().legalMoves(state) };
    return this.legal.moves.filter((m) => same(this.port.movePath(m)?.from, point));
  }

  /** The legal move of the picked-up piece to `point`, if any. */
  selectedMoveTo(point: GridPoint): M | undefined {
    const from = this.picked;
    return from ? this.movesFrom(from).find((m) => same(this.port.movePath(m)?.to, point)) : undefined;
  }

  /** Drops the picked-up piece and any drag (Esc, undo, a new position). */
  clear(): void {
    this.set({ picked: null, drag: null });
    this.press = null;
  }

  /** A tap, click, Enter or Space on `point`: picks its piece up, moves the one picked up there, or puts it down. */
  activate(point: GridPoint): void {
    if (this.swallowClick) {
      this.swallowClick = false;
      return;
    }
    const { port } = this;
    const move = this.selectedMoveTo(point);
    if (move !== undefined) {
      this.set({ picked: null });
      port.play(move);
      return;
    }
    if (same(this.picked, point)) {
      this.set({ picked: null });
      port.announce(port.text().selectionCleared);
      return;
    }
    const moves = this.movesFrom(point);
    if (moves.length > 0) {
      this.set({ picked: point });
      const targets = moves.map((m) => port.pointName(port.movePath(m)!.to));
      port.announce(port.text().pieceSelected(port.pointName(point), targets));
      return;
    }
    const name = port.pointName(point);
    const blocked = port.blocked();
    const why = blocked === null && this.picked ? (port.whyNot?.(this.picked, point) ?? null) : null;
    if (why !== null) {
      // The piece stays picked up: the player tries another square with what the rules said in mind.
      port.refused(`${port.pointName(this.picked!)}-${name}`, why);
      return;
    }
    // With no move at all, the reader is told to pass, not that this piece cannot move.
    const reason = blocked ?? port.mustPass?.() ?? port.text().cannotMoveFrom(name);
    this.set({ picked: null });
    port.refused(name, reason);
  }

  /** The marks of the piece interaction on `point`: picked up, destinations, last move, hint. */
  marks(point: GridPoint): SquareMarks {
    const { port } = this;
    const m = port.text();
    const lastMove = port.lastMove();
    const hintMove = port.hintMove();
    const last = lastMove === null ? null : port.movePath(lastMove);
    const hint = hintMove === null ? null : port.movePath(hintMove);
    const selected = same(this.picked, point);
    const target = this.selectedMoveTo(point) !== undefined;
    const movable = !this.picked && !port.hideHints() && this.movesFrom(point).length > 0;
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
    const parts = [selected && 'selected', target && 'target', (lastFrom || lastTo) && 'last-move', hinted && 'hint'];
    const labels = [selected && m.selected, target && m.target, lastFrom && m.lastFrom, lastTo && m.lastTo];
    return {
      classes: classes.filter(Boolean).join(' '),
      parts: parts.filter((p): p is string => !!p),
      labels: [...labels, hinted && m.hinted].filter((l): l is string => !!l),
      target,
    };
  }

  /** The dragged piece under the pointer; boards put it last inside their grid. */
  renderDragLayer(): TemplateResult | typeof nothing {
    const d = this.drag;
    if (!d) return nothing;
    return html`<div
      class="dragged"
      part="dragged"
      aria-hidden="true"
      ${styleProps({ left: `${d.x}px`, top: `${d.y}px`, width: `${d.width}px`, height: `${d.height}px` })}
    >
      ${this.port.renderDragged(d.from)}
    </div>`;
  }

  /** Changes what is drawn, and asks the board to draw it. */
  private set(change: { picked?: GridPoint | null; drag?: PieceSelection<S, M>['drag'] }): void {
    if ('picked' in change) this.picked = change.picked!;
    if ('drag' in change) this.drag = change.drag!;
    this.host.requestUpdate();
  }

  private onPointerDown = (e: PointerEvent): void => {
    this.swallowClick = false;
    if (e.button !== 0 || !e.isPrimary) return;
    const cell = (e.target as Element).closest<HTMLElement>('[data-row]');
    const from = pointOf(cell);
    if (!cell || !from || this.movesFrom(from).length === 0) return;
    this.press = { from, pointerId: e.pointerId, x: e.clientX, y: e.clientY, cell };
  };

  private onPointerMove = (e: PointerEvent): void => {
    const press = this.press;
    if (!press || e.pointerId !== press.pointerId) return;
    const board = this.host.renderRoot.querySelector<HTMLElement>('.board');
    if (!board) return;
    if (!this.drag) {
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < DRAG_THRESHOLD) return;
      press.cell.setPointerCapture?.(e.pointerId);
      this.set({ picked: press.from });
    }
    const rect = board.getBoundingClientRect();
    const cellRect = press.cell.getBoundingClientRect();
    const [x, y] = [e.clientX - rect.left, e.clientY - rect.top];
    this.set({ drag: { from: press.from, x, y, width: cellRect.width, height: cellRect.height } });
  };

  private onPointerUp = (e: PointerEvent): void => {
    const press = this.press;
    if (!press || e.pointerId !== press.pointerId) return;
    this.press = null;
    if (!this.drag) return;
    this.set({ drag: null });
    // The click that follows a drag lands on the square it started from: not a tap.
    this.swallowClick = true;
    setTimeout(() => (this.swallowClick = false));
    const to = pointOf((this.host.renderRoot as ShadowRoot).elementFromPoint?.(e.clientX, e.clientY) ?? null);
    if (!to) return;
    this.port.focus(to);
    // Dropped on a legal square: the move; elsewhere the piece stays picked up for a tap.
    const move = this.selectedMoveTo(to);
    if (move !== undefined) {
      this.set({ picked: null });
      this.port.play(move);
    }
  };

  private onPointerCancel = (): void => {
    this.press = null;
    this.set({ drag: null });
  };
}
