import { html, nothing, type TemplateResult } from 'lit';
import type { BaseState, Player } from '../../core/game.js';
import * as commands from '../base/board-commands.js';
import type { BoardCore } from '../base/board-core.js';
import type { BoardHost } from '../base/board-host.js';
import { boardKeydown } from '../base/board-keys.js';
import { MAX_NAME_LENGTH } from '../base/player-names.js';
import { playsApart } from '../base/seats.js';
import { renderControls } from './controls.js';
import { framed } from './coordinates.js';
import type { ListedMove } from './move-list.js';
import { renderPlayers, renderSoloClock } from './players.js';
import { styleProps } from './style-props.js';

const SIDES: readonly Player[] = ['first', 'second'];

/**
 * What every board draws around its game's grid: the status line, the name plates with their clocks, the framed grid
 * with its keyboard, the buttons (or a review's steps, or a puzzle's), the list of keys, the move list and the live
 * region; and the names form in place of all of it while it asks.
 */
export class BoardChrome<S extends BaseState, M, O, W extends object> {
  constructor(
    private readonly core: BoardCore<S, M, O, W>,
    private readonly host: BoardHost<W>,
  ) {}

  private readonly onGridKeydown = boardKeydown({
    grid: this.core.grid,
    game: (e) => this.core.game.onBoardKey?.(e) ?? false,
    over: () => this.core.session.result !== null,
    commands: {
      Enter: () => (this.core.phase === 'over' ? this.reset() : this.core.game.activateCell(this.core.grid.focus)),
      Escape: () => this.core.dismiss(),
      p: () => {
        const pass = this.core.passOf(this.core.session.state);
        if (pass !== null) this.core.userMove(pass);
      },
      u: () => commands.undo(this.core, this.host),
      n: () => this.reset(),
      s: () => this.core.announce(this.core.statusText()),
      h: () => commands.hint(this.core),
      '?': () => this.core.keys.toggle(),
    },
  });

  private reset(): void {
    commands.reset(this.core, this.host);
  }

  /** After the end, one click on the board starts a new game: the quickest way to play again. */
  private readonly onBoardClick = {
    handleEvent: (e: Event): void => {
      if (this.core.phase !== 'over') return;
      e.stopPropagation();
      this.reset();
    },
    capture: true, // before a cell takes the click as a move
  };

  private readonly onNamesSubmit = (e: SubmitEvent): void => {
    e.preventDefault();
    const { core } = this;
    core.names.submit(new FormData(e.currentTarget as HTMLFormElement));
    void this.host.updateComplete.then(() => {
      void core.announce(core.statusText());
      void core.grid.focusOn(core.grid.focus);
    });
  };

  /** The whole board. */
  render(): TemplateResult {
    const { core, host } = this;
    const { game, parts } = core;
    const m = core.text;
    const form = core.names.asking ? parts.namesForm.current : undefined;
    if (form)
      return form.renderNamesForm(m, core.names.formSides().map(this.nameField), MAX_NAME_LENGTH, this.onNamesSubmit);
    const { state: s, tally, result } = core.session;
    const plates = SIDES.map((side) => ({
      side,
      name: core.playerName(side),
      score: game.sideScore?.(side) ?? null,
      // A puzzle's or a lesson's position is no game of the players': their games won wait for their game.
      wins: tally[side] > 0 && core.flow.ownGameShown ? m.wins(tally[side]) : '',
      toMove: !result && s.turn === side,
      mark: game.renderSideMark?.(side) ?? nothing,
      clock: parts.clocks.render(side),
    }));
    // A game of one player has no plates: its clock, if it has one, stands alone.
    const soloClock = host.settings.clock ? parts.clocks.render('first') : null;
    const style = game.boardStyle?.() ?? {};
    return html`
      <div class="status" part="status">${core.statusText()}</div>
      ${parts.persistence.current?.renderNote(m.notSaved) ?? nothing}
      ${game.onePlayer ? renderSoloClock(soloClock) : renderPlayers(m.players, plates)}
      ${framed(
        html`<div
          class="board"
          part="board"
          role="grid"
          aria-label=${game.boardLabel()}
          aria-busy=${parts.computer.thinking ? 'true' : 'false'}
          aria-disabled=${host.disabled ? 'true' : 'false'}
          ${styleProps(style)}
          @keydown=${this.onGridKeydown}
          @focusin=${core.grid.onFocusin}
          @click=${this.onBoardClick}
        >
          ${game.renderGrid()}
        </div>`,
        host.settings.coordinates === 'none' ? null : (game.coordinateAxes?.() ?? null),
        style,
      )}
      ${this.renderBelowBoard()} ${parts.online.current?.render() ?? nothing} ${core.keys.render()}
      ${this.renderMoves()} ${core.announcer.render()}
    `;
  }

  private readonly nameField = (side: Player) => {
    const m = this.core.text;
    const fallback = side === 'first' ? m.player1 : m.player2;
    return { side, value: this.core.names.given(side) ?? '', fallback, mark: this.core.sideMark(side) };
  };

  /**
   * Under the board: the review's steps in a review, a puzzle's or a lesson's panel while one is on the board, the
   * game's buttons otherwise.
   */
  private renderBelowBoard(): unknown {
    const { core, host } = this;
    const { parts } = core;
    const review = host.review ? parts.reviews.current : undefined;
    if (review) return review.render(() => (host.review = false));
    const blocked = core.inputBlocked() !== null;
    const pass = blocked ? null : core.passOf(core.session.state);
    const coach = core.coach;
    if (coach?.active)
      return coach.render(() => void commands.hint(core), pass === null ? null : () => core.userMove(pass));
    return renderControls(core.text, {
      game: core.game.renderControls?.() ?? '',
      pass: pass === null ? null : () => core.userMove(pass),
      hint: host.showHintButton ? () => void commands.hint(core) : null,
      hintBlocked: blocked,
      newGame: parts.online.current?.watching ? null : () => this.reset(),
      undo: playsApart(core.seats)
        ? null
        : {
            undo: () => commands.undo(core, host),
            redo: () => commands.redo(core, host),
            canUndo: commands.canUndo(core),
            canRedo: commands.canRedo(core),
          },
      keysOpen: core.keys.open,
      toggleKeys: () => core.keys.toggle(),
      review: core.session.result && core.game.ai.reviewScale ? () => (host.review = true) : null,
      learn: host.showLearnButton && core.game.ai.course ? () => (host.lesson = 'next') : null,
      extra: parts.tune.current?.render(core.text.music) ?? nothing,
    });
  }

  /** The move list, with `show-moves` and in a review, once its code is in. */
  private renderMoves(): unknown {
    const { core, host } = this;
    const list = core.parts.moveList.current;
    const review = host.review ? core.parts.reviews.current : undefined;
    if (!list || !(host.showMoves || review)) return nothing;
    // Each move with its side: a side may move again, so the list cannot count turns by twos.
    const moves: ListedMove[] = core.session.past.map((e, i) => ({
      notation: e.notation,
      player: e.before.turn,
      ...review?.listing(i + 1),
    }));
    return list.renderMoveList(moves, core.text.moveList, core.text.noMoves, !!core.game.onePlayer);
  }
}
