import { type BaseState, IllegalMoveError } from '../../core/game.js';
import type { SavedGame } from '../../core/saved-game.js';
import type { BoardCore } from './board-core.js';
import type { BoardHost } from './board-host.js';
import { notForScript, playsApart, undoPolicy } from './seats.js';

/** What the board's public methods do, each over the board's core; `Board` gives them their names and comments. */

/** Whether `undo()` would take a move back. */
export function canUndo<S extends BaseState, M, O>(core: BoardCore<S, M, O>): boolean {
  return !playsApart(core.seats) && core.session.undoCount(undoPolicy(core.seats)) > 0;
}

/** Whether `redo()` would replay a move. */
export function canRedo<S extends BaseState, M, O>(core: BoardCore<S, M, O>): boolean {
  return !playsApart(core.seats) && core.session.future.length > 0;
}

/** A new game (online, once this one is over; in a puzzle or a lesson's step, that again). */
export function reset<S extends BaseState, M, O>(core: BoardCore<S, M, O>, host: BoardHost): void {
  const online = core.parts.online.current;
  if (online && !online.mayStartNewGame) {
    if (!online.watching) core.warn('online-new-game', 'in online mode a new game starts once this one is over.');
    return;
  }
  host.review = false;
  const coach = core.coach;
  if (coach?.active) return coach.restart();
  core.startNewGame();
  online?.startedNewGame();
}

/** A move given in notation for the side to move, as a script or the other board plays it. */
export function play<S extends BaseState, M, O>(core: BoardCore<S, M, O>, host: BoardHost, notation: string): void {
  const s = core.session.state;
  if (typeof notation !== 'string')
    throw new IllegalMoveError(
      `play() takes a move in the game's notation, as text; got ${typeof notation}.`,
      notation,
    );
  const coach = core.coach;
  const over = core.session.result ? 'The game is over.' : null;
  const refused = coach ? core.inputBlocked() : (over ?? notForScript(core.seats, s.turn));
  if (refused) throw new IllegalMoveError(refused, notation);
  const move = core.game.rules.moveFromString(s, notation);
  if (coach) return coach.attempt(move);
  core.commit(move, host.settings.mode === 'remote' ? 'remote' : 'script');
  core.parts.computer.sync();
}

/** Takes back the last move (online: asks the other player first). */
export function undo<S extends BaseState, M, O>(core: BoardCore<S, M, O>, host: BoardHost): boolean {
  if (host.settings.mode === 'online') return core.parts.online.current?.propose('undo') ?? false;
  if (!canUndo(core) || host.review || core.coach) return false;
  core.session.undo(undoPolicy(core.seats));
  core.settle();
  return true;
}

/** Replays the last move taken back, firing `move` again with `source: 'redo'`. */
export function redo<S extends BaseState, M, O>(core: BoardCore<S, M, O>, host: BoardHost): boolean {
  if (!canRedo(core) || host.review || core.coach) return false;
  for (const record of core.session.redo(undoPolicy(core.seats))) core.moved(record, 'redo');
  core.parts.computer.sync();
  return true;
}

/** The computer's best move for the side to move, highlighted, announced and fired as `hint`. */
export async function hint<S extends BaseState, M, O>(core: BoardCore<S, M, O>): Promise<string | null> {
  if (core.inputBlocked()) return null;
  const position = core.session.state;
  const move = await core.suggestMove();
  if (move === null) return null;
  const notation = core.game.rules.moveToString(position, move);
  core.hintMove = move;
  core.emit('hint', { move: notation });
  void core.announce(core.text.hintIs(notation));
  return notation;
}

/** Loads a game made by `export()`; throws `InvalidSavedGameError`, leaving the game unchanged, when it is not one. */
export function load<S extends BaseState, M, O>(core: BoardCore<S, M, O>, data: SavedGame<O> | string): void {
  const checked = core.session.check(data);
  core.game.applyOptions(checked.saved.options);
  // Kept as this board's attributes now give them, so the next update does not restart the game.
  core.session.adopt(checked, core.game.options());
  core.names.adopt(checked.saved.players, false);
  core.settle();
}

/** The moves the side to move may play now, in notation (none once the game is over). */
export function legalMoves<S extends BaseState, M, O>(core: BoardCore<S, M, O>): string[] {
  const s = core.session.state;
  const { rules } = core.game;
  return core.session.result ? [] : rules.legalMoves(s).map((m) => rules.moveToString(s, m));
}
