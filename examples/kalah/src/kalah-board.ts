/**
 * `<kalah-board>`: Kalah as a board of board-game-elements, written with its public API only. The
 * board is two rows of six pits between the two stores; the first player (South) owns the lower
 * row and the store on the right, and seeds travel counterclockwise.
 */
import {
  type AttributeTable,
  Board,
  type BoardAttributes,
  type BoardGame,
  type GridPoint,
  type TemplateResult,
  css,
  html,
  integerIn,
  litProperties,
} from 'board-game-elements/board';
import type { AiLink, Player, WordTables } from 'board-game-elements/core';
import { MAX_DEPTH, reviewScale } from './depth.js';
import {
  type KalahMove,
  type KalahOptions,
  type KalahState,
  FIRST_STORE,
  MAX_SEEDS,
  MIN_SEEDS,
  PITS,
  SECOND_STORE,
  rules,
} from './rules.js';
import { type KalahWords, en } from './words.js';

/** Kalah's words: English at hand, Chinese loaded when first spoken. */
const words: WordTables<KalahWords> = { en, zh: () => import('./words-zh.js').then((m) => m.zh) };

/**
 * What the board knows of the computer before it loads: the game's own worker (`worker.ts`),
 * written as bundlers recognise a worker, and `ai.js` for pages that refuse workers.
 */
const aiLink: AiLink<KalahState, KalahMove> = {
  id: rules.id,
  maxDepth: () => MAX_DEPTH,
  // The AI values every move (`analyse`): the board offers a review, read with this scale.
  reviewScale,
  analyses: false,
  load: () => import('./ai.js').then((m) => m.ai),
  // The course loads only on a board given a lesson (`lesson="1"`, `lesson="next"` or a lesson's id).
  course: () => import('./course.js').then((m) => m.course),
  worker: () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
};

/** Kalah's own attribute, as a board's attributes are declared: documented here, read and checked by the table. */
export interface KalahAttributes {
  /** Seeds in each pit at the start: 3 to 6 (default 4). */
  seeds: number;
}

const KALAH_ATTRIBUTES: AttributeTable<KalahAttributes> = {
  seeds: { attribute: 'seeds', type: Number, fallback: 4, ...integerIn(MIN_SEEDS, MAX_SEEDS, 'a whole number') },
};

/** Merged with the class: the attributes are its properties. */
export interface KalahBoard extends KalahAttributes {}

/** The seeds drawn in a pit; more are shown by the count alone. */
const DRAWN = 18;

/**
 * Kalah against the computer or a friend: pick one of your pits, and its seeds are sown one by
 * one counterclockwise; the last in your store earns another move, the last in an empty pit of
 * yours captures the seeds across. The fuller store wins.
 *
 * Keys: `1`-`6` sow that pit of the side to move; arrows move between pits, Enter or Space sows
 * the focused pit; `h` hint, `u` undo, `n` new game, `s` status, `?` the list of keys.
 *
 * @tagname kalah-board
 * @csspart pit - A pit; also `south` or `north`, and `playable` for the side to move's pits with seeds.
 * @csspart store - A store; also `south` or `north`.
 * @csspart seed - A seed.
 */
export class KalahBoard extends Board<KalahState, KalahMove, KalahOptions, KalahWords> {
  static override styles = [
    ...Board.styles,
    css`
      .board {
        display: grid;
        grid-template-columns: minmax(2.6em, 1fr) 6fr minmax(2.6em, 1fr);
        gap: 0.4em;
        padding: 0.6em;
        border-radius: 1.4em;
        background: var(--bge-board-color);
      }
      .rows {
        display: grid;
        gap: 0.4em;
      }
      .row {
        display: grid;
        grid-template-columns: repeat(6, 1fr);
        gap: 0.4em;
      }
      .pit,
      .store {
        position: relative;
        display: flex;
        flex-wrap: wrap;
        align-content: center;
        justify-content: center;
        gap: 2px;
        padding: 0.4em 0.2em 1.1em;
        border-radius: 999px;
        background: var(--bge-cell-color);
        box-shadow: inset 0 2px 5px color-mix(in srgb, black 35%, transparent);
      }
      .pit {
        min-width: 24px;
        min-height: 3.6em;
      }
      .pit.playable {
        cursor: pointer;
      }
      :host(:not([hide-hints]):not([disabled])) .pit.playable:hover {
        outline: 2px solid var(--bge-mark-color);
      }
      .pit:focus-visible {
        outline: 3px solid var(--bge-focus-color);
        outline-offset: 2px;
      }
      .pit.last {
        box-shadow: inset 0 0 0 3px var(--bge-highlight-color);
      }
      .pit.hint {
        outline: 3px dashed var(--bge-hint-color);
        outline-offset: 2px;
      }
      .seed {
        width: 0.5em;
        height: 0.5em;
        border-radius: 50%;
        background: var(--bge-piece-color);
      }
      .count {
        position: absolute;
        bottom: 0.15em;
        left: 0;
        right: 0;
        text-align: center;
        font-size: 0.8em;
        font-variant-numeric: tabular-nums;
      }
      :host([disabled]) .pit {
        cursor: default;
      }
    `,
  ];

