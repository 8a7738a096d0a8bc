import type { Player, Result } from '../../core/game.js';
import type { Messages } from './messages.js';
import { type Seats, playsApart } from './seats.js';

/** What the status line depends on. */
export interface StatusFacts extends Seats {
  result: Result | null;
  /** The side to move. */
  turn: Player;
  /** Whether the computer is searching its move. */
  thinking: boolean;
  /** Whether the side to move is played by the computer (it may be paused). */
  computerToMove: boolean;
  /** Whether the side to move has no move but to pass. */
  mustPass: boolean;
  /** Whether the computer has announced that it sees a forced win. */
  forcedWinSeen: boolean;
  /** A side's name with its mark ("Player 1 (X)"). */
  label: (side: Player) => string;
  /** A side's name. */
  name: (side: Player) => string;
}

/** The status line: the result, or who is thinking or to move, told from this board's seat. */
export function statusLine(m: Messages, f: StatusFacts): string {
  const r = f.result;
  if (r) {
    // A flag falls on the side to move.
    const flag = r.reason === 'time' ? m.outOfTime(f.label(f.turn)) : '';
    if (r.winner === null) return m.sentences([flag, m.draw]);
    if (f.mode === 'vs-ai') return m.sentences([flag, r.winner === f.aiSide ? m.youLose : m.youWin]);
    if (playsApart(f) && !f.watching) return m.sentences([flag, r.winner === f.localSide ? m.youWin : m.youLose]);
    return m.sentences([flag, m.sideWins(f.label(r.winner))]);
  }
  if (f.thinking) return f.mode === 'vs-ai' ? m.thinking : m.sideThinking(f.label(f.turn));
  // The computer is to move but paused (disabled): say whose move it is, not "your turn".
  if (f.computerToMove) return m.sideToMove(f.label(f.turn));
  if (f.watching) return m.sideToMove(f.label(f.turn));
  if (playsApart(f) && f.turn !== f.localSide) return m.waitingFor(f.name(f.turn));
  if (f.mustPass) return m.mustPass(f.label(f.turn));
  if (f.mode === 'vs-ai' || playsApart(f))
    return f.forcedWinSeen ? m.sentences([m.yourTurn, m.forcedWinSeen]) : m.yourTurn;
  return m.sideToMove(f.label(f.turn));
}
