import { html, type TemplateResult } from 'lit';
import { IllegalMoveError } from '../../core/game.js';
import type { GridPoint } from '../../element/base/grid-navigation.js';
import { type AttributeTable, litProperties, oneOf } from '../../element/base/attribute-table.js';
import type { BoardAttributes } from '../../element/base/board-attributes.js';
import { Board } from '../../element/base/board.js';
import type { BoardGame } from '../../element/base/board-game.js';
import { type MovePath, PieceSelection, pieceStyles } from '../../element/base/piece-selection.js';
import { pegSolitaireStyles } from './peg-solitaire-board-styles.js';
import { aiLink } from './ai-link.js';
import { VALUES } from './ai-scale.js';
import {
  type PegSolitaireMove,
  type PegSolitaireOptions,
  type PegSolitaireState,
  VARIANTS,
  type Variant,
  boardOf,
  fromOf,
  holeAt,
  holeName,
  holeNamed,
  rules,
  toOf,
  moveOf,
} from './rules.js';
import type { PegSolitaireWords } from './words.js';
import { words } from './word-tables.js';
import { explainRefusal } from './refusals.js';

/** Peg solitaire's own attributes. */
export interface PegSolitaireAttributes {
  /** The board: `english` (33 holes, default), `french` (37), `wiegleb` (45), `diamond` (41) or `triangle` (15). */
  variant: Variant;
  /** The hole that starts empty, like `d4` (default the centre; the apex `a1` of the triangle). */
  startHole?: string;
  /** Marks the jumps that lead to dead ends, and the pegs all of whose jumps do, as the solver proves them. */
  showWarnings: boolean;
}

const PEG_SOLITAIRE_ATTRIBUTES: AttributeTable<PegSolitaireAttributes> = {
  variant: { attribute: 'variant', fallback: 'english', ...oneOf(VARIANTS) },
  startHole: {
    attribute: 'start-hole',
    fallback: undefined,
    valid: (hole, { variant }) => holeNamed(boardOf(variant), String(hole)) >= 0,
    expected: ({ variant }) => {
      const board = boardOf(variant);
      return `a hole of the ${board.variant} board, like ${holeName(board, board.centre)}`;
    },
  },
  showWarnings: { attribute: 'show-warnings', type: Boolean, reflect: true, fallback: false },
};

/** Merged with the class: the attributes are its properties. */
export interface PegSolitaireBoard extends PegSolitaireAttributes {}

/**
 * Peg solitaire on the English board of 33 holes and the French (37), Wiegleb (45),
 * diamond (41) and triangle (15) boards. Jump a peg over a neighbouring peg into an empty hole; the
 * jumped peg is taken off. Finish with one peg, best of all in the hole that was empty at the
 * start. A one-player game: the computer is a solver that gives hints (`h`), warns of dead ends
 * (`show-warnings`) and finishes the game for you (Solve).
 *
 * Pick up a peg (tap, click, or Enter on it), then the hole to jump into; or drag it. Keys: arrows
 * move between holes, Enter or Space picks up and jumps, Esc puts the peg down, `h` hint, `u`
 * undo (all the way to the start), `n` new game, `s` status, `?` the list of keys.
 *
 * @tagname peg-solitaire-board
 * @summary Peg solitaire on every classic board, with a solver that warns before a dead end.
 * @csspart peg - A peg.
 * @csspart start-hole - The hole that was empty at the start.
 * @csspart warning - A peg whose every jump leads to a dead end, or a dead-end destination (`show-warnings`).
 * @csspart solve-button - The button that lets the solver finish the game.
 * @csspart selected - The square of the picked-up piece.
 * @csspart target - A square the picked-up piece may move to.
 * @csspart dragged - The piece following the pointer during a drag.
 * @cssprop --bge-peg-color - The pegs.
 * @cssprop --bge-hole-color - The empty holes.
 * @cssprop --bge-warning-color - Dead-end warnings.
 */
export class PegSolitaireBoard extends Board<
  PegSolitaireState,
  PegSolitaireMove,
  PegSolitaireOptions,
  PegSolitaireWords
