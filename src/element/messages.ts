/**
 * The words every board shows or speaks, in one place so a language is one more table.
 * Game-specific words (cell labels) live with each game's element.
 */

/** The texts of one language. */
export interface Messages {
  yourTurn: string;
  sideToMove: (name: string) => string;
  thinking: string;
  sideThinking: (name: string) => string;
  youWin: string;
  youLose: string;
  draw: string;
  sideWins: (name: string) => string;
  forcedWinSeen: string;
  played: (name: string, move: string) => string;
  you: string;
  computer: string;
  newGame: string;
  undo: string;
  redo: string;
  newGameHint: string;
}

/** English, the default. */
export const en: Messages = {
  yourTurn: 'Your turn',
  sideToMove: (name) => `${name} to move`,
  thinking: 'Thinking…',
  sideThinking: (name) => `${name} is thinking…`,
  youWin: 'You win!',
  youLose: 'You lose.',
  draw: 'Draw.',
  sideWins: (name) => `${name} wins!`,
  forcedWinSeen: 'I can see a forced win.',
  played: (name, move) => `${name} played ${move}.`,
  you: 'You',
  computer: 'Computer',
  newGame: 'New game',
  undo: 'Undo',
  redo: 'Redo',
  newGameHint: 'Press New game or click the board to play again.',
};
