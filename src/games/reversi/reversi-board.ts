import { html, nothing, type TemplateResult } from 'lit';
import { type AttributeTable, litProperties } from '../../element/base/attribute-table.js';
import type { BoardAttributes } from '../../element/base/board-attributes.js';
import { Board } from '../../element/base/board.js';
import type { BoardGame } from '../../element/base/board-game.js';
import type { GridPoint } from '../../element/base/grid-navigation.js';
import { reversiStyles } from './reversi-board-styles.js';
import { aiLink } from './ai-link.js';
import type { ReversiWords } from './words.js';
import { words } from './word-tables.js';
import {
  MAX_SIZE,
  MIN_SIZE,
  PASS,
  type ReversiMove,
  type ReversiOptions,
  type ReversiState,
  flipsOf,
  discOf,
  isBoardSize,
  rules,
  squareName,
} from './rules.js';
import { styleProps } from '../../element/render/style-props.js';
import { renderRows, targetDot } from '../../element/render/grid-cell.js';
import { explainRefusal } from './refusals.js';

/** Reversi's own attributes. */
export interface ReversiAttributes {
  /** The board's side: an even number from 4 to 16 (default 8; 10x10 is a favourite of families). */
  size: number;
  /**
   * A starting position instead of the standard start: `size * size` squares (`X` black, `O`
   * white, `-` empty; a1 first, row by row) then the side to move, `X` or `O` (as in the FFO
   * test files).
   */
  position?: string;
}

const REVERSI_ATTRIBUTES: AttributeTable<ReversiAttributes> = {
  size: {
    attribute: 'size',
    type: Number,
    fallback: 8,
    valid: isBoardSize,
    expected: `an even integer from ${MIN_SIZE} to ${MAX_SIZE}`,
  },
  position: {
    attribute: 'position',
    fallback: undefined,
    valid: (position, { size }) => rules.validateOptions({ size, position: String(position) }) === null,
    expected: ({ size }) => `${size * size} squares of X, O or - and the side to move (X or O)`,
  },
};

/** Merged with the class: the attributes are its properties. */
export interface ReversiBoard extends ReversiAttributes {}

/**
 * Reversi (Othello) for two people or against the computer, on any even board from 4x4 to
 * 16x16 (8x8 by default; 10x10 is a favourite of families). Black moves first.
 * Place a disc so that it brackets a line of the opponent's discs; they turn over. A side with
 * no move passes; the game ends when neither side can move, and the most discs win. The disc
 * counts stand beside the players' names; `show-analysis` writes the computer's value of each
 * legal move on its square (exact disc margins near the end).
 *
 * Keys: arrows move between squares, Enter or Space plays on the focused square, `p` passes
 * when you have no move, `h` hint, `u` undo, `n` new game, `s` status, `?` the list of keys.
 *
 * @tagname reversi-board
 * @summary Reversi on any even board, with an endgame solver that plays the last moves perfectly.
 * @csspart disc - A disc (with `black` or `white`).
 * @csspart legal - A square where the side to move may play.
 * @csspart last-move - The square played last.
 * @csspart value - A legal move's value shown by `show-analysis`.
 * @cssprop --bge-first-color - Black discs.
 * @cssprop --bge-second-color - White discs.
 * @cssprop --bge-board-face - The green of the board.
 * @cssprop --bge-legal-color - The dots on legal squares.
 */
export class ReversiBoard extends Board<ReversiState, ReversiMove, ReversiOptions, ReversiWords> {
  static override styles = [...Board.styles, ...reversiStyles];

  static override properties = litProperties(REVERSI_ATTRIBUTES);
  declare readonly settings: Readonly<BoardAttributes<ReversiWords> & ReversiAttributes>;

  protected readonly game: BoardGame<ReversiState, ReversiMove, ReversiOptions, ReversiWords> = {
    rules,
    ai: aiLink,
    words,
    options: () => {
      const { size, position } = this.settings;
      return position ? { size, position } : { size };
    },
    applyOptions: (options) => {
      this.size = options.size ?? 8;
      this.position = options.position;
    },
    sideMark: (player) => (player === 'first' ? this.core.w.black : this.core.w.white),
    renderSideMark: (player) =>
      html`<span class="disc ${player === 'first' ? 'black' : 'white'}" part="mark" aria-hidden="true"></span>`,
    // The live disc counts beside the names.
    sideScore: (player) => this.gameState.discs[player],
    coordinateAxes: () => ({ files: this.gameState.size, ranks: this.gameState.size, origin: 'top-left' }),
    gridSize: () => ({ rows: this.gameState.size, cols: this.gameState.size }),
    boardLabel: () => this.core.w.boardLabel(this.gameState.size),
    boardStyle: () => ({ '--size': this.gameState.size }),
    passOf: (s) => (!s.outcome && !s.canMove ? PASS : null),
    // The final count after the result.
    statusText: (line) => {
      const { discs } = this.gameState;
      return this.result ? this.core.text.sentences([line, this.core.w.finalCount(discs.first, discs.second)]) : line;
    },
    // A pass is said as the board says it; a disc with the discs it turned.
    moveAnnouncement: (before, move, notation, after) =>
      move === PASS
        ? undefined
        : this.core.w.playedTurning(this.playerName(before.turn), notation, after.flipped.length),
    activateCell: (p) => this.activateCell(p),
    renderGrid: () => this.renderGrid(),
  };

