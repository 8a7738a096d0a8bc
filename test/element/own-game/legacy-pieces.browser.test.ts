/**
 * A game of one's own on the deprecated `GameBoard` that moves pieces, as the migration notes say (a `PieceSelection`
 * through `piecePort`, `pieceStyles` among its styles): picking up a piece, its targets, the move, Esc, and the marks of
 * the last move.
 */
import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { GameBoard, type GridPoint, type MovePath, PieceSelection, html, pieceStyles } from '../../../src/board.js';
import type { WordTables } from '../../../src/core/index.js';
import { aiLink } from '../../../src/games/lines-of-action/ai-link.js';
import {
  type LinesOfActionMove,
  type LinesOfActionOptions,
  type LinesOfActionState,
  PASS,
  fromOf,
  rules,
  toOf,
} from '../../../src/games/lines-of-action/rules.js';
import { type LinesOfActionWords, en } from '../../../src/games/lines-of-action/words.js';

const words: WordTables<LinesOfActionWords> = { en };
const at = (square: number, size: number): GridPoint => ({
  row: size - 1 - Math.floor(square / size),
  col: square % size,
});

class LegacyBoard extends GameBoard<LinesOfActionState, LinesOfActionMove, LinesOfActionOptions, LinesOfActionWords> {
  static override styles = [...GameBoard.styles, pieceStyles];
  protected readonly rules = rules;
  protected readonly ai = aiLink;
  protected readonly words = words;
  protected gameOptions() {
    return { size: 6 };
  }
  protected applyOptions() {}
  protected gridSize() {
    return { rows: 6, cols: 6 };
  }
  protected boardLabel() {
    return 'Legacy board';
  }
  private readonly pieces = new PieceSelection(
    this,
    this.piecePort({
      movePath: (m) => this.movePath(m),
      pointName: (p) => this.pointName(p),
      renderDragged: () => html`<span class="drag-piece"></span>`,
    }),
  );
  protected activateCell(point: GridPoint) {
    this.pieces.activate(point);
  }
  protected override clearSelection() {
    this.pieces.clear();
  }
  private movePath(move: LinesOfActionMove): MovePath | null {
    return move === PASS ? null : { from: at(fromOf(move), 6), to: at(toOf(move), 6) };
  }
  private pointName(p: GridPoint): string {
    return `${'abcdef'[p.col]}${6 - p.row}`;
  }
  protected renderGrid() {
    const s = this.gameState;
    return html`${this.renderRows(6, 6, (row, col) => {
      const marks = this.pieces.marks({ row, col });
      const piece = s.cells[(5 - row) * 6 + col];
      return this.renderGridCell(
        { row, col },
        { label: this.pointName({ row, col }), parts: marks.parts, classes: marks.classes, disabled: false },
        piece ? 'o' : '',
      );
    })} ${this.pieces.renderDragLayer()}`;
  }
  /** What a test reads of the protected interaction. */
  get picked(): GridPoint | null {
    return this.pieces.selected;
  }
}
customElements.define('legacy-piece-board', LegacyBoard);

const parts = (el: LegacyBoard, part: string) => el.shadowRoot!.querySelectorAll(`[part~="${part}"]`).length;
const cellAt = (el: LegacyBoard, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[aria-label^="${name}"]`)!;

describe("a board of one's own on the deprecated GameBoard, moving pieces", () => {
  it('picks up a piece, shows its targets, plays the move and marks it, as before', async () => {
    const el = await fixture<LegacyBoard>(testHtml`<legacy-piece-board mode="two-player"></legacy-piece-board>`);
    const [first] = rules.legalMoves(el.gameState) as number[];
    const from = at(fromOf(first!), 6);
    const to = at(toOf(first!), 6);
    const name = (p: GridPoint) => `${'abcdef'[p.col]}${6 - p.row}`;
    cellAt(el, name(from)).click();
    await el.updateComplete;
    expect(el.picked).to.deep.equal(from);
    expect(parts(el, 'selected')).to.equal(1);
    expect(parts(el, 'target')).to.be.greaterThan(0);
    // Esc drops it.
    cellAt(el, name(from)).focus();
    cellAt(el, name(from)).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    await el.updateComplete;
    expect(el.picked).to.equal(null);
    cellAt(el, name(from)).click();
    await el.updateComplete;
    cellAt(el, name(to)).click();
    await el.updateComplete;
    expect(el.moves).to.deep.equal([rules.moveToString(rules.newGame({ size: 6 }), first!)]);
    expect(parts(el, 'last-move')).to.equal(2);
    expect(el.picked).to.equal(null);
  });
});
