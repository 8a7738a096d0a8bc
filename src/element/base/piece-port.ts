/** The board's side of moving pieces from square to square (`PieceSelection`), made from its core. */
import type { BaseState, Game, Player } from '../../core/game.js';
import type { GridPoint } from './grid-navigation.js';
import type { Messages } from './messages.js';
import type { PieceBoardPort } from './piece-selection.js';

/** What the piece interaction reads of the board's core (`BoardCore` is one). */
export interface PieceCore<S extends BaseState, M> {
  readonly game: { readonly rules: Game<S, M, unknown> };
  /** The position shown, and the game's own. */
  readonly state: S;
  readonly session: { readonly state: S };
  readonly lastMove: M | null;
  readonly hintMove: M | null;
  readonly text: Messages;
  readonly grid: { focus: GridPoint | null };
  inputBlocked(): string | null;
  userMove(move: M): boolean;
  announce(text: string): Promise<void>;
  refuse(move: string, reason: string): void;
  passOf(state: S): M | null;
  playerName(player: Player): string;
}

/** The port: the game's side of it (`game`), then the board's. */
export function piecePortOf<S extends BaseState, M>(
  core: PieceCore<S, M>,
  hideHints: () => boolean,
  game: Pick<PieceBoardPort<S, M>, 'movePath' | 'pointName' | 'renderDragged' | 'whyNot'>,
): PieceBoardPort<S, M> {
  return {
    ...game,
    rules: () => core.game.rules,
    state: () => core.state,
    lastMove: () => core.lastMove,
    hintMove: () => core.hintMove,
    blocked: () => core.inputBlocked(),
    hideHints,
    text: () => core.text,
    play: (move) => void core.userMove(move),
    focus: (point) => (core.grid.focus = point),
    announce: (text) => void core.announce(text),
    refused: (move, reason) => core.refuse(move, reason),
    mustPass: () => {
      const { state } = core.session;
      return core.passOf(state) === null ? null : core.text.mustPass(core.playerName(state.turn));
    },
  };
}
