import type { BaseState, Player } from '../../core/game.js';
import { type ViewMessage, isOutsideEnding, moveListHash } from '../../core/online-protocol.js';
import type { GameSession } from '../../core/session.js';
import type { PlayerNames } from '../base/player-names.js';

/**
 * The game as those who watch see it, from the inviter's board: the moves, the names, a result reached outside the
 * rules, the clocks, and a player who left (`away`).
 */
export function gameView<S extends BaseState, M, O>(
  session: GameSession<S, M, O>,
  names: PlayerNames,
  away: Player | null,
): ViewMessage {
  const moves = session.moves;
  const view: ViewMessage = {
    type: 'view',
    game: session.rules.id,
    options: session.options,
    moves,
    hash: moveListHash(moves),
    names: {},
  };
  for (const side of ['first', 'second'] as const) {
    const name = names.given(side)?.trim();
    if (name) view.names[side] = name;
  }
  const result = session.result;
  if (result && isOutsideEnding(result.reason)) view.ended = { winner: result.winner, reason: result.reason };
  const clock = session.clock;
  if (clock)
    view.clock = {
      setting: clock.text,
      left: [Math.max(0, Math.round(clock.left('first'))), Math.max(0, Math.round(clock.left('second')))],
    };
  if (away) view.away = away;
  return view;
}