> {
  static override styles = [...Board.styles, pieceStyles, ...pegSolitaireStyles];

  static override properties = {
    ...litProperties(PEG_SOLITAIRE_ATTRIBUTES),
    // State of the board's own (no decorator: a board ships without Lit's decorators).
    solving: { state: true },
  };
  declare readonly settings: Readonly<BoardAttributes<PegSolitaireWords> & PegSolitaireAttributes>;

  /** Whether the solver is finishing the game (Solve). */
  private solving = false;
  /** Bumped to stop a running Solve (a move, undo, new game). */
  private solveRun = 0;
  /** True while the solver's own jump is being played, which must not stop it. */
  private solverMoving = false;

  protected readonly game: BoardGame<PegSolitaireState, PegSolitaireMove, PegSolitaireOptions, PegSolitaireWords> = {
    rules,
    ai: aiLink,
    words,
    onePlayer: true,
    // A hint is a jump proven to keep the best ending possible: where the solver runs out of time first (a large
    // board) it is asked again, going on from what it has proven, rather than showing a jump it has not proven.
    provenHints: true,
    options: () => {
      const { variant, startHole } = this.settings;
      return startHole ? { variant, startHole } : { variant };
    },
    applyOptions: (options) => {
      this.variant = options.variant ?? 'english';
      this.startHole = options.startHole;
    },
    activateCell: (point) => this.pieces.activate(point),
    clearSelection: () => this.clearSelection(),
    wantsAnalysis: () => this.showWarnings || this.showAnalysis,
    coordinateAxes: () => {
      const b = this.gameState.board;
      // The triangle's holes sit between columns: no files and ranks name them along an edge.
      return b.variant === 'triangle' ? null : { files: b.cols, ranks: b.rows, origin: 'top-left' };
    },
    gridSize: () => ({ rows: this.gameState.board.rows, cols: this.gameState.board.cols }),
    cellExists: (p) => holeAt(this.gameState.board, p.row, p.col) >= 0,
    boardLabel: () => this.core.w.boardLabel(this.gameState.board.variant, this.gameState.board.holes.length),
    boardStyle: () => {
      const b = this.gameState.board;
      // The triangle's holes span two columns each, so its rows can sit half a hole apart.
      return { '--rows': b.rows, '--cols': b.variant === 'triangle' ? 2 * b.cols : b.cols };
    },
    statusText: () => this.statusText(),
    moveAnnouncement: (before, move, _notation, after) =>
      this.core.w.jumped(holeName(before.board, fromOf(move)), holeName(before.board, toOf(move)), after.count),
    renderControls: () => this.renderControls(),
    renderGrid: () => this.renderGrid(),
  };

  /** Picking up, dragging and dropping pieces. */
  private readonly pieces = new PieceSelection<PegSolitaireState, PegSolitaireMove>(
    this,
    this.core.piecePort({
      movePath: (m) => this.movePath(m),
      pointName: (p) => this.pointName(p),
      renderDragged: () => this.renderDragged(),
      whyNot: (from, to) => this.whyNot(from, to),
    }),
  );

  /** Why the peg on `from` may not jump to `to`, as the rules explain it; null off the board's holes. */
  private whyNot(from: GridPoint, to: GridPoint): string | null {
    const b = this.gameState.board;
    const [f, t] = [holeAt(b, from.row, from.col), holeAt(b, to.row, to.col)];
    if (f < 0 || t < 0) return null;
    const refusal = explainRefusal(this.gameState, moveOf(f, t));
    const v = refusal?.values ?? {};
    const r = this.core.w.refusals;
    switch (refusal?.rule) {
      case 'not-a-jump':
        return r.notAJump(String(v['from']), String(v['to']));
      case 'no-peg':
        return r.noPeg(String(v['from']));
      case 'nothing-to-jump':
        return r.nothingToJump(String(v['from']), String(v['to']), String(v['over']));
      case 'hole-full':
        return r.holeFull(String(v['to']));
      default:
        return null;
    }
  }

  /** The pegs left and what the moves so far lost; the ending, once there. */
  private statusText(): string {
    const s = this.gameState;
    const r = this.result;
    const w = this.core.w;
    const { text } = this.core;
    if (r?.reason === 'time') return text.sentences([text.outOfTime(text.you), w.pegsLeft(s.count)]);
    if (r?.reason === 'one-peg-in-start-hole') return w.central;
    if (r?.reason === 'one-peg') return w.onePeg;
    if (r) return w.stuck(s.count);
    if (this.solving) return w.solving;
    const best = this.bestReachable();
    // What the moves so far lost: the finish in the centre, or any finish with one peg.
    let lost = '';
    if (best === VALUES['one-peg']) lost = w.noLongerCentral;
    else if (best === VALUES.none) lost = w.noLongerOnePeg;
    // The ringed pegs, counted as the board shows them.
    const ringed = this.warnings(s).deadPegs.size;
    return text.sentences([w.pegsLeft(s.count), lost, ringed ? w.deadEndPegs(ringed) : '']);
  }

  /** The best ending still possible, from the warnings' analysis (undefined until it is complete). */
  private bestReachable(): number | undefined {
    const a = this.core.analysis;
    if (!this.core.wantsAnalysis() || a?.state !== this.gameState || !a.complete || a.values.length === 0)
      return undefined;
    return Math.max(...a.values.map((v) => v.score));
  }

  /** Solve, while the game goes on. */
  private renderControls(): TemplateResult | string {
    if (this.result || this.disabled) return '';
    return html`<button
      type="button"
      part="button solve-button"
      ?disabled=${this.solving}
      @click=${() => void this.solve()}
    >${this.core.w.solve}</button>`;
  }

  /**
   * Lets the solver finish the game, one jump every `ai-delay` milliseconds (at least 300), each
   * announced and each proven to keep the best ending possible (on the large boards the solver may
   * think a while first); it stops when you move, undo or start a new game. Resolves when it stops.
   */
  async solve(): Promise<void> {
    const run = ++this.solveRun;
    this.solving = true;
    try {
      while (run === this.solveRun && !this.result && this.isConnected) {
        const position = this.gameState;
        const thought = await this.core.suggestThought();
        if (run !== this.solveRun || position !== this.gameState || thought === null) break;
        // Not proven yet (a large board): ask again; the solver goes on from what it has proven.
        if (thought.complete === false) continue;
        const move = thought.move;
        await new Promise((r) => setTimeout(r, Math.max(300, this.settings.aiDelay)));
        if (run !== this.solveRun || position !== this.gameState) break;
        this.solverMoving = true;
        try {
          this.core.commit(move, 'computer');
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
          break;
        } finally {
          this.solverMoving = false;
        }
      }
    } finally {
      if (run === this.solveRun) this.solving = false;
    }
  }

  /** Drops the picked-up peg; any change of position but the solver's own stops a running Solve. */
  private clearSelection(): void {
    this.pieces.clear();
    // Any change of position but the solver's own moves stops a running Solve.
    if (!this.solving || this.solverMoving) return;
    this.solveRun++;
    this.solving = false;
  }

  private pointOfHole(hole: number): GridPoint {
    const { row, col } = this.gameState.board.holes[hole]!;
    return { row, col };
  }

  private movePath(move: PegSolitaireMove): MovePath {
    return { from: this.pointOfHole(fromOf(move)), to: this.pointOfHole(toOf(move)) };
  }

  private pointName(p: GridPoint): string {
    const b = this.gameState.board;
    return holeName(b, holeAt(b, p.row, p.col));
  }

  private renderDragged(): TemplateResult {
    return html`<span class="peg drag-piece"></span>`;
  }

  /**
   * The warnings (`show-warnings`): the pegs whose every jump is a dead end, and the picked-up peg's dead destinations.
   */
  private warnings(s: PegSolitaireState): { deadPegs: Set<number>; deadTargets: Set<number> } {
    const picked = this.pieces.selected ? holeAt(s.board, this.pieces.selected.row, this.pieces.selected.col) : -1;
    const deadJumps = new Map<number, number>();
    const deadTargets = new Set<number>();
    const { analysis } = this.core;
    const values = this.showWarnings && analysis?.state === s ? analysis.values : [];
    for (const v of values) {
      if (v.score !== VALUES.none) continue;
      deadJumps.set(fromOf(v.move), (deadJumps.get(fromOf(v.move)) ?? 0) + 1);
      if (fromOf(v.move) === picked) deadTargets.add(toOf(v.move));
    }
    // A peg is all dead ends when every one of its jumps is.
    const jumps = new Map<number, number>();
    for (const m of rules.legalMoves(s)) jumps.set(fromOf(m), (jumps.get(fromOf(m)) ?? 0) + 1);
    return { deadPegs: new Set([...deadJumps].filter(([h, n]) => n === jumps.get(h)).map(([h]) => h)), deadTargets };
  }

  private renderGrid(): TemplateResult {
    const s = this.gameState;
    const b = s.board;
    const { deadPegs, deadTargets } = this.warnings(s);
    const deadPeg = (h: number) => deadPegs.has(h);
    const triangle = b.variant === 'triangle';
    const rows = Array.from({ length: b.rows }, (_, row) => {
      const cells = Array.from({ length: b.cols }, (_, col) => holeAt(b, row, col)).filter((h) => h >= 0);
      return html`<div
        class="row"
        role="row"
      >${cells.map((h) => this.renderHole(s, h, triangle, deadTargets.has(h), deadPeg(h)))}</div>`;
    });
    return html`${rows} ${this.pieces.renderDragLayer()}`;
  }

  private renderHole(
    s: PegSolitaireState,
    hole: number,
    triangle: boolean,
    deadTarget: boolean,
    deadPeg: boolean,
  ): TemplateResult {
    const b = s.board;
    const p = this.pointOfHole(hole);
    const name = holeName(b, hole);
    const peg = s.pegs[hole]!;
    const marks = this.pieces.marks(p);
    const start = hole === s.startHole;
    const warning = (marks.target && deadTarget) || (peg && deadPeg);
    const w = this.core.w;
    const label = [
      name,
      peg ? w.peg : w.hole,
      start ? w.startHole : '',
      ...marks.labels,
      warning && (peg ? w.allDeadEnds : w.deadEnd),
    ]
      .filter(Boolean)
      .join(w.separator);
    // Square boards place each hole in its column; the triangle centres its rows.
    const column = triangle ? b.rows - 1 - p.row + 2 * p.col + 1 : p.col + 1;
    return this.core.renderGridCell(
      p,
      {
        classes: `${marks.classes} ${start ? 'start-hole' : ''} ${warning ? 'warning' : ''}`,
        parts: [name, peg && 'peg-hole', start && 'start-hole', warning && 'warning', ...marks.parts],
        label,
        disabled: !marks.target && !marks.classes.includes('movable') && !marks.classes.includes('selected'),
        style: { 'grid-row': p.row + 1, 'grid-column': `${column} / span ${triangle ? 2 : 1}` },
      },
      peg
        ? html`<span class="peg" part="peg" aria-hidden="true"></span>`
        : html`<span class="hole" aria-hidden="true"></span>`,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'peg-solitaire-board': PegSolitaireBoard;
  }
}