  private activateCell(p: GridPoint): void {
    const s = this.gameState;
    const square = p.row * s.size + p.col;
    const name = squareName(s.size, square);
    if (!s.outcome && s.cells[square] === 0 && flipsOf(s.cells, s.size, square, discOf(s.turn)).length > 0) {
      this.core.userMove(square);
      return;
    }
    if (this.core.inputBlocked()) {
      // The base explains why (disabled, game over, not your turn).
      this.core.userMove(square);
      return;
    }
    const rule = explainRefusal(s, square)?.rule;
    // With no move at all, the reader is told to pass, not that this square turns nothing.
    const reason =
      rule === 'must-pass'
        ? this.core.text.mustPass(this.core.playerName(s.turn))
        : rule === 'taken'
          ? this.core.w.taken(name)
          : this.core.w.noFlip(name);
    this.core.refuse(name, reason);
  }

  private renderGrid(): TemplateResult {
    const s = this.gameState;
    const legal = new Set(
      this.core.inputBlocked() || this.hideHints ? [] : rules.legalMoves(s).filter((m): m is number => m !== PASS),
    );
    const turned = new Set(s.flipped);
    // The best analysed value, to mark the moves that reach it.
    const { analysis } = this.core;
    const analysed = this.showAnalysis && analysis?.state === s ? analysis.values : [];
    const best = analysed.length > 0 ? Math.max(...analysed.map((v) => v.score)) : null;
    const square = (row: number, col: number) => this.renderSquare(s, row * s.size + col, legal, turned, best);
    return html`${renderRows(s.size, s.size, square)}`;
  }

  private renderSquare(
    s: ReversiState,
    square: number,
    legal: Set<number>,
    turned: Set<number>,
    best: number | null,
  ): TemplateResult {
    const row = Math.floor(square / s.size);
    const col = square % s.size;
    const name = squareName(s.size, square);
    const disc = s.cells[square];
    const last = s.lastMove === square;
    const canPlay = legal.has(square);
    const hinted = this.core.hintMove === square;
    const value = disc === 0 && !s.outcome ? this.core.moveValue(square) : undefined;
    const exact = value?.exact !== false;
    const w = this.core.w;
    const label = [
      name,
      [w.empty, w.black, w.white][disc ?? 0],
      canPlay ? w.legal : '',
      value ? w.value(value.score, exact) : '',
      last ? w.lastMove : '',
      turned.has(square) ? w.turned : '',
      hinted ? w.hinted : '',
    ]
      .filter(Boolean)
      .join(w.separator);
    return this.core.renderGridCell(
      { row, col },
      {
        classes: `${last ? 'last' : ''} ${hinted ? 'hint' : ''}`,
        parts: [name, canPlay && 'legal', last && 'last-move', hinted && 'hint'],
        label,
        disabled: disc !== 0,
      },
      html`${disc ? this.renderDisc(disc, last, turned.has(square)) : targetDot(canPlay && !value)}
      ${value ? renderValue(w.shortValue(value.score, exact), exact, value.score === best) : nothing}`,
    );
  }

  /** A disc; the last move's grows in, the discs it turned flip from the other colour. */
  private renderDisc(disc: 1 | 2, placed: boolean, turned: boolean): TemplateResult {
    const colour = disc === 1 ? 'black' : 'white';
    const from = disc === 1 ? 'var(--bge-second-color)' : 'var(--bge-first-color)';
    return html`<span
      class="disc ${colour} ${placed ? 'placed' : ''} ${turned ? 'turned' : ''}"
      part="disc ${colour}"
      ${styleProps({ '--from': turned ? from : null })}
      aria-hidden="true"
    ></span>`;
  }
}

/** The analysed value of a legal move (`show-analysis`): exact or an estimate, marked where it is the best. */
function renderValue(text: string, exact: boolean, best: boolean): TemplateResult {
  return html`<span class="value ${exact ? 'exact' : 'estimate'} ${best ? 'best' : ''}" part="value" aria-hidden="true"
    >${text}</span
  >`;
}

declare global {
  interface HTMLElementTagNameMap {
    'reversi-board': ReversiBoard;
  }
}
