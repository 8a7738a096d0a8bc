import { html, nothing, svg, type TemplateResult } from 'lit';
import { type GridPoint, pointFromBottom, squareFromBottom } from '../../element/base/grid-navigation.js';
import { type AttributeTable, litProperties, oneOf } from '../../element/base/attribute-table.js';
import type { BoardAttributes } from '../../element/base/board-attributes.js';
import { Board } from '../../element/base/board.js';
import type { BoardGame } from '../../element/base/board-game.js';
import { type MovePath, PieceSelection, pieceStyles } from '../../element/base/piece-selection.js';
import { hnefataflStyles } from './hnefatafl-board-styles.js';
import { aiLink } from './ai-link.js';
import { geometryOf, isRestricted, openLines } from './mechanics.js';
import {
  ATTACKER,
  DEFENDER,
  type HnefataflMove,
  type HnefataflOptions,
  type HnefataflState,
  KING,
  type Variant,
  VARIANTS,
  fromOf,
  rules,
  sizeOf,
  squareName,
  toOf,
} from './rules.js';
import type { HnefataflWords } from './words.js';
import { words } from './word-tables.js';
import { classList, renderRows, targetDot } from '../../element/render/grid-cell.js';
import { explainRefusal } from './refusals.js';

/** Reads `true`/`false` attributes whose absence means "as the variant says". */
const optionalBoolean = {
  fromAttribute(value: string | null): boolean | string | undefined {
    if (value === null) return undefined;
    const v = value.trim().toLowerCase();
    if (v === '' || v === 'true' || v === 'yes') return true;
    if (v === 'false' || v === 'no') return false;
    return value;
  },
  toAttribute(value: boolean | undefined): string | null {
    return value === undefined ? null : String(value);
  },
};

/** Hnefatafl's own attributes: the variant, the rule options over it, and a starting position. */
export interface HnefataflAttributes {
  /** The rule set: `copenhagen` (default), `fetlar`, `tablut` (9x9) or `brandubh` (7x7). */
  variant: Variant;
  /** Whether the king captures (`true`/`false`); unset, as the variant says (armed in all four). */
  kingArmed?: boolean;
  /**
   * How the king is captured: `4` on all sides, `3` also against the edge, `2` like any piece; unset, as the variant
   * says.
   */
  kingCapture?: 2 | 3 | 4;
  /** Where the king escapes: `corner` or `edge`; unset, as the variant says (the edge in Tablut). */
  escape?: 'corner' | 'edge';
  /** The farthest the king moves, in squares (3 in the short-range king variant); 0 or unset for any distance. */
  kingRange?: number;
  /** Whether pieces may pass over the empty throne (`true`/`false`); unset, as the variant says (not in Tablut). */
  passThrone?: boolean;
  /**
   * A starting position instead of the variant's: the rows from the top (`a` attacker, `d`
   * defender, `k` king, `-` empty; `/` between rows allowed), then the side to move, `a` or `d`.
   */
  position?: string;
}

/** A check of one rule option by the rules themselves, so that the element and `newGame` accept the same values. */
const ruleOption = <K extends keyof HnefataflOptions>(key: K, expected: string) => ({
  valid: (value: NonNullable<HnefataflOptions[K]>) => rules.validateOptions({ [key]: value }) === null,
  expected,
});

const HNEFATAFL_ATTRIBUTES: AttributeTable<HnefataflAttributes> = {
  variant: { attribute: 'variant', fallback: 'copenhagen', ...oneOf(VARIANTS) },
  kingArmed: {
    attribute: 'king-armed',
    converter: optionalBoolean,
    fallback: undefined,
    ...ruleOption('kingArmed', 'true or false'),
  },
  kingCapture: {
    attribute: 'king-capture',
    type: Number,
    fallback: undefined,
    ...ruleOption('kingCapture', '2, 3 or 4'),
  },
  escape: { attribute: 'escape', fallback: undefined, ...ruleOption('escape', 'corner or edge') },
  kingRange: {
    attribute: 'king-range',
    type: Number,
    fallback: undefined,
    ...ruleOption('kingRange', 'squares from 0 (any distance) to 20'),
  },
  passThrone: {
    attribute: 'pass-throne',
    converter: optionalBoolean,
    fallback: undefined,
    ...ruleOption('passThrone', 'true or false'),
  },
  position: {
    attribute: 'position',
    fallback: undefined,
    valid: (position, { variant }) => rules.validateOptions({ variant, position: String(position) }) === null,
    expected: ({ variant }) =>
      `${sizeOf(variant) ** 2} squares of a, d, k or - from the top row, with one king, ` +
      'then a or d for the side to move',
  },
};

