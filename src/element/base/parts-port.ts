import type { BaseState, Player, Result } from '../../core/game.js';
import type { WordTables } from '../../core/language.js';
import type { GameSession, MoveSource } from '../../core/session.js';
import type { AnnouncerController } from '../controllers/announcer-controller.js';
import type { BoardGame } from './board-game.js';
import type { BoardEventDetails } from './events.js';
import type { GameFlow } from './game-flow.js';
import type { Messages } from './messages.js';
import type { Phase } from './phase.js';
import type { PlayerNames } from './player-names.js';

/** What the parts read of the board's core (`BoardCore`) and tell it. */
export interface PartsPort<S extends BaseState, M, O> {
  readonly session: GameSession<S, M, O>;
  readonly game: Pick<BoardGame<S, M, O>, 'ai' | 'rules' | 'onePlayer'>;
  readonly flow: Pick<GameFlow<S, M, O>, 'ownGameShown'>;
  readonly names: PlayerNames;
  readonly text: Messages;
  /** The tag the board's numbers and plurals follow (`BoardTexts.locale`). */
  readonly locale: string;
  /** A part's table of texts in the board's language (`BoardTexts.table`). */
  words<T extends object>(name: string, tables: WordTables<T>): T;
  readonly phase: Phase;
  readonly announcer: AnnouncerController;
  /** The move a hint marks on the board, or none. */
  hintMove: M | null;
  commit(move: M, source: MoveSource, forcedWin?: boolean): void;
  over(result: Result): void;
  settle(): void;
  startNewGame(): void;
  statusText(): string;
  announce(text: string): Promise<void>;
  playerName(side: Player): string;
  sideMark(side: Player): string;
  wantsAnalysis(): boolean;
  emit<K extends keyof BoardEventDetails>(type: K, detail: BoardEventDetails[K]): void;
  warn(key: string, message: string): void;
  setUpPosition(options: Partial<O>, moves: readonly string[]): void;
  returnToOwnGame(): void;
}
