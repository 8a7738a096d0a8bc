import type { TemplateResult } from 'lit';
import type { BaseState } from '../../core/game.js';
import { GameBoard } from './game-board.js';
import type { GridPoint } from './grid-navigation.js';
import { type MovePath, PieceSelection, type SquareMarks, pieceStyles } from './piece-selection.js';

export type { MovePath, SquareMarks };

/**
 * A board whose moves take a piece from one square to another, for a game of one's own written
 * before `PieceSelection`: the same interaction through the members it had. Our games hold a
 * `PieceSelection` instead (`pieces`), as a new game should.
 *
 * @deprecated Extend `GameBoard`, add `pieceStyles` to the styles and hold
 * `new PieceSelection(this, this.piecePort({ movePath, pointName, renderDragged }))`.
 * @csspart selected - The square of the picked-up piece.
 * @csspart target - A square the picked-up piece may move to.
 * @csspart dragged - The piece following the pointer during a drag.
 */
export abstract class PieceBoard<S extends BaseState, M, O, W extends object = object> extends GameBoard<S, M, O, W> {
  static override styles = [...GameBoard.styles, pieceStyles];

  /** The squares `move` leaves and reaches, or null for a move that moves no piece (a pass). */
  protected abstract movePath(move: M): MovePath | null;
  /** The name of a square (`b1`), for labels and announcements. */
  protected abstract pointName(point: GridPoint): string;
  /** The piece on `point` as it looks in the hand during a drag. */
  protected abstract renderDragged(point: GridPoint): TemplateResult;

  /** Picking up, dragging and dropping pieces. */
  protected readonly pieces: PieceSelection<S, M> = new PieceSelection<S, M>(
    this,
    this.piecePort({
      movePath: (m) => this.movePath(m),
      pointName: (p) => this.pointName(p),
      renderDragged: (p) => this.renderDragged(p),
    }),
  );

  /** The square of the picked-up piece, waiting for a destination. */
  protected get selected(): GridPoint | null {
    return this.pieces.selected;
  }

  /** The legal moves of the piece on `point` for the user now (none while input is blocked). */
  protected movesFrom(point: GridPoint): M[] {
    return this.pieces.movesFrom(point);
  }

  /** The legal move of the picked-up piece to `point`, if any. */
  protected selectedMoveTo(point: GridPoint): M | undefined {
    return this.pieces.selectedMoveTo(point);
  }

  protected override clearSelection(): void {
    this.pieces.clear();
  }

  protected activateCell(point: GridPoint): void {
    this.pieces.activate(point);
  }

  /** The marks of the piece interaction on `point`: picked up, destinations, last move, hint. */
  protected squareMarks(point: GridPoint): SquareMarks {
    return this.pieces.marks(point);
  }

  /** The dragged piece under the pointer; game boards put it last inside their grid. */
  protected renderDragLayer(): ReturnType<PieceSelection<S, M>['renderDragLayer']> {
    return this.pieces.renderDragLayer();
  }
}