/** Merged with the class: the attributes are its properties. */
export interface HnefataflBoard extends HnefataflAttributes {}

/**
 * Hnefatafl, the Viking game of the king's escape, for two people or against the
 * computer on either side. The attackers (dark) move first and try to capture the king; the
 * defenders (light) try to bring him to a corner (to any edge square in Tablut). Every piece
 * moves like a rook; a piece is captured when the mover closes a sandwich on it between two
 * enemies, or an enemy and a hostile square (the corners, the empty throne). `variant` picks the
 * rule set: `copenhagen` (default, with the shieldwall, the exit fort and encirclement),
 * `fetlar`, `tablut` (9x9) or `brandubh` (7x7); single rules can be changed by attribute.
 *
 * Whenever the king has an open line to an escape square, the line is marked on the board and
 * the status says so, as "check" is in chess. Captured pieces fade out where they stood.
 *
 * Pick up a piece (tap, click, or Enter on it), then tap its destination; or drag it. Keys:
 * arrows move between squares, Enter or Space picks up and puts down, Esc drops the piece, `h`
 * hint, `u` undo, `n` new game, `s` status, `?` the list of keys.
 *
 * @tagname hnefatafl-board
 * @summary Hnefatafl (Copenhagen, Fetlar, Tablut, Brandubh) against a computer on either side, or a friend.
 * @csspart piece - A piece (with `attacker`, `defender` or `king`).
 * @csspart open-line - A square on one of the king's open lines to an escape square.
 * @csspart restricted - The throne and the corners, where only the king may stop.
 * @csspart selected - The square of the picked-up piece.
 * @csspart target - A square the picked-up piece may move to.
 * @csspart dragged - The piece following the pointer during a drag.
 * @cssprop --bge-first-color - The attackers.
 * @cssprop --bge-second-color - The defenders and the king.
 * @cssprop --bge-light-square - The squares.
 * @cssprop --bge-dark-square - The throne and the corners.
 * @cssprop --bge-danger-color - The king's open lines.
 */
export class HnefataflBoard extends Board<HnefataflState, HnefataflMove, HnefataflOptions, HnefataflWords> {
  static override styles = [...Board.styles, pieceStyles, ...hnefataflStyles];

  static override properties = litProperties(HNEFATAFL_ATTRIBUTES);
  declare readonly settings: Readonly<BoardAttributes<HnefataflWords> & HnefataflAttributes>;

  protected readonly game: BoardGame<HnefataflState, HnefataflMove, HnefataflOptions, HnefataflWords> = {
    rules,
    ai: aiLink,
    words,
    options: () => this.options(),
    applyOptions: (options) => this.applyOptions(options),
    activateCell: (point) => this.pieces.activate(point),
    clearSelection: () => this.pieces.clear(),
    sideMark: (player) => (player === 'first' ? this.core.w.attackers : this.core.w.defenders),
    renderSideMark: (player) =>
      html`<span class="piece ${player === 'first' ? 'attacker' : 'king'}" part="mark" aria-hidden="true"></span>`,
    // Pieces on the board (the king counts for the defenders).
    sideScore: (player) => this.gameState.pieces[player],
    coordinateAxes: () => ({ files: this.gameState.size, ranks: this.gameState.size, origin: 'bottom-left' }),
    gridSize: () => ({ rows: this.gameState.size, cols: this.gameState.size }),
    boardLabel: () => {
      const s = this.gameState;
      return this.core.w.boardLabel(this.core.w.variantName(s.variant), s.size);
    },
    boardStyle: () => ({ '--size': this.gameState.size }),
    statusText: (line) => this.statusText(line),
    moveAnnouncement: (before, move, _notation, after) => this.moveAnnouncement(before, move, after),
    renderGrid: () => this.renderGrid(),
  };