  static override properties = litProperties(KALAH_ATTRIBUTES);
  declare readonly settings: Readonly<BoardAttributes<KalahWords> & KalahAttributes>;

  /** Kalah as the board plays it: its rules, computer and words, and the pits it draws and reads. */
  protected readonly game: BoardGame<KalahState, KalahMove, KalahOptions, KalahWords> = {
    rules,
    ai: aiLink,
    words,
    options: () => ({ seeds: this.settings.seeds }),
    applyOptions: (options) => (this.seeds = options.seeds ?? rules.defaults.seeds),
    gridSize: () => ({ rows: 2, cols: PITS }),
    boardLabel: () => this.core.w.boardLabel(this.core.session.options.seeds ?? rules.defaults.seeds),
    activateCell: (p) => this.activateCell(p),
    onBoardKey: (e) => this.onBoardKey(e),
    renderGrid: () => this.renderGrid(),
  };

  /** The side and pit (1-6 from its owner's left) of a cell: North's row runs right to left on screen. */
  private pitAt(p: GridPoint): { side: Player; pit: KalahMove; index: number } {
    return p.row === 0
      ? { side: 'second', pit: PITS - p.col, index: SECOND_STORE - 1 - p.col }
      : { side: 'first', pit: p.col + 1, index: p.col };
  }

  private activateCell(p: GridPoint): void {
    const { side, pit, index } = this.pitAt(p);
    const w = this.core.w;
    const reason = side !== this.gameState.turn ? w.notYourPit : this.gameState.pits[index] === 0 ? w.emptyPit : null;
    if (reason && !this.core.inputBlocked()) this.emit('invalid-move', { move: String(pit), reason });
    else this.core.userMove(pit);
  }

  /** `1`-`6` sow that pit of the side to move. */
  private onBoardKey(e: KeyboardEvent): boolean {
    if (!/^[1-6]$/.test(e.key) || e.ctrlKey || e.metaKey || e.altKey) return false;
    const pit = Number(e.key);
    this.activateCell(this.gameState.turn === 'first' ? { row: 1, col: pit - 1 } : { row: 0, col: PITS - pit });
    return true;
  }

  private renderGrid(): TemplateResult {
    const s = this.gameState;
    const w = this.core.w;
    const store = (side: Player) => {
      const n = s.pits[side === 'first' ? FIRST_STORE : SECOND_STORE]!;
      return html`<div class="store" part="store ${side === 'first' ? 'south' : 'north'}" aria-hidden="true" title=${w.store(w.side[side])}>${this.renderSeeds(n)}</div>`;
    };
    return html`${store('second')}
      <div class="rows">
        ${([0, 1] as const).map((row) => {
          const side: Player = row === 0 ? 'second' : 'first';
          return html`<div class="row" role="row" aria-label=${w.rowLabel(w.side[side], s.pits[side === 'first' ? FIRST_STORE : SECOND_STORE]!)}>
            ${Array.from({ length: PITS }, (_, col) => this.renderPit({ row, col }))}
          </div>`;
        })}
      </div>
      ${store('first')}`;
  }

  private renderPit(p: GridPoint): TemplateResult {
    const s = this.gameState;
    const w = this.core.w;
    const { side, pit, index } = this.pitAt(p);
    const seeds = s.pits[index]!;
    const previous = this.core.session.past.at(-1);
    const last = previous !== undefined && previous.before.turn === side && previous.move === pit;
    const hint = this.core.hintMove === pit && s.turn === side;
    const playable = s.turn === side && seeds > 0 && !this.result;
    const label = [w.pitLabel(w.side[side], pit, seeds), last ? w.lastSown : '', hint ? w.hinted : '']
      .filter(Boolean)
      .join(', ');
    return html`<div
      class="pit ${playable ? 'playable' : ''} ${last ? 'last' : ''} ${hint ? 'hint' : ''}"
      part="cell pit ${side === 'first' ? 'south' : 'north'}${playable ? ' playable' : ''}${last ? ' last-move' : ''}${hint ? ' hint' : ''}"
      role="gridcell"
      data-row=${p.row}
      data-col=${p.col}
      tabindex=${this.core.grid.tabIndexOf(p)}
      aria-label=${label}
      @click=${() => {
        this.core.grid.focus = p;
        this.activateCell(p);
      }}
    >
      ${this.renderSeeds(seeds)}
    </div>`;
  }

  private renderSeeds(n: number): TemplateResult {
    return html`${Array.from({ length: Math.min(n, DRAWN) }, () => html`<span class="seed" part="seed"></span>`)}<span class="count">${n}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kalah-board': KalahBoard;
  }
}