  /** Picking up, dragging and dropping pieces. */
  private readonly pieces = new PieceSelection<HnefataflState, HnefataflMove>(
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
    const refusal = explainRefusal(this.gameState, this.squareAt(from) * 256 + this.squareAt(to));
    const v = refusal?.values ?? {};
    const r = this.core.w.refusals;
    switch (refusal?.rule) {
      case 'straight':
        return r.straight(String(v['from']), String(v['to']));
      case 'blocked':
        return r.blocked(String(v['square']));
      case 'king-only':
        return r.kingOnly(String(v['square']));
      case 'throne-pass':
        return r.thronePass(String(v['square']));
      case 'king-range':
        return r.kingRange(Number(v['count']));
      default:
        return null;
    }
  }

  /** The options the attributes give. */
  private options(): Partial<HnefataflOptions> {
    const { settings } = this;
    const options: Partial<HnefataflOptions> = { variant: settings.variant };
    // A rule option left unset is the variant's: only those set are passed on.
    for (const key of ['kingArmed', 'kingCapture', 'escape', 'kingRange', 'passThrone'] as const) {
      if (settings[key] !== undefined) Object.assign(options, { [key]: settings[key] });
    }
    if (settings.position) options.position = settings.position;
    return options;
  }

  /** The attributes from options (`import()`). */
  private applyOptions(options: Partial<HnefataflOptions>): void {
    this.variant = options.variant ?? 'copenhagen';
    this.kingArmed = options.kingArmed;
    this.kingCapture = options.kingCapture;
    this.escape = options.escape;
    this.kingRange = options.kingRange;
    this.passThrone = options.passThrone;
    this.position = options.position;
  }

  /** The king's open lines in the current position (none once the game is over). */
  private lines(): { target: number; path: number[] }[] {
    const s = this.gameState;
    if (s.outcome) return [];
    return openLines(Int8Array.from(s.cells), geometryOf(s.size), s.rules, s.king);
  }

  /** The status line, with why the game ended or the king's open lines. */
  private statusText(line: string): string {
    const s = this.gameState;
    const w = this.core.w;
    if (s.outcome) {
      const why = w.reasons[s.outcome.reason];
      return why ? this.core.text.sentences([line, why]) : line;
    }
    const lines = this.lines();
    const open = lines.length > 0 ? w.openLines(lines.map((l) => squareName(s.size, l.target))) : '';
    return this.core.text.sentences([line, open]);
  }

  /** A move with its squares and the men it took. */
  private moveAnnouncement(before: HnefataflState, move: HnefataflMove, after: HnefataflState): string {
    // The status that follows carries the open-line warning.
    return this.core.w.moved(
      this.playerName(before.turn),
      squareName(before.size, fromOf(move)),
      squareName(before.size, toOf(move)),
      after.captured.length,
    );
  }

  /** Grid rows run from the top, the last rank; squares number from a1 at the bottom left. */
  private squareAt(p: GridPoint): number {
    return squareFromBottom(p, this.gameState.size);
  }

  private pointAt(square: number): GridPoint {
    return pointFromBottom(square, this.gameState.size);
  }

  private movePath(move: HnefataflMove): MovePath {
    return { from: this.pointAt(fromOf(move)), to: this.pointAt(toOf(move)) };
  }

  private pointName(p: GridPoint): string {
    return squareName(this.gameState.size, this.squareAt(p));
  }

  private renderDragged(p: GridPoint): TemplateResult {
    return html`<div class="drag-piece">${this.renderPiece(this.gameState.cells[this.squareAt(p)]!, false)}</div>`;
  }

  private renderPiece(piece: number, arrived: boolean, taken = false): TemplateResult | typeof nothing {
    if (piece === 0) return nothing;
    const kind = PIECE_KINDS[piece];
    const classes = classList('piece', kind, arrived && 'arrived', taken && 'taken');
    const crown = piece === KING ? CROWN : nothing;
    return html`<span class=${classes} part="piece ${kind}" aria-hidden="true">${crown}</span>`;
  }

  private renderGrid(): TemplateResult {
    const s = this.gameState;
    const online = new Set<number>();
    const targets = new Set<number>();
    for (const line of this.lines()) {
      line.path.forEach((q) => online.add(q));
      targets.add(line.target);
    }
    // The pieces the last move took, to fade out where they stood: the mover's opponent's men.
    const taker = s.captured.length > 0 && this.core.lastMove !== null;
    const ghost = taker ? PIECE_KINDS[s.turn === 'second' ? DEFENDER : ATTACKER]! : null;
    const taken = new Set(ghost ? s.captured : []);
    const ghostOn = (p: GridPoint) => (taken.has(this.squareAt(p)) ? ghost : null);
    const square = (row: number, col: number) =>
      this.renderSquare(s, { row, col }, online, targets, ghostOn({ row, col }));
    return html`${renderRows(s.size, s.size, square)} ${this.pieces.renderDragLayer()}`;
  }

  private renderSquare(
    s: HnefataflState,
    p: GridPoint,
    online: Set<number>,
    targets: Set<number>,
    ghost: string | null,
  ): TemplateResult {
    const square = this.squareAt(p);
    const name = squareName(s.size, square);
    const piece = s.cells[square]!;
    const g = geometryOf(s.size);
    const restricted = isRestricted(g, s.rules, square);
    const marks = this.pieces.marks(p);
    const move = marks.target ? this.pieces.selectedMoveTo(p) : undefined;
    const capture = move !== undefined && rules.moveToString(s, move).includes('x');
    const w = this.core.w;
    const content = [w.empty, w.attacker, w.defender, w.king][piece];
    const label = [
      name,
      content,
      square === g.throne ? w.throne : restricted && w.corner,
      online.has(square) ? w.onOpenLine : '',
      ...marks.labels,
      capture ? w.capture : '',
    ]
      .filter(Boolean)
      .join(w.separator);
    const kingTaken = piece === KING && s.outcome?.reason === 'king-captured';
    const arrived = marks.classes.includes('last-to');
    const drawn = piece !== 0 ? this.renderPiece(piece, arrived, kingTaken) : targetDot(marks.target);
    return this.core.renderGridCell(
      p,
      {
        classes: classList(
          marks.classes,
          restricted && 'restricted',
          online.has(square) && 'open-line',
          targets.has(square) && 'escape-target',
          capture && 'capture',
        ),
        parts: [name, ...marks.parts, restricted && 'restricted', online.has(square) && 'open-line'],
        label,
        disabled: !marks.target && !marks.classes.includes('movable') && !marks.classes.includes('selected'),
      },
      html`${drawn} ${ghost ? html`<span class="ghost ${ghost}" aria-hidden="true"></span>` : nothing}`,
    );
  }
}

/** Each piece's class and part, by its number on the board (`EMPTY` has none). */
const PIECE_KINDS = ['', 'attacker', 'defender', 'king'] as const;

/** The king's crown, drawn over his piece. */
const CROWN = html`<svg viewBox="0 0 24 24" aria-hidden="true">
  ${svg`<path
    d="M3 18 L4.5 7 L9 12 L12 5 L15 12 L19.5 7 L21 18 Z"
    fill="#b8860b"
    stroke="#6b4a06"
    stroke-width="1.2"
    stroke-linejoin="round"
  ></path>`}
</svg>`;

declare global {
  interface HTMLElementTagNameMap {
    'hnefatafl-board': HnefataflBoard;
  }
}
